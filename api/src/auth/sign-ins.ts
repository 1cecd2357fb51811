import type { Kysely } from 'kysely';
import { type Clock, isoNow } from '../clock';
import type { Database, UserRow } from '../db/schema';

/**
 * How long a recent sign-in check opens the member's own details and account changes: the
 * password confirmed, or — for a member without a password — 카카오/네이버 asked again.
 */
export const SIGN_IN_CHECK_TTL_MS = 10 * 60_000;

/** One sign-in: a refresh-token family, named by the `sid` claim of its access tokens. */
export interface SignIn {
  familyId: string;
  endedAt: string | null;
  passwordCheckedAt: string | null;
}

/**
 * Sign-ins live in the database, not in a process: whichever api process answers, an ended
 * sign-in is refused on its next request and a password check counts.
 */
export function createSignIns(db: Kysely<Database>, clock: Clock) {
  return {
    /**
     * Records a new sign-in, inside the transaction that issues its first refresh token; `checked`
     * when the sign-in itself counts as a recent check (a provider's, for a member without a password).
     */
    async start(trx: Kysely<Database>, userId: number, familyId: string, checked = false): Promise<void> {
      const now = isoNow(clock);
      await trx
        .insertInto('sign_ins')
        .values({ family_id: familyId, user_id: userId, created_at: now, password_checked_at: checked ? now : null })
        .execute();
    },

    /** The account and the sign-in an access token names, read in one query: every authenticated request asks. */
    async find(userId: number, familyId: string): Promise<{ user: UserRow; signIn: SignIn } | undefined> {
      const row = await db
        .selectFrom('users')
        .innerJoin('sign_ins', 'sign_ins.user_id', 'users.id')
        .selectAll('users')
        .select([
          'sign_ins.ended_at as sign_in_ended_at',
          'sign_ins.password_checked_at as sign_in_password_checked_at',
        ])
        .where('users.id', '=', userId)
        .where('sign_ins.family_id', '=', familyId)
        .executeTakeFirst();
      if (!row) return undefined;
      const { sign_in_ended_at, sign_in_password_checked_at, ...user } = row;
      return { user, signIn: { familyId, endedAt: sign_in_ended_at, passwordCheckedAt: sign_in_password_checked_at } };
    },

    /** Ends one sign-in: its access tokens are refused from now on and its refresh tokens no longer rotate. */
    async end(familyId: string, trx: Kysely<Database> = db): Promise<void> {
      await trx
        .updateTable('sign_ins')
        .set({ ended_at: isoNow(clock) })
        .where('family_id', '=', familyId)
        .where('ended_at', 'is', null)
        .execute();
    },

    /**
     * Ends every sign-in of the user except, when given, `exceptFamilyId` (the one changing the
     * password); inside `trx` when it is part of a larger change (account deletion).
     */
    async endAllOfUser(userId: number, exceptFamilyId?: string, trx: Kysely<Database> = db): Promise<void> {
      let query = trx
        .updateTable('sign_ins')
        .set({ ended_at: isoNow(clock) })
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null);
      if (exceptFamilyId) query = query.where('family_id', '!=', exceptFamilyId);
      await query.execute();
    },

    /** Forgets the user's sign-ins without a refresh token left: every token they had has expired. */
    async forgetSpent(trx: Kysely<Database>, userId: number): Promise<void> {
      await trx
        .deleteFrom('sign_ins')
        .where('user_id', '=', userId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('refresh_tokens').select('id').whereRef('refresh_tokens.family_id', '=', 'sign_ins.family_id'),
            ),
          ),
        )
        .execute();
    },

    /** The member confirmed who they are in this sign-in: the password, or the provider asked again. */
    async recordSignInCheck(familyId: string): Promise<void> {
      await db
        .updateTable('sign_ins')
        .set({ password_checked_at: isoNow(clock) })
        .where('family_id', '=', familyId)
        .execute();
    },

    signInCheckIsRecent(signIn: SignIn): boolean {
      if (!signIn.passwordCheckedAt) return false;
      return clock.now().getTime() - new Date(signIn.passwordCheckedAt).getTime() < SIGN_IN_CHECK_TTL_MS;
    },
  };
}

export type SignIns = ReturnType<typeof createSignIns>;
