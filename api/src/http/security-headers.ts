import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from './env';

/** The answers that hand out a token pair. */
const TOKEN_ISSUING = new Set(['/login', '/register', '/refresh']);

/**
 * Headers on every answer, errors included: no browser guesses a type other than the one
 * declared, and nothing about a signed-in member (any request bearing a token, and the answers
 * that issue tokens) is kept by a browser or a shared cache. Anonymous public answers may be
 * cached; `publicCache` reuses them in process.
 */
export const securityHeaders: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  const kept = /\bno-store\b/.test(c.res.headers.get('Cache-Control') ?? '');
  // a route that already said no-store keeps its own words (e.g. `private, no-store` of a download)
  if (!kept && (c.req.header('authorization') !== undefined || TOKEN_ISSUING.has(c.req.path))) {
    c.header('Cache-Control', 'no-store');
  }
};
