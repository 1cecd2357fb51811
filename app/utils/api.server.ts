import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { json } from '@remix-run/node';
import type { ResponseFormat } from 'hono/types';
import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { Api } from '../../api/src/app';
import { keptAliveAgentOptions } from '#runtime/keep-alive';
import { type ApiErrorBody, type ApiErrorCode, apiErrorCodeSchema } from '#contracts/errors';
import type { SessionTokens } from '#contracts/user';
import { env } from './env.server';
import { currentRequestStore, type RequestStore } from '../server/request-store';
import { type AppSession, getSession, type SessionUser, sessionStorage, setTokens } from './session.server';
import { type ShownToast, TOKEN_EXPIRED_MESSAGE } from './toast';
import { toastCookie } from './toast.server';

/** Refresh when the access token expires within 10 minutes: a page's calls never meet an expired token. */
export const REFRESH_MARGIN_MS = 600_000;

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiErrorBody };

export const API_UNAVAILABLE_MESSAGE = '서비스에 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해주세요.';

/**
 * The api, typed from its own routes (`api/src/app.ts`): paths, parameters, bodies and answers come
 * from the contracts, so renaming a field there breaks the web's build. For example
 * `api.my.resumes[':id'].$get({ param: { id } })` or `api.my.orders.$post({ json: order })`.
 */
export type ApiClient = ReturnType<typeof hc<Api>>;

/** The answer of a call on the client: what `call` in `callApi(request, call)` returns. */
type AnyClientResponse = ClientResponse<unknown, number, ResponseFormat>;

/** What a call answers when it works: the body of its 2xx answer (nothing for a 204). */
export type ApiData<R> =
  R extends ClientResponse<infer T, infer S, ResponseFormat>
    ? S extends 204
      ? undefined
      : S extends SuccessStatusCode
        ? T
        : never
    : never;

interface CallOptions {
  /** give up after this long (the call then counts as the api being unavailable); no limit when unset */
  timeoutMs?: number;
}

interface FetchOptions extends CallOptions {
  token?: string | null;
  /** the browser's request, whose X-Forwarded-For the api uses for throttling, and its User-Agent */
  request?: Request;
}

/**
 * Connections to the api are kept open and reused: without an agent the server's fetch opens a new
 * one per call (`Connection: close`), paying a TCP handshake and a DNS lookup on every loader. An
 * idle one is closed here before the api would close it (api/runtime/keep-alive.ts).
 */
const keepAlive = keptAliveAgentOptions();
const apiAgents = { http: new http.Agent(keepAlive), https: new https.Agent(keepAlive) };
const apiAgent = (url: URL) => (url.protocol === 'https:' ? apiAgents.https : apiAgents.http);

/** The client's fetch: the token, the visitor's address, the kept-alive agent, one retry of a GET. */
function apiFetcher(options: FetchOptions) {
  return async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set('accept', 'application/json');
    if (options.token) headers.set('authorization', `Bearer ${options.token}`);
    const forwardedFor = options.request?.headers.get('x-forwarded-for');
    if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
    // the api counts what people do (searches that found nothing), not what crawlers do
    const userAgent = options.request?.headers.get('user-agent');
    if (userAgent) headers.set('user-agent', userAgent);
    const method = init.method ?? 'GET';
    const send = () =>
      fetch(input, {
        ...init,
        headers,
        signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
        // read by Remix's server fetch (@remix-run/web-fetch), which takes node-fetch's options
        agent: apiAgent,
      } as RequestInit);
    try {
      return await send().catch((error: unknown) => {
        // A kept-alive connection the api had already closed fails at once; a GET changes nothing
        // on the api, so it goes again, on a new connection. A POST may have been done: never twice.
        if (method === 'GET' && isDeadConnection(error)) return send();
        throw error;
      });
    } catch {
      throw json({ message: API_UNAVAILABLE_MESSAGE }, { status: 503 });
    }
  };
}

/**
 * Path parameters are encoded here, once: `hono/client` puts them into the path as they are, and a
 * token from a link (`a/../b`) must never name another api path.
 */
