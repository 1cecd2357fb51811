import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, koreanDay, startOfKoreanDay } from '#contracts/korea-time';
import { seedDemoInsights } from '../../api/src/db/demo-insights';
import { seedDemoStory } from '../../api/src/db/demo-story';
import { seedDemoAccounts, seedDemoContent } from '../../api/src/db/seed';
import { createDeps } from '../../api/src/deps';
import { runTasks } from '../../api/src/scheduler';
import { createHarness, DIALECTS, type Harness } from './harness';

const HOUR = 3_600_000;

/**
 * The demo a newcomer meets after `npm start`: the loop after an application is there to see, in
 * every state, and dated so that the scheduler has something to do in the coming days.
 */
describe.each(DIALECTS)('the demo story (%s)', (dialect) => {
  let api: Harness;
  let company: string;
  let seeker: string;
  const today = () => koreanDay(api.clock.now());
  const kst = (days: number, hour: number) =>
    new Date(Date.parse(startOfKoreanDay(addDays(today(), days))) + hour * HOUR).toISOString();
  const signIn = async (userId: string, password: string) =>
    (await api.post('/login', { userId, password })).body.accessToken;

  beforeAll(async () => {
    api = await createHarness(dialect);
    await seedDemoAccounts(api.db, api.clock);
    expect(await seedDemoContent(api.db, api.clock)).toBe(true);
    const story = await seedDemoStory(
      api.db,
      (clock) => createDeps({ db: api.db, dialect, config: api.deps.config, logger: api.deps.logger, clock }),
      api.clock.now(),
    );
    expect(story).toBe(true);
    const history = await seedDemoInsights(
      api.db,
      (clock) => createDeps({ db: api.db, dialect, config: api.deps.config, logger: api.deps.logger, clock }),
      api.clock.now(),
    );
    expect(history).toBe(true);
    company = await signIn('bakery01', 'bakery1234');
    seeker = await signIn('baker01', 'baker1234');
  }, 180_000);
  afterAll(() => api.close());

  it('the demo company has an applicant in every state; the demo seeker applications in most and an offer with times', async () => {
    // two pages: baker01's applications with trial shifts joined the first
    const applicants = [
      ...(await api.get('/my/applicants?page=1', company)).body.items,
      ...(await api.get('/my/applicants?page=2', company)).body.items,
    ];
    expect(new Set(applicants.map((item: { status: string }) => item.status))).toEqual(
      new Set(['applied', 'viewed', 'passed', 'interview_proposed', 'interview_confirmed', 'hired', 'failed']),
    );
    const mine = await api.get('/my/applications?page=1', seeker);
    expect(new Set(mine.body.items.map((item: { status: string }) => item.status))).toEqual(
      new Set(['applied', 'viewed', 'interview_proposed', 'interview_confirmed', 'failed', 'hired']),
    );
    const offers = await api.get('/my/offers', seeker);
    expect(offers.body.items).toMatchObject([{ status: 'open', slots: [{}, {}] }]);
  });

  it('the demo seeker has paid trial shifts with the demo company: one proposed, one signed to download, one 채용', async () => {
    const shifts = (await api.get('/my/trial-shifts', seeker)).body.trialShifts as {
      id: number;
      status: string;
      result: string | null;
      payDue: number;
    }[];
    expect(shifts.map((shift) => [shift.status, shift.result])).toEqual([
      ['proposed', null],
      ['signed', null],
      ['completed', 'hired'],
    ]);
    expect(shifts.every((shift) => shift.payDue > 0)).toBe(true);
    for (const token of [seeker, company]) {
      const pdf = await api.app.request(`/trial-shifts/${shifts[1]!.id}/contract.pdf`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
    }
  });

  it('the demo company’s insights of 30 days show views with a weekday rhythm, applications and where they came from', async () => {
    const res = await api.get('/my/insights?days=30', company);
    expect(res.status).toBe(200);
    const { series, funnel, sources, postings } = res.body;
    expect(series).toHaveLength(30);
    const total = (key: 'views' | 'applications' | 'scraps') => series.reduce((sum, day) => sum + day[key], 0);
    expect(total('views')).toBeGreaterThan(100);
    expect(total('applications')).toBeGreaterThanOrEqual(20);
    expect(total('scraps')).toBeGreaterThan(0);
    // most days have views, and several days applications: a chart, not a spike
    expect(series.filter((day) => day.views > 0).length).toBeGreaterThanOrEqual(28);
    expect(series.filter((day) => day.applications > 0).length).toBeGreaterThanOrEqual(8);
    const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
    const onDay = (n: number) =>
      series.filter((day) => weekday(day.date) === n).reduce((sum, day) => sum + day.views, 0);
    expect(onDay(1)).toBeGreaterThan(onDay(0)); // Mondays over Sundays
    expect(funnel.map((step) => step.count).every((count) => count > 0)).toBe(true);
    expect(new Set(sources.map((figure) => figure.source)).size).toBeGreaterThanOrEqual(4);
    expect(postings.filter((posting) => posting.views > 0).length).toBeGreaterThanOrEqual(2);

    const one = await api.get(`/my/job-infos/${postings[0]!.id}/insights?days=30`, company);
    expect(one.status).toBe(200);
    expect(one.body.series.reduce((sum, day) => sum + day.views, 0)).toBeGreaterThan(0);
  });

  it('its confirmed interview is tomorrow at 14:00, agreed after other times were asked, talked about, and reminded tonight', async () => {
    const list = await api.get('/my/applicants?status=interview_confirmed&page=1', company);
    const [confirmed] = list.body.items as { id: number }[];
    const opened = await api.get(`/my/applicants/${confirmed!.id}`, company);
    const statuses = opened.body.interviews.map((interview: { status: string }) => interview.status);
    expect(statuses).toEqual(['other_times', 'confirmed']);
    const interview = opened.body.interviews[1]!;
    expect(interview.startsAt).toBe(kst(1, 14));
    expect(opened.body.thread.messages.length).toBeGreaterThanOrEqual(4);
    expect(opened.body.thread.unread).toBeGreaterThan(0);

    // the harness's now is 18:00 KST: the day-before reminder goes at once, to both sides
    await runTasks(api.deps.scheduledTasks, api.clock.now(), api.deps.logger);
    const reminders = await api.db
      .selectFrom('notifications')
      .select('event_key')
      .where('event_key', 'like', `interview_reminder:${interview.id}:%`)
      .execute();
    expect(reminders.length).toBe(2);
  });

  it('its unanswered proposal lapses once both times have passed', async () => {
    const list = await api.get('/my/applicants?status=interview_proposed&page=1', company);
    const [proposed] = list.body.items as { id: number }[];
    const { interviews } = (await api.get(`/my/applicants/${proposed!.id}`, company)).body;
    const last = interviews.at(-1)!;
    expect(last.status).toBe('proposed');
    api.clock.advance(Date.parse(last.slots.at(-1)!.startsAt) - api.clock.now().getTime() + HOUR);
    await runTasks(api.deps.scheduledTasks, api.clock.now(), api.deps.logger);
    expect((await api.deps.interviews.ofApplication(proposed!.id)).at(-1)!.status).toBe('lapsed');
  });

  it('shows the company’s 응답률 with a history, a reported thread to the back office, and runs once', async () => {
    const bakery = await api.db
      .selectFrom('users')
      .select('id')
      .where('user_id', '=', 'bakery01')
      .executeTakeFirstOrThrow();
    const page = await api.deps.responsiveness.ofCompany(bakery.id);
    expect(page).not.toBeNull();
    expect(page!.applications).toBeGreaterThanOrEqual(5);
    expect((await api.deps.threads.listReported(1)).total).toBe(1);
    const again = await seedDemoStory(api.db, () => api.deps, api.clock.now());
    expect(again).toBe(false);
  });
});
