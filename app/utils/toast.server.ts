import { createCookieSessionStorage, redirect } from '@remix-run/node';
import { cookieSecure, env } from './env.server';
import { combineHeaders } from './headers';
import { type ShownToast, type Toast, withDefaultMessage } from './toast';

/** Toasts travel in a flash cookie of their own, so a token refresh can never eat one. */
const toastStorage = createCookieSessionStorage<Record<string, never>, { toast: ShownToast }>({
  cookie: {
    name: '__toast',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure,
    secrets: [env.SESSION_SECRET],
    path: '/',
  },
});

/** The Set-Cookie value that makes the next page show `toast` once. */
export async function toastCookie(toast: Toast): Promise<string> {
  const session = await toastStorage.getSession();
  session.flash('toast', withDefaultMessage(toast));
  return toastStorage.commitSession(session);
}

export async function redirectWithToast(url: string, toast: Toast, init?: ResponseInit): Promise<Response> {
  return redirect(url, { ...init, headers: combineHeaders(init?.headers, { 'Set-Cookie': await toastCookie(toast) }) });
}

/** The pending toast, and the Set-Cookie that clears it once it is read. */
export async function readToast(request: Request): Promise<{ toast: ShownToast | null; headers: Headers }> {
  const session = await toastStorage.getSession(request.headers.get('Cookie'));
  const toast = session.get('toast') ?? null;
  const headers = new Headers();
  if (toast) headers.append('Set-Cookie', await toastStorage.destroySession(session));
  return { toast, headers };
}
