import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OAuth2RequestError } from 'remix-auth-oauth2';
import { type FakePerson, type FakeProvider, personCookie, startFakeProvider } from '../fakes/oauth-providers';
import { webModulesOnOwnEnv } from './file-scope';

/*
 * The 카카오 and 네이버 strategies against the fake providers (real OAuth 2.0 servers on loopback with
 * each provider's answers): the authorization request each provider documents, the state cookie, the
 * code exchanged once for a token the provider's user-info endpoint accepts.
 */
const SITE = 'http://localhost:3999';
let kakao: FakeProvider;
let naver: FakeProvider;
let strategies: typeof import('../../app/features/oauth/strategies.server');

const person: FakePerson = { id: '4199000001', name: '한카카오', email: 'han@example.com', emailVerified: true };

webModulesOnOwnEnv();
beforeAll(async () => {
  [kakao, naver] = await Promise.all([startFakeProvider('kakao'), startFakeProvider('naver')]);
  vi.stubEnv('PUBLIC_URL', SITE);
  vi.stubEnv('KAKAO_CLIENT_ID', 'kakao-id');
  vi.stubEnv('KAKAO_CLIENT_SECRET', 'kakao-secret');
  vi.stubEnv('KAKAO_AUTH_BASE', kakao.url);
  vi.stubEnv('NAVER_CLIENT_ID', 'naver-id');
  vi.stubEnv('NAVER_CLIENT_SECRET', 'naver-secret');
  vi.stubEnv('NAVER_AUTH_BASE', naver.url);
  strategies = await import('../../app/features/oauth/strategies.server');
});
afterAll(async () => {
  await Promise.all([kakao.stop(), naver.stop()]);
});

/** The strategy's first answer: the redirect to the provider, and its state cookie. */
async function start(provider: 'kakao' | 'naver') {
  const answer = await strategies.oauthAuthenticator
    .authenticate(provider, new Request(`${SITE}/auth/${provider}`))
    .then(
      () => null,
      (thrown: unknown) => thrown,
    );
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  expect(response.status).toBe(302);
  const cookie = response.headers.get('set-cookie') ?? '';
  return { authorize: new URL(response.headers.get('location')!), cookie, cookiePair: cookie.split(';')[0]! };
}

/** The provider's consent as `who`: the callback address it sends the browser back to. */
async function consent(provider: FakeProvider, authorize: URL, who: FakePerson): Promise<URL> {
  const { name, value } = personCookie(provider.url, who);
  const response = await fetch(authorize, { redirect: 'manual', headers: { cookie: `${name}=${value}` } });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

const callback = (url: URL, cookiePair: string) => new Request(url, { headers: { cookie: cookiePair } });

async function userInfo(provider: FakeProvider, path: string, accessToken: string) {
  const response = await fetch(`${provider.url}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
  return (await response.json()) as Record<string, unknown>;
}

describe('카카오', () => {
  it('asks with state and PKCE S256 for the e-mail, and trades the code once for a token 카카오 accepts', async () => {
    const { authorize, cookie, cookiePair } = await start('kakao');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${kakao.url}/oauth/authorize`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${SITE}/auth/kakao/callback`);
    expect(authorize.searchParams.get('scope')?.split(' ')).toContain('account_email');
    expect(cookie).toMatch(/^oauth_kakao:[\w-]+=/);
    expect(cookie).toMatch(/Path=\/auth\/kakao/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);

    const back = await consent(kakao, authorize, person);
    expect(back.pathname).toBe('/auth/kakao/callback');
    const token = await strategies.oauthAuthenticator.authenticate('kakao', callback(back, cookiePair));
    expect(token.provider).toBe('kakao');
    const me = await userInfo(kakao, '/v2/user/me', token.accessToken);
    expect(me.id).toBe(Number(person.id));

    // the same code again: 카카오 refuses it, which the callback reads as a sign-in to start over
    const replay = await strategies.oauthAuthenticator
      .authenticate('kakao', callback(back, cookiePair))
      .catch((error: unknown) => error);
    expect(strategies.providerRefused(replay)).toBe(true);
  });

  it('refuses a callback whose state is not the one in the cookie', async () => {
    const first = await start('kakao');
    const other = await start('kakao');
    const back = await consent(kakao, other.authorize, person);
    await expect(strategies.oauthAuthenticator.authenticate('kakao', callback(back, first.cookiePair))).rejects.toThrow(
      RangeError,
    );
  });
});

describe('네이버', () => {
  it('asks with state only, and repeats the state with the code for a token 네이버 accepts', async () => {
    const { authorize, cookiePair } = await start('naver');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${naver.url}/oauth2.0/authorize`);
    expect(authorize.searchParams.has('code_challenge')).toBe(false);
    expect(authorize.searchParams.get('state')).toBeTruthy();

    const who = { id: 'nv-test-1', name: '문네이버', email: 'moon@example.com' };
    const back = await consent(naver, authorize, who);
    const token = await strategies.oauthAuthenticator.authenticate('naver', callback(back, cookiePair));
    const me = await userInfo(naver, '/v1/nid/me', token.accessToken);
    expect((me.response as { id: string }).id).toBe(who.id);

    // 네이버 answers a spent code with status 200 and an `error` field: still a refusal
    await expect(strategies.oauthAuthenticator.authenticate('naver', callback(back, cookiePair))).rejects.toThrow(
      OAuth2RequestError,
    );
  });
});
