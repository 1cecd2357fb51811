import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobInfoListQuerySchema } from '#contracts/job-info';
import { addDays } from '#contracts/korea-time';
import type { ImagePurpose } from '#contracts/image';
import { resumeListQuerySchema } from '#contracts/resume';
import { todayKst } from '../../api/src/clock';
import type { DialectName } from '../../api/src/db/connect';
import { createJobAlertDigest } from '../../api/src/alerts/digest';
import { createJobAlerts } from '../../api/src/alerts/job-alerts';
import { createLoginThrottle } from '../../api/src/auth/login-throttle';
import { createPasswords } from '../../api/src/auth/passwords';
import { createRefreshTokens } from '../../api/src/auth/refresh-tokens';
import { createSignIns } from '../../api/src/auth/sign-ins';
import { migrateToLatest } from '../../api/src/db/migrate';
import type { Database } from '../../api/src/db/schema';
import { seedDemoAccounts, seedDemoContent, seedProducts } from '../../api/src/db/seed';
import { createCompanies } from '../../api/src/companies/companies';
import { createImageRecords } from '../../api/src/images/images';
import { savePortfolio } from '../../api/src/portfolio/portfolio';
import { createJobInfos } from '../../api/src/job-infos/job-infos';
import { createLogger } from '../../api/src/logger';
import { createMessages } from '../../api/src/messages/messages';
import { createAdminLog } from '../../api/src/moderation/admin-log';
import { createNotifications } from '../../api/src/messages/notifications';
import { createReminders } from '../../api/src/messages/reminders';
import { createUnsubscribeTokens } from '../../api/src/messages/unsubscribe';
import { createResumes } from '../../api/src/resumes/resumes';
import { queryTerms } from '../../api/src/search/terms';
import { createThreads } from '../../api/src/threads/threads';
import { createAccountRecovery } from '../../api/src/users/account-recovery';
import { createAnswerReminders } from '../../api/src/applications/answer-reminders';
import { createApplications } from '../../api/src/applications/applications';
import { createResponsiveness } from '../../api/src/companies/responsiveness';
import { createAttendanceTokens } from '../../api/src/interviews/attendance';
import { createInterviewCalendar } from '../../api/src/interviews/calendar-files';
import { createInterviews } from '../../api/src/interviews/interviews';
import { createInterviewReminders } from '../../api/src/interviews/reminders';
import { createBoardInsights } from '../../api/src/insights/board';
import { createCompanyInsights } from '../../api/src/insights/company-insights';
import { createUsers } from '../../api/src/users/users';
import { DIALECTS, TEST_PASSWORD_COST, TestClock } from './harness';

/**
 * Every public list and search query, every query of a sign-in (the login throttle, the account
 * and sign-in read on each authenticated request, the unread 알림 every login user carries, the 알림
 * centre), the reminders every api process asks for each minute, and the 맞춤 공고 alerts and their
 * daily digest must reach their rows through an index:
 * the demo data is seeded, each query the modules send is captured, and its plan may not read a
 * whole table.
 * PostgreSQL is asked with sequential scans priced out, so a plan that still holds one had no
 * index to use; on 300 rows the planner would otherwise rightly prefer reading the table.
 */

const TABLES = [
  'job_infos',
  'job_info_certificates',
  'resumes',
  'resume_regions',
  'resume_positions',
  'resume_portfolio_items',
  'resume_techniques',
  'application_portfolio_images',
  'search_terms',
  'users',
  'sign_ins',
  'refresh_tokens',
  'login_failures',
  'scraps',
  'applications',
  'job_alerts',
  'notifications',
  'mail_settings',
  'images',
  'job_info_photos',
  'threads',
  'thread_messages',
  'thread_reports',
  'interviews',
  'job_info_days',
  'orders',
  'outbox_mails',
  'search_misses',
];

interface CapturingDatabase {
  db: Kysely<Database>;
  queries: CompiledQuery[];
  /**
   * The plan as at scale: PostgreSQL is told not to scan whole tables (nor, with `sortsCostly`, to
   * sort), as it would not on a large one; SQLite plans from the schema alone.
   */
  plan(query: CompiledQuery, options?: { sortsCostly?: boolean }): Promise<string[]>;
  close(): Promise<void>;
}

