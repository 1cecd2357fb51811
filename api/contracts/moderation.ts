import { codes, REPORT_REASONS } from './enumerations';
import { imageSchema, jobInfoPhotoSchema } from './image';
import { OAUTH_PROVIDERS } from './oauth';
import { ROLES } from './user';
import { z } from './zod';

/** 신고: one per user and posting, feeding the operator's postings queue. */
export const reportBodySchema = z.object({
  reason: z.enum(codes(REPORT_REASONS), { error: '신고 사유를 골라주세요.' }),
  text: z
    .string()
    .trim()
    .max(1_000, { error: '신고 내용은 1000자 이하로 입력해주세요.' })
    .optional()
    .transform((value) => value || null),
});
export type ReportBody = z.input<typeof reportBodySchema>;

const reasonSchema = (max: number) =>
  z
    .string({ error: '사유를 입력해주세요.' })
    .trim()
    .min(2, { error: '사유를 2자 이상 입력해주세요.' })
    .max(max, { error: `사유는 ${max}자 이하로 입력해주세요.` });

export const reasonBodySchema = z.object({ reason: reasonSchema(500) });

/** Why an operator took a picture down: kept with the picture (images.removed_reason). */
export const PICTURE_REMOVAL_REASON_MAX = 200;
export const pictureRemovalBodySchema = z.object({ reason: reasonSchema(PICTURE_REMOVAL_REASON_MAX) });

export const postingReportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(codes(REPORT_REASONS)),
  text: z.string().nullable(),
  reporter: z.string(),
  createdAt: z.string(),
  resolved: z.boolean(),
});

/** A posting in the operator's queue: open reports first, then the newest. */
export const moderatedJobInfoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  companyVerified: z.boolean(),
  /** the company's logo, null when it has none (or it was removed) */
  companyLogo: imageSchema.nullable(),
  /** the posting's photos in their order; an operator may take any of them down */
  photos: z.array(jobInfoPhotoSchema),
  hiddenReason: z.string().nullable(),
  openReports: z.number().int(),
  reports: z.array(postingReportSchema),
  updatedAt: z.string(),
});
export type ModeratedJobInfo = z.infer<typeof moderatedJobInfoSchema>;

/** An account as the operator sees it. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  businessNumber: z.string().nullable(),
  ceoName: z.string().nullable(),
  companyAddress: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  createdAt: z.string(),
  deleted: z.boolean(),
  /** how the member signs in: 비밀번호, 카카오, 네이버 (none for a deleted account) */
  signInMethods: z.array(z.enum(['password', ...OAUTH_PROVIDERS])),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** One line of the operator log: who did what to what, and when. */
export const adminActionSchema = z.object({
  id: z.number().int(),
  admin: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.number().int(),
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAction = z.infer<typeof adminActionSchema>;
