import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountLinkRefusal } from '../../contracts/account-recovery';
import { type Clock, isoAfter, isoNow } from '../clock';
import type { AccountLinkPurpose, Database, UserRow } from '../db/schema';
import { sameAddress } from './users';

/** How long a mailed link works. */
export const LINK_TTL_MS: Record<AccountLinkPurpose, number> = {
  verify_email: 24 * 3_600_000,
  reset_password: 30 * 60_000,
};

/** 32 random bytes, base64url: what the mail carries. Only its hash is stored. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface AccountLink {
  id: number;
  email: string;
  expiresAt: string;
}

export type LinkLookup = { ok: true; link: AccountLink; user: UserRow } | { ok: false; refusal: AccountLinkRefusal };

/** Account deletion: every link the member was mailed, used or not, in the deletion's transaction. */
export async function forgetLinksOf(trx: Kysely<Database>, userId: number): Promise<void> {
  await trx.deleteFrom('account_links').where('user_id', '=', userId).execute();
}

/**
 * Single-use links mailed to a member: address verification and password reset. A link works
 * once, until it expires, and only while the account's address is still the one it was sent to.
 */
export function createAccountLinks(clock: Clock) {
  return {
    /** A new link for `purpose`, sent to `email`, inside the transaction that mails it. */
    async issue(
      trx: Kysely<Database>,
      { userId, purpose, email }: { userId: number; purpose: AccountLinkPurpose; email: string },
    ): Promise<{ id: number; token: string }> {
      const token = randomBytes(32).toString('base64url');
      const { id } = await trx
        .insertInto('account_links')
        .values({
          user_id: userId,
          purpose,
          token_hash: hashToken(token),
          email,
          expires_at: isoAfter(clock, LINK_TTL_MS[purpose]),
          used_at: null,
          created_at: isoNow(clock),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, token };
    },

    /** Ends the member's unused links of `purpose`: they read as expired from now on. */
    async expireOpen(trx: Kysely<Database>, userId: number, purpose: AccountLinkPurpose): Promise<void> {
      const now = isoNow(clock);
      await trx
        .updateTable('account_links')
        .set({ expires_at: now })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .execute();
    },

    /** The link `token` names and its account, or why it opens nothing. */
    async find(trx: Kysely<Database>, token: string, purpose: AccountLinkPurpose): Promise<LinkLookup> {
      if (!TOKEN_FORMAT.test(token)) return { ok: false, refusal: 'LINK_INVALID' };
      const link = await trx
        .selectFrom('account_links')
        .select(['id', 'user_id', 'email', 'expires_at', 'used_at'])
        .where('token_hash', '=', hashToken(token))
        .where('purpose', '=', purpose)
        .executeTakeFirst();
      if (!link) return { ok: false, refusal: 'LINK_INVALID' };
      if (link.used_at) return { ok: false, refusal: 'LINK_USED' };
      if (link.expires_at <= isoNow(clock)) return { ok: false, refusal: 'LINK_EXPIRED' };
      const user = await trx.selectFrom('users').selectAll().where('id', '=', link.user_id).executeTakeFirst();
      if (!user || user.deleted_at || !sameAddress(user.email, link.email))
        return { ok: false, refusal: 'LINK_OUTDATED' };
      return { ok: true, link: { id: link.id, email: link.email, expiresAt: link.expires_at }, user };
    },

    /** Marks the link used; false when another request used it first. */
    async use(trx: Kysely<Database>, linkId: number): Promise<boolean> {
      const result = await trx
        .updateTable('account_links')
        .set({ used_at: isoNow(clock) })
        .where('id', '=', linkId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type AccountLinks = ReturnType<typeof createAccountLinks>;
