import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { plainPage } from './plain-page';

export const CROSS_SITE_MESSAGE = '다른 사이트에서 보낸 요청은 처리할 수 없습니다.';

/** Methods that change nothing, which a link or an <img> from anywhere may send. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

export interface RequestSite {
  method: string;
  /** the Origin header */
  origin: string | null;
  /** the Sec-Fetch-Site header */
  fetchSite: string | null;
  /** the origin the request was sent to (requestOrigin) */
  siteOrigin: string | null;
}

/**
 * Whether a request that may change something comes from a page of another site. A browser names
 * the page's origin in Origin on every POST (`null` for a sandboxed frame or a data: page, never
 * this site); without it, Sec-Fetch-Site must say same-origin. A request with neither is refused
 * too: browsers send Origin on every form post (Firefox since version 70 in 2019, Chromium and
 * Safari before), so only tools and scripts send neither, and they have the api.
 */
export function isCrossSite({ method, origin, fetchSite, siteOrigin }: RequestSite): boolean {
  if (SAFE_METHODS.has(method)) return false;
  if (origin !== null) return origin !== siteOrigin;
  return fetchSite !== 'same-origin';
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The request's own origin as a browser would write it: the scheme and the Host, or what a trusted
 * proxy says in X-Forwarded-Proto and X-Forwarded-Host. Null when the host is not a host.
 */
export function requestOrigin(protocol: string, host: string | undefined): string | null {
  if (!host || !HOST.test(host)) return null;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

/** The host the visitor asked for: X-Forwarded-Host (by now only a trusted proxy's), else Host. */
function requestedHost(req: Request): string | undefined {
  return req.get('x-forwarded-host')?.split(',')[0]?.trim() || req.get('host');
}

/**
 * Refuses a cross-site request with a Korean 403 page before Remix sees it (Remix's own check
 * answers a 500 with a stack trace, and lets a request without Origin through). This site is the
 * origin the request was sent to, not PUBLIC_URL: Remix's check, which still follows, compares
 * Origin with the Host too, so a proxy that rewrites the Host must say X-Forwarded-Host.
 */
export function originGuard(isTrustedProxy: (address: string | undefined) => boolean, log: Logger): RequestHandler {
  return (req, res, next) => {
    // Remix reads X-Forwarded-Host from anyone: gone unless a trusted proxy sent it
    if (!isTrustedProxy(req.socket.remoteAddress)) {
      delete req.headers['x-forwarded-host'];
      delete req.headers['x-forwarded-proto'];
    }
    const site: RequestSite = {
      method: req.method,
      origin: req.get('origin') ?? null,
      fetchSite: req.get('sec-fetch-site') ?? null,
      // req.protocol follows X-Forwarded-Proto only from a trusted proxy (the app's `trust proxy`)
      siteOrigin: requestOrigin(req.protocol, requestedHost(req)),
    };
    if (!isCrossSite(site)) return next();
    log.warn(
      { method: req.method, path: req.path, origin: site.origin, fetchSite: site.fetchSite },
      'cross-site request refused',
    );
    res
      .status(403)
      .set('Content-Type', 'text/html; charset=utf-8')
      .send(plainPage('요청을 처리할 수 없습니다', CROSS_SITE_MESSAGE));
  };
}
