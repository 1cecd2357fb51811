import sharp from 'sharp';
import type { Api } from '../../api/src/app';
import type { Harness } from './harness';

/** A photo-like picture made here: a warm background with a few shapes, `width`×`height`. */
export function photo(width = 900, height = 600) {
  const shapes = [0.2, 0.5, 0.8]
    .map(
      (x, i) =>
        `<circle cx="${Math.round(width * x)}" cy="${Math.round(height / 2)}" r="${Math.round(height / 5)}" fill="${['#e8c39e', '#7a4a2a', '#f5e6d3'][i]}"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#b5773f"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg));
}

/** A logo on a transparent background: a brown square in the middle of `width`×`height`. */
export function transparentLogo(width = 400, height = 200) {
  const side = Math.round(Math.min(width, height) / 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="${(width - side) / 2}" y="${(height - side) / 2}" width="${side}" height="${side}" fill="#7a4a2a"/></svg>`;
  return sharp(Buffer.from(svg)).png();
}

export const photoJpeg = (width?: number, height?: number) => photo(width, height).jpeg().toBuffer();

/** POST /images as a form would send it; `purpose` is an image purpose (logo, …), or anything else to see it refused. */
export async function uploadImage(
  api: Harness,
  token: string | undefined,
  purpose: string,
  bytes: Uint8Array,
  fileName = 'photo.jpg',
  type = 'image/jpeg',
) {
  const form = new FormData();
  form.set('purpose', purpose);
  form.set('file', new File([new Uint8Array(bytes)], fileName, { type }));
  return api.request('POST', '/images', { rawBody: form, token });
}

/** GET of a picture's file, its bytes kept as bytes. */
export async function getImage(app: Api, path: string, headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
