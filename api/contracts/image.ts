import { IMAGE_PURPOSES } from './image-variants';
import { z } from './zod';

export * from './image-variants';

export const imagePurposeSchema = z.enum(IMAGE_PURPOSES, { error: '사진의 용도가 올바르지 않습니다.' });

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
