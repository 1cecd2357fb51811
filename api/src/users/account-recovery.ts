import type { Kysely } from 'kysely';
import type { AccountLinkRefusal, FindIdBody, FindPasswordBody, ResetLink } from '../../contracts/account-recovery';
import type { Role } from '../../contracts/user';
import type { LoginThrottle } from '../auth/login-throttle';
import type { Passwords } from '../auth/passwords';
import type { SignIns } from '../auth/sign-ins';
import { type Clock, isoNow } from '../clock';
import type { AccountLinkPurpose, Database, UserRow } from '../db/schema';
import { ApiError, conflict } from '../http/errors';
import type { Messages } from '../messages/messages';
import { type AccountLinks, createAccountLinks, LINK_TTL_MS } from './account-links';
import { accountRequestLimits, createAccountRequests } from './account-requests';
import { sameAddress, type Users } from './users';

/** The one answer of 아이디 찾기, whether or not an account matched. */
export const FIND_ID_ANSWER =
  '입력하신 이름과 이메일이 인증된 회원 정보와 일치하면, 그 이메일로 아이디를 보내드렸습니다. 메일이 오지 않으면 스팸 메일함을 확인하시거나 입력한 정보를 다시 확인해주세요.';
/** The one answer of 비밀번호 찾기, whether or not an account matched. */
export const FIND_PASSWORD_ANSWER =
  '입력하신 아이디와 이메일이 인증된 회원 정보와 일치하면, 그 이메일로 비밀번호 재설정 링크를 보내드렸습니다. 링크는 30분 동안 한 번만 쓸 수 있습니다.';

const ROLE_NAMES: Record<Role, string> = { normal: '개인회원', company: '기업회원', admin: '관리자' };

/** How 아이디 찾기 shows a login id (4–20 characters): the first two and the last, the rest hidden (ba****1). */
export function maskUserId(userId: string): string {
  return `${userId.slice(0, 2)}${'*'.repeat(Math.max(userId.length - 3, 1))}${userId.slice(-1)}`;
}

const LINK_REFUSALS: Record<AccountLinkRefusal, [number, string]> = {
  LINK_INVALID: [404, '올바르지 않은 링크입니다. 메일에 있는 링크를 잘리지 않게 그대로 열어주세요.'],
  LINK_USED: [410, '이미 사용한 링크입니다.'],
  LINK_EXPIRED: [410, '유효 기간이 지난 링크입니다.'],
  LINK_OUTDATED: [410, '이메일 주소가 바뀌어 더 이상 쓸 수 없는 링크입니다.'],
};

function linkRefused(refusal: AccountLinkRefusal): ApiError {
  const [status, message] = LINK_REFUSALS[refusal];
  return new ApiError(status as 404 | 410, refusal, message);
}

interface RecoveryDeps {
  db: Kysely<Database>;
  clock: Clock;
  users: Users;
  messages: Messages;
  signIns: SignIns;
  throttle: LoginThrottle;
  /** sign-ups one client address may make in an hour (config.signUpsPerHour) */
  signUpsPerHour: number;
  passwords: Passwords;
}

/** What a verification mail is counted against: its mailbox, whatever the case it was typed in. */
const mailbox = (email: string) => email.toLowerCase();

/**
 * Verified addresses and account recovery: the mailed links, 아이디 찾기 and 비밀번호 찾기. Recovery
 * mail goes only to a verified address, and the answers never say whether an account matched.
 */
