/*
 * Which files a picture exists as and what they are called: plain data and functions, no validator,
 * so the pages that show pictures ship none (api/contracts/image.ts re-exports all of it).
 */

/** The widths pictures are offered at: the common phone, tablet and desktop screen widths, up to 4K. */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
/** A logo is mostly seen as a small thumbnail (40–96 CSS px): these spare a phone a 640 px file. */
export const LOGO_THUMBNAIL_WIDTHS = [96, 192] as const;
/** Best first: `<picture>` offers them in this order and JPEG is what every browser reads. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
const EXTENSIONS: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
export const IMAGE_MIME_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The link-preview card every picture also gets (KakaoTalk, Facebook, X): JPEG, always this size. */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

export const IMAGE_PURPOSES = ['logo', 'job-info-photo', 'resume-photo', 'portfolio'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

const LARGEST_WIDTH = 3840;

/** The widths a picture exists at: the offered widths below its own, and its own, never wider. */
export function imageWidths(image: { width: number }, purpose: ImagePurpose): number[] {
  const offered: readonly number[] = purpose === 'logo' ? [...LOGO_THUMBNAIL_WIDTHS, ...IMAGE_WIDTHS] : IMAGE_WIDTHS;
  const own = Math.min(image.width, LARGEST_WIDTH);
  return [...offered.filter((width) => width < own), own];
}

/** The path of one variant, served by the api (and through the web) as an immutable file. */
export function imagePath(key: string, width: number, format: ImageFormat): string {
  return `/images/${key}-${width}.${EXTENSIONS[format]}`;
}

/** The path of the picture's 1200×630 link-preview card. */
export function ogImagePath(key: string): string {
  return `/images/${key}-og.jpg`;
}

export type ImageFileName = { key: string; variant: number | 'og'; format: ImageFormat };

/** Reads a name `imagePath` or `ogImagePath` made; null for anything else. */
export function parseImageFileName(name: string): ImageFileName | null {
  const match = /^([0-9a-f]{32})-(\d{1,4}|og)\.(avif|webp|jpg)$/.exec(name);
  if (!match) return null;
  const [, key = '', variant, extension] = match;
  const format = IMAGE_FORMATS.find((f) => EXTENSIONS[f] === extension);
  if (!format) return null;
  if (variant === 'og') return format === 'jpeg' ? { key, variant, format } : null;
  return { key, variant: Number(variant), format };
}
