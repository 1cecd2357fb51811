import { deleteUserBodySchema, editPasswordBodySchema, editUserBodySchema, passwordBodySchema } from '#contracts/user';
import { z } from '#contracts/zod';

/*
 * 회원정보 수정's four forms, each told apart by its `intent`: the api's bodies (the contracts' rules),
 * with what the forms add around them.
 */

/** 비밀번호 확인: the password, and what was typed in the info form before the api asked for it (JSON). */
export const checkPasswordFormSchema = passwordBodySchema.extend({
  intent: z.literal('check-password'),
  draft: z.string().max(20_000).optional(),
});

/** A picture's fields as its input posts them (`logo.imageId`, `logo.image`, `logo.remove`); the api checks the id. */
const pictureFieldsSchema = z
  .object({ imageId: z.string().optional(), image: z.string().optional(), remove: z.string().optional() })
  .optional();

/** 기본 정보: the contact (and, for a company, its page's) fields; the logo as its picture input posts it. */
export const editInfoFormSchema = editUserBodySchema
  .omit({ logoImageId: true })
  .extend({ intent: z.literal('edit-info'), logo: pictureFieldsSchema });

/** 비밀번호 변경: the current password, and the new one typed twice. */
export const editPasswordFormSchema = editPasswordBodySchema
  .safeExtend({
    intent: z.literal('edit-password'),
    newPasswordConfirm: z.string({ error: '새 비밀번호를 한 번 더 입력해주세요.' }),
  })
  .refine((form) => form.newPassword === form.newPasswordConfirm, {
    path: ['newPasswordConfirm'],
    error: '새 비밀번호 확인이 일치하지 않습니다.',
  });

/** 회원 탈퇴: the password (none for a member who has none), and the box that says the notice was read. */
export const deleteUserFormSchema = deleteUserBodySchema.extend({
  intent: z.literal('delete-user'),
  confirm: z.literal(true, { error: '탈퇴 안내를 확인하고 동의해주세요.' }),
});
