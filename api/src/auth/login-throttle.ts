import type { Kysely } from 'kysely';
import { type Clock, isoNow } from '../clock';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Failures of one login id from one address before that pair must wait. */
export const MAX_FAILURES_PER_PAIR = 5;
/** Failures from one address, whatever the login ids, before that address must wait. */
export const MAX_FAILURES_PER_IP = 20;
/** Failures of one login id from every address before each attempt at it is slowed down. */
export const SLOWDOWN_AFTER_FAILURES = 30;
export const SLOWDOWN_STEP_MS = 100;
export const MAX_SLOWDOWN_MS = 3000;
/** where the slowdown stops growing: more failures need not be counted */
const SLOWDOWN_COUNT_CAP = SLOWDOWN_AFTER_FAILURES + MAX_SLOWDOWN_MS / SLOWDOWN_STEP_MS;

/**
 * How long an attempt at a login id waits when it failed `failures` times in the window, from
 * any addresses: nothing up to 30, then 100 ms more for each failure, up to 3 s. A botnet makes
 * the owner's sign-in slower, never impossible.
 */
export function slowdownMs(failures: number): number {
  return Math.min(MAX_SLOWDOWN_MS, Math.max(0, failures - SLOWDOWN_AFTER_FAILURES) * SLOWDOWN_STEP_MS);
}

export function tooManyAttempts(retryAfterSeconds: number) {
  return new ApiError(
    429,
    'TOO_MANY_ATTEMPTS',
    '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
    { retryAfterSeconds },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/**
 * Failed password checks over a sliding window. Refusals are per (login id, address) and per
 * address, so they stop whoever is guessing; a login id alone is never locked, or anyone could
 * keep its owner out by failing on purpose. An address that a trusted proxy did not name counts
 * as one address, the empty one, for the pair: the per-address limit skips it.
 */
export function createLoginThrottle(db: Kysely<Database>, clock: Clock) {
  const windowStart = () => new Date(clock.now().getTime() - THROTTLE_WINDOW_MS).toISOString();

  /** When the `limit`-th most recent failure leaves the window, in ms from now; 0 when under the limit. */
  async function waitFor(match: { login_id?: string; ip?: string }, limit: number): Promise<number> {
    let query = db
      .selectFrom('login_failures')
      .select('created_at')
      .where('created_at', '>', windowStart())
      .orderBy('created_at', 'desc')
      .limit(limit);
    if (match.login_id !== undefined) query = query.where('login_id', '=', match.login_id);
    if (match.ip !== undefined) query = query.where('ip', '=', match.ip);
    const rows = await query.execute();
    if (rows.length < limit) return 0;
    const oldest = new Date(rows[rows.length - 1]!.created_at).getTime();
    return Math.max(oldest + THROTTLE_WINDOW_MS - clock.now().getTime(), 1000);
  }

  async function failuresOfLoginId(loginId: string): Promise<number> {
    const { n } = await db
      .selectFrom((eb) =>
        eb
          .selectFrom('login_failures')
          .select('id')
          .where('login_id', '=', loginId)
          .where('created_at', '>', windowStart())
          .limit(SLOWDOWN_COUNT_CAP)
          .as('recent'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  return {
    /**
     * Before a password is checked: refuses with 429 when this pair or this address failed too
     * often, otherwise waits out the login id's slowdown.
     */
    async admit(loginId: string, ip: string | null): Promise<void> {
      const [byPair, byIp, failures] = await Promise.all([
        waitFor({ login_id: loginId, ip: ip ?? '' }, MAX_FAILURES_PER_PAIR),
        ip ? waitFor({ ip }, MAX_FAILURES_PER_IP) : 0,
        failuresOfLoginId(loginId),
      ]);
      const refusedMs = Math.max(byPair, byIp);
      if (refusedMs > 0) throw tooManyAttempts(Math.ceil(refusedMs / 1000));
      const slowdown = slowdownMs(failures);
      if (slowdown > 0) await clock.sleep(slowdown);
    },

    /**
     * Before a sign-in that names no login id (카카오/네이버): refuses with 429 when this address
     * failed too often, at passwords or with refused provider tokens.
     */
    async admitAddress(ip: string | null): Promise<void> {
      const refusedMs = ip ? await waitFor({ ip }, MAX_FAILURES_PER_IP) : 0;
      if (refusedMs > 0) throw tooManyAttempts(Math.ceil(refusedMs / 1000));
    },

    async recordFailure(loginId: string, ip: string | null): Promise<void> {
      await db.deleteFrom('login_failures').where('created_at', '<=', windowStart()).execute();
      await db
        .insertInto('login_failures')
        .values({ login_id: loginId, ip: ip ?? '', created_at: isoNow(clock) })
        .execute();
    },

    /**
     * A successful check clears the failures of its pair only: the owner's own typos, not what
     * others tried at the id from elsewhere, and not the address's failures at other ids.
     */
    async reset(loginId: string, ip: string | null): Promise<void> {
      await db
        .deleteFrom('login_failures')
        .where('login_id', '=', loginId)
        .where('ip', '=', ip ?? '')
        .execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
