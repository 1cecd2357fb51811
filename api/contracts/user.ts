import { isValidBusinessNumber, normalizeBusinessNumber } from './business-number';
import { normalizePhone } from './phone';
import { z } from './zod';
import { imageSchema } from './image';

export const ROLES = ['normal', 'company', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The roles a visitor may sign up as; admins are made by the operator. */
export const SIGN_UP_ROLES = ['normal', 'company'] as const;

export const userIdSchema = z
  .string({ error: '아이디를 입력해주세요.' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{4,20}$/, { error: '아이디는 영문 소문자와 숫자 4~20자로 입력해주세요.' });

export const passwordSchema = z
  .string({ error: '비밀번호를 입력해주세요.' })
  .min(8, { error: '비밀번호는 8자 이상이어야 합니다.' })
  .max(100, { error: '비밀번호는 100자 이하로 입력해주세요.' })
  .regex(/[A-Za-z]/, { error: '비밀번호에 영문자를 포함해주세요.' })
  .regex(/\d/, { error: '비밀번호에 숫자를 포함해주세요.' });

/** A password being checked rather than chosen: any non-empty string. */
const currentPasswordSchema = z
  .string({ error: '비밀번호를 입력해주세요.' })
  .min(1, { error: '비밀번호를 입력해주세요.' })
  .max(100, { error: '비밀번호가 올바르지 않습니다.' });

export const usernameSchema = z
  .string({ error: '이름을 입력해주세요.' })
  .trim()
  .min(1, { error: '이름을 입력해주세요.' })
  .max(50, { error: '이름은 50자 이하로 입력해주세요.' });

export const emailSchema = z
  .string({ error: '이메일을 입력해주세요.' })
  .trim()
  .min(1, { error: '이메일을 입력해주세요.' })
  .max(100, { error: '이메일은 100자 이하로 입력해주세요.' })
  .pipe(z.email({ error: '이메일 형식이 올바르지 않습니다.' }));

export const phoneSchema = z
  .string({ error: '연락처를 입력해주세요.' })
  .max(20, { error: '연락처 형식이 올바르지 않습니다. (예: 010-1234-5678)' })
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: '연락처 형식이 올바르지 않습니다. (예: 010-1234-5678)' });
      return z.NEVER;
    }
    return phone;
  });

export const businessNumberSchema = z
  .string({ error: '사업자등록번호를 입력해주세요.' })
  .max(20, { error: '사업자등록번호는 숫자 10자리입니다.' })
  .transform((value, ctx) => {
    const digits = normalizeBusinessNumber(value);
    if (!/^\d{10}$/.test(digits)) {
      ctx.addIssue({ code: 'custom', message: '사업자등록번호는 숫자 10자리입니다.' });
      return z.NEVER;
    }
    if (!isValidBusinessNumber(digits)) {
      ctx.addIssue({ code: 'custom', message: '유효하지 않은 사업자등록번호입니다.' });
      return z.NEVER;
    }
    return digits;
  });

const ceoNameSchema = z
  .string({ error: '대표자명을 입력해주세요.' })
  .trim()
  .min(1, { error: '대표자명을 입력해주세요.' })
  .max(30, { error: '대표자명은 30자 이하로 입력해주세요.' });

const companyAddressSchema = z
  .string({ error: '회사 주소를 입력해주세요.' })
  .trim()
  .min(1, { error: '회사 주소를 입력해주세요.' })
  .max(200, { error: '회사 주소는 200자 이하로 입력해주세요.' });

/** A company's own words on its page /company/:id; empty clears it. */
export const companyIntroSchema = z
  .string()
  .trim()
  .max(1000, { error: '회사 소개는 1000자 이하로 입력해주세요.' })
  .optional();

const businessTypeSchema = z.string().trim().max(50, { error: '업종은 50자 이하로 입력해주세요.' }).optional();

/** Company fields, required when the account is a company's. */
export const companyFieldsSchema = z.object({
  businessNumber: businessNumberSchema,
  ceoName: ceoNameSchema,
  companyAddress: companyAddressSchema,
  businessType: businessTypeSchema,
});
export type CompanyFields = z.infer<typeof companyFieldsSchema>;

/** The company fields as they arrive, checked in full by `companyFieldsSchema` for company accounts. */
const looseCompanyFields = {
  businessNumber: z.string().optional(),
  ceoName: z.string().optional(),
  companyAddress: z.string().optional(),
  businessType: z.string().optional(),
};

const contactFieldsSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  phone: phoneSchema,
});

