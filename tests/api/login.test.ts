import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DIALECTS, type Harness } from './harness';

const BAD_CREDENTIALS = { message: '아이디 또는 비밀번호가 올바르지 않습니다.', code: 'INVALID_CREDENTIALS' };
const TOO_MANY = '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.';

describe.each(DIALECTS)('POST /login (%s)', (dialect) => {
  let api: Harness;
  beforeAll(async () => {
    api = await createHarness(dialect);
  });
  afterAll(() => api.close());

  const loginFrom = (ip: string, userId: string, password: string) =>
    api.request('POST', '/login', { body: { userId, password }, headers: { 'x-forwarded-for': ip } });

  it('answers the token pair and the user', async () => {
    const account = await api.signUp();
    const res = await api.post('/login', { userId: account.userId, password: account.password });
    expect(res.status).toBe(200);
    expect(res.body.user.userId).toBe(account.userId);
    expect(res.body.refreshToken).not.toBe(account.refreshToken);
    expect((await api.get('/get-login-user', res.body.accessToken)).status).toBe(200);
  });

  it('accepts the login id in any case and with spaces around it', async () => {
    const account = await api.signUp();
    const res = await api.post('/login', { userId: ` ${account.userId.toUpperCase()} `, password: account.password });
    expect(res.status).toBe(200);
  });

  it('gives the same 401 for a wrong password and an unknown id', async () => {
    const account = await api.signUp();
    const wrongPassword = await api.post('/login', { userId: account.userId, password: 'wrong1234' });
    const unknownId = await api.post('/login', { userId: 'nobody999', password: account.password });
    expect(wrongPassword.status).toBe(401);
    expect(unknownId.status).toBe(401);
    expect(wrongPassword.body).toEqual(BAD_CREDENTIALS);
    expect(unknownId.body).toEqual(BAD_CREDENTIALS);
  });

  it.each([
    [{}, 'userId'],
    [{ userId: 'baker01' }, 'password'],
    [{ userId: '', password: 'x' }, 'userId'],
    [{ userId: 42, password: 'bread1234' }, 'userId'],
    [{ userId: 'baker01', password: ['x'] }, 'password'],
  ])('answers 400 to %j', async (body, field) => {
    const res = await api.post('/login', body);
    expect(res.status).toBe(400);
    expect(res.body.details.fields[field]).toMatch(/[가-힣]/);
  });

  it('refuses a (login id, address) pair for 15 minutes after 5 failures, then lets it in again', async () => {
    const account = await api.signUp();
    for (let i = 0; i < 5; i++) {
      expect((await loginFrom('10.0.0.1', account.userId, 'wrong1234')).status).toBe(401);
    }
    const locked = await loginFrom('10.0.0.1', account.userId, account.password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(TOO_MANY);
    expect(Number(locked.headers.get('retry-after'))).toBe(15 * 60);

    api.clock.advance(10 * 60_000);
    const stillLocked = await loginFrom('10.0.0.1', account.userId, account.password);
    expect(stillLocked.status).toBe(429);
    expect(Number(stillLocked.headers.get('retry-after'))).toBe(5 * 60);

    api.clock.advance(5 * 60_000 + 1000);
    expect((await loginFrom('10.0.0.1', account.userId, account.password)).status).toBe(200);
  });

  it('100 failures at baker01 from one address do not keep its owner, elsewhere, out', async () => {
    const owner = await api.signUp(api.normalUser({ userId: 'baker01', password: 'baker1234' }));
    const statuses = new Set<number>();
    for (let i = 0; i < 100; i++) statuses.add((await loginFrom('10.6.6.6', 'baker01', `guess${i}99`)).status);
    expect([...statuses].sort()).toEqual([401, 429]);

    const before = api.clock.now().getTime();
    const signIn = await loginFrom('10.0.0.77', owner.userId, 'baker1234');
    expect(signIn.status).toBe(200);
    expect(api.clock.now().getTime()).toBe(before);
  });

  it('a login id tried from many addresses is slowed down, more with every failure up to 3 s, never refused', async () => {
    const account = await api.signUp();
    const waits: number[] = [];
    for (let i = 0; i < 65; i++) {
      const before = api.clock.now().getTime();
      const res = await loginFrom(`10.7.${Math.floor(i / 200)}.${i % 200}`, account.userId, 'wrong1234');
      expect(res.status).toBe(401);
      waits.push(api.clock.now().getTime() - before);
    }
    // 30 failures go free; then 100 ms more per failure, up to 3 s.
    expect(waits.slice(0, 31)).toEqual(Array(31).fill(0));
    expect(waits.slice(31, 36)).toEqual([100, 200, 300, 400, 500]);
    expect(waits[45]).toBe(1500);
    expect(waits.slice(60)).toEqual([3000, 3000, 3000, 3000, 3000]);

    const before = api.clock.now().getTime();
    const owner = await loginFrom('10.8.0.1', account.userId, account.password);
    expect(owner.status).toBe(200);
    expect(api.clock.now().getTime() - before).toBe(3000);
  });

  it('a successful sign-in clears the failures of its own address only', async () => {
    const account = await api.signUp();
    for (let i = 0; i < 4; i++) await loginFrom('10.1.0.1', account.userId, 'wrong1234');
    for (let i = 0; i < 4; i++) await loginFrom('10.1.0.2', account.userId, 'wrong1234');
    expect((await loginFrom('10.1.0.1', account.userId, account.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await loginFrom('10.1.0.1', account.userId, 'wrong1234')).status).toBe(401);
    }
    expect((await loginFrom('10.1.0.1', account.userId, account.password)).status).toBe(200);
    expect((await loginFrom('10.1.0.2', account.userId, 'wrong1234')).status).toBe(401);
    expect((await loginFrom('10.1.0.2', account.userId, account.password)).status).toBe(429);
  });

  it('counts the clients a proxy did not name as one address for each login id, without an address limit', async () => {
    const account = await api.signUp();
    for (let i = 0; i < 25; i++) await api.post('/login', { userId: `nameless${i}`, password: 'wrong1234' });
    expect((await api.post('/login', { userId: account.userId, password: account.password })).status).toBe(200);
    for (let i = 0; i < 5; i++) await api.post('/login', { userId: account.userId, password: 'wrong1234' });
    expect((await api.post('/login', { userId: account.userId, password: account.password })).status).toBe(429);
    expect((await loginFrom('10.3.0.1', account.userId, account.password)).status).toBe(200);
  });

  it('blocks an address after 20 failures across many ids, but not other addresses', async () => {
    const account = await api.signUp();
    for (let i = 0; i < 20; i++) await loginFrom('10.2.0.1', `guess${i}`, 'wrong1234');
    const blocked = await loginFrom('10.2.0.1', account.userId, account.password);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    expect((await loginFrom('10.2.0.2', account.userId, account.password)).status).toBe(200);
    api.clock.advance(15 * 60_000 + 1000);
    expect((await loginFrom('10.2.0.1', account.userId, account.password)).status).toBe(200);
  });
});
