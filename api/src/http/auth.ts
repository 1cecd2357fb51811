import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AccessTokenIssuer } from '../auth/access-token';
import type { Users } from '../users/users';
import type { ApiEnv } from './env';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from './errors';

export const SUSPENDED_MESSAGE = '운영 정책에 따라 이용이 정지된 계정입니다. 고객센터로 문의해주세요.';

/** Rejects the request with 401 unless it bears a valid access token of a live account. */
export function requireUser(tokens: AccessTokenIssuer, users: Users): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized();
    const claims = await tokens.verify(match[1]!);
    if (!claims) throw unauthorized('인증이 만료되었거나 올바르지 않습니다. 다시 로그인해주세요.', 'INVALID_TOKEN');
    const user = await users.findById(claims.sub);
    if (!user || user.deleted_at)
      throw unauthorized('인증이 만료되었거나 올바르지 않습니다. 다시 로그인해주세요.', 'INVALID_TOKEN');
    // A suspended account's tokens stop working at once: the web ends its session on this code.
    if (user.suspended_at) throw unauthorized(SUSPENDED_MESSAGE, 'INVALID_TOKEN');
    c.set('user', user);
    c.set('sessionFamilyId', claims.sid);
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

/** After `requireUser`: a 403 with `message` unless the signed-in user has `role`. */
export function onlyRole(role: UserRow['role'], message: string): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (c.get('user').role !== role) throw forbidden(message);
    await next();
  };
}
