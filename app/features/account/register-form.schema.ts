import { registerBodySchema } from '#contracts/user';
import { z } from '#contracts/zod';

/** 회원가입's form: the api's body (the contract's rules), and the password typed twice. */
export const registerFormSchema = registerBodySchema
  .safeExtend({ passwordConfirm: z.string({ error: '비밀번호를 한 번 더 입력해주세요.' }) })
  .refine((form) => form.password === form.passwordConfirm, {
    path: ['passwordConfirm'],
    error: '비밀번호 확인이 일치하지 않습니다.',
  });
