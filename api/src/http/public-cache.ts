import type { MiddlewareHandler } from 'hono';
import { type Clock, todayKst } from '../clock';
import type { ApiEnv } from './env';

/** What every visitor reads alike: public lists, details, company pages, search, home, customer centre, sitemap. */
const PUBLIC_READS = /^\/(job-infos|companies|resumes|search|home|notices|faqs|products|sitemap)(\/|$)/;
/** Writes that change no public page: signing in and out. */
const SESSION_WRITES = new Set(['/login', '/refresh', '/logout', '/register']);
const MAX_ENTRIES = 1000;

interface Entry {
  body: string;
  contentType: string;
  storedAt: number;
}

/**
 * A short-lived cache of the api's public answers for anonymous callers (no Authorization header):
 * the web's visitors and crawlers ask for the same first pages again and again, and a list page
 * at 100 000 postings costs a count and a sorted range read each time.
 *
 * It is never stale after a write through the api: any successful POST, PUT, PATCH or DELETE
 * (other than signing in and out) empties it. Visibility by date keys every entry by the Korean
 * day, and `seconds` bounds what a write outside this process (the seed CLI, another api process)
 * can leave stale. Answers to signed-in callers are never cached.
 */
export function publicCache({ seconds, clock }: { seconds: number; clock: Clock }): MiddlewareHandler<ApiEnv> {
  const entries = new Map<string, Entry>();
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      await next();
      if (c.res.status < 400 && !SESSION_WRITES.has(c.req.path)) entries.clear();
      return;
    }
    if (seconds <= 0 || !PUBLIC_READS.test(c.req.path) || c.req.header('authorization')) return next();

    const now = clock.now().getTime();
    const key = `${todayKst(clock)} ${c.req.url}`;
    const hit = entries.get(key);
    if (hit && now - hit.storedAt < seconds * 1000) {
      c.header('X-Cache', 'hit');
      return c.body(hit.body, 200, { 'content-type': hit.contentType });
    }
    await next();
    if (c.res.status !== 200) return;
    const body = await c.res.clone().text();
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, { body, contentType: c.res.headers.get('content-type') ?? 'application/json', storedAt: now });
    c.header('X-Cache', 'miss');
  };
}