function encodingPathParams<T extends object>(target: T): T {
  return new Proxy(target, {
    get: (object, key) => {
      const value: unknown = Reflect.get(object, key);
      return typeof value === 'function' || (typeof value === 'object' && value !== null)
        ? encodingPathParams(value)
        : value;
    },
    apply: (fn, self, args: unknown[]) => {
      const [input, ...rest] = args;
      const param = (input as { param?: Record<string, unknown> } | undefined)?.param;
      if (!param) return Reflect.apply(fn as (...a: unknown[]) => unknown, self, args);
      const encoded = Object.fromEntries(
        Object.entries(param).map(([name, value]) => [name, encodeURIComponent(String(value))]),
      );
      return Reflect.apply(fn as (...a: unknown[]) => unknown, self, [{ ...input!, param: encoded }, ...rest]);
    },
  });
}

function apiClient(options: FetchOptions): ApiClient {
  return encodingPathParams(hc<Api>(env.API_BASE_URL, { fetch: apiFetcher(options) }));
}

/** One HTTP call to the api, with a token or none. An unreachable api becomes a 503 page, never a crash. */
export async function apiFetch<R extends AnyClientResponse>(
  call: (api: ApiClient) => Promise<R>,
  options: FetchOptions = {},
): Promise<ApiResult<ApiData<R>>> {
  const response: Response = await call(apiClient(options));
  if (response.status === 204) return { ok: true, status: 204, data: undefined as ApiData<R> };
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: payload as ApiData<R> };
  if (response.status >= 500 && response.status !== 503) {
    throw json({ message: readMessage(payload) }, { status: response.status });
  }
  return { ok: false, status: response.status, error: toErrorBody(payload) };
}

/** The errors of a pooled connection found closed: reset, or hung up before any answer. */
function isDeadConnection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ECONNRESET' || code === 'EPIPE';
}

function readMessage(payload: unknown): string {
  const message = (payload as Partial<ApiErrorBody> | null)?.message;
  return typeof message === 'string' && message ? message : '오류! 다시 시도해주세요.';
}

function toErrorBody(payload: unknown): ApiErrorBody {
  const body = (payload ?? {}) as Partial<ApiErrorBody>;
  return {
    message: readMessage(payload),
    code: apiErrorCodeSchema.safeParse(body.code).data ?? 'UNKNOWN',
    ...(body.details ? { details: body.details } : {}),
  };
}

/** The wait before a refresh is due: never below 0, a token already past its margin is refreshed now. */
export function refreshDelay(accessTokenExpiry: number, now: number): number {
  return Math.max(0, accessTokenExpiry - REFRESH_MARGIN_MS - now);
}

/** What the api said of a refresh token: new tokens, or its definite refusal. */
type RefreshAnswer = { ok: true; tokens: SessionTokens } | { ok: false; refusal: ApiErrorBody };

function apiUnavailable(): Response {
  return json({ message: API_UNAVAILABLE_MESSAGE }, { status: 503 });
}

/**
 * Api calls have no timeout of their own, but a hanging refresh would hang every page of the member;
 * the api's grace window lets the next request redo a refresh that finished after we gave up.
 * Only the api's refusal of the token (401, or 400 for one it cannot read) ends the session. An api
 * that is down, slow or failing is not an answer about the token: the session stays, the visitor
 * sees the 503 page, and the next request tries again.
 */
async function requestRefresh(refreshToken: string, request: Request): Promise<RefreshAnswer> {
  let result: ApiResult<SessionTokens>;
  try {
    result = await apiFetch((api) => api.refresh.$post({ json: { refreshToken } }), {
      request,
      timeoutMs: env.API_REFRESH_TIMEOUT_MS,
    });
  } catch {
    throw apiUnavailable();
  }
  if (result.ok) return { ok: true, tokens: result.data };
  if (result.status === 401 || result.status === 400) return { ok: false, refusal: result.error };
  throw apiUnavailable();
}

// Single flight per refresh token: parallel loaders of one page, or two tabs, share one call.
// A settled answer stays a few seconds for requests that still carry the old cookie.
const refreshes = new Map<string, Promise<RefreshAnswer>>();
const SETTLED_RESULT_MS = 10_000;

