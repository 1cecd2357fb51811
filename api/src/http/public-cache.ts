import type { MiddlewareHandler } from 'hono';
import { type Clock, todayKst } from '../clock';
import type { ApiEnv } from './env';
import { type PublicChanges, publicMemo } from './public-changes';

/** What every visitor reads alike: public lists, details, company pages, search, home, customer centre, sitemap. */
const PUBLIC_READS = /^\/(job-infos|companies|resumes|search|home|notices|faqs|products|sitemap)(\/|$)/;
/** Writes that change no public page: signing in and out. */
const QUIET_WRITES = new Set(['/login', '/refresh', '/logout', '/register']);
const MAX_ENTRIES = 1000;

interface Entry {
  body: string;
  contentType: string;
}

/**
 * A short-lived cache of the api's public answers for anonymous callers (no Authorization header):
 * the web's visitors and crawlers ask for the same first pages again and again, and a list page
 * at 100 000 postings costs a count and a sorted range read each time.
 *
 * It is never stale after a write through the api, whichever process took it: any successful POST,
 * PUT, PATCH or DELETE (other than signing in and out) is announced to every api process
 * (`PublicChanges`), and an answer is reused only under the generation it was read at. Visibility
 * by date keys every entry by the Korean day, and `seconds` bounds what a write outside the api
 * (the seed CLI) can leave stale. Answers to signed-in callers are never cached.
 */
export function publicCache({
  seconds,
  clock,
  changes,
}: {
  seconds: number;
  clock: Clock;
  changes: PublicChanges;
}): MiddlewareHandler<ApiEnv> {
  const answers = publicMemo<Entry>({ changes, clock, seconds, maxEntries: MAX_ENTRIES });
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      await next();
      if (answers.enabled && c.res.status < 400 && !QUIET_WRITES.has(c.req.path)) await changes.announce();
      return;
    }
    if (!answers.enabled || !PUBLIC_READS.test(c.req.path) || c.req.header('authorization')) return next();

    const readUnder = await answers.generation();
    const key = `${todayKst(clock)} ${c.req.url}`;
    const hit = answers.get(key);
    if (hit) {
      c.header('X-Cache', 'hit');
      return c.body(hit.body, 200, { 'content-type': hit.contentType });
    }
    await next();
    if (c.res.status !== 200) return;
    const body = await c.res.clone().text();
    answers.set(key, { body, contentType: c.res.headers.get('content-type') ?? 'application/json' }, readUnder);
    c.header('X-Cache', 'miss');
  };
}
