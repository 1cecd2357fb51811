import { randomInt } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthCompleteBody } from '#contracts/oauth';
import { seedDemoAccounts } from '../../api/src/db/seed';
import { DEMO_PEOPLE, type FakePerson, type FakeProvider, startFakeProvider } from '../fakes/oauth-providers';
import { createHarness, DIALECTS, type Harness } from './harness';

const CHECK_REQUIRED = {
  message: '보안을 위해 비밀번호를 다시 확인하거나 다시 로그인해주세요.',
  code: 'PASSWORD_CHECK_REQUIRED',
};

let kakao: FakeProvider;
let naver: FakeProvider;
beforeAll(async () => {
  [kakao, naver] = await Promise.all([startFakeProvider('kakao'), startFakeProvider('naver')]);
});
afterAll(() => Promise.all([kakao.stop(), naver.stop()]));

let people = 0;
/** A person of the provider's own, with an address no other test mails. */
function kakaoPerson(overrides: Partial<FakePerson> = {}): FakePerson {
  people += 1;
  const id = String(4_200_000_000 + randomInt(1_000_000) * 100 + people);
  return {
    id,
    name: '김카카오',
    email: `kakao${id}@example.com`,
    emailVerified: true,
    phone: '010-4100-0001',
    ...overrides,
  };
}
function naverPerson(overrides: Partial<FakePerson> = {}): FakePerson {
  people += 1;
  const id = `nv${randomInt(1_000_000)}x${people}`;
  return { id, name: '이네이버', email: `${id}@example.com`, phone: '010-4200-0001', ...overrides };
}

