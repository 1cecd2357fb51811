import { json } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod/v4';
import { PROVIDER_LABELS } from '#contracts/oauth';
import type { ActionResult } from '~/forms/action-result';
import { replyWithRefusal } from '~/forms/conform.server';
import { apiFetch, getAuth, startSession } from '~/utils/api.server';
import { redirectWithToast } from '~/utils/toast.server';
import { welcome } from '~/features/account/sign-in.server';
import { completeAccountFormSchema } from './complete-account.schema';
import { EXPIRED_MESSAGE } from './oauth-flow.server';

/** What the provider told of the person, kept in the session since the callback; else back to 로그인. */
async function pendingCompletion(request: Request) {
  const completion = (await getAuth(request)).session.get('oauthCompletion');
  if (!completion) throw await redirectWithToast('/login', { type: 'error', message: EXPIRED_MESSAGE });
  return completion;
}

/** The page's prefill: what the provider gave, and a free login id. Never the ticket. */
export async function loadCompletion(request: Request) {
  const completion = await pendingCompletion(request);
  return {
    providerLabel: PROVIDER_LABELS[completion.provider],
    emailVerified: completion.emailVerified,
    defaults: {
      userId: completion.userIdSuggestion,
      username: completion.username ?? '',
      email: completion.email ?? '',
      phone: completion.phone ?? '',
    },
  };
}

/** The account made by the api with the session's ticket, and signed in at once, as a sign-up is. */
export async function completeAccount(request: Request) {
  const { ticket, redirectTo } = await pendingCompletion(request);
  const submission = parseWithZod(await request.formData(), { schema: completeAccountFormSchema });
  if (submission.status !== 'success') return json<ActionResult>(submission.reply(), { status: 400 });
  const result = await apiFetch((api) => api.oauth.complete.$post({ json: { ...submission.value, ticket } }), {
    request,
  });
  if (!result.ok) return json<ActionResult>(replyWithRefusal(submission, result.error), { status: result.status });
  await startSession(result.data);
  return redirectWithToast(redirectTo, welcome(result.data.user.username));
}
