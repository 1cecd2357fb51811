import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_RECORD_RETENTION_YEARS } from '#contracts/enumerations';
import { jobInfoInputSchema } from '#contracts/job-info';
import { seedDemoAccounts } from '../../api/src/db/seed';
import { createHarness, DIALECTS, type Harness } from './harness';
import { postingInput } from './fixtures';

const DAY = 86_400_000;

const banner = {
  company: '밀가루상사',
  contactName: '김담당',
  phone: '010-5555-6666',
  email: 'ad@example.com',
  slot: 'home_top',
  period: '2027년 1월 한 달',
  agreePrivacy: true,
};

/**
 * 1:1 inquiries, banner-ad inquiries and posting reports are kept the years the terms state, counted
 * from the answer, the receipt and the operator's decision, and then are gone by date alone.
 */
describe.each(DIALECTS)('customer records kept for the years the terms state (%s)', (dialect) => {
  let api: Harness;
  let seeker: { userId: string; password: string; accessToken: string };
  let admin: string;
  const ids = { answered: 0, unanswered: 0, dismissedPosting: 0, openPosting: 0 };

  const signIn = async () => {
    admin = (await api.post('/login', { userId: 'admin', password: 'admin1234' })).body.accessToken;
    seeker.accessToken = (
      await api.post('/login', { userId: seeker.userId, password: seeker.password })
    ).body.accessToken;
  };
  /** Moves the clock to `iso` exactly. */
  const travelTo = async (iso: string) => {
    api.clock.advance(Date.parse(iso) - api.clock.now().getTime());
    await signIn();
  };
  /** What each reader still sees: the asker, the operator's queues. */
  const kept = async () => {
    const mine = await api.get('/my/inquiries', seeker.accessToken);
    const queue = await api.get('/admin/inquiries', admin);
    const banners = await api.get('/admin/banner-inquiries', admin);
    const reported = await api.get('/admin/job-infos?view=reported', admin);
    const reports = reported.body.items.flatMap((item: { id: number; reports: unknown[] }) =>
      item.reports.map(() => item.id),
    );
    expect(queue.body.items.map((item: { id: number }) => item.id).sort()).toEqual(
      mine.body.items.map((item: { id: number }) => item.id).sort(),
    );
    return {
      inquiries: mine.body.items.map((item: { id: number }) => item.id).sort(),
      unanswered: (await api.get('/admin/summary', admin)).body.unansweredInquiries,
      banners: banners.body.total,
      reportsOn: reports.sort(),
    };
  };

  beforeAll(async () => {
    api = await createHarness(dialect);
    await seedDemoAccounts(api.db, api.clock);
    seeker = await api.signUp();
    const company = await api.signUp(api.companyUser());
    const companyId = (await api.deps.users.findByUserId(company.userId))!.id;
    for (const key of ['dismissedPosting', 'openPosting'] as const) {
      const created = await api.deps.jobInfos.create(companyId, jobInfoInputSchema.parse(postingInput(key)));
      await api.deps.jobInfos.publish(created.id, 30);
      ids[key] = created.id;
    }
    await signIn();
  });
  afterAll(() => api.close());

  it('by the date of the answer, the receipt and the decision, on the clock of the api', async () => {
    expect(CUSTOMER_RECORD_RETENTION_YEARS).toBe(3);
    const start = api.clock.now().toISOString();
    expect(start).toBe('2026-11-23T09:00:00.000Z');
    const ask = (title: string) =>
      api.post(
        '/my/inquiries',
        { category: 'other', title, body: '열 글자가 넘는 문의 내용입니다.' },
        seeker.accessToken,
      );
    ids.answered = (await ask('답을 받을 문의')).body.inquiry.id;
    ids.unanswered = (await ask('답을 받지 못할 문의')).body.inquiry.id;
    const sent = await api.request('POST', '/banner-inquiries', {
      body: banner,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(sent.status).toBe(201);
    for (const id of [ids.dismissedPosting, ids.openPosting]) {
      const reported = await api.post(`/job-infos/${id}/reports`, { reason: 'fraud' }, seeker.accessToken);
      expect(reported.status).toBe(201);
    }

    await travelTo('2026-12-03T09:00:00.000Z');
    expect((await api.post(`/admin/inquiries/${ids.answered}/answer`, { answer: '확인했습니다.' }, admin)).status).toBe(
      200,
    );
    expect((await api.post(`/admin/job-infos/${ids.dismissedPosting}/dismiss-reports`, {}, admin)).status).toBe(200);

    const everything = {
      inquiries: [ids.answered, ids.unanswered].sort(),
      unanswered: 1,
      banners: 1,
      reportsOn: [ids.dismissedPosting, ids.openPosting].sort(),
    };
    await travelTo('2029-11-23T09:00:00.000Z');
    expect(await kept()).toEqual(everything);

    await travelTo('2029-11-23T09:00:00.001Z');
    expect(await kept()).toEqual({ ...everything, inquiries: [ids.answered], unanswered: 0, banners: 0 });

    await travelTo('2029-12-03T09:00:00.000Z');
    expect(await kept()).toEqual({
      inquiries: [ids.answered],
      unanswered: 0,
      banners: 0,
      reportsOn: everything.reportsOn,
    });

    await travelTo('2029-12-03T09:00:00.001Z');
    expect(await kept()).toEqual({ inquiries: [], unanswered: 0, banners: 0, reportsOn: [ids.openPosting] });

    const rows = async (table: 'inquiries' | 'banner_inquiries' | 'job_info_reports') =>
      (await api.db.selectFrom(table).select('id').execute()).length;
    expect([await rows('inquiries'), await rows('banner_inquiries'), await rows('job_info_reports')]).toEqual([
      0, 0, 1,
    ]);
  });

  it('a report still waiting for an operator is kept however old', async () => {
    await travelTo(new Date(api.clock.now().getTime() + 10 * 365 * DAY).toISOString());
    expect((await kept()).reportsOn).toEqual([ids.openPosting]);
  });
});
