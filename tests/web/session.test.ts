import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionTokens } from '#contracts/user';
import { callApi, getAuth, REFRESH_MARGIN_MS, refreshDelay } from '../../app/utils/api.server';
import { requireRole, requireUser } from '../../app/utils/auth.server';
import { sessionStorage } from '../../app/utils/session.server';
import { TOKEN_EXPIRED_MESSAGE } from '../../app/utils/toast';
import { asOneRequest } from './page-request';

const NOW = new Date('2026-11-23T09:00:00.000Z').getTime();

function tokens(n: number, expiresInMs = 30 * 60_000): SessionTokens {
  return {
    user: {
      userId: 'baker01',
      username: '김제빵',
      role: 'normal',
      action: {
        scrapJobInfoIds: [],
        scrapResumeIds: [],
        appliedJobInfoIds: [],
        unreadApplications: 0,
        unreadNotifications: 0,
      },
    },
    accessToken: `access-${n}`,
    accessTokenExpiry: NOW + expiresInMs,
    refreshToken: `refresh-${n}`,
  };
}

async function requestWith(session: SessionTokens | null, path = '/resume'): Promise<Request> {
  const headers = new Headers();
  if (session) {
    const s = await sessionStorage.getSession();
    s.set('accessToken', session.accessToken);
    s.set('accessTokenExpiry', session.accessTokenExpiry);
    s.set('refreshToken', session.refreshToken);
    s.set('user', { userId: session.user.userId, username: session.user.username, role: session.user.role });
    headers.set('Cookie', (await sessionStorage.commitSession(s)).split(';')[0]!);
  }
  return new Request(`http://localhost:3000${path}`, { headers });
}

