import { BAKE_TECHNIQUES, type BakeTechnique } from './bake-techniques';
import { imageSchema } from './image';
import { z } from './zod';

/**
 * A baker's portfolio (포트폴리오): photos of their bakes on the resume, each with a caption and the
 * techniques it shows. The work, not the person: it shows on the public, masked resume too, unlike
 * the resume photo.
 */
export { BAKE_TECHNIQUES, type BakeTechnique };
const TECHNIQUE_CODES = Object.keys(BAKE_TECHNIQUES) as [BakeTechnique, ...BakeTechnique[]];
export const bakeTechniqueSchema = z.enum(TECHNIQUE_CODES, { error: '기술을 목록에서 골라주세요.' });

export const MAX_PORTFOLIO_ITEMS = 12;
export const PORTFOLIO_CAPTION_MAX = 60;
export const OTHER_TECHNIQUE_MAX = 30;

/** One bake as answers carry it. `otherTechnique` says in words what `other` means. */
export const portfolioItemSchema = z.object({
  image: imageSchema,
  caption: z.string(),
  techniques: z.array(bakeTechniqueSchema),
  otherTechnique: z.string().nullable(),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

/** One bake as the resume form sends it: a picture uploaded before (purpose `portfolio`). */
export const portfolioItemInputSchema = z
  .object({
    imageId: z.coerce.number({ error: '사진을 다시 올려주세요.' }).int().positive({ error: '사진을 다시 올려주세요.' }),
    caption: z
      .string({ error: '사진 설명을 입력해주세요.' })
      .trim()
      .min(1, { error: '사진 설명을 입력해주세요.' })
      .max(PORTFOLIO_CAPTION_MAX, { error: `사진 설명은 ${PORTFOLIO_CAPTION_MAX}자 이하로 입력해주세요.` }),
    techniques: z
      .array(bakeTechniqueSchema)
      .max(TECHNIQUE_CODES.length, { error: '기술을 다시 골라주세요.' })
      .default([]),
    otherTechnique: z
      .string()
      .trim()
      .max(OTHER_TECHNIQUE_MAX, { error: `기타 기술은 ${OTHER_TECHNIQUE_MAX}자 이하로 입력해주세요.` })
      .optional(),
    /** the person confirmed that no face or personal information is in the picture */
    noPersonalInfo: z.literal(true, { error: '사진에 얼굴이나 개인정보가 없는지 확인해주세요.' }),
  })
  .refine((item) => !item.techniques.includes('other') || !!item.otherTechnique, {
    path: ['otherTechnique'],
    error: '기타 기술을 적어주세요.',
  });
export type PortfolioItemInput = z.input<typeof portfolioItemInputSchema>;

export const portfolioInputSchema = z
  .array(portfolioItemInputSchema)
  .max(MAX_PORTFOLIO_ITEMS, { error: `포트폴리오 사진은 ${MAX_PORTFOLIO_ITEMS}장까지 올릴 수 있습니다.` });

/** An operator hides a portfolio photo; its owner is told why. */
export const hidePortfolioPhotoBodySchema = z.object({
  reason: z
    .string({ error: '숨기는 이유를 입력해주세요.' })
    .trim()
    .min(2, { error: '숨기는 이유를 입력해주세요.' })
    .max(200, { error: '숨기는 이유는 200자 이하로 입력해주세요.' }),
});

/**
 * One bake as its owner sees it: every photo they put in, with why an operator hid one (null when
 * shown). Others never get a hidden photo.
 */
export const ownPortfolioItemSchema = portfolioItemSchema.extend({
  hiddenReason: z.string().nullable(),
});
export type OwnPortfolioItem = z.infer<typeof ownPortfolioItemSchema>;