function refreshOnce(refreshToken: string, request: Request): Promise<RefreshAnswer> {
  const pending = refreshes.get(refreshToken);
  if (pending) return pending;
  const call = requestRefresh(refreshToken, request).then(
    (answer) => {
      setTimeout(() => refreshes.delete(refreshToken), SETTLED_RESULT_MS).unref?.();
      return answer;
    },
    (error: unknown) => {
      refreshes.delete(refreshToken);
      throw error;
    },
  );
  refreshes.set(refreshToken, call);
  return call;
}

export interface Auth {
  user: SessionUser | null;
  accessToken: string | null;
  /** the request's session, with whatever this request changed in it */
  session: AppSession;
  /** what the response must do with the session cookie */
  sessionChange: 'none' | 'commit' | 'destroy';
  /** set when the session ended during this request because its tokens stopped working */
  sessionEndedToast: ShownToast | null;
}

function signedOut(session: AppSession): Auth {
  return { user: null, accessToken: null, session, sessionChange: 'none', sessionEndedToast: null };
}

async function loadAuth(request: Request): Promise<Auth> {
  const session = await getSession(request);
  const accessToken = session.get('accessToken');
  const refreshToken = session.get('refreshToken');
  const expiry = session.get('accessTokenExpiry');
  const user = session.get('user');
  const auth = signedOut(session);
  if (!accessToken || !refreshToken || !expiry || !user) return auth;
  if (refreshDelay(expiry, Date.now()) > 0) return { ...auth, user, accessToken };

  const refreshed = await refreshOnce(refreshToken, request);
  if (!refreshed.ok) return endSession(auth, refreshToken, refreshed.refusal);
  setTokens(session, refreshed.tokens);
  return { ...auth, user: session.get('user')!, accessToken: refreshed.tokens.accessToken, sessionChange: 'commit' };
}

/**
 * A session whose tokens stopped working: destroyed, with a toast to show once. It says 토큰 만료,
 * unless the api ended it for a reason the member must read (a suspended account).
 */
function endSession(auth: Auth, refreshToken: string, refusal: ApiErrorBody): Auth {
  // The same id from every loader that saw this token fail, so the browser shows it once.
  const id = createHash('sha256').update(refreshToken).digest('hex').slice(0, 16);
  const message = refusal.code === 'ACCOUNT_SUSPENDED' ? refusal.message : TOKEN_EXPIRED_MESSAGE;
  return Object.assign(auth, {
    user: null,
    accessToken: null,
    sessionChange: 'destroy',
    sessionEndedToast: { id, type: 'error', message },
  } satisfies Partial<Auth>);
}

/** The api's codes for an access token that no longer opens anything: the session is over. */
const SESSION_ENDED_CODES = new Set<ApiErrorCode>(['INVALID_TOKEN', 'ACCOUNT_SUSPENDED']);

const authByRequest = new WeakMap<RequestStore, Promise<Auth>>();

/**
 * The signed-in user and a usable access token, refreshed at most once per request. What the
 * request changes in the session reaches the visitor by itself: the server layer adds the cookie to
 * whatever the route answers (app/server/request-store.ts), so routes return plain `json`,
 * `redirect` and `defer`.
 */
export function getAuth(request: Request): Promise<Auth> {
  return requestAuth(() => loadAuth(request));
}

/** The request's auth, loaded by `load` on first use, its cookies added to the answer at the end. */
function requestAuth(load: () => Promise<Auth>): Promise<Auth> {
  const store = currentRequestStore();
  if (!store) throw new Error('the session is read inside a page request (app/server/request-store.ts)');
  const known = authByRequest.get(store);
  if (known) return known;
  const auth = load();
  authByRequest.set(store, auth);
  store.finishers.push(async (headers) => {
    // a refresh that failed was answered as a 503 page, which changes no cookie
    const settled = await auth.catch(() => null);
    if (!settled) return;
    for (const cookie of await sessionCookies(settled)) headers.append('Set-Cookie', cookie);
  });
  return auth;
}

