import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { json } from '@remix-run/node';
import type { ApiErrorBody } from '../../api/contracts/errors';
import type { SessionTokens } from '../../api/contracts/user';
import { env } from './env.server';
import { combineHeaders } from './headers';
import { type AppSession, getSession, type SessionUser, sessionStorage, setTokens } from './session.server';
import { type ShownToast, TOKEN_EXPIRED_MESSAGE } from './toast';
import { toastCookie } from './toast.server';

/** Refresh when the access token expires within this (SPEC.md §9). */
export const REFRESH_MARGIN_MS = 600_000;

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiErrorBody };

export const API_UNAVAILABLE_MESSAGE = '서비스에 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해주세요.';

interface FetchOptions {
  method?: string;
  /** sent as JSON; a FormData goes as multipart/form-data (an uploaded picture) */
  body?: unknown;
  token?: string | null;
  /** the browser's request, whose X-Forwarded-For the api uses for throttling */
  request?: Request;
  /** give up after this long (the call then counts as the api being unavailable); no limit when unset */
  timeoutMs?: number;
}

/**
 * Connections to the api are kept open and reused: without an agent the server's fetch opens a new
 * one per call (`Connection: close`), paying a TCP handshake and a DNS lookup on every loader.
 */
const keepAlive = { keepAlive: true, maxSockets: 64 };
const apiAgents = { http: new http.Agent(keepAlive), https: new https.Agent(keepAlive) };
const apiAgent = (url: URL) => (url.protocol === 'https:' ? apiAgents.https : apiAgents.http);

/** One HTTP call to the api. An unreachable api becomes a 503 page, never a crash. */
export async function apiFetch<T>(path: string, options: FetchOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // fetch writes a FormData's content-type itself, with its multipart boundary
  const body =
    options.body instanceof FormData || options.body === undefined ? options.body : JSON.stringify(options.body);
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const forwardedFor = options.request?.headers.get('x-forwarded-for');
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;

  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const send = () =>
    fetch(new URL(path, env.API_BASE_URL), {
      method,
      headers,
      body,
      signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
      // read by Remix's server fetch (@remix-run/web-fetch), which takes node-fetch's options
      agent: apiAgent,
    } as RequestInit);

  let response: Response;
  try {
    response = await send().catch((error: unknown) => {
      // A kept-alive connection the api had already closed fails at once; a GET changes nothing
      // on the api, so it goes again, on a new connection. A POST may have been done: never twice.
      if (method === 'GET' && isDeadConnection(error)) return send();
      throw error;
    });
  } catch {
    throw json({ message: API_UNAVAILABLE_MESSAGE }, { status: 503 });
  }
  if (response.status === 204) return { ok: true, status: 204, data: undefined as T };
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: payload as T };
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
    code: typeof body.code === 'string' ? body.code : 'UNKNOWN',
    ...(body.details ? { details: body.details } : {}),
  };
}

/** The wait before a refresh is due: never below 0 (SPEC.md §4). */
export function refreshDelay(accessTokenExpiry: number, now: number): number {
  return Math.max(0, accessTokenExpiry - REFRESH_MARGIN_MS - now);
}

/** What the api said of a refresh token: new tokens, or its definite refusal. */
type RefreshAnswer = { ok: true; tokens: SessionTokens } | { ok: false; refusal: ApiErrorBody };

function apiUnavailable(): Response {
  return json({ message: API_UNAVAILABLE_MESSAGE }, { status: 503 });
}

/**
 * SPEC.md sets no timeout on api calls, but a hanging refresh would hang every page of the member;
 * the api's grace window lets the next request redo a refresh that finished after we gave up.
 * Only the api's refusal of the token (401, or 400 for one it cannot read) ends the session. An api
 * that is down, slow or failing is not an answer about the token: the session stays, the visitor
 * sees the 503 page, and the next request tries again.
 */
async function requestRefresh(refreshToken: string, request: Request): Promise<RefreshAnswer> {
  let result: ApiResult<SessionTokens>;
  try {
    result = await apiFetch<SessionTokens>('/refresh', {
      body: { refreshToken },
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

async function loadAuth(request: Request): Promise<Auth> {
  const session = await getSession(request);
  const accessToken = session.get('accessToken');
  const refreshToken = session.get('refreshToken');
  const expiry = session.get('accessTokenExpiry');
  const user = session.get('user');
  const auth: Auth = { user: null, accessToken: null, session, sessionChange: 'none', sessionEndedToast: null };
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
const SESSION_ENDED_CODES = new Set(['INVALID_TOKEN', 'ACCOUNT_SUSPENDED']);

const authByRequest = new WeakMap<Request, Promise<Auth>>();

/** The signed-in user and a usable access token, refreshed at most once per request. */
export function getAuth(request: Request): Promise<Auth> {
  let auth = authByRequest.get(request);
  if (!auth) {
    auth = loadAuth(request);
    authByRequest.set(request, auth);
  }
  return auth;
}

/** Changes the session (a flag, a new username); the change rides on the request's auth cookies. */
export async function updateSession(request: Request, change: (session: AppSession) => void): Promise<void> {
  const auth = await getAuth(request);
  change(auth.session);
  if (auth.sessionChange === 'none') auth.sessionChange = 'commit';
}

/** The session's Set-Cookie when this request changed it, else null. */
export async function sessionCookie(auth: Auth): Promise<string | null> {
  if (auth.sessionChange === 'commit') return sessionStorage.commitSession(auth.session);
  if (auth.sessionChange === 'destroy') return sessionStorage.destroySession(auth.session);
  return null;
}

/** The Set-Cookie headers every response of this request must carry. */
export async function authHeaders(request: Request): Promise<Headers> {
  const auth = await getAuth(request);
  const headers = new Headers();
  const cookie = await sessionCookie(auth);
  if (cookie) headers.append('Set-Cookie', cookie);
  if (auth.sessionEndedToast) headers.append('Set-Cookie', await toastCookie(auth.sessionEndedToast));
  return headers;
}

/**
 * A call to the api as the signed-in user (or anonymously). An access token the api no longer
 * accepts ends the session the same way a failed refresh does.
 */
export async function callApi<T>(
  request: Request,
  path: string,
  options: Omit<FetchOptions, 'token' | 'request'> = {},
): Promise<ApiResult<T>> {
  const auth = await getAuth(request);
  const result = await apiFetch<T>(path, { ...options, token: auth.accessToken, request });
  if (!result.ok && result.status === 401 && auth.accessToken && SESSION_ENDED_CODES.has(result.error.code)) {
    endSession(auth, auth.session.get('refreshToken') ?? auth.accessToken, result.error);
  }
  return result;
}

/** `json` with the request's auth cookies attached. */
export async function jsonWithAuth<T>(request: Request, data: T, init: ResponseInit = {}) {
  return json(data, { ...init, headers: combineHeaders(init.headers, await authHeaders(request)) });
}

/**
 * What a page's loader needs from the api: the data of a call that worked, or the api's refusal
 * thrown as the page's error (its status and Korean message), with the request's auth cookies.
 */
export async function loadApi<T>(
  request: Request,
  path: string,
  options: Omit<FetchOptions, 'token' | 'request'> = {},
): Promise<T> {
  const result = await callApi<T>(request, path, options);
  if (result.ok) return result.data;
  throw json({ message: result.error.message }, { status: result.status, headers: await authHeaders(request) });
}
