/** What an upload's first bytes say it is: the formats accepted, HEIF (told apart, to explain), or other. */
export type UploadType = 'jpeg' | 'png' | 'webp' | 'heif' | 'other';

const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'mif2', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/**
 * The upload's type by its magic numbers, whatever its name or declared type say. HEIF (an
 * iPhone's or a Galaxy's HEIC photo) is an ISO media file whose `ftyp` box names HEIF brands;
 * an AVIF file is one too, and is just another type here.
 */
export function detectUploadType(bytes: Uint8Array): UploadType {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
    const end = Math.min(boxSize, bytes.length, 256);
    // the major brand, then the compatible brands after the minor version
    const brands = [ascii(bytes, 8, 12)];
    for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'other';
    if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heif';
  }
  return 'other';
}