export function createAccountRecovery({
  db,
  clock,
  users,
  messages,
  signIns,
  throttle,
  signUpsPerHour,
  passwords,
}: RecoveryDeps) {
  const links: AccountLinks = createAccountLinks(clock);
  const requests = createAccountRequests(db, clock, accountRequestLimits(signUpsPerHour));

  /** The link `token` names, checked in `trx`, or the 404/410 that says why it opens nothing. */
  async function usableLink(trx: Kysely<Database>, token: string, purpose: AccountLinkPurpose) {
    const found = await links.find(trx, token, purpose);
    if (!found.ok) throw linkRefused(found.refusal);
    return found;
  }

  /**
   * Mails a verification link to the member's address, inside the transaction that set the address
   * or asked for it; refused (429) when that address was sent too many, and counted with `trx`.
   */
  async function sendVerification(
    trx: Kysely<Database>,
    user: Pick<UserRow, 'id' | 'username' | 'email'>,
    ip: string | null,
  ) {
    if (!user.email) return;
    await requests.record('verify_email', mailbox(user.email), ip, trx);
    const { id, token } = await links.issue(trx, { userId: user.id, purpose: 'verify_email', email: user.email });
    await messages.mailAccount(trx, {
      kind: 'verify_email',
      userId: user.id,
      to: user.email,
      eventKey: `verify_email:${id}`,
      title: '이메일 주소를 인증해주세요',
      body: [
        `${user.username}님, 빵잡에 등록하신 이메일 주소(${user.email})가 맞는지 확인하는 메일입니다.`,
        `아래 버튼을 누르면 인증이 끝납니다. 링크는 ${LINK_TTL_MS.verify_email / 3_600_000}시간 동안 한 번 쓸 수 있습니다.`,
        '아이디·비밀번호 찾기와 맞춤 공고 메일은 인증된 주소로만 보내드립니다.',
      ].join('\n\n'),
      link: `/account/verify-email/${token}`,
      linkLabel: '이메일 인증하기',
    });
  }

  return {
    sendVerification,

    /**
     * Before a sign-up costs a password hash or says whether its id is taken: counts it against
     * the client's address, and refuses it (429) when its address was sent too many verification
     * mails to be sent another.
     */
    async admitSignUp(userId: string, email: string, ip: string | null): Promise<void> {
      await requests.check('verify_email', mailbox(email), ip);
      await requests.record('sign_up', userId, ip);
    },

    /**
     * A member's new address, inside the transaction that sets it: a few changes a day, and a
     * verification mail to the new address.
     */
    async changeAddress(trx: Kysely<Database>, before: UserRow, after: UserRow, ip: string | null): Promise<void> {
      await requests.record('email_change', String(before.id), ip, trx);
      await sendVerification(trx, after, ip);
    },

    /** Another verification link, on the member's request, within the address's allowance. */
    async resendVerification(user: UserRow, ip: string | null): Promise<void> {
      if (!user.email) throw new ApiError(400, 'NO_EMAIL', '등록된 이메일 주소가 없습니다.');
      if (user.email_verified_at) throw conflict('이미 인증된 이메일 주소입니다.', 'ALREADY_VERIFIED');
      await db.transaction().execute((trx) => sendVerification(trx, user, ip));
    },

    /** Opens a verification link: the address it was sent to is verified, if it is still the account's. */
    async verifyEmail(token: string): Promise<{ email: string }> {
      return db.transaction().execute(async (trx) => {
        const { link, user } = await usableLink(trx, token, 'verify_email');
        if (!(await links.use(trx, link.id))) throw linkRefused('LINK_USED');
        await trx
          .updateTable('users')
          .set({ email_verified_at: user.email_verified_at ?? isoNow(clock) })
          .where('id', '=', user.id)
          .execute();
        return { email: link.email };
      });
    },

    /**
     * 아이디 찾기: the login ids of the live accounts with this name and this verified address,
     * masked, in one mail to that address. Counted before the accounts are looked up, so the same
     * request takes the same steps whether or not any matched.
     */
    async findId({ username, email }: FindIdBody, ip: string | null): Promise<void> {
      const requestId = await requests.record('find_id', mailbox(email), ip);
      const accounts = await db
        .selectFrom('users')
        .select(['id', 'user_id', 'email', 'role'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .where('username', '=', username)
        .where('deleted_at', 'is', null)
        .where('email_verified_at', 'is not', null)
        .orderBy('id')
        .execute();
      const first = accounts[0];
      if (!first?.email) return;
      const ids = accounts.map((account) => `${maskUserId(account.user_id)} (${ROLE_NAMES[account.role]})`);
      await db.transaction().execute((trx) =>
        messages.mailAccount(trx, {
          kind: 'find_id',
          userId: first.id,
          to: first.email!,
          eventKey: `find_id:${requestId}`,
          title: '요청하신 아이디를 알려드립니다',
          body: [
            `${username}님, 입력하신 이름과 이메일로 가입된 아이디입니다.`,
            ids.join('\n'),
            '개인정보를 보호하기 위해 아이디 일부를 *로 가렸습니다. 비밀번호가 기억나지 않으면 로그인 화면의 비밀번호 찾기를 이용해주세요.',
          ].join('\n\n'),
          link: '/login',
          linkLabel: '로그인하기',
        }),
      );
    },

    /**
     * 비밀번호 찾기: a reset link to the account's verified address when the id and the address
     * match a live account. A new link ends the older ones: only the latest mail works.
     */
    async findPassword({ userId, email }: FindPasswordBody, ip: string | null): Promise<void> {
      await requests.record('find_password', userId, ip);
      const user = await users.findByUserId(userId);
      if (!user || user.deleted_at || !user.email_verified_at || !sameAddress(user.email, email)) return;
      await db.transaction().execute(async (trx) => {
        await links.expireOpen(trx, user.id, 'reset_password');
        const { id, token } = await links.issue(trx, {
          userId: user.id,
          purpose: 'reset_password',
          email: user.email!,
        });
        await messages.mailAccount(trx, {
          kind: 'reset_password',
          userId: user.id,
          to: user.email!,
          eventKey: `reset_password:${id}`,
          title: '비밀번호 재설정 안내',
          body: [
            `${maskUserId(user.user_id)} 계정의 비밀번호 찾기를 요청하셔서 보내드리는 메일입니다.`,
            `아래 버튼을 눌러 새 비밀번호를 정해주세요. 링크는 ${LINK_TTL_MS.reset_password / 60_000}분 동안 한 번만 쓸 수 있고, 다시 요청하면 이 링크는 더 이상 쓸 수 없습니다.`,
            '비밀번호를 바꾸면 모든 기기에서 로그아웃됩니다. 요청하지 않으셨다면 이 메일을 무시하셔도 비밀번호는 바뀌지 않습니다.',
          ].join('\n\n'),
          link: `/account/reset-password/${token}`,
          linkLabel: '비밀번호 재설정하기',
        });
      });
    },

    /** Ends the member's unused reset links: the password they would replace has just changed. */
    async endResetLinks(trx: Kysely<Database>, userId: number): Promise<void> {
      await links.expireOpen(trx, userId, 'reset_password');
    },

    /** Whether a reset link can still be used, and whose password it sets (masked). */
    async resetLink(token: string): Promise<ResetLink> {
      const { link, user } = await usableLink(db, token, 'reset_password');
      return { userId: maskUserId(user.user_id), expiresAt: link.expiresAt };
    },

    /**
     * Sets the new password through a reset link, uses the link (and ends the member's other
     * reset links) and ends every sign-in of the account in the same transaction; then clears the
     * failed sign-ins of this id from this address, where the owner just proved who they are.
     */
    async resetPassword(token: string, newPassword: string, ip: string | null): Promise<void> {
      await usableLink(db, token, 'reset_password');
      const passwordHash = await passwords.hash(newPassword);
      const user = await db.transaction().execute(async (trx) => {
        const { link, user } = await usableLink(trx, token, 'reset_password');
        if (!(await links.use(trx, link.id))) throw linkRefused('LINK_USED');
        await links.expireOpen(trx, user.id, 'reset_password');
        await users.setPasswordHash(user.id, passwordHash, trx);
        await signIns.endAllOfUser(user.id, undefined, trx);
        return user;
      });
      await throttle.reset(user.user_id, ip);
    },
  };
}

export type AccountRecovery = ReturnType<typeof createAccountRecovery>;
