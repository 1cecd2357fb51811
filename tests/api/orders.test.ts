import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobInfoInput } from '#contracts/job-info';
import type { ResumeInput } from '#contracts/resume';
import { CHECKOUT_HOURS } from '#contracts/enumerations';
import { todayKst } from '../../api/src/clock';
import { addDays } from '#contracts/korea-time';
import { loadConfig } from '../../api/src/config';
import { seedDemoAccounts } from '../../api/src/db/seed';
import { refundQuote } from '../../api/src/orders/refund-rule';
import { postingInput, whileInsertsFail } from './fixtures';
import { vapidPair } from '../fakes/push-service';
import { createHarness, DIALECTS, type Harness } from './harness';

const DAY = 86_400_000;

const completeResume: ResumeInput = {
  title: '케이크 데코 5년차',
  name: '박민지',
  birthYear: 1996,
  phone: '010-3333-4444',
  email: 'minji@example.com',
  regions: [{ sido: '서울', sigungu: null }],
  positions: ['patissier'],
  introduction: '생크림 케이크와 레터링 케이크를 5년 동안 만들었습니다.',
};

/** A PostgreSQL connection's server process, as pg_stat_activity names it. */
interface Backend {
  pid: number;
}

/** A local stand-in for Toss Payments' confirm and cancel APIs: it checks what a real one would. */
class FakeToss {
  server!: Server;
  requests: { url: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];
  answer: (
    body: Record<string, unknown>,
  ) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }> = (body) => ({
    status: 200,
    body: { paymentKey: body.paymentKey, orderId: body.orderId, status: 'DONE', totalAmount: body.amount },
  });
  cancelAnswer: (paymentKey: string, body: Record<string, unknown>) => { status: number; body: unknown } = (
    paymentKey,
    body,
  ) =>
    typeof body.cancelReason === 'string' && body.cancelReason.length > 0
      ? { status: 200, body: { paymentKey, status: 'CANCELED', cancels: [{ cancelReason: body.cancelReason }] } }
      : { status: 400, body: { code: 'INVALID_REQUEST', message: '취소 사유가 없습니다.' } };

  /** What was sent to the cancel API, by payment key. */
  get cancels() {
    return this.requests
      .filter((request) => request.url.endsWith('/cancel'))
      .map((request) => ({ paymentKey: decodeURIComponent(request.url.split('/')[3]!), ...request.body }));
  }

  /** Toss's answer to one request, as the real one checks the secret key first. */
  private async reply(req: IncomingMessage, raw: string): Promise<{ status: number; body: unknown }> {
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    const url = req.url ?? '';
    this.requests.push({ url, headers: req.headers, body });
    const expected = `Basic ${Buffer.from('test_sk_fake:').toString('base64')}`;
    const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(url);
    if (req.method !== 'POST' || (url !== '/v1/payments/confirm' && !cancel)) {
      return { status: 404, body: { code: 'NOT_FOUND', message: '없는 API' } };
    }
    if (req.headers.authorization !== expected) {
      return { status: 401, body: { code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 시크릿 키' } };
    }
    return cancel ? this.cancelAnswer(decodeURIComponent(cancel[1]!), body) : this.answer(body);
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        void this.reply(req, raw)
          .catch((error: unknown) => ({ status: 500, body: { code: 'FAKE_FAILED', message: String(error) } }))
          .then((answer) => {
            res.writeHead(answer.status, { 'content-type': 'application/json' });
            res.end(JSON.stringify(answer.body));
          });
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

describe('the refund rule', () => {
  const posting = {
    kind: 'posting' as const,
    amount: 10_000,
    days: 7,
    credits: null,
    paidOn: '2026-11-23',
    periodEnd: '2026-11-30',
    creditsLeft: null,
    creditsExpireOn: null,
  };
  it.each([
    ['on the day of payment, nothing used: all of it', '2026-11-23', 10_000],
    ['a day later: the six days left', '2026-11-24', 8_571],
    ['on the last day: nothing left', '2026-11-30', 0],
    ['after the period', '2026-12-05', 0],
  ])('a 7-day posting %s', (_, today, amount) => {
    expect(refundQuote(posting, today).amount).toBe(amount);
  });

  it('an extension not begun is unused: all of it within 7 days, pro rata after', () => {
    const extension = { ...posting, periodEnd: '2026-12-07' };
    expect(refundQuote(extension, '2026-11-25').amount).toBe(10_000);
    expect(refundQuote({ ...extension, paidOn: '2026-11-10' }, '2026-11-25').amount).toBe((10_000 * 7) / 7);
    expect(refundQuote({ ...extension, paidOn: '2026-11-10' }, '2026-12-02')).toMatchObject({
      amount: 7_142,
      unused: 5,
    });
  });

  it('a 30-day resume period ten days in: the twenty days left', () => {
    const resume = { ...posting, kind: 'resume' as const, amount: 3_000, days: 30, periodEnd: '2026-12-23' };
    expect(refundQuote(resume, '2026-12-03')).toMatchObject({ amount: 2_000, unused: 20 });
  });

  it('credits: all of an untouched pack within 7 days, the unused part after, nothing once lapsed', () => {
    const pack = {
      kind: 'talent' as const,
      amount: 25_000,
      days: null,
      credits: 30,
      paidOn: '2026-11-23',
      periodEnd: null,
      creditsLeft: 30,
      creditsExpireOn: '2027-02-21',
    };
    expect(refundQuote(pack, '2026-11-30').amount).toBe(25_000);
    expect(refundQuote({ ...pack, creditsLeft: 20 }, '2026-11-25').amount).toBe(16_666);
    expect(refundQuote({ ...pack, creditsLeft: 30 }, '2026-12-10').amount).toBe(25_000);
    expect(refundQuote(pack, '2027-02-22').amount).toBe(0);
  });
});

describe('which payment methods are on', () => {
  it('the test card is off in production unless PAYMENTS_ALLOW_TEST says so; Toss needs both keys', () => {
    const secret = {
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://bbangjob.example',
      BANK_ACCOUNT: '신한은행|110-123-456789|(주)빵잡',
      ...vapidPair,
    };
    expect(loadConfig({ NODE_ENV: 'production', ...secret }).payments.testEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_ALLOW_TEST: 'true', ...secret }).payments.testEnabled).toBe(
      true,
    );
    expect(loadConfig({ NODE_ENV: 'development' }).payments.testEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', TOSS_SECRET_KEY: 'test_sk' }).payments.toss).toBeNull();
  });

  it('production needs its own 무통장입금 account: neither none nor the demo’s', () => {
    const secret = { JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://bbangjob.example', ...vapidPair };
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret })).toThrow(/BANK_ACCOUNT must be set in production/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...secret, BANK_ACCOUNT: '국민은행|123456-01-234567|(주)빵잡' }),
    ).toThrow(/BANK_ACCOUNT must be set in production/);
    expect(
      loadConfig({ NODE_ENV: 'production', ...secret, BANK_ACCOUNT: '신한은행 | 110-123-456789 | (주)빵잡' }).payments
        .bankAccount,
    ).toEqual({ bank: '신한은행', number: '110-123-456789', holder: '(주)빵잡' });
    expect(loadConfig({ NODE_ENV: 'development' }).payments.bankAccount.number).toBe('123456-01-234567');
  });
});

