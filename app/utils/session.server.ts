import { createCookieSessionStorage, type Session } from '@remix-run/node';
import type { OAuthCompletion, OAuthProvider } from '#contracts/oauth';
import type { LoginUser, SessionTokens } from '#contracts/user';
import { cookieSecure, env } from './env.server';

/** Who is signed in, as the session remembers it between api calls. */
export type SessionUser = Pick<LoginUser, 'userId' | 'username' | 'role'>;

export interface SessionData {
  accessToken: string;
  /** epoch milliseconds */
  accessTokenExpiry: number;
  refreshToken: string;
  user: SessionUser;
  /** a 카카오/네이버 sign-in under way: what it is for, and where it leads (app/features/oauth) */
  oauthFlow: OAuthFlow;
  /** what the provider told of a person not yet a member, until /auth/complete makes the account */
  oauthCompletion: OAuthCompletion & { redirectTo: string };
}

/** Why a member goes to the provider: to sign in, to link it to their account, or to confirm it is them. */
export type OAuthIntent = 'login' | 'link' | 'confirm';

export interface OAuthFlow {
  provider: OAuthProvider;
  intent: OAuthIntent;
  redirectTo: string;
}

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 14;

export const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: {
    name: '__session',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure,
    secrets: [env.SESSION_SECRET],
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
  },
});

export function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get('Cookie'));
}

export type AppSession = Session<SessionData>;

/** Puts a fresh token pair (and its user) into `session`. */
export function setTokens(session: AppSession, tokens: SessionTokens): void {
  session.set('accessToken', tokens.accessToken);
  session.set('accessTokenExpiry', tokens.accessTokenExpiry);
  session.set('refreshToken', tokens.refreshToken);
  session.set('user', { userId: tokens.user.userId, username: tokens.user.username, role: tokens.user.role });
}
