import { json, redirect } from '@remix-run/node';
import { Cookie, SetCookie } from '@mjackson/headers';
import { OAuth2RequestError } from 'remix-auth-oauth2';
import { type OAuthProvider, oauthProviderSchema, PROVIDER_LABELS } from '#contracts/oauth';
import { type ApiResult, apiFetch, callApi, getAuth, startSession, updateSession } from '~/utils/api.server';
import { cookieSecure, providerApps } from '~/utils/env.server';
import { loginPath, safeRedirect, signInDestination } from '~/utils/redirect';
import type { OAuthFlow, OAuthIntent } from '~/utils/session.server';
import { redirectWithToast } from '~/utils/toast.server';
import { welcome } from '~/features/account/sign-in.server';
import {
  oauthAuthenticator,
  providerRefused,
  type ProviderToken,
  stateCookieName,
  stateCookiePath,
} from './strategies.server';

// The web's half of 카카오/네이버 sign-in: to the provider and back (GET /auth/{provider}, then its
// /callback), the provider's token handed to the api. Whatever goes wrong comes back as a Korean
// toast on the page the flow started from, never as an error page.

export const EXPIRED_MESSAGE = '로그인 요청이 만료되었어요. 다시 시도해주세요.';
const ACCOUNT_PAGE = '/user/edit';

/** The provider named in the path, when its keys are set; else the page does not exist. */
function configuredProvider(value: string | undefined): OAuthProvider {
  const provider = oauthProviderSchema.safeParse(value).data;
  if (!provider || !providerApps[provider])
    throw json({ message: '지원하지 않는 로그인 방법입니다.' }, { status: 404 });
  return provider;
}

const intentOf = (value: string | null): OAuthIntent => (value === 'link' || value === 'confirm' ? value : 'login');

/** Where a flow's failure is told: the login page for a sign-in, the account page for a member's. */
const failurePage = (flow: Pick<OAuthFlow, 'intent' | 'redirectTo'>) =>
  flow.intent === 'login' ? loginPath(flow.redirectTo) : ACCOUNT_PAGE;

/**
 * GET /auth/{provider}?intent=login|link|confirm&redirectTo=…: remembers what the flow is for in
 * the session and sends the browser to the provider (the strategy sets its state cookie).
 */
export async function startFlow(request: Request, providerParam: string | undefined): Promise<Response> {
  const provider = configuredProvider(providerParam);
  const url = new URL(request.url);
  const intent = intentOf(url.searchParams.get('intent'));
  const auth = await getAuth(request);
  if (intent === 'login' && auth.user) return redirect(safeRedirect(url.searchParams.get('redirectTo')));
  if (intent !== 'login' && !auth.user) return redirect(loginPath(ACCOUNT_PAGE));
  const redirectTo = intent === 'login' ? signInDestination(url.searchParams.get('redirectTo')) : ACCOUNT_PAGE;
  await updateSession(request, (session) => session.set('oauthFlow', { provider, intent, redirectTo }));
  // a `state` in this address would be read as the provider's answer: the flow starts from the bare path
  const start = new Request(new URL(url.pathname, url), { headers: request.headers });
  try {
    await oauthAuthenticator.authenticate(provider, start);
  } catch (answer) {
    if (answer instanceof Response) return answer;
    throw answer;
  }
  throw new Error(`the ${provider} strategy neither redirected nor failed`);
}

/** What the provider's answer came to: its token, or the toast that says why not. */
async function providerToken(
  request: Request,
  provider: OAuthProvider,
): Promise<{ ok: true; token: ProviderToken } | { ok: false; message: string }> {
  const label = PROVIDER_LABELS[provider];
  try {
    return { ok: true, token: await oauthAuthenticator.authenticate(provider, request) };
  } catch (error) {
    // The strategy checks the state first: an `error` from the provider is theirs, for this flow.
    if (error instanceof OAuth2RequestError && new URL(request.url).searchParams.has('error')) {
      return { ok: false, message: `${label} 로그인을 취소했어요.` };
    }
    // no state cookie, another flow's state, a spent or expired code
    if (providerRefused(error) || error instanceof ReferenceError || error instanceof RangeError) {
      return { ok: false, message: EXPIRED_MESSAGE };
    }
    return { ok: false, message: `${label}에 연결하지 못했어요. 잠시 후 다시 시도해주세요.` };
  }
}

