import type { Kysely } from 'kysely';
import type { LoginThrottle } from '../auth/login-throttle';
import type { Passwords } from '../auth/passwords';
import type { SignIns } from '../auth/sign-ins';
import type { Database, UserRow } from '../db/schema';
import { conflict, unauthorized } from '../http/errors';
import type { AccountRecovery } from './account-recovery';
import { type ContactChanges, type NewAccount, sameAddress, type Users } from './users';

const DUPLICATE_USER_ID = '이미 사용 중인 아이디입니다.';

/** What comes with a sign-up through 카카오/네이버 (see oauth/social-sign-in.ts). */
export interface SignUpExtras {
  /** the address starts verified: no verification mail */
  emailVerified?: boolean;
  /** more of the sign-up, in its transaction (the provider account it links); a throw undoes the account */
  alsoInTransaction?: (trx: Kysely<Database>, user: UserRow) => Promise<void>;
}

interface AccountsDeps {
  db: Kysely<Database>;
  users: Users;
  accountRecovery: AccountRecovery;
  signIns: SignIns;
  throttle: LoginThrottle;
  passwords: Passwords;
}

/**
 * What a member does to their own account: sign up, confirm the password, change the contact details
 * or the password. Each change commits in one transaction with what must go with it (the mail that
 * verifies an address, the end of the other sign-ins), so a route calls one function.
 */
export function createAccounts({ db, users, accountRecovery, signIns, throttle, passwords }: AccountsDeps) {
  /** The signed-in member's own password, throttled like sign-in so a stolen token cannot guess it. */
  async function confirmPassword(user: UserRow, password: string, ip: string | null): Promise<void> {
    await throttle.admit(user.user_id, ip);
    if (!(await passwords.verify(user.password_hash, password))) {
      await throttle.recordFailure(user.user_id, ip);
      throw unauthorized('비밀번호가 일치하지 않습니다.', 'WRONG_PASSWORD');
    }
    await throttle.reset(user.user_id, ip);
  }

  return {
    confirmPassword,

    /**
     * The new account, with the mail that verifies its address; a 409 when the id is taken. A null
     * password: the member signs in with a provider (`extras`) until they set one.
     */
    async signUp(
      account: Omit<NewAccount, 'passwordHash' | 'emailVerified'> & { password: string | null },
      ip: string | null,
      { emailVerified = false, alsoInTransaction }: SignUpExtras = {},
    ) {
      // counted first: neither the hash nor the answer that an id is taken comes unthrottled
      await accountRecovery.admitSignUp(account.userId, account.email, ip);
      if (await users.findByUserId(account.userId)) throw conflict(DUPLICATE_USER_ID, 'DUPLICATE_USER_ID');
      const { password, ...rest } = account;
      const passwordHash = password === null ? null : await passwords.hash(password);
      // the account and the mail that verifies its address commit together
      const user = await db.transaction().execute(async (trx) => {
        const created = await users.create({ ...rest, passwordHash, emailVerified }, trx);
        if (created && !emailVerified) await accountRecovery.sendVerification(trx, created, ip);
        if (created && alsoInTransaction) await alsoInTransaction(trx, created);
        return created;
      });
      if (!user) throw conflict(DUPLICATE_USER_ID, 'DUPLICATE_USER_ID');
      return user;
    },

    /** The member's new details; a new address is unverified, and its verification mail commits with it. */
    async changeContact(user: UserRow, changes: ContactChanges, ip: string | null): Promise<UserRow> {
      return db.transaction().execute(async (trx) => {
        const row = await users.updateContact(user, changes, trx);
        if (!sameAddress(row.email, user.email)) await accountRecovery.changeAddress(trx, user, row, ip);
        return row;
      });
    },

    /**
     * A new password once the current one is confirmed. The old password's way back goes with it:
     * a reset link mailed before no longer opens, and every sign-in but `keptFamilyId` ends.
     */
    async changePassword(
      user: UserRow,
      { password, newPassword }: { password: string; newPassword: string },
      ip: string | null,
      keptFamilyId: string,
    ): Promise<void> {
      await confirmPassword(user, password, ip);
      const passwordHash = await passwords.hash(newPassword);
      await db.transaction().execute(async (trx) => {
        await users.setPasswordHash(user.id, passwordHash, trx);
        await accountRecovery.endResetLinks(trx, user.id);
        await signIns.endAllOfUser(user.id, keptFamilyId, trx);
      });
    },

    /**
     * A first password for a member who signed up with a provider (409 for a member who has one:
     * that is 비밀번호 변경). Reset links mailed before stop working, as after a change; the
     * member's sign-ins stay, all of them made with the member's own provider account.
     */
    async setPassword(user: UserRow, newPassword: string): Promise<void> {
      if (user.password_hash) throw passwordAlreadySet();
      const passwordHash = await passwords.hash(newPassword);
      await db.transaction().execute(async (trx) => {
        if (!(await users.setFirstPasswordHash(user.id, passwordHash, trx))) throw passwordAlreadySet();
        await accountRecovery.endResetLinks(trx, user.id);
      });
    },
  };
}

const passwordAlreadySet = () =>
  conflict('이미 비밀번호가 있습니다. 비밀번호 변경을 이용해주세요.', 'PASSWORD_ALREADY_SET');

export type Accounts = ReturnType<typeof createAccounts>;
