import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisterBody } from '#contracts/user';
import { createHarness, DIALECTS, type Harness } from './harness';
import { daysUntil } from './fixtures';

const PASSWORD_CHECK_REQUIRED = {
  message: '보안을 위해 비밀번호를 다시 확인하거나 다시 로그인해주세요.',
  code: 'PASSWORD_CHECK_REQUIRED',
};

describe.each(DIALECTS)('the signed-in user’s account (%s)', (dialect) => {
  let api: Harness;
  beforeAll(async () => {
    api = await createHarness(dialect);
  });
  afterAll(() => api.close());

  /** A new member who has just confirmed their password in this sign-in. */
  async function checkedMember(body?: RegisterBody) {
    const session = await api.signUp(body);
    await api.checkPassword(session.accessToken, session.password);
    return session;
  }

  it('GET /get-login-user answers userId, username, role and empty scrap ids', async () => {
    const session = await api.signUp();
    const res = await api.get('/get-login-user', session.accessToken);
    expect(res.body).toEqual({
      user: {
        userId: session.userId,
        username: '박파티',
        role: 'normal',
        action: {
          scrapJobInfoIds: [],
          scrapResumeIds: [],
          appliedJobInfoIds: [],
          unreadApplications: 0,
          unreadNotifications: 0,
        },
      },
    });
  });

  describe('POST /check-password', () => {
    it('answers 200 for the right password and 401 for a wrong one', async () => {
      const session = await api.signUp();
      expect((await api.post('/check-password', { password: session.password }, session.accessToken)).status).toBe(200);
      const wrong = await api.post('/check-password', { password: 'wrong1234' }, session.accessToken);
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ message: '비밀번호가 일치하지 않습니다.', code: 'WRONG_PASSWORD' });
    });

    it('is throttled like sign-in', async () => {
      const session = await api.signUp();
      for (let i = 0; i < 5; i++) await api.post('/check-password', { password: 'wrong1234' }, session.accessToken);
      const locked = await api.post('/check-password', { password: session.password }, session.accessToken);
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toBe('900');
    });

    it('needs a token and a password', async () => {
      expect((await api.post('/check-password', { password: 'x' })).status).toBe(401);
      const session = await api.signUp();
      expect((await api.post('/check-password', {}, session.accessToken)).status).toBe(400);
    });
  });

  describe('a recent password check', () => {
    const guarded: [string, string, (password: string) => unknown][] = [
      ['GET', '/get-user-info', () => undefined],
      ['PUT', '/edit-user', () => ({ username: '박제과', email: 'new@example.com', phone: '01099998888' })],
      ['PUT', '/edit-password', (password) => ({ password, newPassword: 'newbread99' })],
      ['PUT', '/delete-user', (password) => ({ password })],
    ];

    it.each(guarded)('%s %s answers 403 without one, and nothing changes', async (method, path, body) => {
      const session = await api.signUp();
      const res = await api.request(method, path, { token: session.accessToken, body: body(session.password) });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(PASSWORD_CHECK_REQUIRED);
      const row = await api.db
        .selectFrom('users')
        .select(['username', 'deleted_at'])
        .where('user_id', '=', session.userId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ username: '박파티', deleted_at: null });
      expect((await api.post('/login', { userId: session.userId, password: session.password })).status).toBe(200);
    });

    it.each(guarded)('%s %s works within 10 minutes of POST /check-password, not after', async (method, path, body) => {
      const session = await checkedMember();
      api.clock.advance(10 * 60_000 + 1);
      const late = await api.request(method, path, { token: session.accessToken, body: body(session.password) });
      expect(late.status).toBe(403);
      expect(late.body).toEqual(PASSWORD_CHECK_REQUIRED);

      expect((await api.post('/check-password', { password: session.password }, session.accessToken)).status).toBe(200);
      api.clock.advance(10 * 60_000 - 1000);
      const res = await api.request(method, path, { token: session.accessToken, body: body(session.password) });
      expect(res.status).toBe(200);
    });

    it('is not recorded by a wrong password', async () => {
      const session = await api.signUp();
      expect((await api.post('/check-password', { password: 'wrong1234' }, session.accessToken)).status).toBe(401);
      expect((await api.get('/get-user-info', session.accessToken)).status).toBe(403);
    });

    it('belongs to the sign-in: it survives a token refresh, other sign-ins do not share it', async () => {
      const session = await checkedMember();
      const refreshed = await api.post('/refresh', { refreshToken: session.refreshToken });
      const info = await api.get('/get-user-info', refreshed.body.accessToken);
      expect(info.status).toBe(200);
      expect(info.body.user.userId).toBe(session.userId);

      const otherDevice = await api.post('/login', { userId: session.userId, password: session.password });
      expect((await api.get('/get-user-info', otherDevice.body.accessToken)).status).toBe(403);
    });

    it('is kept in the database: another api process honours it', async () => {
      const session = await api.signUp();
      const other = api.anotherProcess();
      expect((await other.get('/get-user-info', session.accessToken)).status).toBe(403);
      await api.post('/check-password', { password: session.password }, session.accessToken);
      expect((await other.get('/get-user-info', session.accessToken)).status).toBe(200);
    });

    it('is not given by signing in: GET /get-login-user and the password check itself need none', async () => {
      const session = await api.signUp();
      expect((await api.get('/get-login-user', session.accessToken)).status).toBe(200);
      expect((await api.get('/get-user-info', session.accessToken)).status).toBe(403);
    });
  });

  describe('PUT /edit-user', () => {
    it('changes a job seeker’s name, email, phone and marketing consent', async () => {
      const session = await checkedMember();
      const res = await api.put(
        '/edit-user',
        { username: '박제과', email: 'new@example.com', phone: '01099998888', agreeMarketing: true },
        session.accessToken,
      );
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({
        username: '박제과',
        email: 'new@example.com',
        phone: '010-9999-8888',
        marketingAgreedAt: api.clock.now().toISOString(),
        company: null,
      });
      expect((await api.get('/get-login-user', session.accessToken)).body.user.username).toBe('박제과');
    });

    it('changes a company’s fields, and a new business number loses the verified mark', async () => {
      const session = await checkedMember(api.companyUser());
      await api.db.updateTable('users').set({ verified_at: '2026-11-01T00:00:00.000Z' }).execute();
      const same = await api.put(
        '/edit-user',
        {
          username: '달빛제과 본점',
          email: 'moon@example.com',
          phone: '051-123-4567',
          businessNumber: '1248100998',
          ceoName: '최대표',
          companyAddress: '부산광역시 해운대구 센텀로 2',
        },
        session.accessToken,
      );
      expect(same.status).toBe(200);
      expect(same.body.user.company).toMatchObject({
        companyAddress: '부산광역시 해운대구 센텀로 2',
        verifiedAt: '2026-11-01T00:00:00.000Z',
        businessType: null,
      });
      const changed = await api.put(
        '/edit-user',
        {
          username: '달빛제과',
          email: 'moon@example.com',
          phone: '051-123-4567',
          businessNumber: '123-45-67891',
          ceoName: '최대표',
          companyAddress: '부산',
        },
        session.accessToken,
      );
      expect(changed.body.user.company).toMatchObject({ businessNumber: '1234567891', verifiedAt: null });
    });

    it('asks a company for valid business details', async () => {
      const session = await checkedMember(api.companyUser());
      const res = await api.put(
        '/edit-user',
        { username: '달빛', email: 'a@example.com', phone: '0511234567', businessNumber: '1111111111' },
        session.accessToken,
      );
      expect(res.status).toBe(400);
      expect(res.body.details.fields).toMatchObject({
        businessNumber: '유효하지 않은 사업자등록번호입니다.',
        ceoName: '대표자명을 입력해주세요.',
      });
    });

    it('answers 400 to bad contact fields', async () => {
      const session = await checkedMember();
      const res = await api.put('/edit-user', { username: '', email: 'x', phone: 5 }, session.accessToken);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.details.fields).sort()).toEqual(['email', 'phone', 'username']);
    });
  });

  describe('PUT /edit-password', () => {
    it('changes the password and ends the other sign-ins, not this one', async () => {
      const session = await checkedMember();
      const other = await api.post('/login', { userId: session.userId, password: session.password });
      const res = await api.put(
        '/edit-password',
        { password: session.password, newPassword: 'newbread99' },
        session.accessToken,
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('비밀번호가 변경되었습니다.');
      const ended = await api.get('/get-login-user', other.body.accessToken);
      expect(ended.status).toBe(401);
      expect(ended.body.code).toBe('INVALID_TOKEN');
      expect((await api.get('/get-login-user', session.accessToken)).status).toBe(200);
      expect((await api.post('/login', { userId: session.userId, password: session.password })).status).toBe(401);
      expect((await api.post('/login', { userId: session.userId, password: 'newbread99' })).status).toBe(200);
      expect((await api.post('/refresh', { refreshToken: other.body.refreshToken })).status).toBe(401);
      expect((await api.post('/refresh', { refreshToken: session.refreshToken })).status).toBe(200);
    });

    it('needs the current password and a valid new one', async () => {
      const session = await checkedMember();
      const wrong = await api.put(
        '/edit-password',
        { password: 'wrong1234', newPassword: 'newbread99' },
        session.accessToken,
      );
      expect(wrong.status).toBe(401);
      const weak = await api.put(
        '/edit-password',
        { password: session.password, newPassword: 'short' },
        session.accessToken,
      );
      expect(weak.status).toBe(400);
      expect(weak.body.details.fields.newPassword).toBe('비밀번호는 8자 이상이어야 합니다.');
      const same = await api.put(
        '/edit-password',
        { password: session.password, newPassword: session.password },
        session.accessToken,
      );
      expect(same.status).toBe(400);
      expect(same.body.details.fields.newPassword).toBe('새 비밀번호가 현재 비밀번호와 같습니다.');
    });
  });

  describe('PUT /delete-user', () => {
    it('strips personal data, ends every sign-in, and the id can neither log in nor be taken again', async () => {
      const session = await checkedMember(api.companyUser());
      const other = await api.post('/login', { userId: session.userId, password: session.password });
      const wrong = await api.put('/delete-user', { password: 'wrong1234' }, session.accessToken);
      expect(wrong.status).toBe(401);

      const res = await api.put('/delete-user', { password: session.password }, session.accessToken);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('회원 탈퇴가 완료되었습니다.');

      const row = await api.db
        .selectFrom('users')
        .selectAll()
        .where('user_id', '=', session.userId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        password_hash: '',
        username: '탈퇴회원',
        email: null,
        phone: null,
        business_number: null,
        ceo_name: null,
        company_address: null,
      });
      expect(row.deleted_at).toBe(api.clock.now().toISOString());

      for (const token of [session.accessToken, other.body.accessToken]) {
        const refused = await api.get('/get-login-user', token);
        expect(refused.status).toBe(401);
        expect(refused.body.code).toBe('INVALID_TOKEN');
      }
      for (const refreshToken of [session.refreshToken, other.body.refreshToken]) {
        const refused = await api.post('/refresh', { refreshToken });
        expect(refused.status).toBe(401);
        expect(refused.body.code).toBe('INVALID_REFRESH_TOKEN');
      }
      expect((await api.post('/login', { userId: session.userId, password: session.password })).status).toBe(401);
      const again = await api.post('/register', api.normalUser({ userId: session.userId }));
      expect(again.status).toBe(409);
    });
  });

  it('deleting a job seeker removes their resumes; deleting a company closes its postings', async () => {
    const seeker = await checkedMember();
    const made = await api.post('/my/resumes', { title: '지울 이력서', name: '박지움' }, seeker.accessToken);
    expect(made.status).toBe(201);
    const company = await checkedMember(api.companyUser());
    const posting = await api.post(
      '/my/job-infos',
      { title: '닫힐 공고', description: '회사가 탈퇴하면 이 공고는 목록에서 내려가야 합니다.' },
      company.accessToken,
    );
    await api.deps.jobInfos.publish(posting.body.jobInfo.id, daysUntil(api, '2026-12-31'));

    await api.put('/delete-user', { password: seeker.password }, seeker.accessToken);
    await api.put('/delete-user', { password: company.password }, company.accessToken);

    const rows = await api.db.selectFrom('resumes').select('id').where('id', '=', made.body.resume.id).execute();
    expect(rows).toEqual([]);
    expect((await api.get(`/job-infos/${posting.body.jobInfo.id}`)).status).toBe(410);
  });
});