/**
 * An api call whose failure of any kind (a refusal, a 502 from the provider, an api that is down)
 * becomes the api's Korean message: the callback then redirects with it, never showing an error page.
 */
async function answerOf<T>(
  call: () => Promise<ApiResult<T>>,
): Promise<{ ok: true; data: T } | { ok: false; message: string }> {
  try {
    const result = await call();
    return result.ok ? { ok: true, data: result.data } : { ok: false, message: result.error.message };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const body = (await thrown.json().catch(() => null)) as { message?: unknown } | null;
    return { ok: false, message: typeof body?.message === 'string' ? body.message : EXPIRED_MESSAGE };
  }
}

/**
 * The state cookies of `provider`'s flows, expired: a callback address opened again (a replay, the
 * back button) finds no state and is refused.
 */
function clearedStateCookies(request: Request, provider: OAuthProvider): string[] {
  const prefix = stateCookieName(provider);
  return new Cookie(request.headers.get('cookie') ?? '').names
    .filter((name) => name.startsWith(prefix))
    .map((name) =>
      new SetCookie({
        name,
        value: '',
        maxAge: 0,
        path: stateCookiePath(provider),
        httpOnly: true,
        sameSite: 'Lax',
        ...(cookieSecure ? { secure: true as const } : {}),
      }).toString(),
    );
}

/**
 * GET /auth/{provider}/callback: the code exchanged for the provider's token, the token handed to
 * the api, then a session (signed_in), the completion page (needs_completion), or the account page
 * (a provider linked, a sign-in confirmed).
 */
export async function finishFlow(request: Request, providerParam: string | undefined): Promise<Response> {
  const provider = configuredProvider(providerParam);
  const response = await callbackAnswer(request, provider);
  for (const cookie of clearedStateCookies(request, provider)) response.headers.append('Set-Cookie', cookie);
  return response;
}

async function callbackAnswer(request: Request, provider: OAuthProvider): Promise<Response> {
  const auth = await getAuth(request);
  const flow = auth.session.get('oauthFlow');
  if (flow) await updateSession(request, (session) => session.unset('oauthFlow'));
  if (!flow || flow.provider !== provider)
    return redirectWithToast(loginPath('/'), { type: 'error', message: EXPIRED_MESSAGE });
  const fail = (message: string) => redirectWithToast(failurePage(flow), { type: 'error', message });

  const provided = await providerToken(request, provider);
  if (!provided.ok) return fail(provided.message);
  const body = { accessToken: provided.token.accessToken };
  const label = PROVIDER_LABELS[provider];

  if (flow.intent === 'link') {
    const linked = await answerOf(() =>
      callApi(request, (api) => api.my.identities[':provider'].$post({ param: { provider }, json: body })),
    );
    if (!linked.ok) return fail(linked.message);
    return redirectWithToast(ACCOUNT_PAGE, { type: 'success', message: `${label} 계정을 연결했어요.` });
  }
  if (flow.intent === 'confirm') {
    const confirmed = await answerOf(() =>
      callApi(request, (api) => api.oauth[':provider'].confirm.$post({ param: { provider }, json: body })),
    );
    if (!confirmed.ok) return fail(confirmed.message);
    return redirect(ACCOUNT_PAGE);
  }

  // a sign-in: as anyone, whatever session the browser still holds
  const signIn = await answerOf(() =>
    apiFetch((api) => api.oauth[':provider'].$post({ param: { provider }, json: body }), { request }),
  );
  if (!signIn.ok) return fail(signIn.message);
  if (signIn.data.status === 'signed_in') {
    await startSession(signIn.data.tokens);
    return redirectWithToast(flow.redirectTo, welcome(signIn.data.tokens.user.username));
  }
  const completion = { ...signIn.data.completion, redirectTo: flow.redirectTo };
  await updateSession(request, (session) => session.set('oauthCompletion', completion));
  return redirect('/auth/complete');
}
