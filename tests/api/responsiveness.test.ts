import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, startOfKoreanDay } from '#contracts/korea-time';
import { todayKst } from '../../api/src/clock';
import { responsivenessOf } from '../../api/src/companies/responsiveness';
import { newMember, postingsOf, resumeInput } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MADE = '2026-11-01T00:00:00.000Z';
/** an application made at MADE and answered `days` later (or never) */
const answeredAfter = (days: number | null) => ({
  appliedAt: MADE,
  answeredAt: days === null ? null : new Date(Date.parse(MADE) + days * DAY).toISOString(),
});

describe('responsiveness, the figure', () => {
  it('says nothing below 5 applications', () => {
    expect(responsivenessOf([1, 2, 3, 4].map(answeredAfter))).toBeNull();
    expect(responsivenessOf([1, 2, 3, 4, null].map(answeredAfter))).toEqual({
      answeredShare: 0.8,
      typicalDays: 3,
      applications: 5,
    });
  });

  it('counts an answer after exactly 7 days, not one a minute later', () => {
    const late = { appliedAt: MADE, answeredAt: new Date(Date.parse(MADE) + 7 * DAY + 60_000).toISOString() };
    expect(responsivenessOf([7, 7, null, null, null].map(answeredAfter))).toMatchObject({ answeredShare: 0.4 });
    expect(responsivenessOf([late, late, late, late, answeredAfter(7)])).toMatchObject({
      answeredShare: 0.2,
      typicalDays: 7,
    });
  });

  it('takes the middle one of an odd count and rounds it up', () => {
    expect(responsivenessOf([0.1, 2.5, 6, null, null].map(answeredAfter))!.typicalDays).toBe(3);
    expect(responsivenessOf([0.1, 2, 6, null, null].map(answeredAfter))!.typicalDays).toBe(2);
  });

  it('takes the mean of the two middle ones of an even count, then rounds up', () => {
    // 1.2 and 2.5: their mean 1.85 → 2 (the upper one, or the middle of the rounded 2 and 3, would say 3)
    expect(responsivenessOf([0.04, 1.2, 2.5, 7, null].map(answeredAfter))!.typicalDays).toBe(2);
    // 1.5 and 2.7: their mean 2.1 → 3 (the lower one would say 2)
    expect(responsivenessOf([0.04, 1.5, 2.7, 7, null].map(answeredAfter))!.typicalDays).toBe(3);
  });

  it('says at least 1 day, and no typical days when nothing was answered', () => {
    expect(responsivenessOf([0, 0.01, 0.02, null, null].map(answeredAfter))!.typicalDays).toBe(1);
    expect(responsivenessOf([null, null, null, null, null].map(answeredAfter))).toEqual({
      answeredShare: 0,
      typicalDays: null,
      applications: 5,
    });
  });
});

describe.each(DIALECTS)('responsiveness on the company page and the posting (%s)', (dialect) => {
  let api: Harness;
  let companyId: number;
  let companyLogin: string;
  let jobInfoId: number;
  /** the applications in the order made, each a minute after the one before */
  const made: { id: number; appliedAt: string; userId: string }[] = [];

  /** a fresh sign-in: the clock moves on by days, past any access token's life */
  const tokenOf = async (userId: string) =>
    (await api.post('/login', { userId, password: 'bread1234' })).body.accessToken;

  const moveTo = (instant: number) => {
    const by = instant - api.clock.now().getTime();
    expect(by).toBeGreaterThanOrEqual(0);
    api.clock.advance(by);
  };
  const companyPage = async () => {
    const res = await api.get(`/companies/${companyId}`);
    expect(res.status).toBe(200);
    return res.body.responsiveness;
  };
  const answer = async (index: number, after: number, status: 'passed' | 'failed' = 'passed') => {
    moveTo(Date.parse(made[index]!.appliedAt) + after);
    const res = await api.put(`/my/applicants/${made[index]!.id}/status`, { status }, await tokenOf(companyLogin));
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    // answers cached as long as the api allows: what they say must still follow time and writes
    api = await createHarness(dialect, { PUBLIC_CACHE_SECONDS: '600' });
    const company = await newMember(api, 'company');
    companyId = company.id;
    companyLogin = company.user_id;
    jobInfoId = await postingsOf(api, companyId).publish('응답 빠른 제빵사');
    for (let i = 0; i < 6; i += 1) {
      const seeker = await newMember(api, 'normal');
      const resume = await api.post('/my/resumes', resumeInput, seeker.accessToken);
      const applied = await api.post(
        `/job-infos/${jobInfoId}/applications`,
        { resumeId: resume.body.resume.id },
        seeker.accessToken,
      );
      expect(applied.status).toBe(201);
      made.push({ ...applied.body.application, userId: seeker.user_id });
      api.clock.advance(60_000);
    }
  });
  afterAll(() => api.close());

  it('counts the Korean days from 90 to 7 days ago, answers within 7 days, not cancelled ones, from 5 on', async () => {
    const madeOn = todayKst(api.clock);
    // a cancelled application is left out
    const cancel = async (index: number) =>
      (await api.post(`/my/applications/${made[index]!.id}/cancel`, undefined, await tokenOf(made[index]!.userId)))
        .status;
    expect(await cancel(5)).toBe(200);
    await answer(0, HOUR);
    expect(await companyPage()).toBeNull();
    await answer(1, 2.5 * DAY, 'failed');

    // the last minute of the 6th day after: nothing counts yet, and the answer is cached
    moveTo(Date.parse(startOfKoreanDay(addDays(madeOn, 7))) - 2 * 60_000);
    expect(await companyPage()).toBeNull();
    expect(await companyPage()).toBeNull();
    // two minutes later it is the 7th day: all five count, and the cache of the day before is not read
    api.clock.advance(3 * 60_000);
    const seventhDay = { applications: 5, answeredShare: 0.4, typicalDays: 2 };
    expect(await companyPage()).toEqual(seventhDay);
    const posting = await api.get(`/job-infos/${jobInfoId}`);
    expect(posting.status).toBe(200);
    expect(posting.body.responsiveness).toEqual(seventhDay);

    // an answer exactly 7 days on counts, and the cached figure follows the write at once
    await answer(2, 7 * DAY);
    expect(await companyPage()).toEqual({ applications: 5, answeredShare: 0.6, typicalDays: 3 });
    expect((await api.get(`/job-infos/${jobInfoId}`)).body.responsiveness).toMatchObject({ answeredShare: 0.6 });
    // a minute later is too late
    await answer(3, 7 * DAY + 60_000);
    expect(await companyPage()).toEqual({ applications: 5, answeredShare: 0.6, typicalDays: 3 });

    // 90 days after, they still count; the day after, they have left the window
    expect(await api.deps.responsiveness.ofCompany(companyId, addDays(madeOn, 90))).toMatchObject({ applications: 5 });
    expect(await api.deps.responsiveness.ofCompany(companyId, addDays(madeOn, 91))).toBeNull();
    expect(await api.deps.responsiveness.ofCompany(companyId, addDays(madeOn, 6))).toBeNull();

    // the seeker still waiting cancels: four say nothing
    expect(await cancel(4)).toBe(200);
    expect(await companyPage()).toBeNull();
    expect((await api.get(`/job-infos/${jobInfoId}`)).body.responsiveness).toBeNull();
  });
});
