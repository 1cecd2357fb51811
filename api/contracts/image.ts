import { z } from './zod';

/** SPEC.md §9: the widths pictures are offered at. */
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

export const IMAGE_PURPOSES = ['logo', 'job-info-photo', 'resume-photo'] as const;
export const imagePurposeSchema = z.enum(IMAGE_PURPOSES, { error: '사진의 용도가 올바르지 않습니다.' });
export type ImagePurpose = z.infer<typeof imagePurposeSchema>;

/** What an upload may be. */
export const IMAGE_UPLOAD_LIMITS = {
  bytes: 10 * 1024 * 1024,
  pixels: 40_000_000,
  /** what the file picker offers; the api reads the type from the bytes whatever the name says */
  accept: 'image/jpeg,image/png,image/webp',
} as const;
export const MAX_JOB_INFO_PHOTOS = 6;

/** An uploaded picture as the api answers it: enough to name every variant and reserve its box. */
export const imageSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Image = z.infer<typeof imageSchema>;

/** A posting's photo, with what it shows for people who cannot see it. */
export const jobInfoPhotoSchema = imageSchema.extend({ alt: z.string() });
export type JobInfoPhoto = z.infer<typeof jobInfoPhotoSchema>;

/** A photo as the posting form sends it: an image uploaded before, and its alt text. Order is the array's. */
export const jobInfoPhotoInputSchema = z.object({
  imageId: z.coerce.number({ error: '사진을 다시 올려주세요.' }).int().positive({ error: '사진을 다시 올려주세요.' }),
  alt: z
    .string({ error: '사진 설명을 입력해주세요.' })
    .trim()
    .min(1, { error: '사진 설명을 입력해주세요.' })
    .max(100, { error: '사진 설명은 100자 이하로 입력해주세요.' }),
});
export type JobInfoPhotoInput = z.input<typeof jobInfoPhotoInputSchema>;

export const jobInfoPhotosInputSchema = z
  .array(jobInfoPhotoInputSchema)
  .max(MAX_JOB_INFO_PHOTOS, { error: `사진은 ${MAX_JOB_INFO_PHOTOS}장까지 올릴 수 있습니다.` });

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
