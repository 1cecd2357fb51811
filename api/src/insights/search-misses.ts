import type { MiddlewareHandler } from 'hono';
import { isbot } from 'isbot';
import { type Kysely, sql } from 'kysely';
import { type Clock, todayKst } from '../clock';
import type { Database } from '../db/schema';
import type { ApiEnv } from '../http/env';
import type { Logger } from '../logger';

export type SearchKind = 'job' | 'resume';

/** How a miss's word is kept: as the trade typed it, give or take spacing and Latin case. */
export const SEARCH_MISS_TERM_LENGTH = 100;
export function normalizeSearchTerm(word: string): string {
  const spaced = word.trim().replace(/\s+/g, ' ');
  const lowered = spaced.replace(/\p{Script=Latin}+/gu, (latin) => latin.toLowerCase());
  return [...lowered].slice(0, SEARCH_MISS_TERM_LENGTH).join('');
}

/** Every few seconds the gathered misses go to the database; a killed process loses at most these. */
export const SEARCH_MISS_FLUSH_MS = 5_000;
/** Distinct (day, kind, word) kept between flushes: a flood of made-up words cannot grow memory. */
const MAX_PENDING = 10_000;

/**
 * The searches that found nothing, for the operator's board. A miss is noted in memory where the
 * request is served and written as one upsert per (day, kind, word) every few seconds: an empty
 * search costs no write on its answer path, a burst of the same word is one row's update rather
 * than a queue of them on one row, and a direct write is no request through the api, so it never
 * empties the public answer cache.
 */
export function createSearchMisses({ db, clock, logger }: { db: Kysely<Database>; clock: Clock; logger: Logger }) {
  let pending = new Map<string, { day: string; kind: SearchKind; term: string; searches: number }>();

  const misses = {
    /** counts one search of `word` that found nothing of `kind` today (Korean day) */
    note(kind: SearchKind, word: string): void {
      const term = normalizeSearchTerm(word);
      if (!term) return;
      const day = todayKst(clock);
      const key = `${day}\t${kind}\t${term}`;
      const known = pending.get(key);
      if (known) known.searches += 1;
      else if (pending.size < MAX_PENDING) pending.set(key, { day, kind, term, searches: 1 });
    },

    /** writes what was gathered; what fails to be written is dropped, as a counter may lose seconds */
    async flush(): Promise<number> {
      if (!pending.size) return 0;
      const rows = [...pending.values()];
      pending = new Map();
      try {
        for (const row of rows) {
          await db
            .insertInto('search_misses')
            .values(row)
            .onConflict((conflict) =>
              conflict
                .columns(['day', 'kind', 'term'])
                .doUpdateSet({ searches: sql`search_misses.searches + excluded.searches` }),
            )
            .execute();
        }
      } catch (error) {
        logger.warn({ err: error, misses: rows.length }, 'search misses not written');
      }
      return rows.length;
    },

    /** flushes every SEARCH_MISS_FLUSH_MS in a serving process; `stop()` flushes what is left */
    start(intervalMs = SEARCH_MISS_FLUSH_MS) {
      const timer = setInterval(() => void misses.flush(), intervalMs);
      timer.unref();
      return {
        stop: async () => {
          clearInterval(timer);
          await misses.flush();
        },
      };
    },
  };
  return misses;
}
export type SearchMisses = ReturnType<typeof createSearchMisses>;

interface SearchAnswer {
  jobInfos?: { total?: unknown };
  resumes?: { total?: unknown };
}

/**
 * Counts GET /search answers that found nothing, around the public answer cache rather than in the
 * route: a repeated empty search is answered from the cache without the route running, and it is
 * still a search that found nothing. Only a typed word on the first pages counts (paging through
 * an answer is the same search), and crawlers (isbot) do not.
 */
export function countSearchMisses(misses: SearchMisses): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.req.path !== '/search' || c.res.status !== 200) return;
    const word = c.req.query('q');
    if (!word?.trim() || isbot(c.req.header('user-agent') ?? '')) return;
    const firstPages = [c.req.query('jobPage'), c.req.query('resumePage')].every((page) => !page || page === '1');
    if (!firstPages) return;
    const answer = (await c.res.clone().json()) as SearchAnswer;
    if (answer.jobInfos?.total === 0) misses.note('job', word);
    if (answer.resumes?.total === 0) misses.note('resume', word);
  };
}
