import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../api/harness';
import { applicationPair, insertInterview, kst } from '../api/interview-fixtures';
import { webModulesOnOwnEnv } from './file-scope';
import { asPageRequest } from './page-request';

/*
 * The 참석 확인 page of the day-before mail, against the real api on a loopback port: its GET
 * (what a mail scanner opens) shows the interview and changes nothing; only its one button's POST
 * records the attendance, once.
 */
let api: Harness;
let apiServer: ReturnType<typeof serve>;
let route: typeof import('../../app/routes/interviews.attend.$token');

webModulesOnOwnEnv();
beforeAll(async () => {
  api = await createHarness('sqlite');
  apiServer = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
  const server = apiServer as http.Server;
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  vi.stubEnv('API_BASE_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  route = await import('../../app/routes/interviews.attend.$token');
});
afterAll(async () => {
  await new Promise((resolve) => apiServer.close(resolve));
  await api.close();
});

const PAGE = 'http://localhost:3000/interviews/attend/';
const load = (token: string) =>
  asPageRequest(() =>
    route.loader({
      request: new Request(`${PAGE}${token}`, { headers: { accept: 'text/html' } }),
      params: { token },
      context: { cspNonce: 'nonce' },
    }),
  );
const post = (token: string) =>
  asPageRequest(() =>
    route.action({
      request: new Request(`${PAGE}${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
        body: '',
      }),
      params: { token },
      context: { cspNonce: 'nonce' },
    }),
  );

describe('the 참석 확인 page', () => {
  it('shows the interview on GET however often it is opened, and records the attendance only on its POST', async () => {
    const { applicationId } = await applicationPair(api);
    const startsAt = kst('2026-11-25T14:00');
    const id = await insertInterview(api, { applicationId, startsAt });
    const token = api.deps.attendanceTokens.sign({ interviewId: id, startsAt: Date.parse(startsAt) });
    const recorded = async () =>
      (
        await api.db
          .selectFrom('interviews')
          .select('attendance_confirmed_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).attendance_confirmed_at;

    for (let open = 0; open < 3; open += 1) {
      const page = await load(token);
      expect(page.status).toBe(200);
      expect(await page.json()).toEqual({
        interview: {
          companyName: '달빛제과',
          jobInfoTitle: '새벽 제빵사',
          when: '2026.11.25(수) 오후 2:00 (30분)',
          kind: '방문 면접',
          confirmed: false,
        },
        refusal: null,
      });
    }
    expect(await recorded()).toBeNull();
    expect(route.headers({} as Parameters<typeof route.headers>[0])).toEqual({
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    });

    const done = await post(token);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({
      status: 'success',
      message: '참석을 확인했습니다. 기업의 지원자 관리에 표시됩니다.',
    });
    expect(await recorded()).toBe(api.clock.now().toISOString());

    expect(await (await load(token)).json()).toMatchObject({ interview: { confirmed: true } });
    const again = await post(token);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      refusal: {
        code: 'ATTENDANCE_ALREADY_CONFIRMED',
        message: '이미 참석을 확인하셨습니다. 면접 시간을 잊지 마세요.',
      },
    });
  });

  it('says in Korean why a link opens nothing', async () => {
    const page = await load('not-a-token');
    expect(page.status).toBe(400);
    expect(await page.json()).toMatchObject({
      interview: null,
      refusal: {
        code: 'ATTENDANCE_LINK_INVALID',
        message: expect.stringContaining('참석 확인 링크가 올바르지 않습니다.'),
      },
    });
  });
});
