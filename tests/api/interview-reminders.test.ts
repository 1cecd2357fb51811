import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScheduledTask } from '../../api/src/scheduler';
import { createHarness, DIALECTS, type Harness } from './harness';
import { applicationPair, insertInterview, kst } from './interview-fixtures';

/**
 * A confirmed interview's reminders: the day before from 18:00 KST, and within the two hours
 * before the start, to both sides, once each however many passes and processes run; the seeker's
 * day-before mail carries the 참석 확인 link. Cancelled, past and unconfirmed interviews are not
 * reminded. The harness's clock starts at 2026-11-23 18:00 KST.
 */

const PUBLIC_URL = 'https://bbangjob.example';
const MINUTE = 60_000;
type Outcome = { found: number; told: number };

describe.each(DIALECTS)('interview reminders (%s)', (dialect) => {
  let api: Harness;

  beforeEach(async () => {
    api = await createHarness(dialect, { PUBLIC_URL });
  });
  afterEach(() => api.close());

  const NAMES = ['interview-day-before', 'interview-two-hours'];
  /** The interview reminders of `tasks` once each, at the clock's instant. */
  async function pass(tasks: ScheduledTask[] = api.deps.scheduledTasks): Promise<Record<string, Outcome>> {
    const outcomes: Record<string, Outcome> = {};
    for (const task of tasks.filter((each) => NAMES.includes(each.name))) {
      outcomes[task.name] = (await task.run(api.clock.now())) as Outcome;
    }
    return outcomes;
  }
  const moveTo = (instant: string) => {
    const by = Date.parse(instant) - api.clock.now().getTime();
    if (by < 0) throw new Error(`the clock only moves forward (to ${instant})`);
    api.clock.advance(by);
  };
  const notifications = () =>
    api.db.selectFrom('notifications').selectAll().where('kind', '=', 'interview_reminder').orderBy('id').execute();
  const mails = () =>
    api.db.selectFrom('outbox_mails').selectAll().where('kind', '=', 'interview_reminder').orderBy('id').execute();

  it('every api process runs both', () => {
    expect(api.deps.scheduledTasks.map((task) => task.name)).toEqual(expect.arrayContaining(NAMES));
  });

  it('tells both sides the day before from 18:00 KST, not at 17:59, and once however many passes run', async () => {
    const { company, seeker, applicationId } = await applicationPair(api);
    const startsAt = kst('2026-11-25T14:00');
    const id = await insertInterview(api, { applicationId, startsAt, minutes: 40, bring: '위생모' });

    moveTo(kst('2026-11-24T17:59'));
    expect(await pass()).toEqual({
      'interview-day-before': { found: 0, told: 0 },
      'interview-two-hours': { found: 0, told: 0 },
    });
    expect(await notifications()).toEqual([]);

    api.clock.advance(MINUTE);
    // two processes at once, then again: each side hears once
    const other = api.anotherProcess();
    const [first, second] = await Promise.all([pass(), pass(other.deps.scheduledTasks)]);
    expect(first['interview-day-before']!.told + second['interview-day-before']!.told).toBe(2);
    expect(await pass()).toMatchObject({ 'interview-day-before': { found: 0, told: 0 } });
    api.clock.advance(3 * 60 * MINUTE);
    expect(await pass()).toMatchObject({ 'interview-day-before': { found: 0, told: 0 } });

    const told = await notifications();
    expect(told.map((row) => [row.user_id, row.event_key])).toEqual(
      expect.arrayContaining([
        [company.id, `interview_reminder:${id}:${startsAt}:day_before:company`],
        [seeker.id, `interview_reminder:${id}:${startsAt}:day_before:normal`],
      ]),
    );
    expect(told).toHaveLength(2);
    const toSeeker = told.find((row) => row.user_id === seeker.id)!;
    expect(toSeeker).toMatchObject({
      title: '달빛제과 면접이 내일 있습니다',
      link: `/resume/apply-job-info/${applicationId}`,
    });
    expect(toSeeker.body).toContain('일시: 2026.11.25(수) 오후 2:00 (40분)');
    expect(toSeeker.body).toContain('장소: 서울 마포구 빵길 1, 2층');
    expect(toSeeker.body).toContain('준비물: 위생모');
    // the 알림 keeps no link with a secret in it
    expect(toSeeker.body).not.toContain('/interviews/attend/');
    const toCompany = told.find((row) => row.user_id === company.id)!;
    expect(toCompany).toMatchObject({
      title: '윤지원 님과의 면접이 내일 있습니다',
      link: `/job-info/apply-resume/${applicationId}`,
    });
    expect(toCompany.body).toContain('지원자가 아직 참석을 확인하지 않았습니다.');

    // the seeker's mail has the 참석 확인 button: a token of this interview and time
    const [companyMail, seekerMail] = [
      (await mails()).find((row) => row.user_id === company.id)!,
      (await mails()).find((row) => row.user_id === seeker.id)!,
    ];
    const attend = new RegExp(`참석 확인: ${PUBLIC_URL}/interviews/attend/(\\S+)`).exec(seekerMail.text_body);
    expect(attend).not.toBeNull();
    expect(api.deps.attendanceTokens.verify(attend![1]!)).toEqual({ interviewId: id, startsAt: Date.parse(startsAt) });
    expect(seekerMail.html_body).toContain(`href="${PUBLIC_URL}/interviews/attend/${attend![1]}"`);
    expect(seekerMail.text_body).toContain(`지원 내역 보기: ${PUBLIC_URL}/resume/apply-job-info/${applicationId}`);
    expect(companyMail.text_body).not.toContain('/interviews/attend/');
  });

  it('tells both sides within the two hours before the start, once, and nothing at or after it', async () => {
    const { company, seeker, applicationId } = await applicationPair(api);
    const startsAt = kst('2026-11-25T14:00');
    const id = await insertInterview(api, {
      applicationId,
      startsAt,
      kind: 'video',
      place: null,
      link: 'https://meet.example/x',
    });
    moveTo(kst('2026-11-24T18:00'));
    expect((await pass())['interview-day-before']).toEqual({ found: 1, told: 2 });

    moveTo(kst('2026-11-25T11:59'));
    expect((await pass())['interview-two-hours']).toEqual({ found: 0, told: 0 });
    api.clock.advance(MINUTE);
    expect((await pass())['interview-two-hours']).toEqual({ found: 1, told: 2 });
    for (const minutes of [1, 60, 119]) {
      moveTo(new Date(Date.parse(kst('2026-11-25T12:00')) + minutes * MINUTE).toISOString());
      expect(await pass()).toEqual({
        'interview-day-before': { found: 0, told: 0 },
        'interview-two-hours': { found: 0, told: 0 },
      });
    }
    const twoHours = (await notifications()).filter((row) => row.event_key.endsWith(':two_hours:normal'));
    expect(twoHours).toHaveLength(1);
    expect(twoHours[0]).toMatchObject({
      user_id: seeker.id,
      event_key: `interview_reminder:${id}:${startsAt}:two_hours:normal`,
      title: '달빛제과 면접이 오늘 오후 2:00에 시작합니다',
    });
    expect(twoHours[0]!.body).toContain('접속 링크: https://meet.example/x');
    const companyTwoHours = (await notifications()).find((row) => row.event_key.endsWith(':two_hours:company'));
    expect(companyTwoHours?.user_id).toBe(company.id);
    // only the day-before mail carries the link
    const seekerMails = (await mails()).filter((row) => row.user_id === seeker.id);
    expect(seekerMails).toHaveLength(2);
    expect(seekerMails[1]!.text_body).not.toContain('/interviews/attend/');
  });

  it('an interview confirmed inside the last two hours gets only the last reminder', async () => {
    const { applicationId } = await applicationPair(api);
    moveTo(kst('2026-11-25T12:30'));
    await insertInterview(api, { applicationId, startsAt: kst('2026-11-25T14:00') });
    expect(await pass()).toEqual({
      'interview-day-before': { found: 0, told: 0 },
      'interview-two-hours': { found: 1, told: 2 },
    });
  });

  it('reminds a changed time again, and never a cancelled, past or unconfirmed interview', async () => {
    const { applicationId } = await applicationPair(api);
    const moved = await insertInterview(api, { applicationId, startsAt: kst('2026-11-25T10:00') });
    const cancelled = await insertInterview(api, { applicationId, startsAt: kst('2026-11-25T11:00') });
    await api.db.updateTable('interviews').set({ status: 'cancelled' }).where('id', '=', cancelled).execute();
    for (const status of ['proposed', 'other_times', 'declined', 'lapsed', 'superseded', 'done'] as const) {
      await insertInterview(api, { applicationId, startsAt: kst('2026-11-25T12:00'), status });
    }
    // already over when the evening comes
    const past = await insertInterview(api, { applicationId, startsAt: kst('2026-11-24T15:00') });

    moveTo(kst('2026-11-24T18:00'));
    expect((await pass())['interview-day-before']).toEqual({ found: 1, told: 2 });
    const keys = async () => (await notifications()).map((row) => row.event_key);
    expect((await keys()).every((key) => key.startsWith(`interview_reminder:${moved}:`))).toBe(true);

    // moved to the day after: told again for its new time, from 18:00 the day before it
    const later = kst('2026-11-26T10:00');
    await api.db.updateTable('interviews').set({ starts_at: later }).where('id', '=', moved).execute();
    expect((await pass())['interview-day-before']).toEqual({ found: 0, told: 0 });
    moveTo(kst('2026-11-25T18:00'));
    expect((await pass())['interview-day-before']).toEqual({ found: 1, told: 2 });
    expect(await keys()).toEqual(expect.arrayContaining([`interview_reminder:${moved}:${later}:day_before:normal`]));
    moveTo(kst('2026-11-26T08:00'));
    expect((await pass())['interview-two-hours']).toEqual({ found: 1, told: 2 });
    expect((await keys()).filter((key) => !key.startsWith(`interview_reminder:${moved}:`))).toEqual([]);
    expect((await keys()).some((key) => key.startsWith(`interview_reminder:${past}:`))).toBe(false);
  });
});
