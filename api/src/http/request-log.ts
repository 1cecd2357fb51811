import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import type { ApiEnv } from './env';

/**
 * Paths whose segment after the route is a mailed link's secret (a reset link's token, a 참석 확인
 * link's; the verification and unsubscribe links keep theirs in the body and the query, which are
 * not logged).
 */
const TOKEN_SEGMENT = /^(\/(?:reset-password|verify-email|unsubscribe|interviews\/attend)\/)[^/]+/;

/** The path as the log keeps it: whoever reads the log cannot open a link that is still live. */
export function loggedPath(path: string): string {
  return path.replace(TOKEN_SEGMENT, '$1[redacted]');
}

/**
 * One line per request: its id (given by the web, or made here), method, path without the query
 * string, status and time. The id goes back in X-Request-Id, so one request is found in both logs.
 */
export function requestLog(logger: Logger): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
