import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, koreanDay, startOfKoreanDay } from '#contracts/korea-time';
import { inKorea } from '#contracts/kst';
import { createAnswerReminders } from '../../api/src/applications/answer-reminders';
import { createDeps } from '../../api/src/deps';
import { createLogger } from '../../api/src/logger';
import type { ScheduledTask } from '../../api/src/scheduler';
import { newMember, postingsOf, resumeInput } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

/**
 * Answers that always come: an application nobody answered reminds the company after 3 and 7 days
 * and tells the seeker after 14 that the company has not answered yet; 열람 alone is no answer.
 * From 09:00 KST, once per application and step, however many passes and processes run.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Outcome = { found: number; told: number };

describe.each(DIALECTS)('answer reminders (%s)', (dialect) => {
  let api: Harness;
  let tasks: ScheduledTask[];

  beforeEach(async () => {
    api = await createHarness(dialect, { PUBLIC_URL: 'https://bbangjob.example' });
    tasks = createAnswerReminders(api.db, api.deps.messages);
  });
  afterEach(() => api.close());

  async function pass(these = tasks): Promise<Record<string, Outcome>> {
    const now = api.clock.now();
    const outcomes: Record<string, Outcome> = {};
    for (const task of these) outcomes[task.name] = (await task.run(now)) as Outcome;
    return outcomes;
  }
  const told = (outcomes: Record<string, Outcome>) =>
    Object.fromEntries(Object.entries(outcomes).map(([name, outcome]) => [name, outcome.told]));

  const keysOf = async (userId: number) =>
    (
      await api.db.selectFrom('notifications').select('event_key').where('user_id', '=', userId).orderBy('id').execute()
    ).map((row) => row.event_key);
  const notification = (eventKey: string) =>
    api.db.selectFrom('notifications').selectAll().where('event_key', '=', eventKey).executeTakeFirstOrThrow();
  const mailCount = async (eventKey: string) =>
    (await api.db.selectFrom('outbox_mails').select('id').where('event_key', '=', eventKey).execute()).length;
  const tokenOf = async (userId: string) =>
    (await api.post('/login', { userId, password: 'bread1234' })).body.accessToken;

  /** A company with a posting listed 30 days, and `count` seekers who apply to it now. */
  async function applicationsTo(count: number) {
    const company = await newMember(api, 'company');
    const jobInfoId = await postingsOf(api, company.id).publish('답을 기다리는 공고');
    const applied = [];
    for (let i = 0; i < count; i += 1) {
      const seeker = await newMember(api, 'normal');
      const resume = await api.post('/my/resumes', resumeInput, seeker.accessToken);
      const { id, appliedAt } = await api.deps.applications.apply(seeker, jobInfoId, resume.body.resume.id);
      applied.push({ id, appliedAt: Date.parse(appliedAt), seeker });
    }
    return { company, jobInfoId, applied };
  }

  it('every api process runs them', () => {
    expect(api.deps.scheduledTasks.map((task) => task.name)).toEqual(
      expect.arrayContaining(['answer-reminder-3d', 'answer-reminder-7d', 'application-waiting']),
    );
  });

  it('reminds the company after 3 and 7 days and tells the seeker after 14, once each; 열람 is no answer', async () => {
    const { company, applied } = await applicationsTo(4);
    const [unopened, opened, answered, cancelled] = applied;
    // made in the same instant
    expect(new Set(applied.map((each) => each.appliedAt)).size).toBe(1);
    const start = unopened!.appliedAt;
    await api.deps.applications.openForCompany(company.id, opened!.id);
    expect(
      (await api.post(`/my/applications/${cancelled!.id}/cancel`, undefined, cancelled!.seeker.accessToken)).status,
    ).toBe(200);
    api.clock.advance(2 * DAY);
    await api.deps.applications.decide(company.id, answered!.id, 'passed');

    // the seeker's list says which got an answer
    const mine = async (seeker: { user_id: string }) =>
      (await api.get('/my/applications', await tokenOf(seeker.user_id))).body.items[0]!;
    expect((await mine(answered!.seeker)).answeredAt).toBe(api.clock.now().toISOString());
    expect((await mine(opened!.seeker)).answeredAt).toBeNull();
    expect((await mine(opened!.seeker)).viewedAt).not.toBeNull();

    api.clock.advance(start + 3 * DAY - MINUTE - api.clock.now().getTime());
    expect(told(await pass())).toEqual({ 'answer-reminder-3d': 0, 'answer-reminder-7d': 0, 'application-waiting': 0 });
    api.clock.advance(MINUTE);
    expect(told(await pass())).toEqual({ 'answer-reminder-3d': 2, 'answer-reminder-7d': 0, 'application-waiting': 0 });
    expect(told(await pass())).toEqual({ 'answer-reminder-3d': 0, 'answer-reminder-7d': 0, 'application-waiting': 0 });
    expect(await keysOf(company.id)).toEqual(
      expect.arrayContaining([`answer_reminder:${unopened!.id}:3`, `answer_reminder:${opened!.id}:3`]),
    );
    expect(await notification(`answer_reminder:${opened!.id}:3`)).toMatchObject({
      kind: 'answer_reminder',
      title: '‘답을 기다리는 공고’ 공고의 지원자가 3일째 답을 기다리고 있습니다',
      link: `/job-info/apply-resume/${opened!.id}`,
    });
    expect(await mailCount(`answer_reminder:${opened!.id}:3`)).toBe(1);

    // an opened application cannot be withdrawn before it has waited 14 days, and says so
    const seekerToken = await tokenOf(opened!.seeker.user_id);
    expect((await api.get(`/my/applications/${opened!.id}`, seekerToken)).body.application.cancellable).toBe(false);
    expect(
      (await api.get(`/my/applications/${unopened!.id}`, await tokenOf(unopened!.seeker.user_id))).body.application
        .cancellable,
    ).toBe(true);
    const early = await api.post(
      `/my/applications/${opened!.id}/cancel`,
      undefined,
      await tokenOf(opened!.seeker.user_id),
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('기업이 열람한 지원은 취소할 수 없습니다.');

    api.clock.advance(4 * DAY);
    expect(told(await pass())).toEqual({ 'answer-reminder-3d': 0, 'answer-reminder-7d': 2, 'application-waiting': 0 });
    expect((await notification(`answer_reminder:${unopened!.id}:7`)).title).toContain('7일째');

    api.clock.advance(7 * DAY);
    expect(told(await pass())).toEqual({ 'answer-reminder-3d': 0, 'answer-reminder-7d': 0, 'application-waiting': 2 });
    expect(told(await pass())).toEqual({ 'answer-reminder-3d': 0, 'answer-reminder-7d': 0, 'application-waiting': 0 });
    const waiting = await notification(`application_waiting:${opened!.id}`);
    expect(waiting).toMatchObject({
      kind: 'application_waiting',
      user_id: opened!.seeker.id,
      title: '달빛제과의 답을 아직 기다리고 계시네요',
      link: `/resume/apply-job-info/${opened!.id}`,
    });
    expect(waiting.body).toContain('지원을 취소하실 수도 있습니다');
    expect(await mailCount(`application_waiting:${opened!.id}`)).toBe(1);
    // nothing reached the seeker who was answered or who cancelled
    expect(await keysOf(answered!.seeker.id)).not.toContain(`application_waiting:${answered!.id}`);
    expect(await keysOf(cancelled!.seeker.id)).not.toContain(`application_waiting:${cancelled!.id}`);
    expect((await keysOf(company.id)).filter((key) => key.startsWith('answer_reminder:'))).toHaveLength(4);

    // told they may withdraw, they can: the page offers it
    const page = await api.get(`/my/applications/${opened!.id}`, await tokenOf(opened!.seeker.user_id));
    expect(page.body.application.cancellable).toBe(true);
    const late = await api.post(
      `/my/applications/${opened!.id}/cancel`,
      undefined,
      await tokenOf(opened!.seeker.user_id),
    );
    expect(late.status).toBe(200);
    expect(late.body.application.status).toBe('cancelled');
  });

  it('waits for 09:00 KST', async () => {
    // 02:00 KST: three days on is still night in Korea
    api.clock.advance(8 * HOUR);
    const { company, applied } = await applicationsTo(1);
    const madeOn = koreanDay(applied[0]!.appliedAt);
    expect(inKorea(applied[0]!.appliedAt).getUTCHours()).toBe(2);
    api.clock.advance(3 * DAY);
    expect(told(await pass())['answer-reminder-3d']).toBe(0);
    const nineOclock = Date.parse(startOfKoreanDay(addDays(madeOn, 3))) + 9 * HOUR;
    api.clock.advance(nineOclock - MINUTE - api.clock.now().getTime());
    expect(told(await pass())['answer-reminder-3d']).toBe(0);
    api.clock.advance(MINUTE);
    expect(told(await pass())['answer-reminder-3d']).toBe(1);
    expect(await keysOf(company.id)).toContain(`answer_reminder:${applied[0]!.id}:3`);
  });

  it('tells only the step due: a long-waiting application is not told every step at once', async () => {
    const { company, applied } = await applicationsTo(1);
    api.clock.advance(10 * DAY);
    expect(told(await pass())).toEqual({ 'answer-reminder-3d': 0, 'answer-reminder-7d': 1, 'application-waiting': 0 });
    api.clock.advance(12 * DAY);
    expect(told(await pass())).toEqual({ 'answer-reminder-3d': 0, 'answer-reminder-7d': 0, 'application-waiting': 0 });
    expect(await keysOf(company.id)).toContain(`answer_reminder:${applied[0]!.id}:7`);
    expect(await keysOf(applied[0]!.seeker.id)).not.toContain(`application_waiting:${applied[0]!.id}`);
  });

  it('two api processes passing at once tell each once', async () => {
    const { company } = await applicationsTo(3);
    api.clock.advance(3 * DAY);
    const other = createDeps({
      db: api.db,
      dialect,
      config: api.deps.config,
      logger: createLogger('silent'),
      clock: api.clock,
    });
    const [mine, theirs] = await Promise.all([pass(), pass(createAnswerReminders(other.db, other.messages))]);
    expect(mine['answer-reminder-3d']!.told + theirs['answer-reminder-3d']!.told).toBe(3);
    expect((await keysOf(company.id)).filter((key) => key.startsWith('answer_reminder:'))).toHaveLength(3);
    const mails = await api.db
      .selectFrom('outbox_mails')
      .select('id')
      .where('user_id', '=', company.id)
      .where('kind', '=', 'answer_reminder')
      .execute();
    expect(mails).toHaveLength(3);
  });
});
