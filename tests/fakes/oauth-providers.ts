import type { IncomingMessage } from 'node:http';
import { Events, OAuth2Server } from 'oauth2-mock-server';

/**
 * 카카오 and 네이버 as the tests (and `npm run dev:fakes`) meet them: one real OAuth 2.0 server on
 * loopback per provider (oauth2-mock-server: real authorization codes, PKCE checked, signed tokens),
 * at each provider's documented paths, answering each provider's own shapes — 카카오's
 * `{ id, kakao_account }` and its `KOE320` refusal of a spent code, 네이버's `{ resultcode, response }`
 * envelope and its errors sent with status 200.
 *
 * Who signs in is chosen by the browser: the cookie `fake_person` on the provider's address (see
 * `personCookie`), so parallel tests each bring their own person; without it, the provider's demo
 * person. A person with `deny` cancels at the consent screen.
 */
export type FakeProviderName = 'kakao' | 'naver';

export interface FakePerson {
  /** the provider's id for the person (카카오: a number; 네이버: a string) */
  id: string;
  name: string;
  email: string | null;
  /** 카카오 only: `is_email_verified`. 네이버 says nothing of it. */
  emailVerified?: boolean;
  /** 010-1234-5678 */
  phone?: string | null;
  /** cancels at the provider's consent screen */
  deny?: boolean;
}

export const DEMO_PEOPLE: Record<FakeProviderName, FakePerson> = {
  kakao: {
    id: '4100000001',
    name: '김카카오',
    email: 'kakao.baker@example.com',
    emailVerified: true,
    phone: '010-4100-0001',
  },
  naver: { id: 'nv-demo-0001', name: '이네이버', email: 'naver.baker@example.com', phone: '010-4200-0001' },
};

const PERSON_COOKIE = 'fake_person';

/** The documented paths under each provider's two hosts; here one server answers both. */
const ENDPOINTS: Record<FakeProviderName, { authorize: string; token: string; userinfo: string }> = {
  kakao: { authorize: '/oauth/authorize', token: '/oauth/token', userinfo: '/v2/user/me' },
  naver: { authorize: '/oauth2.0/authorize', token: '/oauth2.0/token', userinfo: '/v1/nid/me' },
};

const encodePerson = (person: FakePerson) => Buffer.from(JSON.stringify(person)).toString('base64url');

function decodePerson(value: string | undefined): FakePerson | undefined {
  if (!value) return undefined;
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as FakePerson;
  } catch {
    return undefined;
  }
}

function cookieOf(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The person a token names, read back from the token itself (the fake keeps no sessions). */
function personOfToken(req: IncomingMessage): FakePerson | undefined {
  const token = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { person?: string; exp?: number };
    if (!claims.exp || claims.exp * 1000 < Date.now()) return undefined;
    return decodePerson(claims.person);
  } catch {
    return undefined;
  }
}

/** 카카오's user info (GET /v2/user/me), with the account_email consent given. */
function kakaoUser(person: FakePerson) {
  const e164 = person.phone ? `+82 ${person.phone.slice(1)}` : undefined;
  return {
    id: Number(person.id),
    connected_at: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    properties: { nickname: person.name },
    kakao_account: {
      profile_nickname_needs_agreement: false,
      profile: { nickname: person.name, is_default_nickname: false },
      name_needs_agreement: false,
      name: person.name,
      ...(person.email
        ? {
            has_email: true,
            email_needs_agreement: false,
            is_email_valid: true,
            is_email_verified: person.emailVerified ?? false,
            email: person.email,
          }
        : { has_email: false }),
      ...(e164 ? { has_phone_number: true, phone_number_needs_agreement: false, phone_number: e164 } : {}),
    },
  };
}

/** 네이버's profile (GET /v1/nid/me), in its envelope. */
function naverUser(person: FakePerson) {
  return {
    resultcode: '00',
    message: 'success',
    response: {
      id: person.id,
      nickname: person.name,
      name: person.name,
      ...(person.email ? { email: person.email } : {}),
      ...(person.phone ? { mobile: person.phone, mobile_e164: `+82${person.phone.replaceAll('-', '').slice(1)}` } : {}),
    },
  };
}

