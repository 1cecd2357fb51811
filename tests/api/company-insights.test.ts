import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '#contracts/enumerations';
import type { ApplicationSource } from '#contracts/insights';
import { jobInfoInputSchema, type JobInfoInput } from '#contracts/job-info';
import { addDays, startOfKoreanDay } from '#contracts/korea-time';
import { todayKst } from '../../api/src/clock';
import { createHarness, DIALECTS, type Harness } from './harness';
import { newMember, postingInput, postingsOf } from './fixtures';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe.each(DIALECTS)('a company’s insights (%s)', (dialect) => {
  let api: Harness;
  let company: Awaited<ReturnType<typeof newMember>>;
  let other: Awaited<ReturnType<typeof newMember>>;
  let seeker: Awaited<ReturnType<typeof newMember>>;
  let posting: number;
  let othersPosting: number;
  let today: string;

  beforeAll(async () => {
    api = await createHarness(dialect);
    company = await newMember(api, 'company');
    other = await newMember(api, 'company');
    seeker = await newMember(api, 'normal');
    posting = await postingsOf(api, company.id).publish('성수 제빵사');
    othersPosting = await postingsOf(api, other.id).publish('다른 빵집 제빵사');
    today = todayKst(api.clock);
  });
  afterAll(() => api.close());

  const counters = (jobInfoId: number, day: string, appearances: number, views: number) =>
    api.db.insertInto('job_info_days').values({ job_info_id: jobInfoId, day, appearances, views }).execute();

  it('answers a row for every day of the range, zeros included, with the beacon’s counters', async () => {
    await counters(posting, today, 40, 12);
    await counters(posting, addDays(today, -3), 25, 5);
    await counters(posting, addDays(today, -7), 99, 99); // the day before a 7-day range
    await counters(othersPosting, today, 1000, 1000);

    const res = await api.get(`/my/job-infos/${posting}/insights?days=7`, company.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.series.map((day) => day.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)));
    expect(res.body.series.map((day) => [day.appearances, day.views])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [25, 5],
      [0, 0],
      [0, 0],
      [40, 12],
    ]);

    const all = await api.get('/my/insights?days=7', company.accessToken);
    expect(all.status).toBe(200);
    expect(all.body.series.at(-1)).toMatchObject({ appearances: 40, views: 12 });
    expect(all.body.postings).toEqual([expect.objectContaining({ id: posting, appearances: 65, views: 17 })]);
  });

  it('is the company’s own: a seeker is refused, another company’s posting is not found, a stranger must log in', async () => {
    const seekers = await api.get('/my/insights', seeker.accessToken);
    expect(seekers.status).toBe(403);
    expect((await api.get(`/my/job-infos/${posting}/insights`, seeker.accessToken)).status).toBe(403);
    const others = await api.get(`/my/job-infos/${othersPosting}/insights`, company.accessToken);
    expect(others.status).toBe(404);
    expect(others.body.message).toBe('공고를 찾을 수 없습니다.');
    expect((await api.get('/my/insights')).status).toBe(401);
    expect((await api.get(`/my/job-infos/${posting}/insights`)).status).toBe(401);
  });

  it('refuses a range other than 7, 30 or 90 days in Korean', async () => {
    for (const path of ['/my/insights?days=14', `/my/job-infos/${posting}/insights?days=14`]) {
      const res = await api.get(path, company.accessToken);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('기간은 7일, 30일, 90일 중에서 골라주세요.');
    }
  });

  describe('the funnel, the sources and the time to a first answer', () => {
    let funnelPosting: number;
    let seekers: number[];

    /** An application made `ago` before now, as the company left it, answered `answeredAfter` later. */
    const application = async (
      seekerId: number,
      status: ApplicationStatus,
      ago: number,
      options: {
        viewed?: boolean;
        answeredAfter?: number;
        interviewed?: boolean;
        source?: ApplicationSource;
        detail?: string;
      } = {},
    ) => {
      const applied = api.clock.now().getTime() - ago;
      const at = (offset: number) => new Date(applied + offset).toISOString();
      const { id } = await api.db
        .insertInto('applications')
        .values({
          job_info_id: funnelPosting,
          seeker_id: seekerId,
          resume_title: '제빵 3년차',
          status,
          applied_at: at(0),
          viewed_at: options.viewed ? at(HOUR) : null,
          answered_at: options.answeredAfter === undefined ? null : at(options.answeredAfter),
          cancelled_at: status === 'cancelled' ? at(2 * HOUR) : null,
          source: options.source ?? null,
          source_detail: options.detail ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (options.interviewed) {
        await api.db
          .insertInto('interviews')
          .values({
            application_id: id,
            kind: 'visit',
            slots: JSON.stringify([{ startsAt: at(3 * DAY), minutes: 30 }]),
            last_slot_at: at(3 * DAY),
            status: 'done',
            created_at: at(DAY),
            updated_at: at(DAY),
          })
          .execute();
      }
    };

    beforeAll(async () => {
      api.clock.advance(60_000);
      funnelPosting = await postingsOf(api, company.id).publish('성수 파티시에');
      seekers = [];
      for (let i = 0; i < 9; i++) seekers.push((await newMember(api, 'normal')).id);
      await counters(funnelPosting, today, 150, 30);
      await counters(funnelPosting, addDays(today, -20), 50, 20);
      await counters(funnelPosting, addDays(today, -30), 500, 500); // a day before the 30 days
      for (const [i, ago] of [2 * HOUR, 2 * HOUR, 5 * DAY, 10 * DAY, 31 * DAY].entries()) {
        await api.db
          .insertInto('scraps')
          .values({
            user_id: seekers[i]!,
            kind: 'job',
            target_id: funnelPosting,
            created_at: new Date(api.clock.now().getTime() - ago).toISOString(),
          })
          .execute();
      }
      const [s1, s2, s3, s4, s5, s6, s7, s8, s9] = seekers as [number, ...number[]];
      await application(s1, 'applied', HOUR, { source: 'list' });
      await application(s2!, 'viewed', HOUR, { viewed: true, source: 'search' });
      await application(s3!, 'passed', 2 * DAY, { viewed: true, answeredAfter: 1.5 * DAY, source: 'list' });
      await application(s4!, 'interview_confirmed', 3 * DAY, {
        viewed: true,
        answeredAfter: 0.5 * DAY,
        interviewed: true,
        source: 'alert',
      });
      await application(s5!, 'hired', 8 * DAY, {
        viewed: true,
        answeredAfter: 2.25 * DAY,
        interviewed: true,
        source: 'other_site',
        detail: 'blog.naver.com',
      });
      await application(s6!, 'failed', 9 * DAY, {
        viewed: true,
        answeredAfter: 3 * DAY,
        interviewed: true,
        source: 'other_site',
        detail: 'blog.naver.com',
      });
      // failed on its papers; made before sources were recorded
      await application(s7!, 'failed', 15 * DAY, { viewed: true, answeredAfter: 10 * DAY });
      // withdrawn: gone from the company's side
      await application(s8!, 'cancelled', 4 * DAY, { viewed: true, source: 'list' });
      // before the 30 days
      await application(s9!, 'hired', 31 * DAY, { viewed: true, answeredAfter: DAY, interviewed: true });
    });

    it('keeps each step’s count and its share of the step before', async () => {
      const res = await api.get(`/my/job-infos/${funnelPosting}/insights?days=30`, company.accessToken);
      expect(res.status).toBe(200);
      expect(res.body.funnel).toEqual([
        { step: 'appearances', count: 200, share: null },
        { step: 'views', count: 50, share: 0.25 },
        { step: 'scraps', count: 4, share: 0.08 },
        { step: 'applications', count: 7, share: 7 / 4 },
        { step: 'viewed', count: 6, share: 6 / 7 },
        // passed, in an interview, hired, and failed after an interview; not failed on the papers
        { step: 'passed', count: 4, share: 4 / 6 },
        { step: 'hired', count: 1, share: 1 / 4 },
      ]);
    });

    it('has no share after a step of none', async () => {
      const res = await api.get(`/my/job-infos/${funnelPosting}/insights?days=7`, company.accessToken);
      expect(res.body.funnel.map((step) => [step.step, step.count, step.share])).toEqual([
        ['appearances', 150, null],
        ['views', 30, 0.2],
        ['scraps', 3, 0.1],
        ['applications', 4, 4 / 3],
        ['viewed', 3, 0.75],
        ['passed', 2, 2 / 3],
        ['hired', 0, 0],
      ]);
      const quiet = await postingsOf(api, company.id).publish('아무도 안 본 공고');
      const none = await api.get(`/my/job-infos/${quiet}/insights?days=7`, company.accessToken);
      expect(none.body.funnel.map((step) => step.share)).toEqual([null, null, null, null, null, null, null]);
      await api.db.deleteFrom('job_infos').where('id', '=', quiet).execute();
    });

    it('counts scraps and applications on the Korean day they were made', async () => {
      const res = await api.get(`/my/job-infos/${funnelPosting}/insights?days=30`, company.accessToken);
      const on = (date: string) => res.body.series.find((day) => day.date === date)!;
      expect(res.body.series).toHaveLength(30);
      expect(on(today)).toEqual({ date: today, appearances: 150, views: 30, scraps: 2, applications: 2 });
      expect(on(addDays(today, -5))).toMatchObject({ scraps: 1, applications: 0 });
      expect(on(addDays(today, -9))).toMatchObject({ scraps: 0, applications: 1 });
      expect(on(addDays(today, -20))).toEqual({
        date: addDays(today, -20),
        appearances: 50,
        views: 20,
        scraps: 0,
        applications: 0,
      });
      expect(res.body.series.reduce((sum, day) => sum + day.applications, 0)).toBe(7);
    });

    it('puts an application just after midnight in Korea on the new day', async () => {
      const quiet = await postingsOf(api, company.id).publish('자정 공고');
      const seeker = await newMember(api, 'normal');
      const midnight = Date.parse(startOfKoreanDay(today));
      for (const [offset, ago] of [
        [30 * 60_000, 'after'],
        [-30 * 60_000, 'before'],
      ] as const) {
        await api.db
          .insertInto('applications')
          .values({
            job_info_id: quiet,
            seeker_id: seeker.id,
            resume_title: ago,
            status: 'cancelled',
            applied_at: new Date(midnight + offset).toISOString(),
          })
          .execute();
      }
      await api.db.updateTable('applications').set({ status: 'applied' }).where('resume_title', '=', 'after').execute();
      await api.db
        .updateTable('applications')
        .set({ status: 'applied', seeker_id: seekers[0]! })
        .where('resume_title', '=', 'before')
        .execute();
      const res = await api.get(`/my/job-infos/${quiet}/insights?days=7`, company.accessToken);
      expect(res.body.series.slice(-2).map((day) => day.applications)).toEqual([1, 1]);
      await api.db.deleteFrom('job_infos').where('id', '=', quiet).execute();
    });

    it('counts where applicants came from, most first, leaving out those made before it was recorded', async () => {
      const res = await api.get(`/my/job-infos/${funnelPosting}/insights?days=30`, company.accessToken);
      expect(res.body.sources).toEqual([
        { source: 'list', detail: null, applications: 2 },
        { source: 'other_site', detail: 'blog.naver.com', applications: 2 },
        { source: 'alert', detail: null, applications: 1 },
        { source: 'search', detail: null, applications: 1 },
      ]);
    });

    it('answers the median days to a first answer, to one decimal', async () => {
      // 0.5, 1.5, 2.25, 3 and 10 days: the withdrawn and the older ones are not of the range
      const res = await api.get(`/my/job-infos/${funnelPosting}/insights?days=30`, company.accessToken);
      expect(res.body.firstAnswerDays).toBe(2.3);
      const week = await api.get(`/my/job-infos/${funnelPosting}/insights?days=7`, company.accessToken);
      expect(week.body.firstAnswerDays).toBe(1); // 0.5 and 1.5
      const day = await api.get(`/my/job-infos/${posting}/insights?days=7`, company.accessToken);
      expect(day.body.firstAnswerDays).toBeNull();
    });

    it('sums every posting of the company, with a row of totals per posting, newest first', async () => {
      const res = await api.get('/my/insights?days=30', company.accessToken);
      expect(res.status).toBe(200);
      expect(res.body.pay).toBeNull();
      expect(res.body.days).toBe(30);
      // the first posting's counters of 7 days ago are inside 30 days
      expect(res.body.funnel.slice(0, 4).map((step) => step.count)).toEqual([200 + 164, 50 + 116, 4, 7]);
      expect(res.body.series.at(-1)).toMatchObject({ appearances: 190, views: 42, scraps: 2, applications: 2 });
      expect(res.body.sources[0]).toEqual({ source: 'list', detail: null, applications: 2 });
      expect(res.body.firstAnswerDays).toBe(2.3);
      expect(res.body.postings).toEqual([
        {
          id: funnelPosting,
          title: '성수 파티시에',
          status: 'published',
          appearances: 200,
          views: 50,
          scraps: 4,
          applications: 7,
          firstAnswerDays: 2.3,
        },
        {
          id: posting,
          title: '성수 제빵사',
          status: 'published',
          appearances: 164,
          views: 116,
          scraps: 0,
          applications: 0,
          firstAnswerDays: null,
        },
      ]);
    });
  });

  describe('the pay beside the listed postings of the same 직종 and 시·도', () => {
    let own: number;
    /** away from the company's other postings (서울), which would be its peers too */
    const DAEJEON = { sido: '대전', sigungu: '서구' };

    /** A posting of another company, published unless `draft`, at `pay`. */
    const peer = async (pay: Partial<JobInfoInput>, { draft = false } = {}) => {
      const created = await api.deps.jobInfos.create(
        other.id,
        jobInfoInputSchema.parse(postingInput('동네 빵집 제빵사', { ...DAEJEON, ...pay })),
      );
      if (!draft) await api.deps.jobInfos.publish(created.id, 30);
      return created.id;
    };

    beforeAll(async () => {
      own = (
        await api.deps.jobInfos.create(
          company.id,
          jobInfoInputSchema.parse(postingInput('대전 제빵사', { ...DAEJEON, payType: 'hourly', payAmount: 12_000 })),
        )
      ).id;
      await api.deps.jobInfos.publish(own, 30);
      // nine peers with an hourly figure: 시급 11 000, 12 500, 13 400; 일급 120 000 over 06–15 (8 h)
      // and 100 000 over 09–14 (4½ h); 월급 2 508 000 and 3 135 000; 연봉 32 604 000 and 37 620 000
      await peer({ payType: 'hourly', payAmount: 11_000 });
      await peer({ payType: 'hourly', payAmount: 12_500 });
      await peer({ payType: 'hourly', payAmount: 13_400 });
      await peer({ payType: 'daily', payAmount: 120_000, workStart: '06:00', workEnd: '15:00' });
      await peer({ payType: 'daily', payAmount: 100_000, workStart: '09:00', workEnd: '14:00' });
      await peer({ payType: 'monthly', payAmount: 2_508_000 });
      await peer({ payType: 'monthly', payAmount: 3_135_000 });
      await peer({ payType: 'yearly', payAmount: 32_604_000 });
      await peer({ payType: 'yearly', payAmount: 37_620_000 });
      // not peers: 면접 후 결정, another 직종, another 시·도, a draft, a closed one
      await peer({ payType: 'negotiable', payAmount: undefined });
      await peer({ payType: 'hourly', payAmount: 30_000, position: 'patissier' });
      await peer({ payType: 'hourly', payAmount: 30_000, sido: '부산', sigungu: '해운대구' });
      await peer({ payType: 'hourly', payAmount: 30_000 }, { draft: true });
      await api.deps.jobInfos.close(other.id, await peer({ payType: 'hourly', payAmount: 30_000 }));
    });

    const pay = async (id: number) =>
      (await api.get(`/my/job-infos/${id}/insights?days=30`, company.accessToken)).body.pay;

    it('shows no quartiles with fewer than ten peers, but the minimum wage of the year', async () => {
      expect(await pay(own)).toEqual({
        hourly: 12_000,
        median: null,
        p25: null,
        p75: null,
        minimumWage: 10_320,
        peers: 0,
      });
    });

    it('shows the median and quartiles of ten peers’ hourly figures', async () => {
      const tenth = await peer({ payType: 'hourly', payAmount: 14_000 });
      // 11 000, 12 000, 12 500, 13 000, 13 400, 14 000, 15 000, 15 000, 15 000, 22 222
      expect(await pay(own)).toEqual({
        hourly: 12_000,
        median: 13_700,
        p25: 12_625,
        p75: 15_000,
        minimumWage: 10_320,
        peers: 10,
      });
      await api.deps.jobInfos.close(other.id, tenth);
      expect((await pay(own))?.peers).toBe(0);
    });

    it('has no comparison for a posting of 면접 후 결정, nor peers for one without a 직종', async () => {
      const negotiable = await api.deps.jobInfos.create(
        company.id,
        jobInfoInputSchema.parse(postingInput('협의 공고', { payType: 'negotiable', payAmount: undefined })),
      );
      expect(await pay(negotiable.id)).toBeNull();
      const draft = await api.deps.jobInfos.create(
        company.id,
        jobInfoInputSchema.parse({ title: '쓰다 만 공고', payType: 'monthly', payAmount: 2_508_000 }),
      );
      expect(await pay(draft.id)).toEqual({
        hourly: 12_000,
        median: null,
        p25: null,
        p75: null,
        minimumWage: 10_320,
        peers: 0,
      });
    });
  });
});
