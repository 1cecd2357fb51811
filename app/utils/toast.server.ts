import { createCookie, createCookieSessionStorage, redirect, type TypedResponse } from '@remix-run/node';
import { cookieSecure, env } from './env.server';
import { type ShownToast, type Toast, withDefaultMessage } from './toast';

/** Long enough to outlive a redirect on a slow connection; the browser shows each toast id once. */
const TOAST_MAX_AGE_SECONDS = 30;

/** Toasts travel in a flash cookie of their own, so a token refresh can never eat one. */
const toastStorage = createCookieSessionStorage<Record<string, never>, { toast: ShownToast }>({
  cookie: {
    name: '__toast',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure,
    secrets: [env.SESSION_SECRET],
    path: '/',
    maxAge: TOAST_MAX_AGE_SECONDS,
  },
});

/**
 * The id of the toast a page last showed. Remix puts a child loader's cookies after the root's in a
 * document response, so the root cannot clear a toast that a child flashed in the same request (the
 * 토큰 만료 one: every loader that saw the session end flashes it). Remembering what was shown
 * keeps the next page from showing it again.
 */
const shownToastCookie = createCookie('__toast_shown', {
  httpOnly: true,
  sameSite: 'lax',
  secure: cookieSecure,
  secrets: [env.SESSION_SECRET],
  path: '/',
  maxAge: TOAST_MAX_AGE_SECONDS,
});

/** The Set-Cookie value that makes the next page show `toast` once. */
export async function toastCookie(toast: Toast): Promise<string> {
  const session = await toastStorage.getSession();
  session.flash('toast', withDefaultMessage(toast));
  return toastStorage.commitSession(session);
}

export async function redirectWithToast(url: string, toast: Toast): Promise<TypedResponse<never>> {
  return redirect(url, { headers: { 'Set-Cookie': await toastCookie(toast) } });
}

/** A page load, as opposed to the fetch of one loader's data by the Remix client. */
function isDocumentRequest(request: Request): boolean {
  return (
    request.headers.get('sec-fetch-dest') === 'document' || (request.headers.get('accept') ?? '').includes('text/html')
  );
}

/**
 * The toast this page shows: `raised` (the 토큰 만료 one, when the session ended in this very
 * request) or the pending flash, unless a page already showed it. A page load that shows one clears
 * the cookie and remembers the id: without JavaScript nothing else would. A data request leaves it
 * to expire, because the Remix client drops the root's data when a sibling loader redirects (a guard
 * after logout), and the toast must survive to the page it lands on; the browser shows each toast id
 * once.
 */
export async function readToast(
  request: Request,
  raised: ShownToast | null = null,
): Promise<{ toast: ShownToast | null; headers: Headers }> {
  const cookies = request.headers.get('Cookie');
  const session = await toastStorage.getSession(cookies);
  const pending = session.get('toast') ?? null;
  const alreadyShown = pending !== null && pending.id === (await shownToastCookie.parse(cookies));
  const toast = raised ?? (alreadyShown ? null : pending);
  const headers = new Headers();
  if (isDocumentRequest(request) && (toast || pending)) {
    headers.append('Set-Cookie', await toastStorage.destroySession(session));
    if (toast) headers.append('Set-Cookie', await shownToastCookie.serialize(toast.id));
  }
  return { toast, headers };
}
