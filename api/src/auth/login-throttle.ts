import type { Kysely } from 'kysely';
import { type Clock, isoNow } from '../clock';
import type { Database } from '../db/schema';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_LOGIN_ID = 5;
export const MAX_FAILURES_PER_IP = 20;

/** Failed password checks, counted per login id and per client address over a sliding window. */
export function createLoginThrottle(db: Kysely<Database>, clock: Clock) {
  const windowStart = () => new Date(clock.now().getTime() - THROTTLE_WINDOW_MS).toISOString();

  /** When the `limit`-th most recent failure leaves the window, in ms from now; 0 when under the limit. */
  async function waitFor(column: 'login_id' | 'ip', value: string, limit: number): Promise<number> {
    const rows = await db
      .selectFrom('login_failures')
      .select('created_at')
      .where(column, '=', value)
      .where('created_at', '>', windowStart())
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    if (rows.length < limit) return 0;
    const oldest = new Date(rows[rows.length - 1]!.created_at).getTime();
    return Math.max(oldest + THROTTLE_WINDOW_MS - clock.now().getTime(), 1000);
  }

  return {
    /** Seconds to wait before another attempt is allowed, or 0. An unknown address counts by login id only. */
    async retryAfterSeconds(loginId: string, ip: string | null): Promise<number> {
      const [byLoginId, byIp] = await Promise.all([
        waitFor('login_id', loginId, MAX_FAILURES_PER_LOGIN_ID),
        ip ? waitFor('ip', ip, MAX_FAILURES_PER_IP) : 0,
      ]);
      return Math.ceil(Math.max(byLoginId, byIp) / 1000);
    },

    async recordFailure(loginId: string, ip: string | null): Promise<void> {
      await db.deleteFrom('login_failures').where('created_at', '<=', windowStart()).execute();
      await db
        .insertInto('login_failures')
        .values({ login_id: loginId, ip: ip ?? '', created_at: isoNow(clock) })
        .execute();
    },

    /** A successful sign-in clears the login id's failures (not the address's). */
    async reset(loginId: string): Promise<void> {
      await db.deleteFrom('login_failures').where('login_id', '=', loginId).execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
