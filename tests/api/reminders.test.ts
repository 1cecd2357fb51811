import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobInfoInputSchema } from '#contracts/job-info';
import { type Clock, todayKst } from '../../api/src/clock';
import { addDays } from '#contracts/korea-time';
import { seedDemoAccounts } from '../../api/src/db/seed';
import { createDeps } from '../../api/src/deps';
import { createLogger } from '../../api/src/logger';
import { createReminders } from '../../api/src/messages/reminders';
import { type ScheduledTask, startScheduler } from '../../api/src/scheduler';
import { daysUntil, newMember, postingInput, resumeInput } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

/**
 * The scheduler's reminders: D-3 and the last day of a posting, D-3 of a public resume, the day
 * before a scrapped posting closes. Each fires on its KST day, from 09:00, once per item and day,
 * however many passes and processes run, and never for what is closed, hidden, private or gone.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Outcome = { found: number; told: number };

describe.each(DIALECTS)('reminders (%s)', (dialect) => {
  let api: Harness;
  let reminders: ScheduledTask[];

  // a database of its own per test, so each pass finds only what the test made
  beforeEach(async () => {
    api = await createHarness(dialect, { PUBLIC_URL: 'https://bbangjob.example' });
    reminders = createReminders(api.db, api.deps.messages);
  });
  afterEach(() => api.close());

  const today = () => todayKst(api.clock);

  /** Every reminder once, at the clock's instant: what each found untold and told. */
  async function pass(tasks = reminders): Promise<Record<string, Outcome>> {
    const now = api.clock.now();
    const outcomes: Record<string, Outcome> = {};
    for (const task of tasks) outcomes[task.name] = (await task.run(now)) as Outcome;
    return outcomes;
  }

  const member = (role: 'normal' | 'company') => newMember(api, role);

  /** A posting listed through `lastDay` (its paid period, or its deadline when given). */
  async function listedPosting(companyId: number, title: string, lastDay: string, deadline?: string) {
    const overrides = deadline ? { alwaysOpen: false, deadline } : {};
    const created = await api.deps.jobInfos.create(companyId, jobInfoInputSchema.parse(postingInput(title, overrides)));
    await api.deps.jobInfos.publish(created.id, daysUntil(api, lastDay));
    return created.id;
  }

  const keysOf = async (userId: number) =>
    (
      await api.db.selectFrom('notifications').select('event_key').where('user_id', '=', userId).orderBy('id').execute()
    ).map((row) => row.event_key);
  const notification = (eventKey: string) =>
    api.db.selectFrom('notifications').selectAll().where('event_key', '=', eventKey).executeTakeFirstOrThrow();
  const mailCount = async (eventKey: string) =>
    (await api.db.selectFrom('outbox_mails').select('id').where('event_key', '=', eventKey).execute()).length;

  it('every api process runs the three reminders', () => {
    expect(api.deps.scheduledTasks.map((task) => task.name)).toEqual(
      expect.arrayContaining(['posting-ending', 'resume-ending', 'scrap-closing']),
    );
  });

  it('a company hears 3 days before its posting leaves the list and on the last day, once each', async () => {
    const company = await member('company');
    const day0 = today();
    const ending = await listedPosting(company.id, '3일 남은 공고', addDays(day0, 3));
    const lastDay = await listedPosting(company.id, '오늘 끝나는 공고', day0);
    const twoDaysLeft = await listedPosting(company.id, '이틀 남은 공고', addDays(day0, 2));
    const closed = await listedPosting(company.id, '닫은 공고', addDays(day0, 3));
    await api.deps.jobInfos.close(company.id, closed);
    const hidden = await listedPosting(company.id, '숨겨진 공고', addDays(day0, 3));
    await seedDemoAccounts(api.db, api.clock);
    const admin = (await api.deps.users.findByUserId('admin'))!;
    await api.deps.moderation.hideJobInfo(admin.id, hidden, '연락처가 다른 업체로 연결됩니다.');
    const removed = await api.deps.jobInfos.create(company.id, jobInfoInputSchema.parse(postingInput('지운 공고')));
    await api.deps.jobInfos.publish(removed.id, daysUntil(api, addDays(day0, 3)));
    await api.deps.jobInfos.remove(company.id, removed.id);
    const byDeadline = await listedPosting(company.id, '마감일이 먼저인 공고', addDays(day0, 10), addDays(day0, 3));
    const endingKeys = async () => (await keysOf(company.id)).filter((key) => key.startsWith('posting_ending:')).sort();

    expect((await pass())['posting-ending']).toEqual({ found: 3, told: 3 });
    expect(await endingKeys()).toEqual(
      [ending, lastDay, byDeadline].map((id) => `posting_ending:${id}:${day0}`).sort(),
    );

    const d3 = await notification(`posting_ending:${ending}:${day0}`);
    expect(d3).toMatchObject({
      title: '‘3일 남은 공고’ 공고가 3일 뒤 게재가 끝납니다',
      link: `/job-info/payment?target=${ending}`,
    });
    expect(d3.body).toContain(`${addDays(day0, 3).replaceAll('-', '.')}(`);
    expect(d3.body).toContain('게재 기간을 연장해주세요');
    const d0 = await notification(`posting_ending:${lastDay}:${day0}`);
    expect(d0.title).toBe('‘오늘 끝나는 공고’ 공고가 오늘 게재가 끝납니다');
    const deadline = await notification(`posting_ending:${byDeadline}:${day0}`);
    expect(deadline).toMatchObject({
      title: '‘마감일이 먼저인 공고’ 공고가 3일 뒤 마감됩니다',
      link: `/job-info/${byDeadline}/edit`,
    });
    expect(await mailCount(`posting_ending:${ending}:${day0}`)).toBe(1);

    // the same day again, in the same minute or hours later: nothing is left to tell
    expect((await pass())['posting-ending']).toEqual({ found: 0, told: 0 });
    api.clock.advance(5 * HOUR);
    expect((await pass())['posting-ending']).toEqual({ found: 0, told: 0 });

    // the next days: nothing on the day after; the last day of each when it comes
    api.clock.advance(DAY);
    expect((await pass())['posting-ending']).toEqual({ found: 0, told: 0 });
    api.clock.advance(DAY);
    expect((await pass())['posting-ending']).toEqual({ found: 1, told: 1 });
    expect(await endingKeys()).toContain(`posting_ending:${twoDaysLeft}:${today()}`);
    api.clock.advance(DAY);
    const day3 = today();
    expect(day3).toBe(addDays(day0, 3));
    expect((await pass())['posting-ending']).toEqual({ found: 2, told: 2 });
    expect((await notification(`posting_ending:${ending}:${day3}`)).title).toBe(
      '‘3일 남은 공고’ 공고가 오늘 게재가 끝납니다',
    );
    expect((await notification(`posting_ending:${byDeadline}:${day3}`)).title).toBe(
      '‘마감일이 먼저인 공고’ 공고가 오늘 마감됩니다',
    );
  });

  it('a job seeker hears 3 days before a public resume stops being public', async () => {
    const seeker = await member('normal');
    const create = async (title: string) =>
      (await api.post('/my/resumes', { ...resumeInput, title }, seeker.accessToken)).body.resume.id;
    const ending = await create('3일 남은 이력서');
    await api.deps.resumes.publish(ending, 3);
    const later = await create('4일 남은 이력서');
    await api.deps.resumes.publish(later, 4);
    const hidden = await create('비공개로 돌린 이력서');
    await api.deps.resumes.publish(hidden, 3);
    await api.deps.resumes.setVisibility(seeker.id, hidden, 'private');

    expect((await pass())['resume-ending']).toEqual({ found: 1, told: 1 });
    const key = `resume_ending:${ending}:${today()}`;
    expect(await keysOf(seeker.id)).toEqual([key]);
    expect(await notification(key)).toMatchObject({
      title: '‘3일 남은 이력서’ 이력서 공개가 3일 뒤 끝납니다',
      link: `/resume/payment?target=${ending}`,
    });
    expect(await mailCount(key)).toBe(1);
    expect((await pass())['resume-ending']).toEqual({ found: 0, told: 0 });
  });

  it('a job seeker hears the day before a scrapped posting closes, unless it closed early or they applied', async () => {
    const company = await member('company');
    const keen = await member('normal');
    const applied = await member('normal');
    const tomorrow = addDays(today(), 1);
    const closing = await listedPosting(company.id, '내일 마감 공고', addDays(today(), 10), tomorrow);
    const closedEarly = await listedPosting(company.id, '일찍 닫은 공고', tomorrow);
    const later = await listedPosting(company.id, '모레 마감 공고', addDays(today(), 2));
    for (const seeker of [keen, applied]) {
      for (const id of [closing, closedEarly, later]) await api.deps.scraps.add(seeker, 'job', id);
    }
    await api.deps.jobInfos.close(company.id, closedEarly);
    const resume = await api.post('/my/resumes', resumeInput, applied.accessToken);
    expect(
      (await api.post(`/job-infos/${closing}/applications`, { resumeId: resume.body.resume.id }, applied.accessToken))
        .status,
    ).toBe(201);

    expect((await pass())['scrap-closing']).toEqual({ found: 1, told: 1 });
    const key = `scrap_closing:${closing}:${keen.id}:${today()}`;
    expect(await keysOf(keen.id)).toEqual([key]);
    expect(await keysOf(applied.id)).toEqual([]);
    const told = await notification(key);
    expect(told).toMatchObject({
      title: '스크랩한 ‘내일 마감 공고’ 공고가 내일 마감됩니다',
      link: `/info/job-info/${closing}`,
    });
    expect(told.body).toContain(`달빛제과의 ‘내일 마감 공고’ 공고는 내일(${tomorrow.replaceAll('-', '.')}(`);
    expect(await mailCount(key)).toBe(1);
    expect((await pass())['scrap-closing']).toEqual({ found: 0, told: 0 });
  });

  it('tells nothing before 09:00 KST, and everything due from 09:00', async () => {
    const company = await member('company');
    // the harness's clock reads 18:00 KST or later: move it to 08:59 KST of a later day
    const kstHour = (api.clock.now().getUTCHours() + 9) % 24;
    api.clock.advance(((24 - kstHour + 8) % 24) * HOUR + 59 * 60_000 - api.clock.now().getUTCMinutes() * 60_000);
    expect(new Date(api.clock.now().getTime() + 9 * HOUR).toISOString().slice(11, 16)).toBe('08:59');
    const ending = await listedPosting(company.id, '아침에 알릴 공고', addDays(today(), 3));
    expect((await pass())['posting-ending']).toEqual({ found: 0, told: 0 });
    api.clock.advance(60_000);
    expect((await pass())['posting-ending']).toEqual({ found: 1, told: 1 });
    expect(await keysOf(company.id)).toEqual([`posting_ending:${ending}:${today()}`]);
  });

  it('two api processes passing at once tell each reminder once', async () => {
    const company = await member('company');
    const seekers = await Promise.all([member('normal'), member('normal'), member('normal')]);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++)
      ids.push(await listedPosting(company.id, `동시 공고 ${i}`, addDays(today(), i % 2 ? 3 : 1)));
    for (const seeker of seekers) for (const id of ids) await api.deps.scraps.add(seeker, 'job', id);

    const other = createDeps({
      db: api.db,
      dialect,
      config: api.deps.config,
      logger: createLogger('silent'),
      clock: api.clock,
    });
    const [mine, theirs] = await Promise.all([pass(), pass(createReminders(other.db, other.messages))]);
    // 3 postings at D-3 for the company, 3 closing tomorrow for each of 3 seekers
    expect(mine['posting-ending']!.told + theirs['posting-ending']!.told).toBe(3);
    expect(mine['scrap-closing']!.told + theirs['scrap-closing']!.told).toBe(9);
    expect(await keysOf(company.id)).toHaveLength(3);
    for (const seeker of seekers) expect(await keysOf(seeker.id)).toHaveLength(3);
    const mails = await api.db
      .selectFrom('outbox_mails')
      .select('event_key')
      .where('user_id', 'in', [company.id, ...seekers.map((s) => s.id)])
      .execute();
    expect(mails).toHaveLength(12);
  });
});

