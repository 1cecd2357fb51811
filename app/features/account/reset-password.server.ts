import { json } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod/v4';
import { resetPasswordFormSchema } from '#contracts/account-recovery';
import type { ApiErrorBody } from '#contracts/errors';
import type { ActionResult } from '~/forms/action-result';
import { callApi, closeSession } from '~/utils/api.server';
import { replyWithRefusal } from '~/forms/conform.server';
import { redirectWithToast } from '~/utils/toast.server';

/** Never sent back into the page, refused or not. */
const PASSWORD_FIELDS = ['newPassword', 'newPasswordConfirm'];

/** The api's refusal of a link that opens nothing (404, 410): the page says so instead of the form. */
export type LinkRefusal = Pick<ApiErrorBody, 'code' | 'message'>;

/** The form's reply, and the link's refusal when the link itself was refused. */
export type ResetPasswordResult = ActionResult & { refusal?: LinkRefusal };

/**
 * The reset form: the new password twice, checked by the contract's schema, then set through the
 * link. Success ends every sign-in of the account, this browser's too, and goes to the login page.
 */
export async function resetPassword(request: Request, token: string) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordFormSchema });
  if (submission.status !== 'success') {
    return json<ResetPasswordResult>(submission.reply({ hideFields: PASSWORD_FIELDS }), {
      status: 400,
    });
  }
  const { newPassword } = submission.value;
  const res = await callApi(request, (api) => api['reset-password'].$post({ json: { token, newPassword } }));
  if (!res.ok) {
    const reply = replyWithRefusal(submission, res.error, PASSWORD_FIELDS);
    const linkGone = res.status === 404 || res.status === 410;
    const refusal = linkGone ? { code: res.error.code, message: res.error.message } : undefined;
    return json<ResetPasswordResult>({ ...reply, refusal }, { status: res.status });
  }
  await closeSession(request);
  return redirectWithToast('/login', { type: 'success', message: res.data.message });
}
