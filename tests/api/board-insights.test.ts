import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#contracts/korea-time';
import { todayKst } from '../../api/src/clock';
import { type SmtpSink, startSmtpSink } from '../smtp-sink';
import { newMember, postingsOf, resumeInput } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

/** GET /admin/insights: the operator's board, per Korean day. */
describe.each(DIALECTS)('the operator’s board (%s)', (dialect) => {
  let api: Harness;
  let admin: string;

  beforeAll(async () => {
    api = await createHarness(dialect);
    const operator = await newMember(api, 'normal');
    await api.db.updateTable('users').set({ role: 'admin' }).where('id', '=', operator.id).execute();
    admin = operator.accessToken;
  });
  afterAll(async () => {
    await api.close();
  });

  it('is for operators only, and refuses a range other than 7, 30 or 90 days in Korean', async () => {
    expect((await api.get('/admin/insights')).status).toBe(401);
    const seeker = await newMember(api, 'normal');
    const company = await newMember(api, 'company');
    for (const member of [seeker, company]) {
      const res = await api.get('/admin/insights', member.accessToken);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('운영자만 이용할 수 있습니다.');
    }
    for (const days of ['14', 'abc', '0']) {
      const res = await api.get(`/admin/insights?days=${days}`, admin);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('기간은 7일, 30일, 90일 중에서 골라주세요.');
    }
  });

  it('has every Korean day of the range, ending today, in order', async () => {
    const today = todayKst(api.clock);
    for (const days of [7, 30, 90] as const) {
      const res = await api.get(`/admin/insights?days=${days}`, admin);
      expect(res.status).toBe(200);
      expect(res.body.days).toBe(days);
      expect(res.body.series.map((day) => day.date)).toEqual(
        Array.from({ length: days }, (_, index) => addDays(today, index + 1 - days)),
      );
    }
    expect((await api.get('/admin/insights', admin)).body.days).toBe(30);
  });
});

/** Each figure on the Korean day it happened: a day ends at 15:00 UTC. */
describe.each(DIALECTS)('the operator’s board, day by day (%s)', (dialect) => {
  let api: Harness;
  let sink: SmtpSink;
  const REFUSED = 'bounced-seeker@example.com';

  beforeAll(async () => {
    sink = await startSmtpSink({
      port: 0,
      receive: async () => {},
      refuse: (to) => (to === REFUSED ? { code: 550, message: 'Mailbox unavailable' } : null),
    });
    api = await createHarness(dialect, { SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
  });
  afterAll(async () => {
    await api.close();
    await sink.close();
  });

  const MINUTE = 60_000;
  const order = async (token: string, targetId: number, method: 'test' | 'bank_transfer') => {
    const created = await api.post('/my/orders', { productCode: 'posting-7', targetId, method }, token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id: number = created.body.order.id;
    if (method === 'test') {
      expect((await api.post(`/my/orders/${id}/test-payment`, { result: 'approve' }, token)).status).toBe(200);
    }
    return id;
  };

  it('counts sign-ups, first publications, resumes first made public, applications, net revenue and failed mail', async () => {
    // 2026-11-23 23:59 in Korea: the seeker signs up on the 23rd
    api.clock.advance(5 * 60 * MINUTE + 59 * MINUTE);
    const first = todayKst(api.clock);
    const operator = await newMember(api, 'normal');
    await api.db.updateTable('users').set({ role: 'admin' }).where('id', '=', operator.id).execute();
    await newMember(api, 'normal');

    // two minutes later it is the 24th in Korea, still the 23rd in UTC
    api.clock.advance(2 * MINUTE);
    const second = todayKst(api.clock);
    expect(second).toBe(addDays(first, 1));
    const company = await newMember(api, 'company');
    const seeker = await api.signUp(api.normalUser({ email: REFUSED }));
    const posting = await postingsOf(api, company.id).create('마포 제빵사');
    const firstOrder = await order(company.accessToken, posting, 'test');
    const price = (await api.get(`/my/orders/${firstOrder}`, company.accessToken)).body.order.amount;
    const resumeId = (await api.post('/my/resumes', resumeInput, seeker.accessToken)).body.resume.id;
    expect(
      (await api.put(`/my/resumes/${resumeId}/visibility`, { visibility: 'public' }, seeker.accessToken)).status,
    ).toBe(200);
    await order(company.accessToken, await postingsOf(api, company.id).create('부산 파티시에'), 'bank_transfer');
    expect((await api.post('/my/job-alerts', { name: '마포', filters: 'sido=서울' }, seeker.accessToken)).status).toBe(
      201,
    );
    expect(await api.deps.outbox.deliverDue()).toMatchObject({ failed: 1 });

    // the 25th: an application, the posting renewed (not published again), the resume off and on, a refund
    api.clock.advance(24 * 60 * MINUTE);
    const signIn = async (userId: string) =>
      (await api.post('/login', { userId, password: 'bread1234' })).body.accessToken;
    seeker.accessToken = await signIn(seeker.userId);
    company.accessToken = await signIn(company.user_id);
    expect((await api.post(`/job-infos/${posting}/applications`, { resumeId }, seeker.accessToken)).status).toBe(201);
    await api.put(`/my/resumes/${resumeId}/visibility`, { visibility: 'private' }, seeker.accessToken);
    await api.put(`/my/resumes/${resumeId}/visibility`, { visibility: 'public' }, seeker.accessToken);
    await order(company.accessToken, posting, 'test');
    await api.post(`/my/orders/${firstOrder}/refund-request`, { reason: '잘못 샀습니다' }, company.accessToken);
    const admin = await signIn(operator.user_id);
    const refund = await api.post(`/admin/orders/${firstOrder}/refund/approve`, undefined, admin);
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const refunded = refund.body.order.refundAmount ?? 0;
    expect(refunded).toBeGreaterThan(0);

    const res = await api.get('/admin/insights?days=7', admin);
    expect(res.status).toBe(200);
    const third = addDays(second, 1);
    const zero = {
      seekerSignUps: 0,
      companySignUps: 0,
      postingsPublished: 0,
      resumesMadePublic: 0,
      applications: 0,
      netRevenue: 0,
      mailsFailed: 0,
    };
    expect(res.body.series).toEqual([
      ...[-4, -3, -2, -1].map((offset) => ({ date: addDays(first, offset), ...zero })),
      { date: first, ...zero, seekerSignUps: 1 },
      {
        date: second,
        ...zero,
        seekerSignUps: 1,
        companySignUps: 1,
        postingsPublished: 1,
        resumesMadePublic: 1,
        netRevenue: price,
        mailsFailed: 1,
      },
      { date: third, ...zero, applications: 1, netRevenue: price - refunded },
    ]);
    const productName = (await api.get(`/my/orders/${firstOrder}`, company.accessToken)).body.order.productName;
    expect(res.body.revenueByProduct).toEqual([{ productName, paid: 2 * price, refunded, net: 2 * price - refunded }]);
    expect(res.body.transfersWaiting).toBe(1);
    expect(res.body.activeAlerts).toBe(1);
  });
});
