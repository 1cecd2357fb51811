import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DIALECTS, type Harness } from './harness';

describe.each(DIALECTS)('POST /register (%s)', (dialect) => {
  let api: Harness;
  beforeAll(async () => {
    api = await createHarness(dialect);
  });
  afterAll(() => api.close());

  it('creates a job seeker and signs them in at once', async () => {
    const body = api.normalUser();
    const res = await api.post('/register', body);
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({
      userId: body.userId,
      username: '박파티',
      role: 'normal',
      action: {
        scrapJobInfoIds: [],
        scrapResumeIds: [],
        appliedJobInfoIds: [],
        unreadApplications: 0,
        unreadNotifications: 0,
      },
    });
    expect(res.body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body.refreshToken).toMatch(/^[\w-]{40,}$/);
    expect(res.body.accessTokenExpiry).toBe(api.clock.now().getTime() + 30 * 60_000);

    const me = await api.get('/get-login-user', res.body.accessToken);
    expect(me.status).toBe(200);
    expect(me.body.user.userId).toBe(body.userId);
  });

  it('creates a company with its business details and consents', async () => {
    const body = api.companyUser({ agreeMarketing: true });
    const res = await api.post('/register', body);
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe('company');
    await api.checkPassword(res.body.accessToken, body.password);
    const info = await api.get('/get-user-info', res.body.accessToken);
    expect(info.body.user.company).toEqual({
      businessNumber: '1248100998',
      ceoName: '최대표',
      companyAddress: '부산광역시 해운대구 센텀로 1',
      businessType: '제과점업',
      verifiedAt: null,
      // a new company has no logo and no introduction for its page yet
      logo: null,
      intro: null,
    });
    expect(info.body.user.termsAgreedAt).toBe(api.clock.now().toISOString());
    expect(info.body.user.marketingAgreedAt).toBe(api.clock.now().toISOString());
  });

  it('stores a normal member without company fields even if some were sent', async () => {
    const body = api.normalUser({ businessNumber: '1248100998', ceoName: 'x' });
    const res = await api.post('/register', body);
    expect(res.status).toBe(201);
    await api.checkPassword(res.body.accessToken, body.password);
    const info = await api.get('/get-user-info', res.body.accessToken);
    expect(info.body.user.company).toBeNull();
    expect(info.body.user.marketingAgreedAt).toBeNull();
  });

  it('answers 409 for a login id that is taken, whatever its case', async () => {
    const first = api.normalUser();
    expect((await api.post('/register', first)).status).toBe(201);
    const again = await api.post('/register', { ...api.normalUser(), userId: String(first.userId).toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: '이미 사용 중인 아이디입니다.', code: 'DUPLICATE_USER_ID' });
  });

  it('gives one account to two racing sign-ups with the same id', async () => {
    const body = api.normalUser();
    const results = await Promise.all([api.post('/register', body), api.post('/register', body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  describe('throttles', () => {
    const MINUTE = 60_000;
    const from = (ip: string, body: unknown) =>
      api.request('POST', '/register', { body, headers: { 'x-forwarded-for': ip } });

    it('takes ten sign-ups an hour from one client address, counted before the id is looked up', async () => {
      const ip = '203.0.113.60';
      const taken = api.normalUser();
      expect((await from(ip, taken)).status).toBe(201);
      for (let i = 0; i < 8; i++) expect((await from(ip, api.normalUser())).status).toBe(201);
      // a taken id counts as a sign-up too: the 409 is no free probe of which ids exist
      expect((await from(ip, { ...api.normalUser(), userId: taken.userId })).status).toBe(409);
      for (const body of [api.normalUser(), { ...api.normalUser(), userId: taken.userId }]) {
        const refused = await from(ip, body);
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({
          code: 'TOO_MANY_REQUESTS',
          message: '회원가입 요청이 너무 많습니다. 60분 뒤에 다시 시도해주세요.',
        });
        expect(refused.headers.get('retry-after')).toBe('3600');
      }
      const refusedId = api.normalUser();
      expect((await from(ip, refusedId)).status).toBe(429);
      expect(await api.deps.users.findByUserId(String(refusedId.userId))).toBeUndefined();

      expect((await from('203.0.113.61', api.normalUser())).status).toBe(201);
      api.clock.advance(60 * MINUTE);
      expect((await from(ip, refusedId)).status).toBe(201);
    });

    it('refuses a sign-up whose address was sent three verification mails this hour', async () => {
      const email = `Crowded${api.normalUser().userId}@example.com`;
      for (let i = 0; i < 3; i++) expect((await api.post('/register', api.normalUser({ email }))).status).toBe(201);
      const body = api.normalUser({ email: email.toLowerCase() });
      const refused = await api.post('/register', body);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(
        '이 주소로 보낸 인증 메일이 너무 많습니다. 인증 메일은 한 주소에 1시간 3통, 하루 10통까지 보냅니다. 60분 뒤에 다시 시도해주세요.',
      );
      expect(await api.deps.users.findByUserId(String(body.userId))).toBeUndefined();
    });

    it('takes its hourly number of sign-ups from SIGN_UPS_PER_HOUR', async () => {
      const few = await createHarness(dialect, { SIGN_UPS_PER_HOUR: '2' });
      try {
        const send = (body: unknown) =>
          few.request('POST', '/register', { body, headers: { 'x-forwarded-for': '203.0.113.62' } });
        for (let i = 0; i < 2; i++) expect((await send(few.normalUser())).status).toBe(201);
        expect((await send(few.normalUser())).status).toBe(429);
      } finally {
        await few.close();
      }
    });
  });

  it('refuses an admin sign-up', async () => {
    const res = await api.post('/register', api.normalUser({ role: 'admin' as 'normal' }));
    expect(res.status).toBe(400);
    expect(res.body.details.fields.role).toBe('회원 유형을 선택해주세요.');
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['a short login id', { userId: 'ab' }, 'userId', '아이디는 영문 소문자와 숫자 4~20자로 입력해주세요.'],
    ['a login id with symbols', { userId: 'baker_01' }, 'userId', '아이디는 영문 소문자와 숫자 4~20자로 입력해주세요.'],
    ['a short password', { password: 'ab12' }, 'password', '비밀번호는 8자 이상이어야 합니다.'],
    ['a password without digits', { password: 'breadbread' }, 'password', '비밀번호에 숫자를 포함해주세요.'],
    ['a password without letters', { password: '12345678' }, 'password', '비밀번호에 영문자를 포함해주세요.'],
    ['a blank name', { username: '   ' }, 'username', '이름을 입력해주세요.'],
    ['a bad email', { email: 'not-an-email' }, 'email', '이메일 형식이 올바르지 않습니다.'],
    ['a bad phone', { phone: '12-34' }, 'phone', '연락처 형식이 올바르지 않습니다. (예: 010-1234-5678)'],
    ['terms not agreed', { agreeTerms: false }, 'agreeTerms', '이용약관에 동의해주세요.'],
    ['privacy not agreed', { agreePrivacy: false }, 'agreePrivacy', '개인정보 수집·이용에 동의해주세요.'],
    ['a missing role', { role: undefined }, 'role', '회원 유형을 선택해주세요.'],
  ];
  it.each(invalid)('answers 400 for %s', async (_, change, field, message) => {
    const res = await api.post('/register', { ...api.normalUser(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.details.fields[field]).toBe(message);
  });

  const invalidCompany: [string, Record<string, unknown>, string, string][] = [
    [
      'a business number with a wrong check digit',
      { businessNumber: '124-81-00997' },
      'businessNumber',
      '유효하지 않은 사업자등록번호입니다.',
    ],
    [
      'a business number of 9 digits',
      { businessNumber: '124810099' },
      'businessNumber',
      '사업자등록번호는 숫자 10자리입니다.',
    ],
    ['a missing business number', { businessNumber: undefined }, 'businessNumber', '사업자등록번호를 입력해주세요.'],
    ['a missing CEO name', { ceoName: '' }, 'ceoName', '대표자명을 입력해주세요.'],
    ['a missing address', { companyAddress: undefined }, 'companyAddress', '회사 주소를 입력해주세요.'],
  ];
  it.each(invalidCompany)('answers 400 to a company with %s', async (_, change, field, message) => {
    const res = await api.post('/register', { ...api.companyUser(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.details.fields[field]).toBe(message);
  });

  it('answers 400, not 500, to wrong types in every field', async () => {
    for (const field of ['userId', 'password', 'username', 'email', 'phone', 'role', 'agreeTerms', 'businessNumber']) {
      for (const value of [12345, null, ['a'], { a: 1 }]) {
        const res = await api.post('/register', { ...api.companyUser(), [field]: value });
        expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(res.body.message).toMatch(/[가-힣]/);
      }
    }
  });
});
