import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_RECORD_RETENTION_YEARS } from '#contracts/enumerations';
import { jobInfoInputSchema } from '#contracts/job-info';
import { type ApiDeps, createDeps } from '../../api/src/deps';
import { runTasks } from '../../api/src/scheduler';
import { postingInput, readableLog, resumeInput } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

const DAY = 86_400_000;

/**
 * The retention rules run by themselves: the api's scheduler passes once a minute in every worker,
 * and once a Korean day its pass deletes what is due, whether or not anyone opens a list, with its
 * counts in the log. Nothing here reads a list between the passes.
 */
describe.each(DIALECTS)('retention rules run by the scheduler (%s)', (dialect) => {
  let api: Harness;
  /** an api process of its own whose log the test reads */
  let worker: ApiDeps;
  const { logger, lines } = readableLog();
  let applicationId: number;

  const pass = () => runTasks(worker.scheduledTasks, api.clock.now(), worker.logger);
  const purges = () => lines.filter((line) => line.msg === 'retention purge');
  const copyOf = (id: number) =>
    api.db
      .selectFrom('applications')
      .select(['resume_copy', 'destroyed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    api = await createHarness(dialect);
    worker = createDeps({ db: api.db, dialect, config: api.deps.config, logger, clock: api.clock });

    const company = await api.signUp(api.companyUser());
    const companyId = (await api.deps.users.findByUserId(company.userId))!.id;
    const seeker = await api.signUp(api.normalUser());
    const created = await api.deps.jobInfos.create(
      companyId,
      jobInfoInputSchema.parse(postingInput('마포 새벽 제빵사', { applicationRetentionDays: 14 })),
    );
    await api.deps.jobInfos.publish(created.id, 10);
    const resumeId = (await api.post('/my/resumes', resumeInput, seeker.accessToken)).body.resume.id;
    const applied = await api.post(`/job-infos/${created.id}/applications`, { resumeId }, seeker.accessToken);
    expect(applied.status).toBe(201);
    applicationId = applied.body.application.id;
    await api.deps.jobInfos.close(companyId, created.id);
    const question = { category: 'payment', title: '환불 문의', body: '열람권 환불을 받고 싶습니다. 연락 주세요.' };
    expect((await api.post('/my/inquiries', question, seeker.accessToken)).status).toBe(201);
    const banner = await api.post('/banner-inquiries', {
      company: '밀가루상사',
      contactName: '김담당',
      phone: '010-5555-6666',
      email: 'ad@example.com',
      slot: 'home_top',
      period: '2027년 1월 한 달',
      agreePrivacy: true,
    });
    expect(banner.status).toBe(201);
  });
  afterAll(async () => {
    await worker.publicChanges.close();
    await api.close();
  });

  it('is among every api process’s scheduled tasks', () => {
    expect(api.deps.scheduledTasks).toContain(api.deps.retention.task);
  });

  it('destroys a resume copy on its day with nobody opening a list, once a day, with its count logged', async () => {
    await pass();
    expect(purges()).toHaveLength(1);
    expect(purges()[0]).toMatchObject({ level: 30, purged: { resumeCopies: 0 }, failed: [] });
    // the same Korean day: the pass does not run again
    await pass();
    expect(purges()).toHaveLength(1);

    // recruiting ended today: the copy is kept 14 days after it, and goes on the 15th
    api.clock.advance(14 * DAY);
    await pass();
    expect(purges()[1]).toMatchObject({ purged: { resumeCopies: 0 } });
    expect((await copyOf(applicationId)).resume_copy).not.toBeNull();

    api.clock.advance(DAY);
    await pass();
    expect(purges()[2]).toMatchObject({ level: 30, purged: { resumeCopies: 1 } });
    const destroyed = await copyOf(applicationId);
    expect(destroyed).toMatchObject({ resume_copy: null, destroyed_at: api.clock.now().toISOString() });

    // another worker's pass that day finds nothing left
    expect((await api.deps.retention.run()).purged).toMatchObject({ resumeCopies: 0 });
  });

  it('deletes the customer records and the mail past their time in the same pass', async () => {
    api.clock.advance(CUSTOMER_RECORD_RETENTION_YEARS * 366 * DAY);
    await pass();
    // the two sign-ups' verification mails, the company's 새 지원자 mail and the reminder that the
    // application waits for its answer (90 days), the 1:1 inquiry and the banner inquiry (3 years)
    expect(purges().at(-1)).toMatchObject({
      purged: { resumeCopies: 0, inquiries: 1, bannerInquiries: 1, jobInfoReports: 0, mails: 4, mailTexts: 0 },
    });
    for (const table of ['inquiries', 'banner_inquiries', 'outbox_mails'] as const) {
      expect(await api.db.selectFrom(table).select('id').execute(), table).toEqual([]);
    }
  });
});