describe.each(DIALECTS)('orders and payments (%s)', (dialect) => {
  let api: Harness;
  const toss = new FakeToss();
  let company: { accessToken: string; userId: string; password: string };
  let otherCompany: { accessToken: string };
  let seeker: { accessToken: string };
  let admin: string;
  let resumeId: number;

  const today = () => todayKst(api.clock);
  const newPosting = async (token = company.accessToken, overrides: Partial<JobInfoInput> = {}) => {
    const res = await api.post('/my/job-infos', postingInput('새벽 제빵사 모집', overrides), token);
    expect(res.status).toBe(201);
    return res.body.jobInfo.id;
  };
  const order = async (token: string, body: Record<string, unknown>) => api.post('/my/orders', body, token);
  const paidByTestCard = async (token: string, body: Record<string, unknown>) => {
    const created = await order(token, { method: 'test', ...body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const paid = await api.post(`/my/orders/${created.body.order.id}/test-payment`, { result: 'approve' }, token);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    return paid.body.order;
  };
  const posting = async (id: number) => (await api.get(`/my/job-infos/${id}`, company.accessToken)).body.jobInfo;
  /** Moves the clock; access tokens do not outlive that, so everybody signs in again. */
  const travel = async (ms: number) => {
    api.clock.advance(ms);
    const login = async (userId: string, password: string) =>
      (await api.post('/login', { userId, password })).body.accessToken;
    company.accessToken = await login(company.userId, company.password);
    admin = await login('admin', 'admin1234');
  };

  beforeAll(async () => {
    const base = await toss.start();
    api = await createHarness(dialect, {
      TOSS_SECRET_KEY: 'test_sk_fake',
      TOSS_CLIENT_KEY: 'test_ck_fake',
      TOSS_API_BASE: base,
    });
    company = await api.signUp(api.companyUser());
    otherCompany = await api.signUp(api.companyUser({ username: '다른제과' }));
    seeker = await api.signUp(api.normalUser());
    await seedDemoAccounts(api.db, api.clock);
    admin = (await api.post('/login', { userId: 'admin', password: 'admin1234' })).body.accessToken;
    const resume = await api.post('/my/resumes', completeResume, seeker.accessToken);
    expect(resume.status).toBe(201);
    resumeId = resume.body.resume.id;
  });
  afterAll(async () => {
    await api.close();
    await toss.stop();
  });
  const fresh = new FakeToss();
  beforeEach(() => {
    toss.requests = [];
    toss.answer = fresh.answer;
    toss.cancelAnswer = fresh.cancelAnswer;
  });

  it('offers the configured methods', async () => {
    const res = await api.get('/payment-methods');
    expect(res.body.methods.map((m: { method: string }) => m.method)).toEqual(['toss', 'test', 'bank_transfer']);
  });

  it('prices an order from the products table, whatever the client sends', async () => {
    const id = await newPosting();
    const res = await order(company.accessToken, {
      productCode: 'posting-15',
      targetId: id,
      method: 'test',
      amount: 1,
      price: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({
      amount: 18_000,
      status: 'pending',
      productName: '공고 게재 15일',
      days: 15,
    });
    expect(res.body.checkout).toEqual({ type: 'test', orderNo: res.body.order.orderNo });
    expect(res.body.order.orderNo).toMatch(/^BJ\d{8}[A-Z0-9]{10}$/);
  });

  it.each([
    ['an unknown product', { productCode: 'posting-999', method: 'test' }, 400, '판매 중인 상품이 아닙니다.'],
    ['no method', { productCode: 'talent-10' }, 400, '결제 수단을 선택해주세요.'],
    ['a posting product without a posting', { productCode: 'posting-7', method: 'test' }, 400, '공고를 선택해주세요.'],
    ['a resume product for a company', { productCode: 'resume-30', targetId: 1, method: 'test' }, 403, null],
  ])('refuses %s', async (_, body, status, message) => {
    const res = await order(company.accessToken, body);
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message ?? /[가-힣]/);
  });

  it('needs the buyer’s own complete posting or resume', async () => {
    const draft = await api.post('/my/job-infos', { title: '작성 중인 공고' }, company.accessToken);
    expect(
      (await order(company.accessToken, { productCode: 'posting-7', targetId: draft.body.jobInfo.id, method: 'test' }))
        .status,
    ).toBe(409);
    const theirs = await newPosting(otherCompany.accessToken);
    expect(
      (await order(company.accessToken, { productCode: 'posting-7', targetId: theirs, method: 'test' })).status,
    ).toBe(404);
    expect((await order(seeker.accessToken, { productCode: 'talent-10', method: 'test' })).status).toBe(403);
    expect(
      (await order(seeker.accessToken, { productCode: 'posting-7', targetId: theirs, method: 'test' })).status,
    ).toBe(403);
  });

  it('answers which postings and resumes can be paid for, in the order of their own lists', async () => {
    const buyer = await api.signUp(api.companyUser({ username: '목록제과' }));
    const token = buyer.accessToken;
    const step = () => api.clock.advance(1000);
    const draft = (await api.post('/my/job-infos', { title: '작성 중인 공고' }, token)).body.jobInfo.id;
    step();
    const hidden = await newPosting(token, { title: '숨겨질 공고' });
    await paidByTestCard(token, { productCode: 'posting-7', targetId: hidden });
    const adminId = (await api.deps.users.findByUserId('admin'))!.id;
    await api.deps.moderation.hideJobInfo(adminId, hidden, '연락처가 다른 업체로 연결됩니다.');
    step();
    const listed = await newPosting(token, { title: '게재 중인 공고' });
    await paidByTestCard(token, { productCode: 'posting-7', targetId: listed });
    step();
    const closed = await newPosting(token, { title: '마감한 공고' });
    await api.post(`/my/job-infos/${closed}/close`, undefined, token);

    const targets = await api.get('/my/order-targets?kind=posting', token);
    expect(targets.status).toBe(200);
    expect(targets.body.targets).toEqual([
      { id: closed, title: '마감한 공고', status: 'closed', listed: false, until: null },
      { id: listed, title: '게재 중인 공고', status: 'published', listed: true, until: addDays(today(), 7) },
    ]);
    const mine = (await api.get('/my/job-infos', token)).body.items as { id: number; payable: boolean }[];
    expect(mine.map(({ id, payable }) => [id, payable])).toEqual([
      [closed, true],
      [listed, true],
      [hidden, false],
      [draft, false],
    ]);
    expect((await api.get(`/my/job-infos/${hidden}`, token)).body.jobInfo.payable).toBe(false);
    expect((await api.get(`/my/job-infos/${closed}`, token)).body.jobInfo.payable).toBe(true);

    const owner = await api.signUp(api.normalUser());
    const unfinished = (await api.post('/my/resumes', { title: '쓰는 중인 이력서' }, owner.accessToken)).body.resume;
    step();
    const finished = (await api.post('/my/resumes', completeResume, owner.accessToken)).body.resume;
    const resumeTargets = await api.get('/my/order-targets?kind=resume', owner.accessToken);
    expect(resumeTargets.body.targets).toEqual([
      { id: finished.id, title: completeResume.title, status: 'private', listed: false, until: null },
    ]);
    const resumes = (await api.get('/my/resumes', owner.accessToken)).body.items as { id: number; payable: boolean }[];
    expect(resumes.map(({ id, payable }) => [id, payable])).toEqual([
      [finished.id, true],
      [unfinished.id, false],
    ]);

    // the wrong member for the kind is refused as an order of it would be
    expect((await api.get('/my/order-targets?kind=resume', token)).status).toBe(403);
    expect((await api.get('/my/order-targets?kind=posting', owner.accessToken)).status).toBe(403);
    expect((await api.get('/my/order-targets?kind=posting', admin)).status).toBe(403);
    const talent = await api.get('/my/order-targets?kind=talent', token);
    expect(talent.status).toBe(400);
    expect(talent.body.message).toMatch(/[가-힣]/);
    expect((await api.get('/my/order-targets?kind=posting')).status).toBe(401);
  });

  it('publishes a posting paid by test card, once, and extends an active period from its end', async () => {
    const id = await newPosting();
    const paid = await paidByTestCard(company.accessToken, { productCode: 'posting-7', targetId: id });
    expect(paid).toMatchObject({ status: 'paid', periodEnd: addDays(today(), 7), periodStart: addDays(today(), 1) });
    expect((await posting(id)).publishedUntil).toBe(addDays(today(), 7));
    expect((await api.get('/job-infos')).body.items.map((item: { id: number }) => item.id)).toContain(id);

    // a replayed approval changes nothing
    const again = await api.post(`/my/orders/${paid.id}/test-payment`, { result: 'approve' }, company.accessToken);
    expect(again.status).toBe(200);
    expect((await posting(id)).publishedUntil).toBe(addDays(today(), 7));

    const second = await paidByTestCard(company.accessToken, { productCode: 'posting-15', targetId: id });
    expect(second.periodEnd).toBe(addDays(today(), 22));
    expect((await posting(id)).publishedUntil).toBe(addDays(today(), 22));

    const history = await api.get(`/my/orders/${paid.id}`, company.accessToken);
    expect(history.body.order.events!.map((e: { note: string }) => e.note)).toEqual([
      '주문 생성: 공고 게재 7일 10000원',
      '결제 완료 10000원',
      '이미 처리된 주문: 변경 없음',
    ]);
  });

  it('a declined test card leaves the order pending and says so', async () => {
    const id = await newPosting();
    const created = await order(company.accessToken, { productCode: 'posting-7', targetId: id, method: 'test' });
    const declined = await api.post(
      `/my/orders/${created.body.order.id}/test-payment`,
      { result: 'decline' },
      company.accessToken,
    );
    expect(declined.status).toBe(402);
    expect(declined.body.message).toContain('거절');
    const after = await api.get(`/my/orders/${created.body.order.id}`, company.accessToken);
    expect(after.body.order.status).toBe('pending');
    expect((await posting(id)).status).toBe('draft');
  });

  it('bank transfer: shows the account, waits for the operator, activates once under racing confirms', async () => {
    const created = await order(seeker.accessToken, {
      productCode: 'resume-30',
      targetId: resumeId,
      method: 'bank_transfer',
      depositorName: '박민지',
    });
    expect(created.status).toBe(201);
    expect(created.body.checkout).toMatchObject({
      type: 'bank_transfer',
      bank: '국민은행',
      accountNumber: '123456-01-234567',
      depositorName: '박민지',
      amount: 3_000,
    });
    const id = created.body.order.id;
    expect((await api.post(`/admin/orders/${id}/confirm-deposit`, undefined, seeker.accessToken)).status).toBe(403);

    const confirms = await Promise.all(
      Array.from({ length: 5 }, () => api.post(`/admin/orders/${id}/confirm-deposit`, undefined, admin)),
    );
    expect(confirms.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const resume = await api.get(`/my/resumes/${resumeId}`, seeker.accessToken);
    expect(resume.body.resume.publicUntil).toBe(addDays(today(), 30));
    const events = (await api.get(`/my/orders/${id}`, seeker.accessToken)).body.order.events!;
    expect(events.filter((e: { toStatus: string | null }) => e.toStatus === 'paid')).toHaveLength(1);
    expect((await api.get('/resumes')).body.items.map((item: { id: number }) => item.id)).toContain(resumeId);
  });

  it('an operator’s decision and its line in the operator log are written together, once', async () => {
    const created = await order(company.accessToken, { productCode: 'talent-10', method: 'bank_transfer' });
    const { id, orderNo } = created.body.order;
    const status = async () => (await api.get(`/my/orders/${id}`, company.accessToken)).body.order.status;
    const logLines = () =>
      api.db
        .selectFrom('admin_actions')
        .select(['action', 'detail'])
        .where('target_kind', '=', 'order')
        .where('target_id', '=', id)
        .orderBy('id')
        .execute();
    const confirm = () => api.post(`/admin/orders/${id}/confirm-deposit`, undefined, admin);
    const approve = () => api.post(`/admin/orders/${id}/refund/approve`, undefined, admin);

    expect((await whileInsertsFail(api, 'admin_actions', confirm)).status).toBe(500);
    expect(await status()).toBe('pending');
    const confirms = await Promise.all([confirm(), confirm(), confirm()]);
    expect(confirms.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(await logLines()).toEqual([{ action: 'order.confirm_deposit', detail: `${orderNo} 10000원` }]);

    await api.post(`/my/orders/${id}/refund-request`, { reason: '잘못 샀습니다' }, company.accessToken);
    await api.post(`/admin/orders/${id}/refund/refuse`, { note: '사용 내역 확인 필요' }, admin);
    await api.post(`/my/orders/${id}/refund-request`, { reason: '다시 요청합니다' }, company.accessToken);
    expect((await whileInsertsFail(api, 'admin_actions', approve)).status).toBe(500);
    expect(await status()).toBe('refund_requested');
    expect((await approve()).status).toBe(200);
    expect(await logLines()).toEqual([
      { action: 'order.confirm_deposit', detail: `${orderNo} 10000원` },
      { action: 'order.refund_refuse', detail: `${orderNo} 사용 내역 확인 필요` },
      { action: 'order.refund_approve', detail: `${orderNo} 환불 10000원` },
    ]);
  });

  it('an unpaid bank transfer expires after 3 days, by date alone', async () => {
    const id = await newPosting();
    const created = await order(company.accessToken, {
      productCode: 'posting-7',
      targetId: id,
      method: 'bank_transfer',
    });
    expect(created.body.checkout).toMatchObject({ depositorName: '달빛제과' });
    await travel(3 * DAY + 60_000);
    try {
      expect((await api.get(`/my/orders/${created.body.order.id}`, company.accessToken)).body.order.status).toBe(
        'expired',
      );
      const late = await api.post(`/admin/orders/${created.body.order.id}/confirm-deposit`, undefined, admin);
      expect(late.status).toBe(409);
      expect((await posting(id)).status).toBe('draft');
    } finally {
      await travel(-(3 * DAY + 60_000));
    }
  });

  it('a buyer cancels a pending order; nobody sees or touches another’s order', async () => {
    const created = await order(company.accessToken, { productCode: 'talent-10', method: 'bank_transfer' });
    const id = created.body.order.id;
    for (const [method, path] of [
      ['GET', `/my/orders/${id}`],
      ['POST', `/my/orders/${id}/cancel`],
      ['POST', `/my/orders/${id}/test-payment`],
    ] as const) {
      const res = await api.request(method, path, {
        token: otherCompany.accessToken,
        body: method === 'POST' ? { result: 'approve' } : undefined,
      });
      expect(res.status, path).toBe(404);
    }
    const list = await api.get('/my/orders', otherCompany.accessToken);
    expect(list.body.items.map((item: { id: number }) => item.id)).not.toContain(id);
    expect((await api.post(`/my/orders/${id}/cancel`, undefined, company.accessToken)).body.order.status).toBe(
      'cancelled',
    );
    expect((await api.post(`/admin/orders/${id}/confirm-deposit`, undefined, admin)).status).toBe(409);
  });

  it('Toss: checks the amount, confirms with the secret key and an idempotency key, pays once', async () => {
    const id = await newPosting();
    const created = await order(company.accessToken, { productCode: 'posting-30', targetId: id, method: 'toss' });
    expect(created.body.checkout).toMatchObject({ type: 'toss', clientKey: 'test_ck_fake', amount: 30_000 });
    const orderId = created.body.order.orderNo;

    const tampered = await api.post(
      '/payments/toss/confirm',
      { orderId, paymentKey: 'pk_1', amount: 100 },
      company.accessToken,
    );
    expect(tampered.status).toBe(400);
    expect(tampered.body.code).toBe('AMOUNT_MISMATCH');
    expect(toss.requests).toHaveLength(0);

    const ok = await api.post(
      '/payments/toss/confirm',
      { orderId, paymentKey: 'pk_1', amount: 30_000 },
      company.accessToken,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.order.status).toBe('paid');
    expect(toss.requests).toHaveLength(1);
    expect(toss.requests[0]!.headers['idempotency-key']).toBe(orderId);
    expect(toss.requests[0]!.body).toEqual({ paymentKey: 'pk_1', orderId, amount: 30_000 });
    expect((await posting(id)).publishedUntil).toBe(addDays(today(), 30));

    const replay = await api.post(
      '/payments/toss/confirm',
      { orderId, paymentKey: 'pk_1', amount: 30_000 },
      company.accessToken,
    );
    expect(replay.status).toBe(200);
    expect(toss.requests).toHaveLength(1);
    expect((await posting(id)).publishedUntil).toBe(addDays(today(), 30));
  });

  it('Toss: a refusal and an unreachable Toss leave the order pending with the reason', async () => {
    const id = await newPosting();
    const created = await order(company.accessToken, { productCode: 'posting-7', targetId: id, method: 'toss' });
    const orderId = created.body.order.orderNo;
    toss.answer = () => ({
      status: 400,
      body: { code: 'REJECT_CARD_COMPANY', message: '카드사에서 결제를 거절했습니다.' },
    });
    const refused = await api.post(
      '/payments/toss/confirm',
      { orderId, paymentKey: 'pk_2', amount: 10_000 },
      company.accessToken,
    );
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('카드사에서 결제를 거절했습니다.');

    toss.answer = () => ({ status: 500, body: 'oops' });
    const broken = await api.post(
      '/payments/toss/confirm',
      { orderId, paymentKey: 'pk_2', amount: 10_000 },
      company.accessToken,
    );
    expect(broken.status).toBe(502);

    const failed = await api.post(
      '/payments/toss/fail',
      { orderId, code: 'PAY_PROCESS_CANCELED', message: '사용자가 결제를 취소했습니다.' },
      company.accessToken,
    );
    expect(failed.body.order.status).toBe('pending');
    expect((await posting(id)).status).toBe('draft');
  });

  it('Toss: a network error is a 502 and nothing changes', async () => {
    const offline = await createHarness(dialect, {
      TOSS_SECRET_KEY: 'test_sk_fake',
      TOSS_CLIENT_KEY: 'test_ck_fake',
      TOSS_API_BASE: 'http://127.0.0.1:9',
    });
    try {
      const buyer = await offline.signUp(offline.companyUser());
      const created = await offline.post('/my/orders', { productCode: 'talent-10', method: 'toss' }, buyer.accessToken);
      const res = await offline.post(
        '/payments/toss/confirm',
        { orderId: created.body.order.orderNo, paymentKey: 'pk_3', amount: 10_000 },
        buyer.accessToken,
      );
      expect(res.status).toBe(502);
      expect(res.body.message).toContain('결제사');
      expect((await offline.get(`/my/orders/${created.body.order.id}`, buyer.accessToken)).body.order.status).toBe(
        'pending',
      );
    } finally {
      await offline.close();
    }
  });

  it('Toss: a target that can no longer be published is refused before Toss is asked to confirm', async () => {
    const id = await newPosting();
    await paidByTestCard(company.accessToken, { productCode: 'posting-7', targetId: id });
    const created = await order(company.accessToken, { productCode: 'posting-7', targetId: id, method: 'toss' });
    // an operator hides the posting while its owner is in Toss's checkout for more days
    const adminId = (await api.deps.users.findByUserId('admin'))!.id;
    await api.deps.moderation.hideJobInfo(adminId, id, '연락처가 다른 업체로 연결됩니다.');
    const res = await api.post(
      '/payments/toss/confirm',
      { orderId: created.body.order.orderNo, paymentKey: 'pk_4', amount: 10_000 },
      company.accessToken,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('결제가 처리되지 않았습니다.');
    expect(toss.requests).toEqual([]);
    const mine = (await api.get(`/my/orders/${created.body.order.id}`, company.accessToken)).body.order;
    expect(mine.status).toBe('pending');
    expect(mine.events!.at(-1)!.note).toMatch(/^결제 전 확인: /);
  });

  /** Confirms a Toss order while Toss, as it answers, lets the order's time run out. */
  const confirmWhileTimeRunsOut = async (paymentKey: string) => {
    const id = await newPosting();
    const created = await order(company.accessToken, { productCode: 'posting-7', targetId: id, method: 'toss' });
    const late = CHECKOUT_HOURS * 3_600_000 + 60_000;
    toss.answer = (body) => {
      api.clock.advance(late);
      return fresh.answer(body);
    };
    try {
      const res = await api.post(
        '/payments/toss/confirm',
        { orderId: created.body.order.orderNo, paymentKey, amount: 10_000 },
        company.accessToken,
      );
      return { res, posting: id, order: created.body.order as { id: number; orderNo: string } };
    } finally {
      api.clock.advance(-late);
    }
  };

  it('Toss: an order that cannot be paid after Toss confirmed has its payment cancelled, and the buyer is told', async () => {
    const { res, posting: id, order: created } = await confirmWhileTimeRunsOut('pk_5');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PAYMENT_CANCELLED');
    expect(res.body.message).toMatch(/^결제 기한이 지난 주문입니다\. 다시 주문해주세요\. 승인된 결제는 취소했습니다\./);
    expect(toss.cancels).toEqual([{ paymentKey: 'pk_5', cancelReason: expect.stringContaining('결제 기한이 지난') }]);
    expect(toss.requests.at(-1)!.headers.authorization).toBe(toss.requests[0]!.headers.authorization);
    const mine = (await api.get(`/my/orders/${created.id}`, company.accessToken)).body.order;
    expect(mine.status).toBe('expired');
    expect(mine.events!.at(-1)!.note).toMatch(/^승인 후 처리 실패로 결제 취소: /);
    expect((await posting(id)).status).toBe('draft');
  });

  it('Toss: a posting hidden while Toss confirms: the payment cancelled, the order closed, the posting as it was', async () => {
    const id = await newPosting();
    await paidByTestCard(company.accessToken, { productCode: 'posting-7', targetId: id });
    const before = await posting(id);
    const created = await order(company.accessToken, { productCode: 'posting-7', targetId: id, method: 'toss' });
    const adminId = (await api.deps.users.findByUserId('admin'))!.id;
    toss.answer = async (body) => {
      await api.deps.moderation.hideJobInfo(adminId, id, '연락처가 다른 업체로 연결됩니다.');
      return fresh.answer(body);
    };
    const res = await api.post(
      '/payments/toss/confirm',
      { orderId: created.body.order.orderNo, paymentKey: 'pk_7', amount: 10_000 },
      company.accessToken,
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PAYMENT_CANCELLED');
    expect(res.body.message).toContain('결제가 처리되지 않았습니다. 승인된 결제는 취소했습니다.');
    expect(toss.cancels.map((cancel) => cancel.paymentKey)).toEqual(['pk_7']);
    const mine = (await api.get(`/my/orders/${created.body.order.id}`, company.accessToken)).body.order;
    expect(mine.status).toBe('cancelled');
    expect((await posting(id)).publishedUntil).toBe(before.publishedUntil);
  });

  it('Toss: a cancel Toss does not take is told to the buyer with the order number, for the help desk', async () => {
    toss.cancelAnswer = () => ({
      status: 500,
      body: { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: '내부 시스템 처리 작업이 실패했습니다.' },
    });
    const { res, order: created } = await confirmWhileTimeRunsOut('pk_6');
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'PAYMENT_CANCEL_FAILED' });
    expect(res.body.message).toContain(`주문번호 ${created.orderNo}로 고객센터에 문의해주세요.`);
    expect(toss.cancels.map((cancel) => cancel.paymentKey)).toEqual(['pk_6']);
    const mine = (await api.get(`/my/orders/${created.id}`, company.accessToken)).body.order;
    expect(mine.events!.at(-1)!.note).toMatch(/^승인 후 처리 실패, 결제 취소 실패: /);
  });

  it('credits: bought, spent one per resume, free the second time, lapse after 90 days', async () => {
    const buyer = await api.signUp(api.companyUser({ username: '열람제과' }));
    const token = buyer.accessToken;
    const publicResume = await api.get(`/resumes/${resumeId}`, token);
    expect(publicResume.body).toMatchObject({ unlocked: false, resume: { name: '박○○', phone: null } });

    const none = await api.post(`/resumes/${resumeId}/unlock`, undefined, token);
    expect(none.status).toBe(402);
    expect(none.body.message).toContain('열람권');

    await paidByTestCard(token, { productCode: 'talent-10' });
    expect((await api.get('/my/talent-credits', token)).body).toMatchObject({
      remaining: 10,
      nextExpiry: addDays(today(), 90),
    });

    const unlocked = await api.post(`/resumes/${resumeId}/unlock`, undefined, token);
    expect(unlocked.body).toMatchObject({ charged: true, credits: { remaining: 9 } });
    const again = await api.post(`/resumes/${resumeId}/unlock`, undefined, token);
    expect(again.body).toMatchObject({ charged: false, credits: { remaining: 9 } });
    const seen = await api.get(`/resumes/${resumeId}`, token);
    expect(seen.body).toMatchObject({
      unlocked: true,
      resume: { name: '박민지', phone: '010-3333-4444', email: 'minji@example.com' },
    });
    // another company still sees it masked
    expect((await api.get(`/resumes/${resumeId}`, otherCompany.accessToken)).body.resume.name).toBe('박○○');
    expect((await api.post(`/resumes/${resumeId}/unlock`, undefined, seeker.accessToken)).status).toBe(403);
    expect((await api.post('/resumes/99999999/unlock', undefined, token)).status).toBe(404);

    api.clock.advance(91 * DAY);
    try {
      const fresh = (await api.post('/login', { userId: buyer.userId, password: buyer.password })).body.accessToken;
      expect((await api.get('/my/talent-credits', fresh)).body.remaining).toBe(0);
    } finally {
      api.clock.advance(-91 * DAY);
    }
  });

  it('refunds: asked by the buyer, computed by the api, approved by an operator, taken back', async () => {
    const id = await newPosting();
    const paid = await paidByTestCard(company.accessToken, { productCode: 'posting-7', targetId: id });
    expect(paid.refund).toEqual({ amount: 10_000, rule: '결제 후 7일 이내, 사용 전: 전액 환불' });

    await travel(3 * DAY);
    try {
      const mine = (await api.get(`/my/orders/${paid.id}`, company.accessToken)).body.order;
      expect(mine.refund!.amount).toBe(5_714); // 4 of 7 days left
      expect((await api.post(`/my/orders/${paid.id}/refund-request`, { reason: '' }, company.accessToken)).status).toBe(
        400,
      );
      const asked = await api.post(
        `/my/orders/${paid.id}/refund-request`,
        { reason: '채용이 끝났습니다' },
        company.accessToken,
      );
      expect(asked.body.order).toMatchObject({ status: 'refund_requested', refundAmount: 5_714 });
      expect((await api.post(`/admin/orders/${paid.id}/refund/approve`, undefined, company.accessToken)).status).toBe(
        403,
      );
      const approved = await api.post(`/admin/orders/${paid.id}/refund/approve`, undefined, admin);
      expect(approved.body.order).toMatchObject({ status: 'refunded', refundAmount: 5_714 });
      expect((await api.get('/job-infos?page=1')).body.items.map((item: { id: number }) => item.id)).not.toContain(id);
    } finally {
      await travel(-3 * DAY);
    }
  });

  it('refunds of credits take the unused ones back; a refused request goes back to paid', async () => {
    const buyer = await api.signUp(api.companyUser({ username: '환불제과' }));
    const paid = await paidByTestCard(buyer.accessToken, { productCode: 'talent-10' });
    await api.post(`/resumes/${resumeId}/unlock`, undefined, buyer.accessToken);
    const quote = (await api.get(`/my/orders/${paid.id}`, buyer.accessToken)).body.order.refund!;
    expect(quote.amount).toBe(9_000);

    await api.post(`/my/orders/${paid.id}/refund-request`, { reason: '잘못 샀습니다' }, buyer.accessToken);
    const refused = await api.post(`/admin/orders/${paid.id}/refund/refuse`, { note: '사용 내역 확인 필요' }, admin);
    expect(refused.body.order.status).toBe('paid');

    await api.post(`/my/orders/${paid.id}/refund-request`, { reason: '다시 요청합니다' }, buyer.accessToken);
    await api.post(`/admin/orders/${paid.id}/refund/approve`, undefined, admin);
    expect((await api.get('/my/talent-credits', buyer.accessToken)).body.remaining).toBe(0);
    const admins = await api.get('/admin/orders?status=refunded', admin);
    expect(admins.body.items.map((item: { id: number }) => item.id)).toContain(paid.id);
  });

  it.runIf(dialect === 'postgres')(
    'a refund of credits racing an unlock: the unlock waits, and no credit is both spent and refunded',
    async () => {
      const owner = await api.signUp(api.normalUser());
      const listed = (await api.post('/my/resumes', completeResume, owner.accessToken)).body.resume.id;
      await paidByTestCard(owner.accessToken, { productCode: 'resume-30', targetId: listed });
      const buyer = await api.signUp(api.companyUser({ username: '경합제과' }));
      const paid = await paidByTestCard(buyer.accessToken, { productCode: 'talent-10' });
      await api.post(`/my/orders/${paid.id}/refund-request`, { reason: '잘못 샀습니다' }, buyer.accessToken);
      /** Backends waiting for a lock `pid` holds. */
      const waitingFor = async (pid: number) => {
        const blocked = sql<Backend>`select pid from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))`;
        return (await blocked.execute(api.db)).rows.map((row) => row.pid);
      };

      // A second connection holds the order's row: the refund stops there, after its quote.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding!: (pid: number) => void;
      const held = new Promise<number>((resolve) => (holding = resolve));
      const holder = api.db.transaction().execute(async (trx) => {
        await trx.selectFrom('orders').select('id').where('id', '=', paid.id).forUpdate().execute();
        holding((await sql<Backend>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid);
        await released;
      });
      try {
        const holderPid = await held;
        const approving = api.post(`/admin/orders/${paid.id}/refund/approve`, undefined, admin);
        await expect.poll(() => waitingFor(holderPid)).toHaveLength(1);
        const [refundPid] = await waitingFor(holderPid);

        // The unlock runs to its end, or until it waits for the refund.
        let unlockDone = false;
        const unlocking = api.post(`/resumes/${listed}/unlock`, undefined, buyer.accessToken).finally(() => {
          unlockDone = true;
        });
        await expect.poll(async () => unlockDone || (await waitingFor(refundPid!)).length > 0).toBe(true);
        release();
        await holder;

        const [approved, unlocked] = await Promise.all([approving, unlocking]);
        expect(approved.status).toBe(200);
        const spent = await api.db
          .selectFrom('resume_unlocks')
          .innerJoin('talent_credits', 'talent_credits.id', 'resume_unlocks.credit_id')
          .select('resume_unlocks.resume_id')
          .where('talent_credits.order_id', '=', paid.id)
          .execute();
        // what was refunded is the credits not spent, and nothing of the one spent
        expect(approved.body.order.refundAmount).toBe((10_000 * (10 - spent.length)) / 10);
        // the refund took the pack first: the unlock found no credit left
        expect(spent).toEqual([]);
        expect(unlocked.status).toBe(402);
        expect(unlocked.body.code).toBe('NO_TALENT_CREDITS');
        expect((await api.get('/my/talent-credits', buyer.accessToken)).body.remaining).toBe(0);
      } finally {
        release();
        await holder;
      }
    },
  );

  it('an account deleted keeps its payment records, the depositor masked, and cancels what was pending', async () => {
    const buyer = await api.signUp(api.companyUser({ username: '탈퇴제과' }));
    const paid = await paidByTestCard(buyer.accessToken, { productCode: 'talent-10' });
    const pending = await order(buyer.accessToken, {
      productCode: 'talent-30',
      method: 'bank_transfer',
      depositorName: '김탈퇴',
    });
    await api.checkPassword(buyer.accessToken, buyer.password);
    const gone = await api.put('/delete-user', { password: buyer.password }, buyer.accessToken);
    expect(gone.status).toBe(200);
    const rows = await api.db
      .selectFrom('orders')
      .select(['id', 'status', 'depositor_name', 'amount'])
      .where('id', 'in', [paid.id, pending.body.order.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: paid.id, status: 'paid', depositor_name: null, amount: 10_000 },
      { id: pending.body.order.id, status: 'cancelled', depositor_name: '김○○', amount: 25_000 },
    ]);
  });
});
