import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionTokens } from '#contracts/user';
import { webModulesOnOwnEnv } from './file-scope';
import { asOneRequest } from './page-request';

// The web's refresh against a real api socket: what it does when the api refuses, fails, hangs or is gone.
type Answer = (res: http.ServerResponse) => void;
let answerRefresh: Answer = (res) => res.end();
let refreshCalls = 0;
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    if (req.url === '/refresh') {
      refreshCalls += 1;
      answerRefresh(res);
    } else {
      res.writeHead(404).end();
    }
  });
});

let web: typeof import('../../app/utils/api.server');
let sessions: typeof import('../../app/utils/session.server');
let toasts: typeof import('../../app/utils/toast');

webModulesOnOwnEnv();
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_BASE_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv('API_REFRESH_TIMEOUT_MS', '300');
  web = await import('../../app/utils/api.server');
  sessions = await import('../../app/utils/session.server');
  toasts = await import('../../app/utils/toast');
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  refreshCalls = 0;
});

/** The session of `request`, read as one page request reads it. */
const getAuthOf = (request: Request) => asOneRequest(() => web.getAuth(request)).then(({ value }) => value);

let serial = 0;
/** A browser request whose session's access token is inside the refresh window. */
async function dueRequest(): Promise<Request> {
  serial += 1;
  const session = await sessions.sessionStorage.getSession();
  session.set('accessToken', `access-${serial}`);
  session.set('accessTokenExpiry', Date.now() + 60_000);
  session.set('refreshToken', `refresh-${serial}-${Math.random()}`);
  session.set('user', { userId: 'baker01', username: '김제빵', role: 'normal' });
  const cookie = (await sessions.sessionStorage.commitSession(session)).split(';')[0]!;
  return new Request('http://localhost:3000/resume', { headers: { Cookie: cookie } });
}

function json(status: number, body: unknown): Answer {
  return (res) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function thrownBy(promise: Promise<unknown>): Promise<Response> {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return thrown as Response;
}

describe('a refresh the api does not answer about the token keeps the session', () => {
  it('a 5xx answer shows the 503 page and the next request tries again', async () => {
    answerRefresh = json(500, { message: '서버 오류', code: 'INTERNAL' });
    const request = await dueRequest();
    const thrown = await thrownBy(getAuthOf(request));
    expect(thrown.status).toBe(503);
    expect(((await thrown.json()) as { message: string }).message).toBe(web.API_UNAVAILABLE_MESSAGE);
    expect(thrown.headers.get('set-cookie')).toBeNull();

    const fresh: SessionTokens = {
      user: { userId: 'baker01', username: '김제빵', role: 'normal', action: {} as SessionTokens['user']['action'] },
      accessToken: 'access-new',
      accessTokenExpiry: Date.now() + 30 * 60_000,
      refreshToken: 'refresh-new',
    };
    answerRefresh = json(200, fresh);
    const again = new Request(request.url, { headers: request.headers });
    const auth = await getAuthOf(again);
    expect(auth.accessToken).toBe('access-new');
    expect(auth.sessionChange).toBe('commit');
    expect(refreshCalls).toBe(2);
  });

  it('a 503 answer shows the 503 page', async () => {
    answerRefresh = json(503, { message: '점검 중', code: 'UNAVAILABLE' });
    expect((await thrownBy(getAuthOf(await dueRequest()))).status).toBe(503);
  });

  it('an api that hangs past the refresh timeout shows the 503 page', async () => {
    answerRefresh = () => {
      // never answers: the web gives up after API_REFRESH_TIMEOUT_MS
    };
    expect((await thrownBy(getAuthOf(await dueRequest()))).status).toBe(503);
    expect(refreshCalls).toBe(1);
  });

  it('an api that is down shows the 503 page', async () => {
    answerRefresh = (res) => res.socket?.destroy();
    expect((await thrownBy(getAuthOf(await dueRequest()))).status).toBe(503);
  });
});

describe('the api’s refusal of the refresh token ends the session', () => {
  it('401: the session is destroyed with 토큰 만료', async () => {
    answerRefresh = json(401, {
      message: '로그인이 만료되었습니다. 다시 로그인해주세요.',
      code: 'INVALID_REFRESH_TOKEN',
    });
    const auth = await getAuthOf(await dueRequest());
    expect(auth.user).toBeNull();
    expect(auth.sessionChange).toBe('destroy');
    expect(auth.sessionEndedToast?.message).toBe(toasts.TOKEN_EXPIRED_MESSAGE);
  });

  it('401 for a suspended account: the api’s suspension message instead of 토큰 만료', async () => {
    const suspended = '운영 정책에 따라 이용이 정지된 계정입니다. 고객센터로 문의해주세요.';
    answerRefresh = json(401, { message: suspended, code: 'ACCOUNT_SUSPENDED' });
    const auth = await getAuthOf(await dueRequest());
    expect(auth.sessionChange).toBe('destroy');
    expect(auth.sessionEndedToast?.message).toBe(suspended);
  });
});
