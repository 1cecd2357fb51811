import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import {
  IMAGE_UPLOAD_LIMITS,
  type ImageFileName,
  type ImageFormat,
  type ImagePurpose,
  OG_IMAGE,
} from '../../contracts/image';
import type { ApiErrorCode } from '../../contracts/errors';
import { ApiError } from '../http/errors';
import { detectUploadType } from './file-type';

/**
 * The cleaned original's longest side. Nothing wider than 3840 px is ever offered (IMAGE_WIDTHS),
 * and a tall picture gains nothing from more: a 12 MP phone photo is kept at 3840×2880.
 */
export const ORIGINAL_LONG_SIDE = 3840;

export const TOO_LARGE_MESSAGE = `사진은 ${IMAGE_UPLOAD_LIMITS.bytes / 1024 / 1024}MB 이하만 올릴 수 있습니다.`;
export const HEIF_MESSAGE =
  'HEIC 형식의 사진은 올릴 수 없습니다. JPEG로 바꿔서 올려주세요. 아이폰은 설정 > 카메라 > 포맷에서 ' +
  "'높은 호환성'을 고르면 JPEG로 찍히고, 이미 찍은 사진은 공유하거나 내보낼 때 JPEG를 고르면 됩니다.";
const WRONG_TYPE_MESSAGE = 'JPEG, PNG, WebP 형식의 사진만 올릴 수 있습니다.';
const EMPTY_MESSAGE = '빈 파일입니다. 사진 파일을 다시 골라주세요.';
const TOO_MANY_PIXELS_MESSAGE = `사진의 크기가 너무 큽니다. ${IMAGE_UPLOAD_LIMITS.pixels / 10_000}만 화소 이하로 줄여서 올려주세요.`;
const UNREADABLE_MESSAGE = '사진 파일을 읽을 수 없습니다. 파일이 손상되지 않았는지 확인하고 다시 올려주세요.';

/** A refused upload: its message goes beside the form's file field. */
export function refusedFile(status: 400 | 413 | 429, code: ApiErrorCode, message: string): ApiError {
  return new ApiError(status, code, message, { fields: { file: message } });
}

/** What an upload becomes: upright, without metadata, at most 3840 px long, named by its content. */
export interface CleanedUpload {
  key: string;
  width: number;
  height: number;
  bytes: Uint8Array;
  contentType: 'image/jpeg' | 'image/png';
}

/**
 * Cleans an upload before anything keeps it: checks what the bytes are (JPEG, PNG or WebP, not
 * what the name says), their size and the pixel count the header declares (before any decoding,
 * so a small file declaring a huge canvas is refused unread), then turns the picture upright by
 * its EXIF orientation and writes it anew in sRGB without EXIF (GPS included), XMP, IPTC or ICC
 * data. Pictures with transparency stay PNG; the others become a high-quality JPEG.
 */
