import { json, redirect } from '@remix-run/node';
import { Authenticator } from 'remix-auth';
import { FormStrategy } from 'remix-auth-form';
import type { ApiErrorBody } from '#contracts/errors';
import type { Role, SessionTokens } from '#contracts/user';
import { apiFetch, getAuth } from './api.server';
import { currentPath, loginPath, safeRedirect } from './redirect';
import type { SessionUser } from './session.server';

/** A sign-in the api refused, carrying its answer for the form to show. */
export class SignInError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
}

/** remix-auth 4 keeps no session: `authenticate` returns the api's tokens for us to store. */
export const authenticator = new Authenticator<SessionTokens>();
authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const credentials = { userId: text('userId'), password: text('password') };
    const result = await apiFetch((api) => api.login.$post({ json: credentials }), { request });
    if (!result.ok) throw new SignInError(result.status, result.error);
    return result.data;
  }),
  'form',
);

export const ROLE_LABELS: Record<Role, string> = { normal: '개인회원', company: '기업회원', admin: '관리자' };

/** The signed-in user, or null. */
export async function getUser(request: Request): Promise<SessionUser | null> {
  return (await getAuth(request)).user;
}

/** Throws a redirect to the login page (and back here afterwards) when nobody is signed in. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw redirect(loginPath(currentPath(request)));
  return user;
}

/** Throws a Korean 403 when the signed-in user's role is not `role`. */
export async function requireRole(request: Request, role: Role): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== role) {
    throw json({ message: `${ROLE_LABELS[role]}만 이용할 수 있는 메뉴입니다.` }, { status: 403 });
  }
  return user;
}

/** Sends a signed-in user away from the login and sign-up pages, to `redirectTo` when that is a page of ours. */
export async function requireAnonymous(request: Request, redirectTo = '/'): Promise<void> {
  if (await getUser(request)) throw redirect(safeRedirect(redirectTo));
}

/**
 * What the loader of a page that only needs its guard answers: the user, with the refreshed cookie.
 * Routes call it inside their own loader function; a module-level call would survive into the
 * browser bundle, where server modules are empty.
 */
export async function guardPage(request: Request, role: Role | 'member') {
  const user = role === 'member' ? await requireUser(request) : await requireRole(request, role);
  return json({ user });
}