/** What each provider answers a code it does not know (spent, expired, forged). */
const SPENT_CODE: Record<FakeProviderName, { statusCode: number; body: object }> = {
  kakao: {
    statusCode: 400,
    body: { error: 'invalid_grant', error_description: 'authorization code not found for code=', error_code: 'KOE320' },
  },
  naver: { statusCode: 200, body: { error: 'invalid_request', error_description: 'no valid data in session' } },
};

const UNAUTHORIZED: Record<FakeProviderName, object> = {
  kakao: { msg: 'this access token does not exist', code: -401 },
  naver: { resultcode: '024', message: 'Authentication failed (인증 실패하였습니다.)' },
};

/** What a provider sends back when the person cancels at the consent screen. */
const DENIED: Record<FakeProviderName, Record<string, string>> = {
  kakao: { error: 'access_denied', error_description: 'User denied access' },
  naver: { error: 'access_denied', error_description: 'Canceled By User' },
};

export interface FakeProvider {
  name: FakeProviderName;
  /** e.g. http://127.0.0.1:4290: both KAKAO_AUTH_BASE and KAKAO_API_BASE (or the NAVER_ ones) */
  url: string;
  /** an access token the provider's user-info endpoint answers for `person`, as its token endpoint would give */
  tokenFor(person: FakePerson, { expiresIn }?: { expiresIn?: number }): Promise<string>;
  stop(): Promise<void>;
}

/** Starts one fake provider on `port` (0: any free port). */
export async function startFakeProvider(name: FakeProviderName, port = 0, host = '127.0.0.1'): Promise<FakeProvider> {
  const server = new OAuth2Server(undefined, undefined, { endpoints: ENDPOINTS[name] });
  await server.issuer.keys.generate('RS256');
  const service = server.service;
  /** code → the person who consented; a code works once */
  const codes = new Map<string, FakePerson>();

  service.on(Events.BeforeAuthorizeRedirect, (redirect: { url: URL }, req: IncomingMessage) => {
    const person = decodePerson(cookieOf(req, PERSON_COOKIE)) ?? DEMO_PEOPLE[name];
    const code = redirect.url.searchParams.get('code');
    if (person.deny) {
      redirect.url.searchParams.delete('code');
      for (const [key, value] of Object.entries(DENIED[name])) redirect.url.searchParams.set(key, value);
      return;
    }
    if (code) codes.set(code, person);
  });

  service.on(Events.BeforeTokenSigning, (token: { payload: Record<string, unknown> }, req: { body?: unknown }) => {
    const code = (req.body as { code?: string } | undefined)?.code;
    const person = code ? codes.get(code) : undefined;
    if (person) Object.assign(token.payload, { sub: person.id, person: encodePerson(person) });
  });

  service.on(Events.BeforeResponse, (response: { body: unknown; statusCode: number }, req: { body?: unknown }) => {
    const body = (req.body ?? {}) as { grant_type?: string; code?: string };
    if (body.grant_type !== 'authorization_code') return;
    if (!body.code || !codes.delete(body.code)) Object.assign(response, structuredClone(SPENT_CODE[name]));
  });

  service.on(Events.BeforeUserinfo, (response: { body: unknown; statusCode: number }, req: IncomingMessage) => {
    const person = personOfToken(req);
    if (!person) {
      response.statusCode = 401;
      response.body = UNAUTHORIZED[name];
      return;
    }
    response.body = name === 'kakao' ? kakaoUser(person) : naverUser(person);
  });

  await server.start(port, host);
  const url = `http://${host}:${server.address().port}`;
  return {
    name,
    url,
    tokenFor: (person, { expiresIn = 3600 } = {}) =>
      server.issuer.buildToken({
        expiresIn,
        scopesOrTransform: (_header, payload) =>
          Object.assign(payload, { sub: person.id, person: encodePerson(person) }),
      }),
    stop: () => server.stop(),
  };
}

/** The cookie that makes the provider at `providerUrl` sign `person` in: for Playwright's `context.addCookies`. */
export function personCookie(providerUrl: string, person: FakePerson) {
  return { name: PERSON_COOKIE, value: encodePerson(person), url: providerUrl };
}
