import type { Kysely } from 'kysely';
import { type Clock, isoNow } from '../clock';
import type { Database, RecoveryRequestsTable } from '../db/schema';
import { ApiError } from '../http/errors';

export type RecoveryKind = RecoveryRequestsTable['kind'];

/**
 * Requests of one kind within the window: per subject (a login id, an address, a member) they
 * bound the mails one mailbox can be sent; per client address they bound what one visitor can ask.
 */
export const RECOVERY_LIMITS = { windowMs: 60 * 60_000, perSubject: 5, perIp: 20 } as const;

function tooManyRequests(retryAfterMs: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new ApiError(
    429,
    'TOO_MANY_REQUESTS',
    `요청이 너무 많습니다. ${minutes}분 뒤에 다시 시도해주세요.`,
    { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) },
    { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) },
  );
}

/**
 * 아이디 찾기, 비밀번호 찾기 and verification resends, counted whether or not an account matched:
 * the count, the refusal and the time they take say nothing about who is a member.
 */
export function createRecoveryRequests(db: Kysely<Database>, clock: Clock) {
  const windowStart = () => new Date(clock.now().getTime() - RECOVERY_LIMITS.windowMs).toISOString();

  /** When the `limit`-th most recent request leaves the window, in ms from now; 0 when under the limit. */
  async function waitFor(kind: RecoveryKind, match: { subject: string } | { ip: string }, limit: number) {
    let query = db
      .selectFrom('recovery_requests')
      .select('created_at')
      .where('kind', '=', kind)
      .where('created_at', '>', windowStart())
      .orderBy('created_at', 'desc')
      .limit(limit);
    query = 'subject' in match ? query.where('subject', '=', match.subject) : query.where('ip', '=', match.ip);
    const rows = await query.execute();
    if (rows.length < limit) return 0;
    return new Date(rows[rows.length - 1]!.created_at).getTime() + RECOVERY_LIMITS.windowMs - clock.now().getTime();
  }

  return {
    /**
     * Counts one request, or refuses it with 429 when its subject or its client address asked too
     * often in the last hour. An address no trusted proxy named is not limited as one (it would be
     * everyone's). Returns the request's id, which keys its mail.
     */
    async record(kind: RecoveryKind, subject: string, ip: string | null): Promise<number> {
      const [bySubject, byIp] = await Promise.all([
        waitFor(kind, { subject }, RECOVERY_LIMITS.perSubject),
        ip ? waitFor(kind, { ip }, RECOVERY_LIMITS.perIp) : 0,
      ]);
      const refusedMs = Math.max(bySubject, byIp);
      if (refusedMs > 0) throw tooManyRequests(refusedMs);
      await db.deleteFrom('recovery_requests').where('created_at', '<=', windowStart()).execute();
      const { id } = await db
        .insertInto('recovery_requests')
        .values({ kind, subject, ip: ip ?? '', created_at: isoNow(clock) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  };
}

export type RecoveryRequests = ReturnType<typeof createRecoveryRequests>;
