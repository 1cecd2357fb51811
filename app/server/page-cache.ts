import { createHash } from 'node:crypto';
// the two halves of @remix-run/express's handler, which its index does not re-export (pinned 2.17.5)
import { createRemixRequest, sendRemixResponse } from '@remix-run/express/dist/server.js';
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import type { RequestHandler } from 'express';
import { isMemberArea } from '../utils/member-areas';
import { finishAnswer, withRequestStore } from './request-store';

/**
 * What every anonymous visitor and crawler sees alike: a shared cache (nginx in front) may keep it
 * 10 s and hand out the old copy for a minute more while it asks again; browsers always ask again,
 * cheaply, with the ETag.
 */
export const PUBLIC_PAGE = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
/** A member's page, a flash message, an error: for this visitor alone, and not even kept by the browser. */
export const PRIVATE_PAGE = 'private, no-store';

/** The cookies that make a page this visitor's own: the session and the toast's two. */
const VISITOR_COOKIES = new Set(['__session', '__toast', '__toast_shown']);

function cookieNames(cookieHeader: string | null): string[] {
  return (cookieHeader ?? '').split(';').map((pair) => pair.split('=')[0]!.trim());
}

/**
 * Whether a shared cache may keep Remix's answer to `request`: an anonymous read of a public page
 * that Remix answered 200 without setting a cookie. An answer whose route already said `private`
 * or `no-store` stays so.
 */
export function isPublicAnswer(request: Request, response: Response): boolean {
  const ownCacheControl = response.headers.get('Cache-Control') ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isMemberArea(new URL(request.url).pathname) &&
    !cookieNames(request.headers.get('Cookie')).some((name) => VISITOR_COOKIES.has(name)) &&
    response.status === 200 &&
    !response.headers.has('Set-Cookie') &&
    !/\b(private|no-store)\b/.test(ownCacheControl)
  );
}

/**
 * A strong validator of the page as every visitor gets it. Each render carries a fresh CSP nonce
 * (security-headers.ts), so the body is hashed with it blanked: two renders of the same content
 * match.
 */
export function pageEtag(body: Uint8Array, nonce: string): string {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const hash = createHash('sha256');
  // the bytes between the nonces, as they are: decoding the page to replace them cost more
  const needle = Buffer.from(nonce);
  let from = 0;
  for (let at = nonce ? bytes.indexOf(needle) : -1; at !== -1; at = bytes.indexOf(needle, from)) {
    hash.update(bytes.subarray(from, at));
    from = at + needle.length;
  }
  hash.update(bytes.subarray(from));
  return `"${hash.digest('base64url')}"`;
}

/** If-None-Match holds `etag` (compared weakly, as RFC 9110 says for this header), or `*`. */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

/**
 * Remix's answer with its cache headers: public pages are read whole to hash them (ETag, and 304
 * when the visitor's copy is still right); every other answer streams on as Remix made it, marked
 * private. A route's own Cache-Control on a public answer (the sitemap's, robots.txt's) stays.
 */
export async function withCachePolicy(request: Request, response: Response, nonce: string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Cookie');
  if (!isPublicAnswer(request, response)) {
    headers.set('Cache-Control', PRIVATE_PAGE);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', PUBLIC_PAGE);
  // HEAD: Remix sends no body, so there is nothing to hash
  if (!response.body) return new Response(null, { status: response.status, headers });
  const body = new Uint8Array(await response.arrayBuffer());
  const etag = pageEtag(body, nonce);
  headers.set('ETag', etag);
  if (matches(request.headers.get('If-None-Match'), etag)) {
    return new Response(null, {
      status: 304,
      headers: { ETag: etag, 'Cache-Control': headers.get('Cache-Control')!, Vary: headers.get('Vary')! },
    });
  }
  return new Response(body, { status: response.status, headers });
}

/**
 * Remix behind Express, as @remix-run/express's handler does it, with two steps between the two:
 * the headers the request's helpers left for its answer (the refreshed session's cookie,
 * request-store.ts), then the cache policy. A 304 leaves out the Content-Security-Policy: the browser updates its stored headers from a
 * 304's, and this response's new nonce would no longer match the scripts of the page it keeps.
 */
export function remixWithCachePolicy(build: ServerBuild, mode: string): RequestHandler {
  const handleRequest = createRequestHandler(build, mode);
  return (req, res, next) => {
    const nonce = res.locals.cspNonce as string;
    const request = createRemixRequest(req, res);
    // the session's cookie, whatever the route answered, before the policy sees the answer
    withRequestStore((store) =>
      handleRequest(request, { cspNonce: nonce }).then((response) => finishAnswer(store, response)),
    )
      .then((response) => withCachePolicy(request, response, nonce))
      .then((response) => {
        if (response.status === 304) res.removeHeader('Content-Security-Policy');
        return sendRemixResponse(res, response);
      })
      // Remix's own failures go to the error page, as its express handler does
      .catch(next);
  };
}