/** The api as the web sees it: records every call; /refresh answers what the test says. */
function fakeApi(refreshAnswer: () => Response) {
  const calls: { path: string; authorization: string | null; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    calls.push({
      path: url.pathname,
      authorization: headers.get('authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (url.pathname === '/refresh') return refreshAnswer();
    return Response.json({ user: tokens(0).user });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const cookieNames = (headers: Headers) =>
  [...headers.entries()].filter(([key]) => key === 'set-cookie').map(([, value]) => value.split('=')[0]);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('refreshDelay', () => {
  it('is the time until 10 minutes before expiry, never below 0', () => {
    expect(REFRESH_MARGIN_MS).toBe(600_000);
    expect(refreshDelay(NOW + 30 * 60_000, NOW)).toBe(20 * 60_000);
    expect(refreshDelay(NOW + 600_000, NOW)).toBe(0);
    expect(refreshDelay(NOW + 60_000, NOW)).toBe(0);
    expect(refreshDelay(NOW - 60_000, NOW)).toBe(0);
  });
});

describe('getAuth: the session of one request', () => {
  it('is signed out without a session, and calls nothing', async () => {
    const calls = fakeApi(() => Response.json(tokens(2)));
    const request = await requestWith(null);
    const { value: auth, headers } = await asOneRequest(() => getAuth(request));
    expect(auth.user).toBeNull();
    expect(calls).toEqual([]);
    expect(cookieNames(headers)).toEqual([]);
  });

  it('keeps a token that expires in more than 10 minutes, without a call', async () => {
    const calls = fakeApi(() => Response.json(tokens(2)));
    const request = await requestWith(tokens(1, 11 * 60_000));
    const { value: auth, headers } = await asOneRequest(() => getAuth(request));
    expect(auth.accessToken).toBe('access-1');
    expect(calls).toEqual([]);
    expect(cookieNames(headers)).toEqual([]);
  });

  it('refreshes a token inside the 10-minute window and commits the new pair', async () => {
    const calls = fakeApi(() => Response.json(tokens(2)));
    const request = await requestWith(tokens(1, 9 * 60_000));
    const { value: auth, headers } = await asOneRequest(() => getAuth(request));
    expect(calls).toEqual([{ path: '/refresh', authorization: null, body: { refreshToken: 'refresh-1' } }]);
    expect(auth.accessToken).toBe('access-2');
    expect(cookieNames(headers)).toEqual(['__session']);
    const next = await sessionStorage.getSession(headers.get('set-cookie'));
    expect(next.get('refreshToken')).toBe('refresh-2');
  });

  it('refreshes once per request however many times it is asked', async () => {
    const calls = fakeApi(() => Response.json(tokens(3)));
    const request = await requestWith(tokens(5, 60_000));
    await asOneRequest(() =>
      Promise.all([getAuth(request), getAuth(request), callApi(request, (api) => api['get-login-user'].$get())]),
    );
    expect(calls.filter((call) => call.path === '/refresh')).toHaveLength(1);
    expect(calls.find((call) => call.path === '/get-login-user')?.authorization).toBe('Bearer access-3');
  });

  it('refreshes once for two concurrent loaders carrying the same cookie', async () => {
    const calls = fakeApi(() => Response.json(tokens(4)));
    const expiring = tokens(10, 5 * 60_000);
    const [first, second] = [await requestWith(expiring, '/'), await requestWith(expiring, '/resume')];
    const [{ value: a }, { value: b }] = await Promise.all([
      asOneRequest(() => getAuth(first)),
      asOneRequest(() => getAuth(second)),
    ]);
    expect(calls.filter((call) => call.path === '/refresh')).toHaveLength(1);
    expect(a.accessToken).toBe('access-4');
    expect(b.accessToken).toBe('access-4');
  });

  it('on a failed refresh ends the session and flashes 토큰 만료 with one id for every loader', async () => {
    fakeApi(() =>
      Response.json({ message: '로그인이 만료되었습니다.', code: 'INVALID_REFRESH_TOKEN' }, { status: 401 }),
    );
    const dead = tokens(20, 60_000);
    const [first, second] = [await requestWith(dead, '/'), await requestWith(dead, '/resume')];
    const [{ value: a, headers }, { value: b }] = await Promise.all([
      asOneRequest(() => getAuth(first)),
      asOneRequest(() => getAuth(second)),
    ]);
    expect(a.user).toBeNull();
    expect(a.sessionEndedToast).toEqual({ id: b.sessionEndedToast!.id, type: 'error', message: TOKEN_EXPIRED_MESSAGE });
    expect(cookieNames(headers)).toEqual(['__session', '__toast']);
    expect(headers.get('set-cookie')).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('turns an unreachable api into a 503 answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    const request = await requestWith(tokens(30));
    const thrown = await asOneRequest(() => callApi(request, (api) => api['get-login-user'].$get())).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
  });
});

describe('the request’s session, committed by the server layer', () => {
  it('is read only inside a page request, where its cookie can reach the answer', async () => {
    fakeApi(() => Response.json(tokens(2)));
    const request = await requestWith(tokens(50, 60_000));
    expect(() => getAuth(request)).toThrow(/inside a page request/);
  });

  it('adds a change made after the first read (a new username, the session ended by the api)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: '다시 로그인해주세요.', code: 'INVALID_TOKEN' }, { status: 401 })),
    );
    const request = await requestWith(tokens(51));
    const { headers } = await asOneRequest(async () => {
      const auth = await getAuth(request);
      expect(auth.sessionChange).toBe('none');
      await callApi(request, (api) => api['get-login-user'].$get());
    });
    expect(cookieNames(headers)).toEqual(['__session', '__toast']);
  });
});

describe('guards', () => {
  it('requireUser sends an anonymous visitor to login and back', async () => {
    fakeApi(() => Response.json(tokens(2)));
    const request = await requestWith(null, '/resume/apply-job-info?page=2');
    const thrown = (await asOneRequest(() => requireUser(request)).catch((error: unknown) => error)) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/login?redirectTo=%2Fresume%2Fapply-job-info%3Fpage%3D2');
  });

  it('requireRole answers the wrong role with a Korean 403', async () => {
    fakeApi(() => Response.json(tokens(2)));
    const [company, normal] = [await requestWith(tokens(40)), await requestWith(tokens(41))];
    const thrown = (await asOneRequest(() => requireRole(company, 'company')).catch(
      (error: unknown) => error,
    )) as Response;
    expect(thrown.status).toBe(403);
    expect(await thrown.json()).toEqual({ message: '기업회원만 이용할 수 있는 메뉴입니다.' });
    expect((await asOneRequest(() => requireRole(normal, 'normal'))).value.userId).toBe('baker01');
  });
});
