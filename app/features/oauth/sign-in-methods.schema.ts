import { oauthProviderSchema, setPasswordBodySchema } from '#contracts/oauth';
import { z } from '#contracts/zod';

/** 비밀번호 설정: a first password for a member who signed up with a provider, typed twice. */
export const setPasswordFormSchema = setPasswordBodySchema
  .safeExtend({
    intent: z.literal('set-password'),
    newPasswordConfirm: z.string({ error: '비밀번호를 한 번 더 입력해주세요.' }),
  })
  .refine((form) => form.newPassword === form.newPasswordConfirm, {
    path: ['newPasswordConfirm'],
    error: '비밀번호 확인이 일치하지 않습니다.',
  });

/** 연결 해제: which provider. */
export const unlinkProviderFormSchema = z.object({
  intent: z.literal('unlink-provider'),
  provider: oauthProviderSchema,
});
