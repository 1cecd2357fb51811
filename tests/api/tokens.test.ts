import { type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DIALECTS, type Harness } from './harness';

describe.each(DIALECTS)('access and refresh tokens (%s)', (dialect) => {
  let api: Harness;
  beforeAll(async () => {
    api = await createHarness(dialect);
  });
  afterAll(() => api.close());

  describe('bearer access token', () => {
    it('is required', async () => {
      const res = await api.get('/get-login-user');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: '로그인이 필요합니다.', code: 'UNAUTHORIZED' });
    });

    it('must be a Bearer token', async () => {
      const { accessToken } = await api.signUp();
      const res = await api.request('GET', '/get-login-user', { headers: { authorization: `Token ${accessToken}` } });
      expect(res.status).toBe(401);
    });

    it('expires after 30 minutes', async () => {
      const { accessToken, accessTokenExpiry } = await api.signUp();
      expect(accessTokenExpiry - api.clock.now().getTime()).toBe(1_800_000);
      api.clock.advance(29 * 60_000);
      expect((await api.get('/get-login-user', accessToken)).status).toBe(200);
      api.clock.advance(60_000 + 1000);
      const res = await api.get('/get-login-user', accessToken);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('INVALID_TOKEN');
    });

    it('is refused when tampered with', async () => {
      const { accessToken } = await api.signUp();
      const [header, payload, signature] = accessToken.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as JWTPayload;
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
      expect((await api.get('/get-login-user', `${header}.${forged}.${signature}`)).status).toBe(401);
      expect((await api.get('/get-login-user', `${accessToken.slice(0, -2)}xx`)).status).toBe(401);
      expect((await api.get('/get-login-user', 'not-a-jwt')).status).toBe(401);
    });

    it('is refused when signed with another secret', async () => {
      const { accessToken } = await api.signUp();
      const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as JWTPayload;
      const foreign = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another-secret-another-secret-another'));
      expect((await api.get('/get-login-user', foreign)).status).toBe(401);
    });

    it('is refused with alg none', async () => {
      const { accessToken } = await api.signUp();
      const [, payload] = accessToken.split('.');
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      expect((await api.get('/get-login-user', none)).status).toBe(401);
    });

    it('honours API_ACCESS_TOKEN_TTL_SECONDS', async () => {
      const shortLived = await createHarness(dialect, { API_ACCESS_TOKEN_TTL_SECONDS: '60' });
      try {
        const { accessToken, accessTokenExpiry } = await shortLived.signUp();
        expect(accessTokenExpiry - shortLived.clock.now().getTime()).toBe(60_000);
        shortLived.clock.advance(61_000);
        expect((await shortLived.get('/get-login-user', accessToken)).status).toBe(401);
      } finally {
        await shortLived.close();
      }
    });
  });

  describe('POST /refresh', () => {
    it('rotates: a new pair every time, each successor usable', async () => {
      const session = await api.signUp();
      const first = await api.post('/refresh', { refreshToken: session.refreshToken });
      expect(first.status).toBe(200);
      expect(first.body.refreshToken).not.toBe(session.refreshToken);
      expect(first.body.user.userId).toBe(session.userId);
      expect((await api.get('/get-login-user', first.body.accessToken)).status).toBe(200);
      const second = await api.post('/refresh', { refreshToken: first.body.refreshToken });
      expect(second.status).toBe(200);
      expect(second.body.refreshToken).not.toBe(first.body.refreshToken);
    });

    it('gives the same successor to a reuse inside the grace window, and keeps the family', async () => {
      const session = await api.signUp();
      const first = await api.post('/refresh', { refreshToken: session.refreshToken });
      api.clock.advance(20_000);
      const again = await api.post('/refresh', { refreshToken: session.refreshToken });
      expect(again.status).toBe(200);
      expect(again.body.refreshToken).toBe(first.body.refreshToken);
      expect((await api.post('/refresh', { refreshToken: first.body.refreshToken })).status).toBe(200);
    });

    it('gives two racing refreshes of one token the same successor', async () => {
      const session = await api.signUp();
      const [a, b] = await Promise.all([
        api.post('/refresh', { refreshToken: session.refreshToken }),
        api.post('/refresh', { refreshToken: session.refreshToken }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.refreshToken).toBe(b.body.refreshToken);
    });

    it('revokes the whole family on a reuse after the grace window', async () => {
      const session = await api.signUp();
      const first = await api.post('/refresh', { refreshToken: session.refreshToken });
      const second = await api.post('/refresh', { refreshToken: first.body.refreshToken });
      api.clock.advance(31_000);
      const stolen = await api.post('/refresh', { refreshToken: session.refreshToken });
      expect(stolen.status).toBe(401);
      expect(stolen.body.code).toBe('INVALID_REFRESH_TOKEN');
      expect((await api.post('/refresh', { refreshToken: second.body.refreshToken })).status).toBe(401);
    });

    it('leaves the user’s other sign-ins alone when one family is revoked', async () => {
      const session = await api.signUp();
      const otherDevice = await api.post('/login', { userId: session.userId, password: session.password });
      await api.post('/refresh', { refreshToken: session.refreshToken });
      api.clock.advance(31_000);
      await api.post('/refresh', { refreshToken: session.refreshToken });
      expect((await api.post('/refresh', { refreshToken: otherDevice.body.refreshToken })).status).toBe(200);
    });

    it('refuses an unknown or expired refresh token', async () => {
      expect((await api.post('/refresh', { refreshToken: 'made-up-token' })).status).toBe(401);
      const session = await api.signUp();
      api.clock.advance(15 * 86_400_000);
      expect((await api.post('/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
    });

    it.each([[{}], [{ refreshToken: '' }], [{ refreshToken: 7 }], [{ refreshToken: 'x'.repeat(500) }]])(
      'answers 400 to %j',
      async (body) => {
        const res = await api.post('/refresh', body);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_ERROR');
      },
    );
  });

  describe('an ended sign-in', () => {
    const SUSPENDED = {
      message: '운영 정책에 따라 이용이 정지된 계정입니다. 고객센터로 문의해주세요.',
      code: 'ACCOUNT_SUSPENDED',
    };

    async function expectRefused(accessToken: string, code = 'INVALID_TOKEN') {
      for (const path of ['/get-login-user', '/my/scraps/job-infos']) {
        const res = await api.get(path, accessToken);
        expect(res.status, path).toBe(401);
        expect(res.body.code, path).toBe(code);
      }
    }

    async function operator() {
      const admin = await api.signUp();
      await api.db.updateTable('users').set({ role: 'admin' }).where('user_id', '=', admin.userId).execute();
      return admin.accessToken;
    }

    it('stops its access tokens at once after logout, in every api process', async () => {
      const session = await api.signUp();
      const rotated = await api.post('/refresh', { refreshToken: session.refreshToken });
      const other = api.anotherProcess();
      expect((await other.get('/get-login-user', rotated.body.accessToken)).status).toBe(200);

      expect((await api.post('/logout', { refreshToken: rotated.body.refreshToken })).status).toBe(204);
      await expectRefused(session.accessToken);
      await expectRefused(rotated.body.accessToken);
      const elsewhere = await other.get('/get-login-user', rotated.body.accessToken);
      expect(elsewhere.status).toBe(401);
      expect(elsewhere.body.code).toBe('INVALID_TOKEN');
    });

    it('stops the access tokens of a family revoked for reuse of a rotated refresh token', async () => {
      const session = await api.signUp();
      const first = await api.post('/refresh', { refreshToken: session.refreshToken });
      api.clock.advance(20_000);
      expect((await api.post('/refresh', { refreshToken: session.refreshToken })).status).toBe(200);
      expect((await api.get('/get-login-user', first.body.accessToken)).status).toBe(200);

      api.clock.advance(11_000);
      expect((await api.post('/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
      await expectRefused(first.body.accessToken);
    });

    it('answers ACCOUNT_SUSPENDED to every token of a suspended account, refresh included', async () => {
      const admin = await operator();
      const session = await api.signUp();
      const otherDevice = await api.post('/login', { userId: session.userId, password: session.password });
      const id = (await api.get(`/admin/users?q=${session.userId}`, admin)).body.items[0]!.id;
      expect((await api.post(`/admin/users/${id}/suspend`, { reason: '허위 공고 반복' }, admin)).status).toBe(200);

      for (const accessToken of [session.accessToken, otherDevice.body.accessToken]) {
        await expectRefused(accessToken, 'ACCOUNT_SUSPENDED');
        expect((await api.get('/get-login-user', accessToken)).body).toEqual(SUSPENDED);
      }
      for (const refreshToken of [session.refreshToken, otherDevice.body.refreshToken]) {
        const refused = await api.post('/refresh', { refreshToken });
        expect(refused.status).toBe(401);
        expect(refused.body).toEqual(SUSPENDED);
      }
      const login = await api.post('/login', { userId: session.userId, password: session.password });
      expect(login.status).toBe(403);
      expect(login.body.message).toBe(SUSPENDED.message);

      // Lifting the suspension does not bring the ended sign-ins back.
      await api.post(`/admin/users/${id}/unsuspend`, undefined, admin);
      await expectRefused(session.accessToken);
      expect((await api.post('/refresh', { refreshToken: session.refreshToken })).body.code).toBe(
        'INVALID_REFRESH_TOKEN',
      );
    });

    it('answers INVALID_TOKEN to a token whose sign-in the api never knew', async () => {
      const session = await api.signUp();
      const { sub } = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString()) as JWTPayload;
      const stranger = await api.deps.tokens.issue({ sub: Number(sub), sid: 'made-up-family' });
      await expectRefused(stranger.accessToken);
    });
  });

  describe('POST /logout', () => {
    it('revokes the family: its refresh token no longer works', async () => {
      const session = await api.signUp();
      const rotated = await api.post('/refresh', { refreshToken: session.refreshToken });
      const res = await api.post('/logout', { refreshToken: rotated.body.refreshToken });
      expect(res.status).toBe(204);
      expect((await api.post('/refresh', { refreshToken: rotated.body.refreshToken })).status).toBe(401);
      expect((await api.post('/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
    });

    it('is quiet about an unknown token', async () => {
      expect((await api.post('/logout', { refreshToken: 'unknown' })).status).toBe(204);
    });
  });
});