async function openCapturing(dialect: DialectName): Promise<CapturingDatabase> {
  const queries: CompiledQuery[] = [];
  const log = (event: { level: string; query: CompiledQuery }) => {
    if (event.level === 'query') queries.push(event.query);
  };
  if (dialect === 'sqlite') {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }), log });
    return {
      db,
      queries,
      async plan(query) {
        const { rows } = await db.executeQuery<{ detail: string }>({
          ...query,
          sql: `explain query plan ${query.sql}`,
        });
        return rows.map((row) => row.detail);
      },
      close: () => db.destroy(),
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `plans_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const pool = new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${schema}` });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  return {
    db,
    queries,
    plan: (query, { sortsCostly = false } = {}) =>
      db.connection().execute(async (connection) => {
        await sql`set enable_seqscan = off`.execute(connection);
        if (sortsCostly) await sql`set enable_sort = off`.execute(connection);
        const { rows } = await connection.executeQuery<{ 'QUERY PLAN': string }>({
          ...query,
          sql: `explain ${query.sql}`,
        });
        await sql`reset enable_seqscan`.execute(connection);
        await sql`reset enable_sort`.execute(connection);
        return rows.map((row) => row['QUERY PLAN']);
      }),
    async close() {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/** A step of a plan that reads a whole table rather than a range of an index. */
function fullScans(dialect: DialectName, plan: string[]): string[] {
  const table = TABLES.join('|');
  const pattern =
    dialect === 'sqlite' ? new RegExp(`^SCAN (${table})(?: AS \\w+)?$`) : new RegExp(`Seq Scan on (${table})\\b`);
  return plan.filter((step) => pattern.test(step.trim()));
}

/**
 * How the tables a reminder joins must be reached: through one of these indexes, bound on its
 * leading key column, never walked.
 */
const KEYED_READS: Record<string, Record<string, string>> = {
  scraps: { scraps_target_idx: 'target_id' },
  // a posting's applications, or a job seeker's: a few dozen either way
  applications: {
    applications_active_idx: 'job_info_id',
    applications_posting_idx: 'job_info_id',
    applications_seeker_idx: 'seeker_id',
  },
  // a posting's counters of the days asked for
  job_info_days: { job_info_days_pk: 'job_info_id', sqlite_autoindex_job_info_days_1: 'job_info_id' },
  notifications: { notifications_event_key_key: 'event_key', sqlite_autoindex_notifications_1: 'event_key' },
};

/**
 * Steps that read one of KEYED_READS' tables other than by its key: a whole index walked (in
 * order, or hashed for a join) is as slow as the table at a million 알림.
 */
function unkeyedReads(dialect: DialectName, plan: string[]): string[] {
  const tables = Object.keys(KEYED_READS).join('|');
  const keyed = (table: string, index: string | undefined, bound: (key: string) => boolean) =>
    Object.entries(KEYED_READS[table]!).some(([name, key]) => (index === undefined || index === name) && bound(key));
  const found: string[] = [];
  plan.forEach((step, i) => {
    if (dialect === 'sqlite') {
      const match = new RegExp(`^(?:SEARCH|SCAN) (${tables})\\b`).exec(step.trim());
      const index = /INDEX (\w+)/.exec(step)?.[1] ?? '';
      if (match && !keyed(match[1]!, index, (key) => step.includes(`${key}=?`))) found.push(step);
      return;
    }
    const match = new RegExp(`Scan(?: Backward)?(?: using (\\w+))? on (${tables})\\b`).exec(step);
    if (!match) return;
    const depth = step.search(/\S/);
    const details = [];
    for (let j = i + 1; j < plan.length && plan[j]!.search(/\S/) > depth && !plan[j]!.includes('->'); j++) {
      details.push(plan[j]!);
    }
    const cond = details.find((line) => /Index Cond|Recheck Cond/.test(line)) ?? '';
    // a bitmap heap scan names no index: its condition is the bound one
    if (!keyed(match[2]!, match[1], (key) => new RegExp(`\\b${key} = `).test(cond))) found.push(step);
  });
  return found;
}

/**
 * What the reminders meet in a year of use, in proportion: each job seeker has scrapped dozens of
 * postings, applied to dozens and received dozens of 알림.
 */
async function fillMessagesVolume(db: Kysely<Database>) {
  const seekers = await db.selectFrom('users').select('id').where('role', '=', 'normal').execute();
  const postings = await db.selectFrom('job_infos').select('id').execute();
  const scraps = seekers.flatMap((seeker) =>
    postings
      .filter((posting) => posting.id % 7 === seeker.id % 7)
      .map((posting) => ({
        user_id: seeker.id,
        kind: 'job' as const,
        target_id: posting.id,
        created_at: '2026-11-01T00:00:00.000Z',
      })),
  );
  const notifications = seekers.flatMap((seeker) =>
    Array.from({ length: 40 }, (_, i) => ({
      user_id: seeker.id,
      kind: 'application_status',
      event_key: `application_status:${seeker.id * 100 + i}:viewed`,
      title: '기업이 지원서를 열람했습니다',
      body: '본문',
      link: '/resume/apply-job-info',
      read_at: null,
      created_at: '2026-11-01T00:00:00.000Z',
    })),
  );
  const applications = seekers.flatMap((seeker) =>
    postings
      .filter((posting) => posting.id % 5 === seeker.id % 5)
      .map((posting) => ({
        job_info_id: posting.id,
        seeker_id: seeker.id,
        resume_id: null,
        resume_title: '이력서',
        resume_copy: null,
        status: 'viewed' as const,
        // over the half year before, in no order of their ids, as a board's applications come
        applied_at: new Date(
          Date.parse('2026-11-01T00:00:00.000Z') - ((seeker.id * 37 + posting.id * 11) % 180) * 86_400_000,
        ).toISOString(),
        viewed_at: '2026-11-02T00:00:00.000Z',
        decided_at: null,
        cancelled_at: null,
        destroyed_at: null,
      })),
  );
  for (let i = 0; i < applications.length; i += 500) {
    await db
      .insertInto('applications')
      .values(applications.slice(i, i + 500))
      .execute();
  }
  for (let i = 0; i < scraps.length; i += 500) {
    await db
      .insertInto('scraps')
      .values(scraps.slice(i, i + 500))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  for (let i = 0; i < notifications.length; i += 500) {
    await db
      .insertInto('notifications')
      .values(notifications.slice(i, i + 500))
      .execute();
  }
}

/**
 * A year of conversations in proportion: a thread on every fourth application, 30 messages each,
 * both sides talking, one open application with a long thread whose reads are planned.
 */
async function fillThreads(db: Kysely<Database>, clock: TestClock) {
  const applications = await db.selectFrom('applications').select(['id', 'seeker_id']).execute();
  const talked = applications.filter((row) => row.id % 4 === 0);
  const messages = talked.flatMap((row) =>
    Array.from({ length: 30 }, (_, i) => ({
      application_id: row.id,
      sender_role: i % 3 ? ('normal' as const) : ('company' as const),
      sender_id: row.seeker_id,
      body: `메시지 ${i}`,
      created_at: `2026-11-0${1 + (i % 9)}T00:00:00.000Z`,
    })),
  );
  // An open application (its copy kept) to a listed posting, by a seeker with no other application to
  // it, whose long thread is written first: other conversations go on after it, so what is newer
  // than its last message is most of the table, as it is for a thread polled at scale.
  const posting = await db
    .selectFrom('job_infos')
    .select(['id', 'company_id'])
    .where('status', '=', 'published')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const seeker = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'normal')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('applications')
            .select('applications.id')
            .whereRef('applications.seeker_id', '=', 'users.id')
            .where('applications.job_info_id', '=', posting.id),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('applications')
    .values({
      job_info_id: posting.id,
      seeker_id: seeker.id,
      resume_id: null,
      resume_title: '이력서',
      resume_copy: '{}',
      status: 'viewed',
      applied_at: clock.now().toISOString(),
      viewed_at: clock.now().toISOString(),
      decided_at: null,
      cancelled_at: null,
      destroyed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const threads = createThreads(
    db,
    clock,
    createMessages(
      db,
      clock,
      { smtpUrl: null, from: 'test@example.com', publicUrl: 'https://bbangjob.example' },
      createUnsubscribeTokens('x'.repeat(32)),
    ),
    createAdminLog(db, clock),
  );
  const company = { side: 'company' as const, userId: posting.company_id };
  for (let i = 0; i < 120; i++)
    await threads.post(i % 2 ? company : { side: 'applicant', userId: seeker.id }, id, `대화 ${i}`);
  for (let i = 0; i < talked.length; i += 500) {
    await db
      .insertInto('threads')
      .values(
        talked
          .slice(i, i + 500)
          .map((row) => ({ application_id: row.id, last_message_at: '2026-11-09T00:00:00.000Z' })),
      )
      .execute();
  }
  for (let i = 0; i < messages.length; i += 500) {
    await db
      .insertInto('thread_messages')
      .values(messages.slice(i, i + 500))
      .execute();
  }
  return { threads, applicationId: id, company, seeker: { side: 'applicant' as const, userId: seeker.id } };
}

/**
 * Interviews and answers in proportion: half the applications answered, an interview on every
 * third one, in every status, their times spread over months around the clock's day, so that the
 * few a reminder or the lapse pass is after are a range of an index among many.
 */
async function fillInterviews(db: Kysely<Database>, clock: TestClock) {
  await db
    .updateTable('applications')
    .set({ answered_at: '2026-11-03T00:00:00.000Z' })
    .where(sql<boolean>`id % 2 = 0`)
    .execute();
  const applications = await db.selectFrom('applications').select('id').execute();
  const statuses = ['proposed', 'confirmed', 'done', 'cancelled', 'lapsed', 'superseded', 'declined'] as const;
  const now = clock.now().getTime();
  const interviews = applications
    .filter((row) => row.id % 3 === 0)
    .map((row, i) => {
      const status = statuses[i % statuses.length]!;
      // from 60 days before the clock to 30 days after, a few hours apart
      const startsAt = new Date(now + ((i * 7) % 90) * 86_400_000 - 60 * 86_400_000 + (i % 24) * 3_600_000);
      const iso = startsAt.toISOString();
      const at = clock.now().toISOString();
      return {
        application_id: row.id,
        kind: 'visit' as const,
        place: '서울 마포구',
        link: null,
        bring: null,
        note: null,
        slots: JSON.stringify([{ startsAt: iso, minutes: 30 }]),
        last_slot_at: iso,
        status,
        starts_at: status === 'confirmed' || status === 'done' ? iso : null,
        minutes: status === 'confirmed' || status === 'done' ? 30 : null,
        answer_message: null,
        decline_reason: null,
        cancelled_by: null,
        cancel_reason: null,
        attendance_confirmed_at: null,
        attended: null,
        offer_id: null,
        created_at: at,
        answered_at: null,
        updated_at: at,
      };
    });
  // one confirmed for within the next two hours, so each pass finds something
  interviews.push({
    ...interviews.find((row) => row.status === 'confirmed')!,
    application_id: applications.find((row) => row.id % 3 === 1)!.id,
    last_slot_at: new Date(now + 90 * 60_000).toISOString(),
    starts_at: new Date(now + 90 * 60_000).toISOString(),
  });
  for (let i = 0; i < interviews.length; i += 500) {
    await db
      .insertInto('interviews')
      .values(interviews.slice(i, i + 500))
      .execute();
  }
}

/** The beacon's counters of 90 days for every posting, as a board that has run a season has them. */
async function fillCounters(db: Kysely<Database>, clock: TestClock) {
  const postings = await db.selectFrom('job_infos').select('id').execute();
  const today = todayKst(clock);
  const rows = postings.flatMap((posting) =>
    Array.from({ length: 90 }, (_, i) => ({
      job_info_id: posting.id,
      day: addDays(today, -i),
      appearances: 20 + ((posting.id + i) % 30),
      views: 3 + ((posting.id * i) % 7),
    })),
  );
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('job_info_days')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

describe.each(DIALECTS)('query plans of the public lists and search (%s)', (dialect) => {
  let capture: CapturingDatabase;
  let jobInfos: ReturnType<typeof createJobInfos>;
  let resumes: ReturnType<typeof createResumes>;
  let signIns: ReturnType<typeof createSignIns>;
  let refreshTokens: ReturnType<typeof createRefreshTokens>;
  let throttle: ReturnType<typeof createLoginThrottle>;
  let reminders: ReturnType<typeof createReminders>;
  let notifications: ReturnType<typeof createNotifications>;
  let recovery: ReturnType<typeof createAccountRecovery>;
  let baker: { id: number; familyId: string; refreshToken: string };
  let jobAlerts: ReturnType<typeof createJobAlerts>;
  let digest: ReturnType<typeof createJobAlertDigest>;
  let alertId: number;
  let bakersNotification: number;
  /** a published posting whose company has a logo and which has photos */
  let pictured: { jobInfoId: number; companyId: number };
  let talk: Awaited<ReturnType<typeof fillThreads>>;

  beforeAll(async () => {
    capture = await openCapturing(dialect);
    const clock = new TestClock();
    await migrateToLatest(capture.db);
    await seedProducts(capture.db);
    await seedDemoAccounts(capture.db, clock);
    expect(await seedDemoContent(capture.db, clock)).toBe(true);
    await fillMessagesVolume(capture.db);
    talk = await fillThreads(capture.db, clock);
    await fillInterviews(capture.db, clock);
    await fillCounters(capture.db, clock);
    // The api never runs ANALYZE on SQLite, so its plans come from the schema alone; PostgreSQL's
    // autovacuum analyses every table it serves.
    if (dialect === 'postgres') await sql`analyze`.execute(capture.db);
    jobInfos = createJobInfos(capture.db, clock);
    resumes = createResumes(capture.db, clock);
    signIns = createSignIns(capture.db, clock);
    refreshTokens = createRefreshTokens(
      capture.db,
      { ttlDays: 14, graceSeconds: 30, secret: 'x'.repeat(32) },
      clock,
      signIns,
    );
    throttle = createLoginThrottle(capture.db, clock);
    const mail = { smtpUrl: null, from: 'test@example.com', publicUrl: 'https://bbangjob.example' };
    const messages = createMessages(capture.db, clock, mail, createUnsubscribeTokens('x'.repeat(32)));
    reminders = createReminders(capture.db, messages);
    const users = createUsers(capture.db, clock);
    recovery = createAccountRecovery({
      db: capture.db,
      clock,
      users,
      messages,
      signIns,
      throttle,
      signUpsPerHour: 10,
      passwords: createPasswords(TEST_PASSWORD_COST),
    });
    const { id } = await capture.db
      .selectFrom('users')
      .select('id')
      .where('user_id', '=', 'baker01')
      .executeTakeFirstOrThrow();
    baker = { id, ...(await refreshTokens.issue(id)) };
    for (let i = 0; i < 3; i++) await throttle.recordFailure('baker01', `10.0.0.${i}`);
    jobAlerts = createJobAlerts(capture.db, clock);
    digest = createJobAlertDigest({
      db: capture.db,
      clock,
      jobInfos,
      messages,
      publicUrl: mail.publicUrl,
      logger: createLogger('silent'),
    });
    // the alerts of many members, so that one member's are a range of an index
    for (const [i, filters] of ['sido=서울', 'position=baker&dawn=1', 'q=제빵', 'certificate=bread'].entries()) {
      alertId = (await jobAlerts.create(baker.id, { name: `알림 ${i}`, filters })).id;
    }
    notifications = createNotifications(capture.db, clock);
    for (let i = 0; i < 25; i++) {
      const note = await capture.db
        .insertInto('notifications')
        .values({
          user_id: id,
          kind: 'application_status',
          event_key: `plan:${i}`,
          title: '지원서를 기업이 열람했습니다',
          body: '본문',
          link: '/resume/apply-job-info',
          read_at: null,
          created_at: '2026-11-23T09:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      bakersNotification = note.id;
    }
    // pictures: a company's logo, its posting's photos, baker01's resume photo
    const images = createImageRecords(capture.db, clock);
    const posting = await capture.db
      .selectFrom('job_infos')
      .select(['id', 'company_id'])
      .where('status', '=', 'published')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    pictured = { jobInfoId: posting.id, companyId: posting.company_id };
    const picture = (ownerId: number, purpose: ImagePurpose, n: number) =>
      images.insert(ownerId, purpose, { key: n.toString(16).padStart(32, '0'), width: 1600, height: 1200 });
    const logo = await picture(posting.company_id, 'logo', 1);
    await capture.db
      .updateTable('users')
      .set({ logo_image_id: logo.id })
      .where('id', '=', posting.company_id)
      .execute();
    for (let position = 0; position < 3; position++) {
      const photo = await picture(posting.company_id, 'job-info-photo', 2 + position);
      await capture.db
        .insertInto('job_info_photos')
        .values({ job_info_id: posting.id, position, image_id: photo.id, alt: `사진 ${position}` })
        .execute();
    }
    const face = await picture(id, 'resume-photo', 5);
    await capture.db.updateTable('resumes').set({ photo_image_id: face.id }).where('user_id', '=', id).execute();
    // portfolios: two bakes on every fifth resume, through the module that saves them
    const portfolioOwners = await capture.db.selectFrom('resumes').select(['id', 'user_id']).execute();
    for (const resume of portfolioOwners.filter((row) => row.id % 5 === 0)) {
      const bakes = [await picture(resume.user_id, 'portfolio', 100 + resume.id * 2)];
      bakes.push(await picture(resume.user_id, 'portfolio', 101 + resume.id * 2));
      await savePortfolio(capture.db, images, {
        userId: resume.user_id,
        resumeId: resume.id,
        items: bakes.map((bake, i) => ({
          imageId: bake.id,
          caption: `빵 ${i}`,
          techniques: i ? ['sourdough'] : ['lamination', 'bread'],
          noPersonalInfo: true as const,
        })),
      });
    }
    if (dialect === 'postgres') await sql`analyze`.execute(capture.db);
  }, 120_000);

  afterAll(async () => {
    await capture?.close();
  });

  const jobList = (query: Record<string, string>) => () => jobInfos.listPublic(jobInfoListQuerySchema.parse(query));
  const talentList = (query: Record<string, string>) => () => resumes.listPublic(resumeListQuerySchema.parse(query));

  /** The demo company's page /company/:id: the company, then its open postings. */
  const companyPage = async () => {
    const { id } = await capture.db
      .selectFrom('users')
      .select('id')
      .where('user_id', '=', 'bakery01')
      .executeTakeFirstOrThrow();
    capture.queries.length = 0;
    await createCompanies(capture.db, new TestClock()).findPublic(id);
    return jobInfos.listedOfCompany(id, 1);
  };

  const cases: [string, () => Promise<unknown>][] = [
    ['postings, newest first', jobList({})],
    ['postings, deadline first', jobList({ sort: 'deadline' })],
    ['postings, best paid first, page 3', jobList({ sort: 'pay', page: '3' })],
    ['postings in 서울 마포구', jobList({ sido: '서울', sigungu: '마포구' })],
    ['postings of one position', jobList({ position: 'baker' })],
    ['postings of two employment types', jobList({ employmentType: 'full_time,part_time' })],
    ['postings for the experienced', jobList({ careerType: 'experienced' })],
    ['postings paying at least 2,500,000 a month', jobList({ payType: 'monthly', minPay: '2500000' })],
    ['postings paying at least 12,000 an hour (시급 환산)', jobList({ minPay: '12000' })],
    ['dawn-shift postings', jobList({ dawn: '1' })],
    ['postings asking for 제빵기능사', jobList({ certificate: 'bread' })],
    ['talent, newest first', talentList({})],
    ['talent in 부산', talentList({ sido: '부산' })],
    ['talent of one position', talentList({ position: 'patissier' })],
    ['talent with 3 years or more', talentList({ career: '3' })],
    ['talent holding 제과기능사', talentList({ certificate: 'confectionery' })],
    ['talent whose portfolio shows 천연발효', talentList({ technique: 'sourdough' })],
    [
      'talent whose portfolio shows 라미네이션 or 초콜릿, in 서울',
      talentList({ technique: 'lamination,chocolate', sido: '서울' }),
    ],
    ['postings found by 제빵', () => jobInfos.searchPublic(queryTerms('제빵'), 1)],
    ['postings found by 서울 케이크', () => jobInfos.searchPublic(queryTerms('서울 케이크'), 1)],
    ['talent found by 파티시에', () => resumes.searchPublic(queryTerms('파티시에'), 1)],
    ['the sitemap’s listed postings and their count', () => jobInfos.listedForSitemap(1)],
    ['a company page and its open postings', companyPage],
    [
      'a posting’s detail with its company’s logo and its photos',
      async () => {
        const posting = await jobInfos.findPublic(pictured.jobInfoId);
        expect([posting?.company.logo?.id, posting?.photos.length]).toEqual([expect.any(Number), 3]);
      },
    ],
    [
      'a company’s own postings with their photos',
      async () => {
        const own = await jobInfos.listOwn(pictured.companyId, 1);
        expect(own.items.find((posting) => posting.id === pictured.jobInfoId)?.photos).toHaveLength(3);
      },
    ],
    [
      'a job seeker’s own resumes with their photos',
      async () => expect((await resumes.listOwn(baker.id)).items[0]?.photo).not.toBeNull(),
    ],
  ];

  it.each(cases)('%s reads through indexes', async (_name, run) => {
    capture.queries.length = 0;
    await run();
    const sent = capture.queries.filter((query) => /^\s*select/i.test(query.sql));
    expect(sent.length).toBeGreaterThan(0);
    for (const query of sent) {
      const plan = await capture.plan(query);
      expect(plan.length).toBeGreaterThan(0);
      expect(fullScans(dialect, plan), `${query.sql}\n${plan.join('\n')}`).toEqual([]);
    }
  });

  it('the sitemap reads a page of postings in id order from its index, without sorting', async () => {
    capture.queries.length = 0;
    await jobInfos.listedForSitemap(2);
    const page = capture.queries.find((query) => /order by/i.test(query.sql))!;
    // On 300 rows PostgreSQL may rightly sort the 240 listed ones: told that sorting is dear, as it
    // is at 100 000, it still sorts unless an index (ours, or the primary key) gives the order. SQLite
    // plans from the schema alone, so it names the index it will use at any size.
    const plan = (await capture.plan(page, { sortsCostly: true })).join('\n');
    if (dialect === 'sqlite') expect(plan).toContain('job_infos_sitemap_idx');
    expect(plan).not.toMatch(dialect === 'sqlite' ? /TEMP B-TREE/ : /\bSort\b/);
  });

  it('a company’s open postings, in its page and in the sitemap, are read through the company’s index', async () => {
    await companyPage();
    await createCompanies(capture.db, new TestClock()).listedForSitemap(1);
    const reads = capture.queries.filter((query) => /job_infos/.test(query.sql));
    expect(reads.length).toBe(4);
    for (const query of reads) {
      const plan = (await capture.plan(query)).join('\n');
      // SQLite plans from the schema alone: it must not walk every published posting per company.
      if (dialect === 'sqlite') expect(plan, query.sql).toContain('job_infos_company_idx');
      expect(plan, query.sql).not.toMatch(dialect === 'sqlite' ? /SCAN job_infos/ : /Seq Scan on job_infos/);
    }
  });

  const signInCases: [string, () => Promise<unknown>][] = [
    ['the account and sign-in of an access token', () => signIns.find(baker.id, baker.familyId)],
    ['a sign-in attempt let through the throttle', () => throttle.admit('baker01', '10.0.0.9')],
    ['a failure recorded (and the old ones purged)', () => throttle.recordFailure('baker01', '10.0.0.9')],
    ['a success clearing its pair', () => throttle.reset('baker01', '10.0.0.9')],
    ['a refresh token rotated', () => refreshTokens.rotate(baker.refreshToken)],
    ['a new sign-in (spent ones forgotten)', () => refreshTokens.issue(baker.id)],
    ['a password check recorded', () => signIns.recordSignInCheck(baker.familyId)],
    ['every other sign-in ended', () => signIns.endAllOfUser(baker.id, baker.familyId)],
    ['a logout', () => refreshTokens.endSignInOf(baker.refreshToken)],
    ['the unread 알림 a login user carries', () => notifications.unreadCount(baker.id)],
    ['a page of 알림', () => notifications.page(baker.id, 2)],
    ['one 알림 read', () => notifications.markRead(baker.id, bakersNotification)],
    ['every 알림 read', () => notifications.markAllRead(baker.id)],
    [
      '아이디 찾기 by name and address',
      () => recovery.findId({ username: '김제빵', email: 'Baker01@example.com' }, '10.0.0.9'),
    ],
    [
      'a sign-up counted per client and per mailbox',
      () => recovery.admitSignUp('newbaker', 'Baker01@example.com', '10.0.0.9'),
    ],
  ];

  it.each(signInCases)('%s reads through indexes', async (_name, run) => {
    capture.queries.length = 0;
    await run();
    const sent = capture.queries.filter((query) => /^\s*(select|update|delete)/i.test(query.sql));
    expect(sent.length).toBeGreaterThan(0);
    for (const query of sent) {
      const plan = await capture.plan(query);
      expect(fullScans(dialect, plan), `${query.sql}\n${plan.join('\n')}`).toEqual([]);
    }
  });

  const alertCases: [string, () => Promise<unknown>][] = [
    ['a member’s alerts', () => jobAlerts.list(baker.id)],
    [
      'an alert saved (under the member’s lock, counted)',
      () => jobAlerts.create(baker.id, { name: '부산', filters: 'sido=부산' }),
    ],
    ['an alert renamed', () => jobAlerts.rename(baker.id, alertId, '새 이름')],
    ['an alert deleted', () => jobAlerts.remove(baker.id, alertId)],
    ['the daily digest: due alerts, the day’s postings, a search word’s, the claim, the 알림', () => digest.run()],
  ];

  it.each(alertCases)('%s reads through indexes', async (_name, run) => {
    capture.queries.length = 0;
    await run();
    const sent = capture.queries.filter((query) => /^\s*(select|update|delete)/i.test(query.sql));
    expect(sent.length).toBeGreaterThan(0);
    for (const query of sent) {
      const plan = await capture.plan(query);
      expect(fullScans(dialect, plan), `${query.sql}\n${plan.join('\n')}`).toEqual([]);
      expect(unkeyedReads(dialect, plan), `${query.sql}\n${plan.join('\n')}`).toEqual([]);
    }
  });

  it('the digest told the alerts', async () => {
    const told = await capture.db.selectFrom('notifications').select('event_key').execute();
    expect(told.length).toBeGreaterThanOrEqual(3);
  });

  it.each(['posting-ending', 'resume-ending', 'scrap-closing'])(
    'the %s reminder reads through indexes',
    async (name) => {
      const task = reminders.find((reminder) => reminder.name === name)!;
      // twice: with 알림 still to write, and with everything told
      for (let pass = 0; pass < 2; pass++) {
        capture.queries.length = 0;
        await task.run(new Date('2026-11-23T09:00:00.000Z'));
        const sent = capture.queries.filter((query) => /^\s*select/i.test(query.sql));
        expect(sent.length).toBeGreaterThan(0);
        for (const query of sent) {
          const plan = await capture.plan(query);
          expect(fullScans(dialect, plan), `${query.sql}\n${plan.join('\n')}`).toEqual([]);
          expect(unkeyedReads(dialect, plan), `${query.sql}\n${plan.join('\n')}`).toEqual([]);
        }
      }
    },
  );

  const threadCases: [string, () => Promise<unknown>][] = [
    [
      'a thread’s latest page',
      async () => expect((await talk.threads.read(talk.company, talk.applicationId)).hasOlder).toBe(true),
    ],
    [
      'a thread polled after its newest message',
      async () => {
        const { messages } = await talk.threads.read(talk.seeker, talk.applicationId);
        capture.queries.length = 0;
        const polled = await talk.threads.read(talk.seeker, talk.applicationId, { after: messages.at(-1)!.id });
        expect(polled.messages).toEqual([]);
      },
    ],
    ['a message posted', () => talk.threads.post(talk.company, talk.applicationId, '새 메시지')],
    ['the thread marked read', () => talk.threads.markRead(talk.seeker, talk.applicationId)],
  ];

  it.each(threadCases)('%s reads the thread’s messages through its index', async (_name, run) => {
    capture.queries.length = 0;
    await run();
    const sent = capture.queries.filter((query) => /^\s*(select|update|delete)/i.test(query.sql));
    expect(sent.length).toBeGreaterThan(0);
    for (const query of sent) {
      const plan = await capture.plan(query);
      expect(fullScans(dialect, plan), `${query.sql}\n${plan.join('\n')}`).toEqual([]);
      if (/from "thread_messages"/.test(query.sql)) {
        expect(plan.join('\n'), query.sql).toContain('thread_messages_thread_idx');
      }
    }
  });

  it('the minute pass finds the due gathered mails, and the back office the reported threads, through indexes', async () => {
    capture.queries.length = 0;
    await talk.threads.mailTask.run(new Date('2026-11-23T09:30:00.000Z'));
    await talk.threads.listReported(1);
    const sent = capture.queries.filter((query) => /from "threads"/.test(query.sql));
    expect(sent.length).toBeGreaterThanOrEqual(4);
    for (const query of sent) {
      const plan = await capture.plan(query);
      expect(fullScans(dialect, plan), `${query.sql}\n${plan.join('\n')}`).toEqual([]);
    }
  });

  /** The application pages, the scheduler's answer and interview passes, and responsiveness, over `capture`. */
  function afterApplication() {
    const clock = new TestClock();
    const mail = { smtpUrl: null, from: 'test@example.com', publicUrl: 'https://bbangjob.example' };
    const messages = createMessages(capture.db, clock, mail, createUnsubscribeTokens('x'.repeat(32)));
    return {
      applications: createApplications(capture.db, clock, createResumes(capture.db, clock), messages),
      interviews: createInterviews(capture.db, clock, messages, createInterviewCalendar(capture.db, mail.publicUrl)),
      interviewReminders: createInterviewReminders(capture.db, messages, createAttendanceTokens('x'.repeat(32))),
      answerReminders: createAnswerReminders(capture.db, messages),
      responsiveness: createResponsiveness(capture.db, clock),
    };
  }

  /** The posting and company of the long thread's application: a listed posting with applicants. */
  const talkedPosting = () =>
    capture.db
      .selectFrom('applications')
      .innerJoin('job_infos', 'job_infos.id', 'applications.job_info_id')
      .select(['job_infos.id', 'job_infos.company_id'])
      .where('applications.id', '=', talk.applicationId)
      .executeTakeFirstOrThrow();

  const applicantCases: [string, string, () => Promise<unknown>][] = [
    [
      'a company’s applicants to one posting in one status, newest first, and their count',
      'applications_(posting|active)_idx',
      async () => {
        const posting = await talkedPosting();
        const { applications } = afterApplication();
        capture.queries.length = 0;
        const found = await applications.listForCompany(
          posting.company_id,
          { jobInfoId: posting.id, status: 'viewed' },
          1,
        );
        expect(found.items.map((item) => item.id)).toContain(talk.applicationId);
      },
    ],
    [
      'a company’s applicants to all its postings, newest first, and their count',
      'applications_(posting|active)_idx',
      async () => {
        const posting = await talkedPosting();
        const { applications } = afterApplication();
        capture.queries.length = 0;
        expect((await applications.listForCompany(posting.company_id, {}, 1)).total).toBeGreaterThan(1);
      },
    ],
    [
      'a job seeker’s applications, newest first, and their count',
      'applications_seeker_idx',
      async () => {
        const { applications } = afterApplication();
        capture.queries.length = 0;
        const mine = await applications.listMine(talk.seeker.userId, 1);
        expect(mine.items.map((item) => item.id)).toContain(talk.applicationId);
      },
    ],
  ];

  it.each(applicantCases)('%s reads the applications through %s', async (_name, index, run) => {
    await run();
    const lists = capture.queries.filter((query) => /^\s*select[\s\S]*from "applications"/i.test(query.sql));
    // the page and its count
    expect(lists.length).toBeGreaterThanOrEqual(2);
    for (const query of lists) {
      const plan = await capture.plan(query);
      expect(fullScans(dialect, plan), `${query.sql}\n${plan.join('\n')}`).toEqual([]);
      expect(unkeyedReads(dialect, plan), `${query.sql}\n${plan.join('\n')}`).toEqual([]);
      if (/order by/i.test(query.sql)) expect(plan.join('\n'), query.sql).toMatch(new RegExp(index));
    }
  });

  it('a company’s responsiveness reads its postings’ applications, not every application', async () => {
    const posting = await talkedPosting();
    capture.queries.length = 0;
    await afterApplication().responsiveness.ofCompany(posting.company_id);
    expect(capture.queries).toHaveLength(1);
    const plan = await capture.plan(capture.queries[0]!);
    expect(fullScans(dialect, plan), plan.join('\n')).toEqual([]);
    expect(unkeyedReads(dialect, plan), plan.join('\n')).toEqual([]);
  });

  it.each(['answer-reminder-3d', 'answer-reminder-7d', 'application-waiting'])(
    'the %s pass reads the unanswered applications through applications_unanswered_idx',
    async (name) => {
      const task = afterApplication().answerReminders.find((reminder) => reminder.name === name)!;
      capture.queries.length = 0;
      await task.run(new Date('2026-11-23T09:00:00.000Z'));
      const sent = capture.queries.filter((query) => /from "applications"/.test(query.sql));
      expect(sent).toHaveLength(1);
      const plan = await capture.plan(sent[0]!);
      expect(fullScans(dialect, plan), plan.join('\n')).toEqual([]);
      expect(plan.join('\n')).toContain('applications_unanswered_idx');
    },
  );

  const interviewCases: [string, string, () => Promise<{ found: number }>][] = [
    [
      'the day-before interview reminders',
      'interviews_due_idx',
      () =>
        afterApplication()
          .interviewReminders.find((task) => task.name === 'interview-day-before')!
          .run(new Date('2026-11-23T09:30:00.000Z')) as Promise<{ found: number }>,
    ],
    [
      'the two-hours interview reminders',
      'interviews_due_idx',
      () =>
        afterApplication()
          .interviewReminders.find((task) => task.name === 'interview-two-hours')!
          .run(new Date('2026-11-23T09:30:00.000Z')) as Promise<{ found: number }>,
    ],
    [
      'the lapse of proposals whose times have all passed',
      'interviews_lapse_idx',
      () => afterApplication().interviews.task.run(new Date('2026-11-23T09:30:00.000Z')),
    ],
  ];

  it.each(interviewCases)('%s read the interviews through %s', async (_name, index, run) => {
    capture.queries.length = 0;
    expect((await run()).found).toBeGreaterThan(0);
    const sent = capture.queries.filter((query) => /^\s*select[\s\S]*from "interviews"/i.test(query.sql));
    const pass = sent[0]!;
    // a batch in the index's order: at scale PostgreSQL reads it in that order rather than sort the due ones
    const plan = await capture.plan(pass, { sortsCostly: true });
    expect(fullScans(dialect, plan), `${pass.sql}\n${plan.join('\n')}`).toEqual([]);
    expect(plan.join('\n'), pass.sql).toContain(index);
  });

  it('a company’s 90 days of insights, and one posting’s with its pay peers, are a few queries through indexes', async () => {
    // some turned down, after an interview or on their papers
    await capture.db
      .updateTable('applications')
      .set({ status: 'failed' })
      .where(sql<boolean>`id % 6 = 0`)
      .where('id', '<>', talk.applicationId)
      .execute();
    const posting = await capture.db
      .selectFrom('applications')
      .innerJoin('job_infos', 'job_infos.id', 'applications.job_info_id')
      .select(['job_infos.id', 'job_infos.company_id'])
      .where('applications.status', '=', 'failed')
      .orderBy('applications.id')
      .executeTakeFirstOrThrow();
    const insights = createCompanyInsights(capture.db, new TestClock());
    const pages: [string, () => Promise<{ series: { views: number; applications: number }[] }>][] = [
      ['company', () => insights.ofCompany(posting.company_id, 90)],
      ['posting', async () => (await insights.ofPosting(posting.company_id, posting.id, 90))!],
    ];
    for (const [name, run] of pages) {
      capture.queries.length = 0;
      const { series } = await run();
      expect(
        series.reduce((sum, day) => sum + day.views, 0),
        name,
      ).toBeGreaterThan(0);
      expect(
        series.reduce((sum, day) => sum + day.applications, 0),
        name,
      ).toBeGreaterThan(0);
      const sent = [...capture.queries];
      // never a query per day or per posting
      expect(sent.length, name).toBeLessThanOrEqual(6);
      for (const query of sent) {
        const plan = await capture.plan(query);
        expect(fullScans(dialect, plan), `${query.sql}\n${plan.join('\n')}`).toEqual([]);
        expect(unkeyedReads(dialect, plan), `${query.sql}\n${plan.join('\n')}`).toEqual([]);
        // a 불합격's interviews, by the applications' ids
        if (/from "interviews"/.test(query.sql)) {
          expect(plan.join('\n'), query.sql).toMatch(
            dialect === 'sqlite'
              ? /interviews_application_idx \(application_id=\?\)/
              : /Index Cond: \(application_id = ANY/,
          );
        }
      }
      expect(
        sent.some((query) => /from "interviews"/.test(query.sql)),
        name,
      ).toBe(true);
    }
  });

  /**
   * The operator's board's figures per day, each the rows of the range of one instant column: the
   * index that holds it, bound on it (and on the role or status asked for), never a table or a
   * whole index walked; the figures of now (transfers waiting, active alerts) and the searches that
   * found nothing through theirs.
   */
  const BOARD_READS: [RegExp, string, string][] = [
    [/from "users"[\s\S]*"created_at" >=/, 'users_created_idx', 'created_at'],
    [/from "job_infos"/, 'job_infos_published_idx', 'published_at'],
    [/from "resumes"/, 'resumes_made_public_idx', 'made_public_at'],
    // by the hour made: an index of its own, which the company's reads of applications cannot take
    [
      /from "applications"/,
      'applications_applied_hour_idx',
      dialect === 'sqlite' ? '<expr>' : 'substr\\(\\(applied_at\\)::text, 1, 13\\)',
    ],
    [/from "orders"[\s\S]*"paid_at" >=/, 'orders_paid_idx', 'paid_at'],
    // refunds are few: all of them, by their status
    [/from "orders"[\s\S]*"refunded_at" >=/, 'orders_status_idx', 'status'],
    // failed mails are few, like refunds: by their due time, or all of them by their status
    [/from "outbox_mails"/, 'outbox_mails_due_idx|outbox_mails_unlogged_idx', 'next_attempt_at|status'],
    [/from "orders"[\s\S]*"pay_by" >/, 'orders_status_idx', 'method'],
    [/from "search_misses"/, 'search_misses_pk|sqlite_autoindex_search_misses_1', 'day'],
  ];

  it('the operator’s 90-day board is a query per figure, each a range of the index of its instant', async () => {
    capture.queries.length = 0;
    const board = await createBoardInsights(capture.db, dialect, new TestClock()).read(90);
    expect(board.series.reduce((sum, day) => sum + day.applications, 0)).toBeGreaterThan(0);
    expect(board.series.reduce((sum, day) => sum + day.postingsPublished, 0)).toBeGreaterThan(0);
    const sent = [...capture.queries];
    // one per figure, never one per day: sign-ups twice (by role), revenue and refunds per day and per product
    expect(sent).toHaveLength(13);
    for (const query of sent) {
      const plan = await capture.plan(query);
      const text = plan.join('\n');
      expect(fullScans(dialect, plan), `${query.sql}\n${text}`).toEqual([]);
      const read = BOARD_READS.find(([pattern]) => pattern.test(query.sql));
      // the active alerts: every alert is counted, through its owner's index rather than the table
      if (!read) {
        expect(query.sql).toMatch(/from "job_alerts"/);
        continue;
      }
      const [, index, column] = read;
      expect(text, query.sql).toMatch(
        dialect === 'sqlite'
          ? new RegExp(`INDEX (${index}) \\((?:[^)]*\\W)?(?:${column})[>=]`)
          : new RegExp(`(using|on) (${index})[\\s\\S]*(Index|Recheck) Cond: .*\\b(?:${column})\\)?(::\\w+)? [>=]`),
      );
    }
  });

  it('the check would see a table walked through an index', async () => {
    const query = capture.db.selectFrom('scraps').select('user_id').where('kind', '=', 'job').compile();
    expect(unkeyedReads(dialect, await capture.plan(query))).toHaveLength(1);
  });

  it('the check would see a full scan', async () => {
    const query = capture.db.selectFrom('job_infos').select('id').where('description', 'like', '%제빵%').compile();
    expect(fullScans(dialect, await capture.plan(query))).toHaveLength(1);
  });
});