describe.each(DIALECTS)('카카오/네이버 sign-in (%s)', (dialect) => {
  let api: Harness;
  beforeAll(async () => {
    api = await createHarness(dialect, { KAKAO_API_BASE: kakao.url, NAVER_API_BASE: naver.url });
  });
  afterAll(() => api.close());

  /** POST /oauth/{provider} with the token the provider gives `person`. */
  async function arrive(provider: FakeProvider, person: FakePerson) {
    return api.post(`/oauth/${provider.name}`, { accessToken: await provider.tokenFor(person) });
  }

  /** A new person through the completion page, as a job seeker unless `fields` say otherwise. */
  async function signUpWith(provider: FakeProvider, person: FakePerson, fields: Partial<OAuthCompleteBody> = {}) {
    const first = await arrive(provider, person);
    if (first.body.status !== 'needs_completion') throw new Error(`expected completion: ${JSON.stringify(first.body)}`);
    const { completion } = first.body;
    const res = await api.post('/oauth/complete', {
      ticket: completion.ticket,
      userId: completion.userIdSuggestion,
      role: 'normal',
      username: completion.username ?? '빵순이',
      email: completion.email ?? `${person.id}@example.net`,
      phone: completion.phone ?? '010-5555-6666',
      agreeTerms: true,
      agreePrivacy: true,
      ...fields,
    } satisfies OAuthCompleteBody);
    return { completion, res };
  }

  const userRow = (userId: string) =>
    api.db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  const verificationMails = (userId: number) =>
    api.db
      .selectFrom('outbox_mails')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', 'verify_email')
      .execute();

  it('a new 카카오 person completes an account and is signed in, the address verified as 카카오 said, no mail sent', async () => {
    const person = kakaoPerson({ email: 'Bread.Lover_77@example.com' });
    const first = await arrive(kakao, person);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'needs_completion',
      completion: {
        provider: 'kakao',
        email: 'Bread.Lover_77@example.com',
        emailVerified: true,
        username: '김카카오',
        phone: '010-4100-0001',
      },
    });
    if (first.body.status !== 'needs_completion') return;
    expect(first.body.completion.userIdSuggestion).toMatch(/^breadlover77\d*$/);

    const { res } = await signUpWith(kakao, person);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ username: '김카카오', role: 'normal' });
    const row = await userRow(res.body.user.userId);
    expect(row.password_hash).toBeNull();
    expect(row.email_verified_at).toBe(api.clock.now().toISOString());
    expect(await verificationMails(row.id)).toEqual([]);

    // a provider sign-up is itself the recent sign-in check: the member's details open at once
    const info = await api.get('/get-user-info', res.body.accessToken);
    expect(info.status).toBe(200);
    expect(info.body.user.email).toBe('Bread.Lover_77@example.com');
    const methods = await api.get('/my/sign-in-methods', res.body.accessToken);
    expect(methods.body).toEqual({
      hasPassword: false,
      identities: [
        {
          provider: 'kakao',
          email: 'Bread.Lover_77@example.com',
          linkedAt: api.clock.now().toISOString(),
          lastSignInAt: api.clock.now().toISOString(),
        },
      ],
    });
  });

  it('a 네이버 address, or a 카카오 one 카카오 has not verified, or another address typed in, starts unverified with the usual mail', async () => {
    const fromNaver = await signUpWith(naver, naverPerson());
    expect(fromNaver.completion.emailVerified).toBe(false);
    const unverifiedKakao = await signUpWith(kakao, kakaoPerson({ emailVerified: false }));
    const typedOther = await signUpWith(kakao, kakaoPerson(), { email: `other${people}@example.com` });
    for (const { res } of [fromNaver, unverifiedKakao, typedOther]) {
      expect(res.status).toBe(201);
      const row = await userRow(res.body.user.userId);
      expect(row.email_verified_at).toBeNull();
      expect(await verificationMails(row.id)).toHaveLength(1);
    }
  });

  it('suggests a free login id: another when the first is taken, the provider and its id when the address gives none', async () => {
    const taken = await signUpWith(kakao, kakaoPerson({ email: 'sameperson@example.com' }));
    expect(taken.res.body.user.userId).toBe('sameperson');
    const second = await arrive(kakao, kakaoPerson({ email: 'sameperson@example.org' }));
    expect(second.body).toMatchObject({ completion: { userIdSuggestion: 'sameperson2' } });
    const noAddress = kakaoPerson({ email: null });
    const third = await arrive(kakao, noAddress);
    expect(third.body).toMatchObject({
      completion: { email: null, emailVerified: false, userIdSuggestion: `kakao${noAddress.id.slice(-6)}` },
    });
  });

  it('a company completes with its business fields, the number checked like /register', async () => {
    const person = kakaoPerson();
    const company = {
      role: 'company' as const,
      username: '달빛제과',
      ceoName: '최대표',
      companyAddress: '부산광역시 해운대구 센텀로 1',
    };
    const bad = await signUpWith(kakao, person, { ...company, businessNumber: '124-81-00999' });
    expect(bad.res.status).toBe(400);
    expect(bad.res.body.details.fields.businessNumber).toBe('유효하지 않은 사업자등록번호입니다.');
    const good = await signUpWith(kakao, person, { ...company, businessNumber: '124-81-00998' });
    expect(good.res.status).toBe(201);
    expect(good.res.body.user.role).toBe('company');
    expect((await userRow(good.res.body.user.userId)).business_number).toBe('1248100998');
  });

  it('refuses a forged or expired ticket (400), and a replayed one (409) without making a second account', async () => {
    const person = kakaoPerson();
    const first = await arrive(kakao, person);
    if (first.body.status !== 'needs_completion') throw new Error('expected completion');
    const { ticket, userIdSuggestion } = first.body.completion;
    const body = {
      userId: userIdSuggestion,
      role: 'normal',
      username: '김카카오',
      email: person.email,
      phone: '010-4100-0001',
      agreeTerms: true,
      agreePrivacy: true,
    };
    // the claims changed (another person's id), the signature kept
    const [header, payload, signature] = ticket.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sub: string };
    const forged = [header, Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url'), signature];
    const refused = await api.post('/oauth/complete', { ...body, ticket: forged.join('.') });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: '가입 정보가 만료되었습니다. 처음부터 다시 시도해주세요.',
      code: 'OAUTH_TICKET_INVALID',
    });
    // an access token of ours is no ticket
    const member = await api.signUp();
    expect((await api.post('/oauth/complete', { ...body, ticket: member.accessToken })).status).toBe(400);

    const done = await api.post('/oauth/complete', { ...body, ticket });
    expect(done.status).toBe(201);
    const replayed = await api.post('/oauth/complete', { ...body, userId: `${userIdSuggestion}9`, ticket });
    expect(replayed.status).toBe(409);
    expect(replayed.body).toEqual({ message: '이미 다른 회원에게 연결된 카카오 계정입니다.', code: 'IDENTITY_TAKEN' });
    expect(
      await api.db.selectFrom('users').select('id').where('user_id', '=', `${userIdSuggestion}9`).execute(),
    ).toEqual([]);

    const later = await arrive(kakao, kakaoPerson());
    if (later.body.status !== 'needs_completion') throw new Error('expected completion');
    api.clock.advance(30 * 60_000 + 1000);
    const expired = await api.post('/oauth/complete', {
      ...body,
      userId: later.body.completion.userIdSuggestion,
      ticket: later.body.completion.ticket,
    });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('OAUTH_TICKET_INVALID');
  });

  it('a taken login id is 409 like /register, and the provider account stays free for another try', async () => {
    const member = await api.signUp();
    const person = kakaoPerson();
    const taken = await signUpWith(kakao, person, { userId: member.userId });
    expect(taken.res.status).toBe(409);
    expect(taken.res.body).toEqual({ message: '이미 사용 중인 아이디입니다.', code: 'DUPLICATE_USER_ID' });
    expect((await signUpWith(kakao, person)).res.status).toBe(201);
  });

  it('signs a linked member in again, counting it as the recent check only for a member without a password', async () => {
    const person = naverPerson();
    const { res } = await signUpWith(naver, person);
    api.clock.advance(60_000);
    const again = await arrive(naver, person);
    expect(again.status).toBe(200);
    if (again.body.status !== 'signed_in') throw new Error('expected sign-in');
    expect(again.body.tokens.user.userId).toBe(res.body.user.userId);
    expect((await api.get('/get-user-info', again.body.tokens.accessToken)).status).toBe(200);
    const methods = await api.get('/my/sign-in-methods', again.body.tokens.accessToken);
    expect(methods.body.identities[0]!.lastSignInAt).toBe(api.clock.now().toISOString());
    api.clock.advance(10 * 60_000);
    const late = await api.get('/get-user-info', again.body.tokens.accessToken);
    expect(late.status).toBe(403);
    expect(late.body).toEqual(CHECK_REQUIRED);

    // a member with a password confirms the password, however they signed in
    const member = await api.signUp();
    await api.checkPassword(member.accessToken, member.password);
    const linkedPerson = kakaoPerson();
    expect(
      (await api.post('/my/identities/kakao', { accessToken: await kakao.tokenFor(linkedPerson) }, member.accessToken))
        .status,
    ).toBe(201);
    const viaKakao = await arrive(kakao, linkedPerson);
    if (viaKakao.body.status !== 'signed_in') throw new Error('expected sign-in');
    expect(viaKakao.body.tokens.user.userId).toBe(member.userId);
    expect((await api.get('/get-user-info', viaKakao.body.tokens.accessToken)).body).toEqual(CHECK_REQUIRED);
  });

  it('refuses a suspended member like /login, and forgets a deleted one so the person can sign up again', async () => {
    const person = kakaoPerson();
    const { res } = await signUpWith(kakao, person);
    const row = await userRow(res.body.user.userId);
    await api.db
      .updateTable('users')
      .set({ suspended_at: api.clock.now().toISOString() })
      .where('id', '=', row.id)
      .execute();
    const suspended = await arrive(kakao, person);
    expect(suspended.status).toBe(403);
    expect(suspended.body.message).toBe('운영 정책에 따라 이용이 정지된 계정입니다. 고객센터로 문의해주세요.');
    await api.db.updateTable('users').set({ suspended_at: null }).where('id', '=', row.id).execute();

    // a member without a password leaves with the recent sign-in check alone
    const signedIn = await arrive(kakao, person);
    if (signedIn.body.status !== 'signed_in') throw new Error('expected sign-in');
    const left = await api.put('/delete-user', {}, signedIn.body.tokens.accessToken);
    expect(left.status).toBe(200);
    expect(await api.db.selectFrom('user_identities').select('id').where('user_id', '=', row.id).execute()).toEqual([]);
    const back = await arrive(kakao, person);
    expect(back.body.status).toBe('needs_completion');
    expect((await signUpWith(kakao, person)).res.status).toBe(201);
  });

  it('links and unlinks, refusing another member\u2019s provider account, a second one of a provider and the last way in', async () => {
    const member = await api.signUp();
    const naverAccount = naverPerson();
    const link = (provider: FakeProvider, person: FakePerson, token: string) =>
      provider
        .tokenFor(person)
        .then((accessToken) => api.post(`/my/identities/${provider.name}`, { accessToken }, token));

    const unchecked = await link(naver, naverAccount, member.accessToken);
    expect(unchecked.body).toEqual(CHECK_REQUIRED);
    await api.checkPassword(member.accessToken, member.password);
    const linked = await link(naver, naverAccount, member.accessToken);
    expect(linked.status).toBe(201);
    expect(linked.body).toMatchObject({
      hasPassword: true,
      identities: [{ provider: 'naver', email: naverAccount.email }],
    });

    const secondNaver = await link(naver, naverPerson(), member.accessToken);
    expect(secondNaver.status).toBe(409);
    expect(secondNaver.body.code).toBe('IDENTITY_ALREADY_LINKED');

    const othersKakao = kakaoPerson();
    await signUpWith(kakao, othersKakao);
    const taken = await link(kakao, othersKakao, member.accessToken);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: '이미 다른 회원에게 연결된 카카오 계정입니다.', code: 'IDENTITY_TAKEN' });

    const unlinked = await api.request('DELETE', '/my/identities/naver', { token: member.accessToken });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body).toEqual({ hasPassword: true, identities: [] });
    expect((await arrive(naver, naverAccount)).body.status).toBe('needs_completion');
    expect((await api.request('DELETE', '/my/identities/naver', { token: member.accessToken })).status).toBe(404);

    // without a password, one provider left is the last way in
    const { res } = await signUpWith(kakao, kakaoPerson());
    const alsoNaver = await link(naver, naverPerson(), res.body.accessToken);
    expect(alsoNaver.status).toBe(201);
    expect((await api.request('DELETE', '/my/identities/kakao', { token: res.body.accessToken })).status).toBe(200);
    const last = await api.request('DELETE', '/my/identities/naver', { token: res.body.accessToken });
    expect(last.status).toBe(409);
    expect(last.body).toEqual({
      message: '마지막 로그인 방법은 해제할 수 없습니다. 비밀번호를 먼저 설정해주세요.',
      code: 'LAST_SIGN_IN_METHOD',
    });
    expect((await api.post('/oauth/kakao/x', {})).status).toBe(404);
    expect((await api.post('/oauth/line', { accessToken: 'x' })).status).toBe(404);
  });

  it('the provider asked again is the recent check of a member without a password, only with their own account', async () => {
    const person = kakaoPerson();
    const { res } = await signUpWith(kakao, person);
    const token = res.body.accessToken;
    api.clock.advance(10 * 60_000);
    expect((await api.get('/get-user-info', token)).body).toEqual(CHECK_REQUIRED);

    const stranger = await api.post(
      '/oauth/kakao/confirm',
      { accessToken: await kakao.tokenFor(kakaoPerson()) },
      token,
    );
    expect(stranger.status).toBe(403);
    expect(stranger.body.code).toBe('IDENTITY_MISMATCH');
    const viaNaver = await api.post(
      '/oauth/naver/confirm',
      { accessToken: await naver.tokenFor(naverPerson()) },
      token,
    );
    expect(viaNaver.status).toBe(403);
    expect((await api.get('/get-user-info', token)).status).toBe(403);

    const own = await api.post('/oauth/kakao/confirm', { accessToken: await kakao.tokenFor(person) }, token);
    expect(own.status).toBe(200);
    expect((await api.get('/get-user-info', token)).status).toBe(200);

    // a member with a password confirms it instead
    const member = await api.signUp();
    const withPassword = await api.post(
      '/oauth/kakao/confirm',
      { accessToken: await kakao.tokenFor(person) },
      member.accessToken,
    );
    expect(withPassword.status).toBe(403);
    expect((await api.get('/get-user-info', member.accessToken)).status).toBe(403);
  });

  it('refuses a login by id for a member without a password exactly like a wrong password, until one is set', async () => {
    const person = naverPerson();
    const { res } = await signUpWith(naver, person);
    const { userId } = res.body.user;
    const attempt = (password: string) => api.post('/login', { userId, password });
    const stranger = await api.post('/login', { userId: 'nobody1234', password: 'bread1234' });
    const noPassword = await attempt('bread1234');
    expect(noPassword.status).toBe(401);
    expect(noPassword.body).toEqual(stranger.body);
    expect(noPassword.body.code).toBe('INVALID_CREDENTIALS');
    // and counted like one: this pair is held after five
    for (let i = 0; i < 4; i++) await attempt('bread1234');
    expect((await attempt('bread1234')).status).toBe(429);
    api.clock.advance(15 * 60_000);

    const signedIn = await arrive(naver, person);
    if (signedIn.body.status !== 'signed_in') throw new Error('expected sign-in');
    const token = signedIn.body.tokens.accessToken;
    const set = await api.put('/set-password', { newPassword: 'crust5678' }, token);
    expect(set.status).toBe(200);
    expect((await api.get('/my/sign-in-methods', token)).body.hasPassword).toBe(true);
    const again = await api.put('/set-password', { newPassword: 'crust9999' }, token);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: '이미 비밀번호가 있습니다. 비밀번호 변경을 이용해주세요.',
      code: 'PASSWORD_ALREADY_SET',
    });
    const login = await attempt('crust5678');
    expect(login.status).toBe(200);
    expect(login.body.user.userId).toBe(userId);
    // with a password, the last provider account may go
    expect((await api.request('DELETE', '/my/identities/naver', { token })).status).toBe(200);

    api.clock.advance(10 * 60_000);
    expect((await api.put('/set-password', { newPassword: 'crust5678' }, token)).body).toEqual(CHECK_REQUIRED);
  });

  it('the demo seeker baker01 signs in as the fake 네이버\u2019s demo person; the fake 카카오\u2019s signs up (npm run dev:fakes)', async () => {
    await seedDemoAccounts(api.db, api.clock);
    const demo = await arrive(naver, DEMO_PEOPLE.naver);
    expect(demo.status).toBe(200);
    expect(demo.body).toMatchObject({ status: 'signed_in', tokens: { user: { userId: 'baker01', role: 'normal' } } });
    const newcomer = await arrive(kakao, DEMO_PEOPLE.kakao);
    expect(newcomer.body).toMatchObject({ status: 'needs_completion', completion: { email: DEMO_PEOPLE.kakao.email } });
  });

  it('shows the operator each member\u2019s ways in', async () => {
    await seedDemoAccounts(api.db, api.clock);
    const admin = await api.post('/login', { userId: 'admin', password: 'admin1234' });
    const { res } = await signUpWith(naver, naverPerson());
    const ways = async (q: string) =>
      (await api.get(`/admin/users?q=${q}`, admin.body.accessToken)).body.items.map((user) => user.signInMethods);
    expect(await ways('baker01')).toEqual([['password', 'naver']]);
    expect(await ways('admin')).toEqual([['password']]);
    expect(await ways(res.body.user.userId)).toEqual([['naver']]);
  });

  it('answers a token the provider refuses with 401 in Korean, and counts it against the address', async () => {
    const kakaoRefused = await api.post('/oauth/kakao', { accessToken: 'not-a-kakao-token' });
    expect(kakaoRefused.status).toBe(401);
    expect(kakaoRefused.body).toEqual({
      message: '카카오 로그인이 만료되었습니다. 다시 시도해주세요.',
      code: 'OAUTH_TOKEN_REFUSED',
    });
    const expired = await api.post('/oauth/naver', {
      accessToken: await naver.tokenFor(naverPerson(), { expiresIn: -60 }),
    });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({
      message: '네이버 로그인이 만료되었습니다. 다시 시도해주세요.',
      code: 'OAUTH_TOKEN_REFUSED',
    });
    expect(
      await api.db
        .selectFrom('login_failures')
        .select('login_id')
        .where('login_id', 'in', ['@kakao', '@naver'])
        .execute(),
    ).toHaveLength(2);
    expect((await api.post('/oauth/kakao', {})).status).toBe(400);
  });
});

describe.each(DIALECTS)('카카오/네이버 out of reach (%s)', (dialect) => {
  let api: Harness;
  let failing: Server;
  beforeAll(async () => {
    // a 네이버 that answers 503; a 카카오 that is gone (its port closed)
    failing = createServer((_req, res) => res.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable'));
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const gone = await startFakeProvider('kakao');
    await gone.stop();
    api = await createHarness(dialect, {
      KAKAO_API_BASE: gone.url,
      NAVER_API_BASE: `http://127.0.0.1:${(failing.address() as AddressInfo).port}`,
    });
  });
  afterAll(async () => {
    await api.close();
    await new Promise((resolve) => failing.close(resolve));
  });

  it('answers 502 in Korean, never a 500', async () => {
    const down = await api.post('/oauth/kakao', { accessToken: await kakao.tokenFor(kakaoPerson()) });
    expect(down.status).toBe(502);
    expect(down.body).toEqual({
      message: '카카오에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
      code: 'OAUTH_PROVIDER_UNAVAILABLE',
    });
    const failingNaver = await api.post('/oauth/naver', { accessToken: await naver.tokenFor(naverPerson()) });
    expect(failingNaver.status).toBe(502);
    expect(failingNaver.body.message).toBe('네이버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.');
  });
});
