import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webModulesOnOwnEnv } from './file-scope';
import { asPageRequest } from './page-request';

/*
 * Toss's successUrl as the buyer comes back to it: whatever the api answers to the confirm (its
 * payment cancelled, or a cancel that failed), the buyer reads the api's own Korean words.
 */
let answer = { status: 200, body: {} as unknown };
const confirms: unknown[] = [];
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    if (req.method === 'POST' && req.url === '/payments/toss/confirm') {
      confirms.push(JSON.parse(raw));
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    } else {
      res.writeHead(404).end();
    }
  });
});

let route: typeof import('../../app/routes/user.payment.toss.success');
let sessions: typeof import('../../app/utils/session.server');
let toasts: typeof import('../../app/utils/toast.server');

webModulesOnOwnEnv();
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_BASE_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  route = await import('../../app/routes/user.payment.toss.success');
  sessions = await import('../../app/utils/session.server');
  toasts = await import('../../app/utils/toast.server');
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** The buyer, signed in, sent back by Toss with its query string. */
async function backFromToss(): Promise<Request> {
  const session = await sessions.sessionStorage.getSession();
  session.set('accessToken', 'access-buyer');
  session.set('accessTokenExpiry', Date.now() + 30 * 60_000);
  session.set('refreshToken', 'refresh-buyer');
  session.set('user', { userId: 'dalbit01', username: '달빛제과', role: 'company' });
  const cookie = (await sessions.sessionStorage.commitSession(session)).split(';')[0]!;
  const query = 'paymentType=NORMAL&orderId=BJ20261126ABCDEFGH23&paymentKey=pk_web&amount=10000';
  return new Request(`http://localhost:3000/user/payment/toss/success?${query}`, {
    headers: { Cookie: cookie, accept: 'text/html' },
  });
}

const load = async (request: Request) =>
  asPageRequest(() => route.loader({ request, params: {}, context: { cspNonce: 'nonce' } }));

describe('Toss’s way back when the order could not take the payment', () => {
  it('a payment cancelled at Toss: the order list with the api’s message as a toast', async () => {
    const message =
      '결제 기한이 지난 주문입니다. 다시 주문해주세요. 승인된 결제는 취소했습니다. (카드 승인 취소는 카드사에 따라 3~7영업일이 걸릴 수 있습니다.)';
    answer = { status: 409, body: { code: 'PAYMENT_CANCELLED', message } };
    const response = await load(await backFromToss());
    expect(confirms.at(-1)).toEqual({ orderId: 'BJ20261126ABCDEFGH23', paymentKey: 'pk_web', amount: 10_000 });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/user/payment');
    const cookies = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const next = new Request('http://localhost:3000/user/payment', {
      headers: { Cookie: cookies, accept: 'text/html' },
    });
    expect((await toasts.readToast(next)).toast).toMatchObject({ type: 'error', message });
  });

  it('a cancel Toss did not take: the error page with the order number and where to ask', async () => {
    const message =
      '결제는 승인되었지만 주문을 처리하지 못했고, 결제 취소도 하지 못했습니다. 주문번호 BJ20261126ABCDEFGH23로 고객센터에 문의해주세요.';
    answer = { status: 502, body: { code: 'PAYMENT_CANCEL_FAILED', message } };
    const thrown = await load(await backFromToss()).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(502);
    expect(await (thrown as Response).json()).toEqual({ message });
  });
});