/** Changes the session (a flag, a new username); the change rides on the request's answer. */
export async function updateSession(request: Request, change: (session: AppSession) => void): Promise<void> {
  const auth = await getAuth(request);
  change(auth.session);
  if (auth.sessionChange === 'none') auth.sessionChange = 'commit';
}

/** A sign-in or sign-up: a new session holding `tokens`, nothing of an earlier one kept. */
export async function startSession(tokens: SessionTokens): Promise<void> {
  const session = await sessionStorage.getSession();
  setTokens(session, tokens);
  // the earlier session, if any, is not refreshed first: it is replaced
  const auth = await requestAuth(async () => signedOut(session));
  Object.assign(auth, {
    user: session.get('user')!,
    accessToken: tokens.accessToken,
    session,
    sessionChange: 'commit',
    sessionEndedToast: null,
  } satisfies Partial<Auth>);
}

/** Signing out (a password reset, a deleted account): the session cookie is cleared, unrefreshed. */
export async function closeSession(request: Request): Promise<void> {
  const auth = await requestAuth(async () => signedOut(await getSession(request)));
  Object.assign(auth, { user: null, accessToken: null, sessionChange: 'destroy' } satisfies Partial<Auth>);
}

/** The Set-Cookie headers the answer of a request with `auth` must carry: none when nothing changed. */
async function sessionCookies(auth: Auth): Promise<string[]> {
  const cookies: string[] = [];
  if (auth.sessionChange === 'commit') cookies.push(await sessionStorage.commitSession(auth.session));
  if (auth.sessionChange === 'destroy') cookies.push(await sessionStorage.destroySession(auth.session));
  if (auth.sessionEndedToast) cookies.push(await toastCookie(auth.sessionEndedToast));
  return cookies;
}

/**
 * A call to the api as the signed-in user (or anonymously), on the typed client. An access token the
 * api no longer accepts ends the session the same way a failed refresh does.
 */
export async function callApi<R extends AnyClientResponse>(
  request: Request,
  call: (api: ApiClient) => Promise<R>,
  options: CallOptions = {},
): Promise<ApiResult<ApiData<R>>> {
  const auth = await getAuth(request);
  const result = await apiFetch(call, { ...options, token: auth.accessToken, request });
  if (!result.ok && result.status === 401 && auth.accessToken && SESSION_ENDED_CODES.has(result.error.code)) {
    endSession(auth, auth.session.get('refreshToken') ?? auth.accessToken, result.error);
  }
  return result;
}

/**
 * A file the api answers (an interview's .ics) with the member's token, as `callApi` calls: its
 * response as it came, body unread, to pass on; or the api's refusal.
 */
export async function callApiFile(
  request: Request,
  call: (api: ApiClient) => Promise<AnyClientResponse>,
): Promise<ApiResult<Response>> {
  const auth = await getAuth(request);
  const response: Response = await call(apiClient({ token: auth.accessToken, request }));
  if (response.ok) return { ok: true, status: response.status, data: response };
  const refused = await apiFetch(() => Promise.resolve(response as AnyClientResponse));
  if (refused.ok) return { ok: true, status: response.status, data: response };
  if (refused.status === 401 && auth.accessToken && SESSION_ENDED_CODES.has(refused.error.code)) {
    endSession(auth, auth.session.get('refreshToken') ?? auth.accessToken, refused.error);
  }
  return refused;
}

/**
 * The one way a loader fails on the api's refusal: the page's error response, with the api's status,
 * its Korean message and its details when it has any (what a 410 page names). Throw it.
 */
export function apiErrorResponse(refusal: {
  status: number;
  error: Pick<ApiErrorBody, 'message' | 'details'>;
}): Response {
  const { message, details } = refusal.error;
  return json(details ? { message, details } : { message }, { status: refusal.status });
}

/** What a page's loader needs from the api: the data of a call that worked, or the api's refusal thrown. */
export async function loadApi<R extends AnyClientResponse>(
  request: Request,
  call: (api: ApiClient) => Promise<R>,
  options: CallOptions = {},
): Promise<ApiData<R>> {
  const result = await callApi(request, call, options);
  if (result.ok) return result.data;
  throw apiErrorResponse(result);
}
