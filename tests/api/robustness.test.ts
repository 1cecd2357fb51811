import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../api/src/db/migrate';
import { DEMO_ACCOUNTS, seedDemoAccounts, seedProducts } from '../../api/src/db/seed';
import { createHarness, DIALECTS, type Harness } from './harness';

const BODY_ENDPOINTS: [string, string][] = [
  ['POST', '/register'],
  ['POST', '/login'],
  ['POST', '/refresh'],
  ['POST', '/logout'],
  ['POST', '/check-password'],
  ['PUT', '/edit-user'],
  ['PUT', '/edit-password'],
  ['PUT', '/delete-user'],
  ['PUT', '/my/notification-settings'],
  ['POST', '/unsubscribe'],
  ['POST', '/verify-email'],
  ['POST', '/find-id'],
  ['POST', '/find-password'],
  ['POST', '/reset-password'],
];

describe.each(DIALECTS)('robustness and operations (%s)', (dialect) => {
  let api: Harness;
  let token: string;
  beforeAll(async () => {
    api = await createHarness(dialect);
    const member = await api.signUp();
    // the account changes answer 403 before reading a body without a recent password check
    await api.checkPassword(member.accessToken, member.password);
    token = member.accessToken;
  });
  afterAll(() => api.close());

  describe.each(BODY_ENDPOINTS)('%s %s', (method, path) => {
    const send = (rawBody: BodyInit | undefined, contentType = 'application/json') =>
      api.request(method, path, { rawBody, token, headers: { 'content-type': contentType } });

    it.each([['{bad'], ['{"userId": '], ['']])('answers 400 to the malformed body %j', async (raw) => {
      const res = await send(raw);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[가-힣]/);
    });

    it.each([['[]'], ['null'], ['"text"'], ['123'], ['true']])('answers 400 to the JSON value %s', async (raw) => {
      const res = await send(raw);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    });

    it('answers 415 to a form-encoded body', async () => {
      const res = await send('userId=a&password=b', 'application/x-www-form-urlencoded');
      expect(res.status).toBe(415);
      expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers 413 to a body over 1 MB', async () => {
      const res = await send(JSON.stringify({ userId: 'x'.repeat(1024 * 1024 + 10) }));
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: '요청 본문이 너무 큽니다. (최대 1MB)', code: 'PAYLOAD_TOO_LARGE' });
    });

    it('answers 400 to strings where objects belong and to very long strings', async () => {
      const long = 'ㄱ'.repeat(5000);
      const res = await send(
        JSON.stringify({ userId: long, password: long, username: long, refreshToken: long, newPassword: long }),
      );
      expect(res.status).toBe(400);
    });
  });

  it('answers a JSON 404 for an unknown route and a wrong method', async () => {
    const unknown = await api.get('/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: '요청한 주소를 찾을 수 없습니다.', code: 'NOT_FOUND' });
    expect((await api.request('DELETE', '/login')).status).toBe(404);
  });

  it('tags every answer with a request id', async () => {
    const res = await api.request('GET', '/health', { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
    expect((await api.get('/health')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('GET /health answers 200 with the database reachable', async () => {
    const res = await api.get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: dialect });
  });

  it('GET /openapi.json documents every endpoint from the same schemas', async () => {
    const res = await api.get('/openapi.json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const [, path] of BODY_ENDPOINTS) expect(paths).toContain(path);
    expect(paths).toEqual(expect.arrayContaining(['/health', '/get-login-user', '/get-user-info', '/products']));
    const registerSchema = res.body.paths['/register'].post.requestBody.content['application/json'].schema;
    expect(registerSchema.required).toEqual(expect.arrayContaining(['userId', 'password', 'role', 'agreeTerms']));
    expect(res.body.components.securitySchemes.bearerAuth.scheme).toBe('bearer');
  });

  it('GET /products answers DESIGN.md’s price table', async () => {
    const res = await api.get('/products');
    expect(res.status).toBe(200);
    expect(res.body.products.map((p: { code: string; price: number }) => [p.code, p.price])).toEqual([
      ['posting-7', 10_000],
      ['posting-15', 18_000],
      ['posting-30', 30_000],
      ['resume-30', 3_000],
      ['resume-90', 7_000],
      ['talent-10', 10_000],
      ['talent-30', 25_000],
      ['talent-100', 70_000],
    ]);
    expect(res.body.products.find((p: { code: string }) => p.code === 'talent-30')).toMatchObject({
      credits: 30,
      validDays: 90,
      days: null,
    });
  });

  it('migrations and the seed run again without change', async () => {
    expect(await migrateToLatest(api.db)).toEqual([]);
    await seedProducts(api.db);
    await api.db.updateTable('products').set({ price: 12_000 }).where('code', '=', 'posting-7').execute();
    await seedProducts(api.db);
    const product = await api.db
      .selectFrom('products')
      .select('price')
      .where('code', '=', 'posting-7')
      .executeTakeFirst();
    expect(product?.price).toBe(12_000);
    expect(await seedDemoAccounts(api.db, api.clock)).toEqual(['baker01', 'bakery01', 'admin']);
    expect(await seedDemoAccounts(api.db, api.clock)).toEqual([]);
    const count = await api.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(8);
  });

  it('lets every demo account log in with the README’s password', async () => {
    for (const { userId, password, role } of DEMO_ACCOUNTS) {
      const res = await api.post('/login', { userId, password });
      expect(res.status, userId).toBe(200);
      expect(res.body.user.role).toBe(role);
    }
  });
});

describe.each(DIALECTS)('when the database is gone (%s)', (dialect) => {
  it('answers /health 503 and other calls a generic 500 without a stack', async () => {
    const api = await createHarness(dialect);
    await api.deps.db.destroy();
    const health = await api.get('/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ message: '데이터베이스에 연결할 수 없습니다.', code: 'DATABASE_UNAVAILABLE' });
    const login = await api.post('/login', { userId: 'baker01', password: 'baker1234' });
    expect(login.status).toBe(500);
    expect(login.body).toEqual({ message: '오류! 다시 시도해주세요.', code: 'INTERNAL_ERROR' });
    await api.close().catch(() => undefined);
  });
});
