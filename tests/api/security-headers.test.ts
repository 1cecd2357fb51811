import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DIALECTS, type Harness, type JsonResponse } from './harness';

const headersOf = (res: JsonResponse) => ({
  nosniff: res.headers.get('x-content-type-options'),
  cacheControl: res.headers.get('cache-control'),
});

/** Every answer declares its type for good; a member's answers and new tokens are never stored. */
describe.each(DIALECTS)('security headers (%s)', (dialect) => {
  let api: Harness;
  let member: Awaited<ReturnType<Harness['signUp']>>;

  beforeAll(async () => {
    api = await createHarness(dialect, { PUBLIC_CACHE_SECONDS: '10' });
    member = await api.signUp();
    // on PostgreSQL an answer is reused only once this process hears the others' writes
    await api.deps.publicChanges.ready();
  });
  afterAll(() => api.close());

  it('a public answer is nosniff and cacheable, from the database and from the answer cache', async () => {
    const fresh = await api.get('/job-infos');
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('x-cache')).toBe('miss');
    expect(headersOf(fresh)).toEqual({ nosniff: 'nosniff', cacheControl: null });
    const reused = await api.get('/job-infos');
    expect(reused.headers.get('x-cache')).toBe('hit');
    expect(headersOf(reused)).toEqual({ nosniff: 'nosniff', cacheControl: null });
  });

  it('an answer to a request bearing a token is no-store, the public lists and refusals included', async () => {
    for (const res of [
      await api.get('/get-login-user', member.accessToken),
      await api.get('/job-infos', member.accessToken),
      await api.get('/get-login-user', 'not-a-token'),
      await api.get('/my/no-such-thing', member.accessToken),
    ]) {
      expect(headersOf(res)).toEqual({ nosniff: 'nosniff', cacheControl: 'no-store' });
    }
  });

  it('the answers that issue tokens are no-store', async () => {
    const registered = await api.post('/register', api.normalUser());
    expect(registered.status).toBe(201);
    const login = await api.post('/login', { userId: member.userId, password: member.password });
    expect(login.status).toBe(200);
    const refreshed = await api.post('/refresh', { refreshToken: login.body.refreshToken });
    expect(refreshed.status).toBe(200);
    for (const res of [registered, login, refreshed]) {
      expect(headersOf(res)).toEqual({ nosniff: 'nosniff', cacheControl: 'no-store' });
    }
  });

  it('early refusals carry nosniff too', async () => {
    const missing = await api.get('/no-such-path');
    expect(missing.status).toBe(404);
    const tooLarge = await api.request('POST', '/inquiries', { rawBody: 'x'.repeat(1024 * 1024 + 1) });
    expect(tooLarge.status).toBe(413);
    for (const res of [missing, tooLarge]) expect(headersOf(res).nosniff).toBe('nosniff');
  });
});
