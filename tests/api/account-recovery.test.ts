import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIND_ID_ANSWER, FIND_PASSWORD_ANSWER } from '../../api/src/users/account-recovery';
import { createHarness, DIALECTS, type Harness } from './harness';

const WEB = 'https://bbangjob.example';
const MINUTE = 60_000;

/** Verified addresses, 아이디 찾기 and 비밀번호 찾기, read from the outbox rows the api wrote. */
describe.each(DIALECTS)('account recovery (%s)', (dialect) => {
  let api: Harness;
  beforeAll(async () => {
    api = await createHarness(dialect, { PUBLIC_URL: WEB });
  });
  afterAll(() => api.close());

  let n = 0;
  /** An address of this test alone (upper case where a test asks), so counts and mails never mix. */
  const address = (label: string) => `${label}${(n += 1)}@example.com`;

  const mailsTo = (to: string) =>
    api.db
      .selectFrom('outbox_mails')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()))
      .orderBy('id')
      .execute();

  /** The token of the last `path` link mailed to `to`, after checking the mail says it plainly. */
  async function lastLink(to: string, path: '/account/verify-email/' | '/account/reset-password/') {
    const mails = await mailsTo(to);
    const mail = mails[mails.length - 1];
    expect(mail, `no mail to ${to}`).toBeDefined();
    const match = new RegExp(`${WEB}${path}([A-Za-z0-9_-]+)`).exec(mail!.text_body);
    expect(match, mail!.text_body).not.toBeNull();
    expect(mail!.html_body).toContain(`href="${match![0]}"`);
    return match![1]!;
  }

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const post = (path: string, body: unknown, ip?: string) =>
    api.request('POST', path, { body, headers: ip ? from(ip) : {} });

  async function profile(session: { accessToken: string; password: string }) {
    await api.checkPassword(session.accessToken, session.password);
    return (await api.get('/get-user-info', session.accessToken)).body.user;
  }

  /** A member whose address is verified through the link mailed at sign-up. */
  async function verifiedMember(overrides: Parameters<Harness['normalUser']>[0] = {}) {
    const email = overrides.email ?? address('member');
    const session = await api.signUp(api.normalUser({ ...overrides, email }));
    const verified = await post('/verify-email', { token: await lastLink(email, '/account/verify-email/') });
    expect(verified.status).toBe(200);
    return { ...session, email };
  }

  describe('email verification', () => {
    it('mails a link at sign-up, in Korean, that verifies the address once', async () => {
      const email = address('signup');
      const session = await api.signUp(api.normalUser({ email, username: '박인증' }));
      const [mail] = await mailsTo(email);
      expect(mail).toMatchObject({
        kind: 'verify_email',
        status: 'pending',
        subject: '[빵잡] 이메일 주소를 인증해주세요',
      });
      expect(mail!.text_body).toContain(
        `박인증님, 빵잡에 등록하신 이메일 주소(${email})가 맞는지 확인하는 메일입니다.`,
      );
      expect(mail!.text_body).toContain('24시간');
      expect(mail!.unsubscribe_url).toBeNull();
      expect((await profile(session)).emailVerifiedAt).toBeNull();

      const token = await lastLink(email, '/account/verify-email/');
      const first = await post('/verify-email', { token });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ message: '이메일 주소가 인증되었습니다.', email });
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect((await profile(session)).emailVerifiedAt).toBe(api.clock.now().toISOString());

      const again = await post('/verify-email', { token });
      expect(again.status).toBe(410);
      expect(again.body).toEqual({ message: '이미 사용한 링크입니다.', code: 'LINK_USED' });
    });

    it('does not store the token, only its hash', async () => {
      const email = address('hashed');
      await api.signUp(api.normalUser({ email }));
      const token = await lastLink(email, '/account/verify-email/');
      const stored = await api.db.selectFrom('account_links').select('token_hash').where('email', '=', email).execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.token_hash).not.toContain(token);
      expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('refuses a link after 24 hours', async () => {
      const email = address('late');
      const session = await api.signUp(api.normalUser({ email }));
      const token = await lastLink(email, '/account/verify-email/');
      api.clock.advance(24 * 60 * MINUTE);
      const res = await post('/verify-email', { token });
      expect(res.status).toBe(410);
      expect(res.body).toEqual({ message: '유효 기간이 지난 링크입니다.', code: 'LINK_EXPIRED' });
      const row = await api.db
        .selectFrom('users')
        .select('email_verified_at')
        .where('user_id', '=', session.userId)
        .executeTakeFirstOrThrow();
      expect(row.email_verified_at).toBeNull();
    });

    it.each([['nonsense'], ['A'.repeat(43)], ['가'.repeat(43)], [`${'x'.repeat(42)}/`]])(
      'answers 404 in Korean to the token %j',
      async (token) => {
        const res = await post('/verify-email', { token });
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('LINK_INVALID');
        expect(res.body.message).toMatch(/^올바르지 않은 링크입니다/);
      },
    );

    it('answers 400 to a missing or absurd token', async () => {
      expect((await post('/verify-email', {})).body.code).toBe('VALIDATION_ERROR');
      expect((await post('/verify-email', { token: 'x'.repeat(201) })).status).toBe(400);
    });

    it('a new address is unverified and gets its own link; the old address’s link verifies nothing', async () => {
      const email = address('before');
      const member = { ...(await api.signUp(api.normalUser({ email }))), email };
      const firstLink = await lastLink(email, '/account/verify-email/');
      expect((await api.post('/resend-verification', undefined, member.accessToken)).status).toBe(200);
      const oldLink = await lastLink(email, '/account/verify-email/');
      expect((await post('/verify-email', { token: firstLink })).status).toBe(200);

      await api.checkPassword(member.accessToken, member.password);
      const moved = address('moved');
      const edit = await api.put(
        '/edit-user',
        { username: '박이사', email: moved, phone: '010-2222-3333' },
        member.accessToken,
      );
      expect(edit.status).toBe(200);
      expect(edit.body.user).toMatchObject({ email: moved, emailVerifiedAt: null });
      const [mail] = await mailsTo(moved);
      expect(mail).toMatchObject({ kind: 'verify_email', subject: '[빵잡] 이메일 주소를 인증해주세요' });
      expect(mail!.text_body).toContain(`박이사님, 빵잡에 등록하신 이메일 주소(${moved})`);

      const stale = await post('/verify-email', { token: oldLink });
      expect(stale.status).toBe(410);
      expect(stale.body).toEqual({
        message: '이메일 주소가 바뀌어 더 이상 쓸 수 없는 링크입니다.',
        code: 'LINK_OUTDATED',
      });
      expect((await profile(member)).emailVerifiedAt).toBeNull();

      expect((await post('/verify-email', { token: await lastLink(moved, '/account/verify-email/') })).status).toBe(
        200,
      );
      expect((await profile(member)).emailVerifiedAt).toBe(api.clock.now().toISOString());
    });

    it('keeps the address verified when only its case or the other fields change', async () => {
      const member = await verifiedMember();
      await api.checkPassword(member.accessToken, member.password);
      const before = (await mailsTo(member.email)).length;
      const edit = await api.put(
        '/edit-user',
        { username: '박그대로', email: member.email.toUpperCase(), phone: '010-2222-4444' },
        member.accessToken,
      );
      expect(edit.status).toBe(200);
      expect(edit.body.user.emailVerifiedAt).not.toBeNull();
      expect(await mailsTo(member.email)).toHaveLength(before);
    });

    /** The sign-in of `member` now: an access token lasts 30 minutes, and these tests wait hours. */
    const signIn = async (member: { userId: string; password: string }) =>
      (await api.post('/login', { userId: member.userId, password: member.password })).body.accessToken;
    const MAILS_REFUSED =
      '이 주소로 보낸 인증 메일이 너무 많습니다. 인증 메일은 한 주소에 1시간 3통, 하루 10통까지 보냅니다.';

    it('POST /resend-verification: signed in, unverified, three mails an hour and ten a day per address', async () => {
      expect((await api.post('/resend-verification')).status).toBe(401);
      const email = address('resend');
      const session = await api.signUp(api.normalUser({ email }));
      const links = [await lastLink(email, '/account/verify-email/')];
      for (let i = 0; i < 2; i++) {
        const res = await api.post('/resend-verification', undefined, session.accessToken);
        expect(res.status).toBe(200);
        expect(res.body.message).toBe(`${email}(으)로 인증 메일을 보냈습니다. 메일의 링크를 24시간 안에 열어주세요.`);
        links.push(await lastLink(email, '/account/verify-email/'));
      }
      expect(new Set(links).size).toBe(3);
      const refused = await api.post('/resend-verification', undefined, session.accessToken);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: `${MAILS_REFUSED} 60분 뒤에 다시 시도해주세요.`,
      });
      expect(refused.headers.get('retry-after')).toBe('3600');
      expect(await mailsTo(email)).toHaveLength(3);

      // the allowance is the mailbox's, whichever account asks and however the address is written
      const twin = await api.signUp(api.normalUser({ email: address('twin') }));
      await api.checkPassword(twin.accessToken, twin.password);
      const moved = await api.put(
        '/edit-user',
        { username: '박쌍둥', email: email.toUpperCase(), phone: '010-2222-3333' },
        twin.accessToken,
      );
      expect(moved.status).toBe(429);
      expect(moved.body.message).toBe(`${MAILS_REFUSED} 60분 뒤에 다시 시도해주세요.`);
      expect(await mailsTo(email)).toHaveLength(3);

      // three more in each of the next two hours, one in the fourth: ten in the day, then none till it ends
      for (const [hour, resends] of [
        [1, 3],
        [2, 3],
        [3, 1],
      ] as const) {
        api.clock.advance(60 * MINUTE);
        const token = await signIn(session);
        for (let i = 0; i < resends; i++)
          expect((await api.post('/resend-verification', undefined, token)).status, `hour ${hour}`).toBe(200);
      }
      const daily = await api.post('/resend-verification', undefined, await signIn(session));
      expect(daily.status).toBe(429);
      expect(daily.body.message).toBe(`${MAILS_REFUSED} 21시간 뒤에 다시 시도해주세요.`);
      expect(daily.headers.get('retry-after')).toBe(String(21 * 3600));
      expect(await mailsTo(email)).toHaveLength(10);

      api.clock.advance(21 * 60 * MINUTE);
      const later = await signIn(session);
      expect((await api.post('/resend-verification', undefined, later)).status).toBe(200);
      // any of the links still within its day verifies the address
      expect((await post('/verify-email', { token: await lastLink(email, '/account/verify-email/') })).status).toBe(
        200,
      );
      const done = await api.post('/resend-verification', undefined, later);
      expect(done.status).toBe(409);
      expect(done.body).toEqual({ message: '이미 인증된 이메일 주소입니다.', code: 'ALREADY_VERIFIED' });
    });

    it('changes a member’s address three times a day at most, each change with its own mail', async () => {
      const member = await api.signUp(api.normalUser({ email: address('mover') }));
      const changeTo = async (email: string, token: string) => {
        await api.checkPassword(token, member.password);
        return api.put('/edit-user', { username: '박이사', email, phone: '010-2222-3333' }, token);
      };
      const moves = [address('move'), address('move'), address('move')];
      for (const email of moves) {
        expect((await changeTo(email, member.accessToken)).status).toBe(200);
        expect(await mailsTo(email)).toHaveLength(1);
      }
      const fourth = address('move');
      const refused = await changeTo(fourth, member.accessToken);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: '이메일 주소는 하루에 3번까지 바꿀 수 있습니다. 24시간 뒤에 다시 시도해주세요.',
      });
      expect(refused.headers.get('retry-after')).toBe(String(24 * 3600));
      expect(await mailsTo(fourth)).toEqual([]);
      // nothing of the refused change was saved
      const kept = await api.get('/get-user-info', member.accessToken);
      expect(kept.body.user.email).toBe(moves[2]);

      // the other fields still change, and so does the case of the address, which is no new mailbox
      const same = await changeTo(moves[2]!.toUpperCase(), member.accessToken);
      expect(same.status).toBe(200);
      api.clock.advance(24 * 60 * MINUTE);
      expect((await changeTo(fourth, await signIn(member))).status).toBe(200);
    });

    it('rolls the link and the mail back with a sign-up that fails', async () => {
      const email = address('duplicate');
      const first = await api.signUp(api.normalUser({ email }));
      const res = await api.post('/register', api.normalUser({ userId: first.userId, email: address('dup') }));
      expect(res.status).toBe(409);
      expect(await mailsTo(email)).toHaveLength(1);
    });
  });

  describe('아이디 찾기', () => {
    it('mails the masked login id to the verified address, with the same answer as for nobody', async () => {
      const member = await verifiedMember({ userId: 'baker0417', username: '김찾기' });
      const res = await post('/find-id', { username: '김찾기', email: member.email.toUpperCase() });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: FIND_ID_ANSWER });

      const mails = await mailsTo(member.email);
      const mail = mails[mails.length - 1]!;
      expect(mail).toMatchObject({
        kind: 'find_id',
        to_address: member.email,
        subject: '[빵잡] 요청하신 아이디를 알려드립니다',
      });
      expect(mail.text_body).toContain('ba******7 (개인회원)');
      expect(mail.text_body).not.toContain('baker0417');
      expect(mail.html_body).not.toContain('baker0417');
      expect(mail.text_body).toContain(`로그인하기: ${WEB}/login`);

      const nobody = await post('/find-id', { username: '김없음', email: address('nobody') });
      expect(nobody.status).toBe(200);
      expect(nobody.body).toEqual(res.body);
      const wrongName = await post('/find-id', { username: '김다름', email: member.email });
      expect(wrongName.body).toEqual(res.body);
      expect(await mailsTo(member.email)).toHaveLength(mails.length);
    });

    it('lists every account of that name and address in one mail', async () => {
      const email = address('twice');
      await verifiedMember({ userId: 'twinone', username: '쌍둥이', email });
      await verifiedMember({ userId: 'twintwo', username: '쌍둥이', email });
      await post('/find-id', { username: '쌍둥이', email });
      const mail = (await mailsTo(email)).at(-1)!;
      expect(mail.text_body).toContain('tw****e (개인회원)\ntw****o (개인회원)');
    });

    it('sends nothing to an unverified address or for a deleted account, and answers alike', async () => {
      const email = address('unverified');
      await api.signUp(api.normalUser({ username: '이미인증안함', email }));
      const res = await post('/find-id', { username: '이미인증안함', email });
      expect(res.body).toEqual({ message: FIND_ID_ANSWER });
      expect((await mailsTo(email)).map((mail) => mail.kind)).toEqual(['verify_email']);

      const gone = await verifiedMember({ username: '탈퇴예정' });
      await api.checkPassword(gone.accessToken, gone.password);
      expect((await api.put('/delete-user', { password: gone.password }, gone.accessToken)).status).toBe(200);
      // the deletion took the account's mails with it; 아이디 찾기 adds none
      await post('/find-id', { username: '탈퇴예정', email: gone.email });
      expect(await mailsTo(gone.email)).toEqual([]);
    });

    it('counts requests per address asked about, matched or not, five an hour', async () => {
      const member = await verifiedMember({ username: '한시간' });
      for (let i = 0; i < 5; i++)
        expect((await post('/find-id', { username: '한시간', email: member.email })).status).toBe(200);
      const refused = await post('/find-id', { username: '한시간', email: member.email });
      expect(refused.status).toBe(429);
      expect((await mailsTo(member.email)).filter((mail) => mail.kind === 'find_id')).toHaveLength(5);

      const stranger = address('stranger');
      for (let i = 0; i < 5; i++)
        expect((await post('/find-id', { username: '없는사람', email: stranger })).status).toBe(200);
      // the refusal is the same for an address nobody uses: it tells nothing
      expect((await post('/find-id', { username: '없는사람', email: stranger })).body).toEqual(refused.body);
      const rows = await api.db
        .selectFrom('recovery_requests')
        .select('kind')
        .where('subject', '=', stranger)
        .execute();
      expect(rows).toHaveLength(5);
    });

    it('counts requests per client address, twenty an hour', async () => {
      for (let i = 0; i < 20; i++) {
        expect((await post('/find-id', { username: '훑기', email: address('sweep') }, '203.0.113.7')).status).toBe(200);
      }
      const refused = await post('/find-id', { username: '훑기', email: address('sweep') }, '203.0.113.7');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/[0-9]+분 뒤에 다시 시도해주세요\.$/);
      expect((await post('/find-id', { username: '훑기', email: address('sweep') }, '203.0.113.8')).status).toBe(200);
    });

    it('answers 400 in Korean to a missing name or a malformed address', async () => {
      const res = await post('/find-id', { username: ' ', email: 'not-an-address' });
      expect(res.status).toBe(400);
      expect(res.body.details.fields).toEqual({
        username: '이름을 입력해주세요.',
        email: '이메일 형식이 올바르지 않습니다.',
      });
    });
  });

  describe('비밀번호 찾기', () => {
    async function requestReset(member: { userId: string; email: string }, ip?: string) {
      const res = await post('/find-password', { userId: member.userId, email: member.email }, ip);
      expect(res.status).toBe(200);
      return lastLink(member.email, '/account/reset-password/');
    }

    it('mails a 30-minute link to the verified address; the same answer for nobody', async () => {
      const member = await verifiedMember({ userId: 'resetme01' });
      const res = await post('/find-password', { userId: 'ResetMe01', email: member.email.toUpperCase() });
      expect(res.body).toEqual({ message: FIND_PASSWORD_ANSWER });
      const mail = (await mailsTo(member.email)).at(-1)!;
      expect(mail).toMatchObject({ kind: 'reset_password', subject: '[빵잡] 비밀번호 재설정 안내' });
      expect(mail.text_body).toContain('re******1 계정의 비밀번호 찾기를 요청하셔서 보내드리는 메일입니다.');
      expect(mail.text_body).toContain('링크는 30분 동안 한 번만 쓸 수 있고');
      const token = await lastLink(member.email, '/account/reset-password/');

      const link = await api.get(`/reset-password/${token}`);
      expect(link.status).toBe(200);
      expect(link.body).toEqual({
        userId: 're******1',
        expiresAt: new Date(api.clock.now().getTime() + 30 * MINUTE).toISOString(),
      });
      expect(link.headers.get('cache-control')).toBe('no-store');

      const before = (await mailsTo(member.email)).length;
      for (const body of [
        { userId: 'nosuchid', email: member.email },
        { userId: member.userId, email: address('other') },
      ]) {
        const answer = await post('/find-password', body);
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual(res.body);
      }
      expect(await mailsTo(member.email)).toHaveLength(before);
    });

    it('sends no link to an unverified address', async () => {
      const email = address('noreset');
      const session = await api.signUp(api.normalUser({ email }));
      expect((await post('/find-password', { userId: session.userId, email })).body).toEqual({
        message: FIND_PASSWORD_ANSWER,
      });
      expect((await mailsTo(email)).map((mail) => mail.kind)).toEqual(['verify_email']);
      expect(
        await api.db
          .selectFrom('account_links')
          .select('id')
          .where('purpose', '=', 'reset_password')
          .where('email', '=', email)
          .execute(),
      ).toEqual([]);
    });

    it('sets the password once, ends every sign-in at once and lets the new password in', async () => {
      const member = await verifiedMember();
      const other = await api.post('/login', { userId: member.userId, password: member.password });
      const token = await requestReset(member);

      const res = await post('/reset-password', { token, newPassword: 'crust5678' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.' });
      for (const accessToken of [member.accessToken, other.body.accessToken]) {
        const refused = await api.get('/get-login-user', accessToken);
        expect(refused.status).toBe(401);
        expect(refused.body.code).toBe('INVALID_TOKEN');
      }
      expect((await api.anotherProcess().get('/get-login-user', member.accessToken)).status).toBe(401);
      expect((await api.post('/refresh', { refreshToken: other.body.refreshToken })).status).toBe(401);
      expect((await api.post('/login', { userId: member.userId, password: member.password })).status).toBe(401);
      expect((await api.post('/login', { userId: member.userId, password: 'crust5678' })).status).toBe(200);

      const again = await post('/reset-password', { token, newPassword: 'crumb9999' });
      expect(again.status).toBe(410);
      expect(again.body.code).toBe('LINK_USED');
      expect((await api.get(`/reset-password/${token}`)).body).toEqual({
        message: '이미 사용한 링크입니다.',
        code: 'LINK_USED',
      });
      expect((await api.post('/login', { userId: member.userId, password: 'crust5678' })).status).toBe(200);
    });

    it('refuses a weak password in Korean and keeps the link usable', async () => {
      const member = await verifiedMember();
      const token = await requestReset(member);
      const weak = await post('/reset-password', { token, newPassword: 'short' });
      expect(weak.status).toBe(400);
      expect(weak.body.details.fields.newPassword).toBe('비밀번호는 8자 이상이어야 합니다.');
      expect(
        (await post('/reset-password', { token, newPassword: 'onlyletters' })).body.details.fields.newPassword,
      ).toBe('비밀번호에 숫자를 포함해주세요.');
      expect((await api.get(`/reset-password/${token}`)).status).toBe(200);
      expect((await api.get('/get-login-user', member.accessToken)).status).toBe(200);
    });

    it('a link works for 30 minutes', async () => {
      const member = await verifiedMember();
      const token = await requestReset(member);
      api.clock.advance(30 * MINUTE - 1000);
      expect((await api.get(`/reset-password/${token}`)).status).toBe(200);
      api.clock.advance(1000);
      const expired = await api.get(`/reset-password/${token}`);
      expect(expired.status).toBe(410);
      expect(expired.body).toEqual({ message: '유효 기간이 지난 링크입니다.', code: 'LINK_EXPIRED' });
      expect((await post('/reset-password', { token, newPassword: 'crust5678' })).status).toBe(410);
      expect((await api.post('/login', { userId: member.userId, password: member.password })).status).toBe(200);
    });

    it('a new request ends the older links: only the latest mail works', async () => {
      const member = await verifiedMember();
      const first = await requestReset(member);
      const second = await requestReset(member);
      expect(first).not.toBe(second);
      expect((await api.get(`/reset-password/${first}`)).body.code).toBe('LINK_EXPIRED');
      expect((await post('/reset-password', { token: second, newPassword: 'crust5678' })).status).toBe(200);
    });

    it('a link sent to an address the member has since changed opens nothing', async () => {
      const member = await verifiedMember();
      const token = await requestReset(member);
      await api.checkPassword(member.accessToken, member.password);
      await api.put(
        '/edit-user',
        { username: '박파티', email: address('changed'), phone: '010-2222-3333' },
        member.accessToken,
      );
      expect((await api.get(`/reset-password/${token}`)).body.code).toBe('LINK_OUTDATED');
      expect((await post('/reset-password', { token, newPassword: 'crust5678' })).status).toBe(410);
    });

    it('answers 404 to a link that names nothing', async () => {
      for (const token of ['nothing', 'B'.repeat(43), '%ED%95%9C']) {
        const res = await api.get(`/reset-password/${token}`);
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('LINK_INVALID');
      }
      expect((await post('/reset-password', { token: 'B'.repeat(43), newPassword: 'crust5678' })).status).toBe(404);
    });

    it('clears the failed sign-ins of the id from the address that reset it', async () => {
      const member = await verifiedMember();
      const ip = '203.0.113.99';
      const loginFrom = (password: string) =>
        api.request('POST', '/login', { body: { userId: member.userId, password }, headers: from(ip) });
      for (let i = 0; i < 5; i++) expect((await loginFrom('forgot1234')).status).toBe(401);
      expect((await loginFrom(member.password)).status).toBe(429);

      const token = await requestReset(member, ip);
      expect((await post('/reset-password', { token, newPassword: 'crust5678' }, ip)).status).toBe(200);
      expect((await loginFrom('crust5678')).status).toBe(200);
    });

    it('a stranger who uses up his requests for an id does not stop its owner; twenty a day per id', async () => {
      const member = await verifiedMember();
      const ask = (ip: string) => post('/find-password', { userId: member.userId, email: address('guess') }, ip);
      const stranger = '203.0.113.31';
      for (let i = 0; i < 5; i++) expect((await ask(stranger)).status).toBe(200);
      const refused = await ask(stranger);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('요청이 너무 많습니다. 60분 뒤에 다시 시도해주세요.');
      // the owner, elsewhere, still gets the link
      const token = await requestReset(member, '198.51.100.77');
      expect((await api.get(`/reset-password/${token}`)).status).toBe(200);

      // 6 so far; 14 more from as many addresses make the day's 20, and then nobody gets one
      for (let i = 1; i <= 14; i++) expect((await ask(`192.0.2.${i}`)).status).toBe(200);
      const mailsBefore = (await mailsTo(member.email)).length;
      for (const ip of ['192.0.2.15', '198.51.100.77']) {
        const daily = await post('/find-password', { userId: member.userId, email: member.email }, ip);
        expect(daily.status).toBe(429);
        expect(daily.body.message).toBe('요청이 너무 많습니다. 24시간 뒤에 다시 시도해주세요.');
        expect(daily.headers.get('retry-after')).toBe(String(24 * 3600));
      }
      expect(await mailsTo(member.email)).toHaveLength(mailsBefore);
      api.clock.advance(24 * 60 * MINUTE);
      expect((await requestReset(member, '198.51.100.77')).length).toBeGreaterThan(0);
    });

    it('a password changed in 회원정보 수정 ends the reset links mailed before it', async () => {
      const member = await verifiedMember();
      const token = await requestReset(member);
      await api.checkPassword(member.accessToken, member.password);
      const changed = await api.put(
        '/edit-password',
        { password: member.password, newPassword: 'crust5678' },
        member.accessToken,
      );
      expect(changed.status).toBe(200);
      expect((await api.get(`/reset-password/${token}`)).body.code).toBe('LINK_EXPIRED');
      expect((await post('/reset-password', { token, newPassword: 'crumb9999' })).status).toBe(410);
      expect((await api.post('/login', { userId: member.userId, password: 'crust5678' })).status).toBe(200);
      // a link asked for afterwards works
      const after = await requestReset(member);
      expect((await post('/reset-password', { token: after, newPassword: 'crumb9999' })).status).toBe(200);
    });

    it('an operator’s suspension ends the reset links mailed before it, also once it is lifted', async () => {
      const member = await verifiedMember();
      const token = await requestReset(member);
      const operator = await api.signUp(api.normalUser());
      await api.db.updateTable('users').set({ role: 'admin' }).where('user_id', '=', operator.userId).execute();
      const { id } = (await api.deps.users.findByUserId(member.userId))!;
      const suspend = await api.post(
        `/admin/users/${id}/suspend`,
        { reason: '다른 사람의 사진을 올렸습니다.' },
        operator.accessToken,
      );
      expect(suspend.status).toBe(200);
      expect((await api.get(`/reset-password/${token}`)).body.code).toBe('LINK_EXPIRED');
      expect((await api.post(`/admin/users/${id}/unsuspend`, undefined, operator.accessToken)).status).toBe(200);
      expect((await post('/reset-password', { token, newPassword: 'crust5678' })).status).toBe(410);
      expect((await api.post('/login', { userId: member.userId, password: member.password })).status).toBe(200);
    });

    it('counts requests per login id and per client address', async () => {
      const member = await verifiedMember();
      for (let i = 0; i < 5; i++) await requestReset(member);
      const refused = await post('/find-password', { userId: member.userId, email: member.email });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('TOO_MANY_REQUESTS');

      const ip = '203.0.113.21';
      for (let i = 0; i < 20; i++) {
        expect((await post('/find-password', { userId: `nobody${i}x`, email: address('p') }, ip)).status).toBe(200);
      }
      expect((await post('/find-password', { userId: 'nobodyelse', email: address('p') }, ip)).status).toBe(429);
      api.clock.advance(60 * MINUTE);
      expect((await post('/find-password', { userId: 'nobodyelse', email: address('p') }, ip)).status).toBe(200);
    });
  });

  it('documents every endpoint in the OpenAPI document', async () => {
    const paths = (await api.get('/openapi.json')).body.paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/verify-email',
        '/resend-verification',
        '/find-id',
        '/find-password',
        '/reset-password/{token}',
        '/reset-password',
      ]),
    );
    const resetBody = paths['/reset-password'].post.requestBody.content['application/json'].schema;
    expect(resetBody.required).toEqual(['token', 'newPassword']);
    expect(paths['/reset-password/{token}'].get.responses['410']).toBeDefined();
  });
});
