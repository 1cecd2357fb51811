import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Clock, isoAfter, isoNow } from '../clock';
import type { Database } from '../db/schema';
import type { SignIns } from './sign-ins';

export interface RefreshTokenPolicy {
  ttlDays: number;
  /** how long a rotated token still yields its successor (two tabs refreshing at once) */
  graceSeconds: number;
  /** derives each successor from its predecessor, so a racing duplicate gets the same one */
  secret: string;
}

export type RotationResult =
  | { ok: true; userId: number; familyId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' }
  /** a token we know, of the account `userId`, that no longer works */
  | { ok: false; reason: 'expired' | 'ended' | 'reused'; userId: number };

const DAY_MS = 86_400_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Refresh tokens, rotated on every use; each sign-in (see sign-ins.ts) is one family of them. */
export function createRefreshTokens(db: Kysely<Database>, policy: RefreshTokenPolicy, clock: Clock, signIns: SignIns) {
  const successorKey = createHash('sha256').update(`refresh-successor:${policy.secret}`).digest();
  const successorOf = (token: string) => createHmac('sha256', successorKey).update(token).digest('base64url');

  async function insert(trx: Kysely<Database>, userId: number, familyId: string, token: string) {
    await trx
      .insertInto('refresh_tokens')
      .values({
        user_id: userId,
        family_id: familyId,
        token_hash: hashToken(token),
        created_at: isoNow(clock),
        expires_at: isoAfter(clock, policy.ttlDays * DAY_MS),
      })
      .onConflict((oc) => oc.column('token_hash').doNothing())
      .execute();
  }

  return {
    /** Starts a new family (a sign-in) and returns its first token; `checked`: see SignIns.start. */
    async issue(userId: number, checked = false): Promise<{ familyId: string; refreshToken: string }> {
      const familyId = randomUUID();
      const refreshToken = randomBytes(32).toString('base64url');
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('refresh_tokens')
          .where('user_id', '=', userId)
          .where('expires_at', '<', isoNow(clock))
          .execute();
        await signIns.forgetSpent(trx, userId);
        await signIns.start(trx, userId, familyId, checked);
        await insert(trx, userId, familyId, refreshToken);
      });
      return { familyId, refreshToken };
    },

    /**
     * Exchanges a token for its successor. A token already exchanged yields the same successor
     * within the grace window; after it, the reuse means theft and the sign-in ends.
     */
    async rotate(refreshToken: string): Promise<RotationResult> {
      return db.transaction().execute(async (trx): Promise<RotationResult> => {
        const row = await trx
          .selectFrom('refresh_tokens')
          .innerJoin('sign_ins', 'sign_ins.family_id', 'refresh_tokens.family_id')
          .selectAll('refresh_tokens')
          .select('sign_ins.ended_at')
          .where('token_hash', '=', hashToken(refreshToken))
          .executeTakeFirst();
        if (!row) return { ok: false, reason: 'unknown' };
        if (row.ended_at) return { ok: false, reason: 'ended', userId: row.user_id };
        const now = isoNow(clock);
        if (row.expires_at <= now) return { ok: false, reason: 'expired', userId: row.user_id };

        const successor = successorOf(refreshToken);
        const claimed = await trx
          .updateTable('refresh_tokens')
          .set({ rotated_at: now })
          .where('id', '=', row.id)
          .where('rotated_at', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 1) {
          await insert(trx, row.user_id, row.family_id, successor);
          return { ok: true, userId: row.user_id, familyId: row.family_id, refreshToken: successor };
        }

        // Already rotated, by an earlier request or one racing this one.
        const rotatedAt = row.rotated_at ?? now;
        const graceEnds = new Date(rotatedAt).getTime() + policy.graceSeconds * 1000;
        if (clock.now().getTime() <= graceEnds) {
          return { ok: true, userId: row.user_id, familyId: row.family_id, refreshToken: successor };
        }
        await signIns.end(row.family_id, trx);
        return { ok: false, reason: 'reused', userId: row.user_id };
      });
    },

    /** Logout: ends the sign-in the token belongs to; an unknown token ends nothing. */
    async endSignInOf(refreshToken: string): Promise<void> {
      const row = await db
        .selectFrom('refresh_tokens')
        .select('family_id')
        .where('token_hash', '=', hashToken(refreshToken))
        .executeTakeFirst();
      if (row) await signIns.end(row.family_id);
    },
  };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