/** Adds the company fields' issues to `ctx` when `role` is company. */
export function requireCompanyFields(value: { role: Role } & Record<string, unknown>, ctx: z.RefinementCtx) {
  if (value.role !== 'company') return;
  const result = companyFieldsSchema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
}

/** What every new account says about itself, however it signs in: role, contact, consents, company. */
export const newAccountFields = {
  userId: userIdSchema,
  role: z.enum(SIGN_UP_ROLES, { error: '회원 유형을 선택해주세요.' }),
  ...contactFieldsSchema.shape,
  ...looseCompanyFields,
  agreeTerms: z.literal(true, { error: '이용약관에 동의해주세요.' }),
  agreePrivacy: z.literal(true, { error: '개인정보 수집·이용에 동의해주세요.' }),
  agreeMarketing: z.boolean({ error: '마케팅 수신 동의 값이 올바르지 않습니다.' }).default(false),
};

export const registerBodySchema = z
  .object({ ...newAccountFields, password: passwordSchema })
  .superRefine(requireCompanyFields);
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  userId: z
    .string({ error: '아이디를 입력해주세요.' })
    .trim()
    .toLowerCase()
    .min(1, { error: '아이디를 입력해주세요.' })
    .max(20, { error: '아이디 또는 비밀번호가 올바르지 않습니다.' }),
  password: currentPasswordSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const refreshBodySchema = z.object({
  refreshToken: z
    .string({ error: '리프레시 토큰이 필요합니다.' })
    .min(1, { error: '리프레시 토큰이 필요합니다.' })
    .max(200, { error: '리프레시 토큰이 올바르지 않습니다.' }),
});

export const passwordBodySchema = z.object({ password: currentPasswordSchema });

/** 회원 탈퇴: the password, unless the member has none (카카오/네이버 only: the recent sign-in check is the proof). */
export const deleteUserBodySchema = z.object({ password: currentPasswordSchema.optional() });

export const editPasswordBodySchema = z
  .object({ password: currentPasswordSchema, newPassword: passwordSchema })
  .refine((body) => body.password !== body.newPassword, {
    path: ['newPassword'],
    error: '새 비밀번호가 현재 비밀번호와 같습니다.',
  });

/** Company fields are read only for company accounts; other roles' are ignored. */
export const editUserBodySchema = contactFieldsSchema.extend({
  agreeMarketing: z.boolean({ error: '마케팅 수신 동의 값이 올바르지 않습니다.' }).optional(),
  ...looseCompanyFields,
  /** a company's uploaded logo; null takes it off, left out keeps it */
  logoImageId: z.coerce
    .number({ error: '로고를 다시 올려주세요.' })
    .int()
    .positive({ error: '로고를 다시 올려주세요.' })
    .nullable()
    .optional(),
  /** a company's introduction on its page */
  companyIntro: companyIntroSchema,
});
export type EditUserBody = z.input<typeof editUserBodySchema>;

/**
 * What the user has scrapped and applied to and how many 알림 wait unread, carried with the login
 * user so pages need no extra call.
 */
export const userActionSchema = z.object({
  scrapJobInfoIds: z.array(z.number().int()),
  scrapResumeIds: z.array(z.number().int()),
  /** a job seeker's postings with an active application */
  appliedJobInfoIds: z.array(z.number().int()),
  /** a company's applications not opened yet */
  unreadApplications: z.number().int(),
  /** 알림 not read yet */
  unreadNotifications: z.number().int(),
});
export type UserAction = z.infer<typeof userActionSchema>;

export const loginUserSchema = z.object({
  userId: z.string(),
  username: z.string(),
  role: roleSchema,
  action: userActionSchema,
});
export type LoginUser = z.infer<typeof loginUserSchema>;

export const sessionTokensSchema = z.object({
  user: loginUserSchema,
  accessToken: z.string(),
  /** epoch milliseconds */
  accessTokenExpiry: z.number().int(),
  refreshToken: z.string(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

/** Everything the user may read and edit about their own account. */
export const userProfileSchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  /** when the member opened the link mailed to `email`; null: not verified (no recovery mail, no alerts) */
  emailVerifiedAt: z.string().nullable(),
  phone: z.string(),
  role: roleSchema,
  marketingAgreedAt: z.string().nullable(),
  termsAgreedAt: z.string(),
  privacyAgreedAt: z.string(),
  company: z
    .object({
      businessNumber: z.string(),
      ceoName: z.string(),
      companyAddress: z.string(),
      businessType: z.string().nullable(),
      verifiedAt: z.string().nullable(),
      logo: imageSchema.nullable(),
      intro: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
