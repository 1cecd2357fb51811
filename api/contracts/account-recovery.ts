import { emailSchema, passwordSchema, userIdSchema, usernameSchema } from './user';
import { z } from './zod';

/** 아이디 찾기: the name on the account (a company's name for a company) and its address. */
export const findIdBodySchema = z.object({ username: usernameSchema, email: emailSchema });
export type FindIdBody = z.input<typeof findIdBodySchema>;

/** 비밀번호 찾기: the login id and its address. */
export const findPasswordBodySchema = z.object({ userId: userIdSchema, email: emailSchema });
export type FindPasswordBody = z.input<typeof findPasswordBodySchema>;

/** A link's token as mailed; anything else names no link. */
export const accountLinkTokenSchema = z
  .string({ error: '링크가 올바르지 않습니다.' })
  .min(1, { error: '링크가 올바르지 않습니다.' })
  .max(200, { error: '링크가 올바르지 않습니다.' });

export const verifyEmailBodySchema = z.object({ token: accountLinkTokenSchema });

export const resetPasswordBodySchema = z.object({ token: accountLinkTokenSchema, newPassword: passwordSchema });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** The web's reset form: the new password twice; the token comes from the page's address. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: passwordSchema,
    newPasswordConfirm: z.string({ error: '새 비밀번호를 한 번 더 입력해주세요.' }),
  })
  .refine((form) => form.newPassword === form.newPasswordConfirm, {
    path: ['newPasswordConfirm'],
    error: '새 비밀번호 확인이 일치하지 않습니다.',
  });

/** A usable reset link: whose password it sets, masked as in 아이디 찾기, and until when. */
export const resetLinkSchema = z.object({ userId: z.string(), expiresAt: z.string() });
export type ResetLink = z.infer<typeof resetLinkSchema>;

/**
 * Why a link opened nothing: it names no link (or a mangled one), it was used, it expired, or the
 * account's address changed since it was sent.
 */
export const ACCOUNT_LINK_REFUSALS = ['LINK_INVALID', 'LINK_USED', 'LINK_EXPIRED', 'LINK_OUTDATED'] as const;
export type AccountLinkRefusal = (typeof ACCOUNT_LINK_REFUSALS)[number];
