import { json } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod/v4';
import { loginBodySchema } from '#contracts/user';
import type { ActionResult } from '~/forms/action-result';
import { callApi, startSession } from '~/utils/api.server';
import { authenticator, SignInError } from '~/utils/auth.server';
import { replyWithRefusal } from '~/forms/conform.server';
import { registerFormSchema } from './register-form.schema';
import { redirectWithToast } from '~/utils/toast.server';

// The actions of the public 로그인 and 회원가입 pages, here so that their schemas (and zod) stay out
// of those pages' first download: the browser fetches its own copy once the page is interactive.

/** The toast of every sign-in and sign-up, with a password or a provider. */
export const welcome = (username: string) => ({ type: 'success' as const, message: `환영합니다. ${username}님!` });

/**
 * 로그인: `form` (a copy of the request's, which the authenticator reads again) checked by the
 * contract's schema, then the api's sign-in; its refusal in its own words. The password never
 * comes back into the page.
 */
export async function signIn(request: Request, form: FormData, redirectTo: string) {
  const submission = parseWithZod(form, { schema: loginBodySchema });
  if (submission.status !== 'success') {
    return json<ActionResult>(submission.reply({ hideFields: ['password'] }), { status: 400 });
  }
  try {
    const tokens = await authenticator.authenticate('form', request);
    await startSession(tokens);
    return redirectWithToast(redirectTo, welcome(tokens.user.username));
  } catch (error) {
    if (!(error instanceof SignInError)) throw error;
    const reply = replyWithRefusal(submission, error.body, ['password']);
    return json<ActionResult>(reply, { status: error.status });
  }
}

/** Never sent back into the sign-up page, refused or not. */
const NEW_PASSWORD_FIELDS = ['password', 'passwordConfirm'];

/** 회원가입: the form checked by its schema, the account made by the api, and signed in at once. */
export async function signUp(request: Request) {
  const submission = parseWithZod(await request.formData(), { schema: registerFormSchema });
  if (submission.status !== 'success') {
    return json<ActionResult>(submission.reply({ hideFields: NEW_PASSWORD_FIELDS }), {
      status: 400,
    });
  }
  const { passwordConfirm: _typedTwice, ...body } = submission.value;
  const result = await callApi(request, (api) => api.register.$post({ json: body }));
  if (!result.ok) {
    const reply = replyWithRefusal(submission, result.error, NEW_PASSWORD_FIELDS);
    return json<ActionResult>(reply, { status: result.status });
  }
  await startSession(result.data);
  return redirectWithToast('/', welcome(result.data.user.username));
}
