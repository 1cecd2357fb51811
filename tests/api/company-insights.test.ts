import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#contracts/korea-time';
import { todayKst } from '../../api/src/clock';
import { createHarness, DIALECTS, type Harness } from './harness';
import { newMember, postingsOf } from './fixtures';

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
});
