import {
  BANNER_INQUIRY_STATUSES,
  BANNER_SLOTS,
  codes,
  FAQ_CATEGORIES,
  INQUIRY_CATEGORIES,
  INQUIRY_LIMITS,
} from './enumerations';
import { emailSchema, phoneSchema } from './user';
import { z } from './zod';

/** Required text, trimmed, with the field's name in every refusal. */
const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label}을(를) 입력해주세요.` })
    .trim()
    .min(min, { error: min > 1 ? `${label}은(는) ${min}자 이상 입력해주세요.` : `${label}을(를) 입력해주세요.` })
    .max(max, { error: `${label}은(는) ${max}자 이하로 입력해주세요.` });

const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label}은(는) ${max}자 이하로 입력해주세요.` })
    .optional()
    .transform((value) => value || null);

/** 공지사항 */
export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticeBodySchema = z.object({
  title: text('제목', 1, 100),
  body: text('내용', 1, 20_000),
  pinned: z.coerce.boolean().default(false),
});
export type NoticeBody = z.input<typeof noticeBodySchema>;

/** 자주 묻는 질문 */
export const faqCategorySchema = z.enum(codes(FAQ_CATEGORIES), { error: '분류를 목록에서 골라주세요.' });
export const faqSchema = z.object({
  id: z.number().int(),
  category: faqCategorySchema,
  question: z.string(),
  answer: z.string(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqBodySchema = z.object({
  category: faqCategorySchema,
  question: text('질문', 1, 200),
  answer: text('답변', 1, 5_000),
  sortOrder: z.coerce
    .number({ error: '순서를 숫자로 입력해주세요.' })
    .int({ error: '순서를 숫자로 입력해주세요.' })
    .min(0, { error: '순서는 0 이상이어야 합니다.' })
    .max(9_999, { error: '순서는 9999 이하여야 합니다.' })
    .default(0),
});

/** 1:1 문의: a member asks, an operator answers once (and may correct the answer). */
export const inquiryCategorySchema = z.enum(codes(INQUIRY_CATEGORIES), { error: '문의 분류를 골라주세요.' });
export const inquirySchema = z.object({
  id: z.number().int(),
  category: inquiryCategorySchema,
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** the asker, for the operator's queue */
  asker: z.object({ userId: z.string(), username: z.string() }).optional(),
});
export type Inquiry = z.infer<typeof inquirySchema>;
export const inquiryBodySchema = z.object({
  category: inquiryCategorySchema,
  title: text('제목', 1, INQUIRY_LIMITS.title),
  body: text('문의 내용', INQUIRY_LIMITS.bodyMin, INQUIRY_LIMITS.body),
});
export const answerBodySchema = z.object({ answer: text('답변', 1, INQUIRY_LIMITS.answer) });

/** 배너광고 문의: open to anyone; `website` is a honeypot no person fills in. */
export const bannerSlotSchema = z.enum(codes(BANNER_SLOTS), { error: '희망 위치를 골라주세요.' });
export const bannerInquiryBodySchema = z.object({
  company: text('회사명', 1, 100),
  contactName: text('담당자 이름', 1, 30),
  phone: phoneSchema,
  email: emailSchema,
  slot: bannerSlotSchema,
  period: text('희망 기간', 1, 50),
  budget: optional('예산', 50),
  message: optional('문의 내용', 2_000),
  agreePrivacy: z.literal(true, { error: '개인정보 수집·이용에 동의해주세요.' }),
  website: z.string().max(200).optional(),
});
export type BannerInquiryBody = z.input<typeof bannerInquiryBodySchema>;
export const bannerInquiryStatusSchema = z.enum(codes(BANNER_INQUIRY_STATUSES), {
  error: '처리 상태를 목록에서 골라주세요.',
});
export const bannerInquirySchema = z.object({
  id: z.number().int(),
  company: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  slot: bannerSlotSchema,
  period: z.string(),
  budget: z.string().nullable(),
  message: z.string().nullable(),
  status: bannerInquiryStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BannerInquiry = z.infer<typeof bannerInquirySchema>;
