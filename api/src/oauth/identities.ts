import type { Kysely } from 'kysely';
import type { Identity, OAuthProvider } from '../../contracts/oauth';
import { type Clock, isoNow } from '../clock';
import type { Database, UserIdentityRow, UserRow } from '../db/schema';
import type { TicketClaims } from './completion-tickets';

export function toIdentity(row: UserIdentityRow): Identity {
  return { provider: row.provider, email: row.email, linkedAt: row.created_at, lastSignInAt: row.last_sign_in_at };
}

/** Account deletion: the provider accounts go with the member, so the person can sign up again with them. */
export async function forgetIdentitiesOf(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx.deleteFrom('user_identities').where('user_id', '=', userId).execute();
}

/** The 카카오/네이버 accounts linked to members. */
export function createIdentities(db: Kysely<Database>, clock: Clock) {
  return {
    /** The identity of this provider account and its member, if it is linked. */
    async findLinked(
      provider: OAuthProvider,
      subject: string,
      executor: Kysely<Database> = db,
    ): Promise<{ identity: UserIdentityRow; user: UserRow } | undefined> {
      const identity = await executor
        .selectFrom('user_identities')
        .selectAll()
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
      if (!identity) return undefined;
      const user = await executor.selectFrom('users').selectAll().where('id', '=', identity.user_id).executeTakeFirst();
      return user ? { identity, user } : undefined;
    },

    listOf(userId: number, executor: Kysely<Database> = db): Promise<UserIdentityRow[]> {
      return executor
        .selectFrom('user_identities')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /**
     * Links the provider account to the member, inside `trx`; false when it is linked already (to
     * anyone), or the member already has an account of that provider: the unique keys decide, so
     * two racing links cannot both win.
     */
    async link(trx: Kysely<Database>, userId: number, account: TicketClaims): Promise<boolean> {
      const now = isoNow(clock);
      // a deleted member's link, should one be left, no longer holds the provider account
      await trx
        .deleteFrom('user_identities')
        .where('provider', '=', account.provider)
        .where('subject', '=', account.subject)
        .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('deleted_at', 'is not', null))
        .execute();
      const row = await trx
        .insertInto('user_identities')
        .values({
          user_id: userId,
          provider: account.provider,
          subject: account.subject,
          email: account.email,
          email_verified: account.emailVerified ? 1 : 0,
          created_at: now,
          last_sign_in_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async recordSignIn(identityId: number): Promise<void> {
      await db
        .updateTable('user_identities')
        .set({ last_sign_in_at: isoNow(clock) })
        .where('id', '=', identityId)
        .execute();
    },

    async unlink(trx: Kysely<Database>, userId: number, provider: OAuthProvider): Promise<void> {
      await trx.deleteFrom('user_identities').where('user_id', '=', userId).where('provider', '=', provider).execute();
    },
  };
}

export type Identities = ReturnType<typeof createIdentities>;
