import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AccessTokenIssuer } from '../auth/access-token';
import type { SignIns } from '../auth/sign-ins';
import type { ApiEnv } from './env';
import type { UserRow } from '../db/schema';
import { ApiError, forbidden, unauthorized } from './errors';

export const SUSPENDED_MESSAGE = '운영 정책에 따라 이용이 정지된 계정입니다. 고객센터로 문의해주세요.';
/** Said to members with a password and without: the web picks its check page from /my/sign-in-methods. */
export const PASSWORD_CHECK_REQUIRED_MESSAGE = '보안을 위해 비밀번호를 다시 확인하거나 다시 로그인해주세요.';

/** A token of an account an operator suspended: the member is told why, not that the token expired. */
export const accountSuspended = () => unauthorized(SUSPENDED_MESSAGE, 'ACCOUNT_SUSPENDED');

const invalidToken = () => unauthorized('인증이 만료되었거나 올바르지 않습니다. 다시 로그인해주세요.', 'INVALID_TOKEN');

/**
 * The live account and sign-in behind the request's bearer token, or the 401 that says why not.
 * The account and the sign-in are read in one query on every request, so a logout, a password
 * change, a suspension or a revoked family stops the token at once, in every api process.
 */
async function bearerSignIn(c: Context, tokens: AccessTokenIssuer, signIns: SignIns) {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match) throw unauthorized();
  const claims = await tokens.verify(match[1]!);
  if (!claims) throw invalidToken();
  const found = await signIns.find(claims.sub, claims.sid);
  if (!found || found.user.deleted_at) throw invalidToken();
  // Suspension also ends the sign-ins; it is named first so the member learns why.
  if (found.user.suspended_at) throw accountSuspended();
  if (found.signIn.endedAt) throw invalidToken();
  return found;
}

/** Rejects the request with 401 unless it bears a valid access token of a live account and sign-in. */
export function requireUser(tokens: AccessTokenIssuer, signIns: SignIns): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const { user, signIn } = await bearerSignIn(c, tokens, signIns);
    c.set('user', user);
    c.set('signIn', signIn);
    await next();
  };
}

/** The reader behind a bearer token, if any: a missing, expired, ended or foreign token just means anonymous. */
export async function optionalUser(c: Context, tokens: AccessTokenIssuer, signIns: SignIns): Promise<UserRow | null> {
  try {
    return (await bearerSignIn(c, tokens, signIns)).user;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/**
 * After `requireUser`: a 403 unless this sign-in had its recent sign-in check within the last 10
 * minutes — the password confirmed (POST /check-password) or, for a member without a password,
 * the provider asked again (POST /oauth/{provider}/confirm, or the provider sign-in itself). A
 * stolen access token alone neither reads the member's details nor changes the account.
 */
export function requireRecentSignInCheck(signIns: SignIns): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (!signIns.signInCheckIsRecent(c.get('signIn'))) {
      throw new ApiError(403, 'PASSWORD_CHECK_REQUIRED', PASSWORD_CHECK_REQUIRED_MESSAGE);
    }
    await next();
  };
}

/**
 * The browser's address: the socket's, or — when the socket is a trusted proxy such as the web
 * tier — the last address that proxy added to X-Forwarded-For. Null when a trusted proxy did not
 * say whom it speaks for: counting all its users as one address would lock everyone out at once.
 */
export function clientIp(c: Context, trustedProxies: string[]): string | null {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    socketAddress = undefined; // in-process requests (tests) have no socket
  }
  const fromProxy = socketAddress === undefined || trustedProxies.includes(socketAddress);
  if (!fromProxy) return socketAddress ?? null;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops[hops.length - 1]?.slice(0, 64) ?? null;
}

/** What a member of another role is told, unless the route says more. */
const ONLY_ROLE_MESSAGES: Record<UserRow['role'], string> = {
  normal: '개인회원만 이용할 수 있습니다.',
  company: '기업회원만 이용할 수 있습니다.',
  admin: '운영자만 이용할 수 있습니다.',
};

/** After `requireUser`: a 403 with `message` unless the signed-in user has `role`. */
export function onlyRole(role: UserRow['role'], message = ONLY_ROLE_MESSAGES[role]): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (c.get('user').role !== role) throw forbidden(message);
    await next();
  };
}
