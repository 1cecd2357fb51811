import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Clock, isoAfter, isoNow } from '../clock';
import type { Database } from '../db/schema';

export interface RefreshTokenPolicy {
  ttlDays: number;
  /** how long a rotated token still yields its successor (two tabs refreshing at once) */
  graceSeconds: number;
  /** derives each successor from its predecessor, so a racing duplicate gets the same one */
  secret: string;
}

export type RotationResult =
  | { ok: true; userId: number; familyId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

const DAY_MS = 86_400_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createRefreshTokens(db: Kysely<Database>, policy: RefreshTokenPolicy, clock: Clock) {
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

  async function revokeFamily(trx: Kysely<Database>, familyId: string) {
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: isoNow(clock) })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  return {
    /** Starts a new family (a sign-in) and returns its first token. */
    async issue(userId: number): Promise<{ familyId: string; refreshToken: string }> {
      const familyId = randomUUID();
      const refreshToken = randomBytes(32).toString('base64url');
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('refresh_tokens')
          .where('user_id', '=', userId)
          .where('expires_at', '<', isoNow(clock))
          .execute();
        await insert(trx, userId, familyId, refreshToken);
      });
      return { familyId, refreshToken };
    },

    /**
     * Exchanges a token for its successor. A token already exchanged yields the same successor
     * within the grace window; after it, the reuse means theft and the whole family is revoked.
     */
    async rotate(refreshToken: string): Promise<RotationResult> {
      return db.transaction().execute(async (trx): Promise<RotationResult> => {
        const row = await trx
          .selectFrom('refresh_tokens')
          .selectAll()
          .where('token_hash', '=', hashToken(refreshToken))
          .executeTakeFirst();
        if (!row) return { ok: false, reason: 'unknown' };
        if (row.revoked_at) return { ok: false, reason: 'revoked' };
        const now = isoNow(clock);
        if (row.expires_at <= now) return { ok: false, reason: 'expired' };

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
        await revokeFamily(trx, row.family_id);
        return { ok: false, reason: 'reused' };
      });
    },

    /** Ends one sign-in: every token of the family stops working. */
    async revokeFamilyOf(refreshToken: string): Promise<boolean> {
      const row = await db
        .selectFrom('refresh_tokens')
        .select('family_id')
        .where('token_hash', '=', hashToken(refreshToken))
        .executeTakeFirst();
      if (!row) return false;
      await revokeFamily(db, row.family_id);
      return true;
    },

    revokeFamily: (familyId: string) => revokeFamily(db, familyId),

    /** Ends every sign-in of the user except, when given, the family `keepFamilyId`. */
    async revokeAllOfUser(userId: number, keepFamilyId?: string): Promise<void> {
      let query = db
        .updateTable('refresh_tokens')
        .set({ revoked_at: isoNow(clock) })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (keepFamilyId) query = query.where('family_id', '!=', keepFamilyId);
      await query.execute();
    },
  };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
