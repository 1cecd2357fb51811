import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { sendPlainPage } from './plain-page';

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

/** The address of a mail's one-click unsubscribe link (app/routes/unsubscribe.$token.tsx). */
const ONE_CLICK_PATH = /^\/unsubscribe\/[^/]+$/;
/** RFC 8058's body is 26 bytes; a multipart one, with its boundary, a few hundred. */
const ONE_CLICK_MAX_BYTES = 2048;

/**
 * Whether a body is RFC 8058's one-click unsubscribe, `List-Unsubscribe=One-Click` and nothing else,
 * form-encoded or multipart as the RFC allows.
 */
export async function isOneClickBody(contentType: string | null, body: string): Promise<boolean> {
  if (!contentType) return false;
  try {
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    const entries = [...form.entries()];
    return entries.length === 1 && entries[0]![0] === 'List-Unsubscribe' && entries[0]![1] === 'One-Click';
  } catch {
    return false;
  }
}

/** The body of a small request, or null when it is larger than `limit` bytes. */
async function readSmallBody(req: Request, limit: number): Promise<Buffer | null> {
  if (Number(req.get('content-length') ?? 0) > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * A mail client's one-click unsubscribe (RFC 8058): a POST to the mail's link, from the client's
 * servers (no Origin) or its web page (a foreign one), carrying only `List-Unsubscribe=One-Click`.
 * The signed token in the address is the whole authority, so this path alone takes it from
 * anywhere. The body is read here, so the route's action must not need it.
 */
async function isOneClickUnsubscribe(req: Request): Promise<boolean> {
  if (req.method !== 'POST' || !ONE_CLICK_PATH.test(req.path)) return false;
  const body = await readSmallBody(req, ONE_CLICK_MAX_BYTES);
  return body !== null && (await isOneClickBody(req.get('content-type') ?? null, body.toString('utf8')));
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
    const refuse = () => {
      log.warn(
        { method: req.method, path: req.path, origin: site.origin, fetchSite: site.fetchSite },
        'cross-site request refused',
      );
      sendPlainPage(res, 403, '요청을 처리할 수 없습니다', CROSS_SITE_MESSAGE);
    };
    isOneClickUnsubscribe(req).then((oneClick) => {
      if (!oneClick) return refuse();
      // Remix's own check would answer a foreign Origin with a 500
      delete req.headers.origin;
      next();
    }, next);
  };
}