/** A clock whose waits end when the test says so, and are counted. */
class SteppedClock implements Clock {
  private waiters: (() => void)[] = [];
  now() {
    return new Date('2026-11-24T01:00:00.000Z');
  }
  sleep() {
    return new Promise<void>((resolve) => this.waiters.push(resolve));
  }
  get sleeping() {
    return this.waiters.length;
  }
  wake() {
    this.waiters.shift()?.();
  }
}

describe('the scheduler', () => {
  it('runs every task each minute; a failing task is logged and the others still run; stop ends the loop', async () => {
    const lines: { level: number; task?: string; msg: string }[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(String(chunk)) as (typeof lines)[number]);
          done();
        },
      }),
    );
    const runs: string[] = [];
    const clock = new SteppedClock();
    const scheduler = startScheduler({
      tasks: [
        {
          name: 'broken',
          async run() {
            runs.push('broken');
            throw new Error('database away');
          },
        },
        {
          name: 'steady',
          async run(now) {
            runs.push(`steady ${now.toISOString()}`);
          },
        },
      ],
      clock,
      logger,
    });
    await expect.poll(() => clock.sleeping).toBe(1);
    expect(runs).toEqual(['broken', 'steady 2026-11-24T01:00:00.000Z']);
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, task: 'broken', msg: 'scheduled task failed' }));

    clock.wake();
    await expect.poll(() => runs.length).toBe(4);
    await expect.poll(() => clock.sleeping).toBe(1);

    // stopping ends the wait at once: the loop is over and no pass follows
    await scheduler.stop();
    expect(runs).toHaveLength(4);
  });
});