export async function cleanUpload(bytes: Uint8Array): Promise<CleanedUpload> {
  if (bytes.length === 0) throw refusedFile(400, 'IMAGE_EMPTY', EMPTY_MESSAGE);
  if (bytes.length > IMAGE_UPLOAD_LIMITS.bytes) throw refusedFile(413, 'IMAGE_TOO_LARGE', TOO_LARGE_MESSAGE);
  const type = detectUploadType(bytes);
  if (type === 'heif') throw refusedFile(400, 'IMAGE_HEIF', HEIF_MESSAGE);
  if (type === 'other') throw refusedFile(400, 'IMAGE_TYPE_NOT_ALLOWED', WRONG_TYPE_MESSAGE);

  const input = () => sharp(bytes, { limitInputPixels: IMAGE_UPLOAD_LIMITS.pixels, failOn: 'error' });
  const metadata = await readSafely(() => sharp(bytes, { limitInputPixels: false }).metadata());
  const { width, height } = metadata;
  if (!width || !height) throw refusedFile(400, 'IMAGE_UNREADABLE', UNREADABLE_MESSAGE);
  if (width * height > IMAGE_UPLOAD_LIMITS.pixels) {
    throw refusedFile(400, 'IMAGE_TOO_MANY_PIXELS', TOO_MANY_PIXELS_MESSAGE);
  }

  // a PNG or WebP saved with an alpha channel it never uses is a photo: JPEG is a fraction of the size
  const transparent = metadata.hasAlpha && !(await readSafely(() => input().stats())).isOpaque;
  const upright = input()
    .rotate()
    .resize({ width: ORIGINAL_LONG_SIDE, height: ORIGINAL_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb');
  const encoded = transparent ? upright.png() : upright.removeAlpha().jpeg({ quality: 90 });
  const { data, info } = await readSafely(() => encoded.toBuffer({ resolveWithObject: true }));
  return {
    key: createHash('sha256').update(data).digest('hex').slice(0, 32),
    width: info.width,
    height: info.height,
    bytes: data,
    contentType: transparent ? 'image/png' : 'image/jpeg',
  };
}

/** sharp's refusal of a file (truncated, corrupt, over the pixel limit) as the Korean 400. */
async function readSafely<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw refusedFile(400, 'IMAGE_TOO_MANY_PIXELS', TOO_MANY_PIXELS_MESSAGE);
    throw refusedFile(400, 'IMAGE_UNREADABLE', UNREADABLE_MESSAGE);
  }
}

/**
 * Encoder settings for files made once and kept for a year in browsers, on a 2-core machine:
 * AVIF at effort 2 (effort 4, the default, took 4–5 times as long for files about a fifth smaller),
 * 4:2:0 colour for photos and full colour for logos (thin coloured lettering); WebP at its
 * defaults; JPEG through mozjpeg's encoder, a third smaller than plain libjpeg at the same quality.
 */
function encode(image: Sharp, format: ImageFormat, purpose: ImagePurpose): Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: 2, chromaSubsampling: purpose === 'logo' ? '4:4:4' : '4:2:0' });
    case 'webp':
      return image.webp({ quality: 75 });
    case 'jpeg':
      // JPEG has no transparency: a logo's clear background becomes white, as on the page
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true });
  }
}

/** The link-preview card's logo box: inside the centre square KakaoTalk crops a card to in its chat list. */
const OG_LOGO_BOX = { width: 560, height: 400 };
/** How far a small logo may be blown up on the card before it turns to mush. */
const OG_LOGO_MAX_SCALE = 3;

/**
 * One variant of a cleaned original: `width` wide (never wider than the original) in `format`,
 * or the 1200×630 link-preview card. A photo covers the card, cropped around its centre; a logo
 * sits whole in the middle of a white card, as logos are drawn for white paper.
 */
export async function makeVariant(
  original: Uint8Array,
  variant: Pick<ImageFileName, 'variant' | 'format'>,
  purpose: ImagePurpose,
): Promise<Buffer> {
  if (variant.variant !== 'og') {
    const resized = sharp(original).resize({ width: variant.variant, withoutEnlargement: true });
    return encode(resized, variant.format, purpose).toBuffer();
  }
  if (purpose !== 'logo') {
    const covered = sharp(original).resize({ ...OG_IMAGE, fit: 'cover', position: 'centre' });
    return encode(covered, 'jpeg', purpose).toBuffer();
  }
  const { width = 1, height = 1 } = await sharp(original).metadata();
  const scale = Math.min(OG_LOGO_BOX.width / width, OG_LOGO_BOX.height / height, OG_LOGO_MAX_SCALE);
  const logo = await sharp(original)
    .resize({ width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) })
    .png()
    .toBuffer();
  const card = sharp({ create: { ...OG_IMAGE, channels: 3, background: '#ffffff' } }).composite([
    { input: logo, gravity: 'centre' },
  ]);
  return encode(card, 'jpeg', purpose).toBuffer();
}
