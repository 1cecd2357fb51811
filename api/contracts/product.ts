import { z } from './zod';

/** posting: 공고 게재, resume: 이력서 공개, talent: 인재 열람권 */
export const PRODUCT_KINDS = ['posting', 'resume', 'talent'] as const;
export const productKindSchema = z.enum(PRODUCT_KINDS);
export type ProductKind = z.infer<typeof productKindSchema>;

export const productSchema = z.object({
  code: z.string(),
  kind: productKindSchema,
  name: z.string(),
  /** 원, VAT included */
  price: z.number().int(),
  /** days of publication (posting, resume) */
  days: z.number().int().nullable(),
  /** resumes that may be unlocked (talent) */
  credits: z.number().int().nullable(),
  /** days the credits stay valid (talent) */
  validDays: z.number().int().nullable(),
});
export type Product = z.infer<typeof productSchema>;
