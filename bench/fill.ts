/**
 * Fills a benchmark database with postings and resumes of realistic Korean text, as the app
 * writes them: the first ones through createJobInfos and createResumes, the rest (when there are
 * many) through a bulk path that writes the same rows many at a time, checked against those.
 *
 * `fillDatabase` migrates, adds the products and demo accounts, and writes only what is missing:
 * on a database already holding the postings and resumes it writes nothing.
 */
import { performance } from 'node:perf_hooks';
import { type Insertable, type Kysely, sql } from 'kysely';
import { isValidBusinessNumber } from '#contracts/business-number';
import { type JobInfoFields, jobInfoInputSchema, jobInfoRuleViolations } from '#contracts/job-info';
import { sidoName } from '#contracts/regions';
import { type ResumeFields, resumeInputSchema, resumeRuleViolations } from '#contracts/resume';
import { productionPasswords } from '../api/src/auth/passwords';
import { type Clock, isoNow, systemClock, thisMonthKst, todayKst } from '../api/src/clock';
import { addDays, daysBetween } from '#contracts/korea-time';
import { connectDatabase, type DialectName } from '../api/src/db/connect';
import { createRandom, demoCompanies, demoJobInfo, demoResume, type Random } from '../api/src/db/demo-content';
import { migrateToLatest } from '../api/src/db/migrate';
import type { Database, JobInfosTable, ResumesTable } from '../api/src/db/schema';
import { seedDemoAccounts, seedProducts } from '../api/src/db/seed';
import { createJobInfos } from '../api/src/job-infos/job-infos';
import { visibleUntil } from '../api/src/job-infos/listing';
import { fieldColumns, normalize, searchBody as postingSearchBody } from '../api/src/job-infos/mapping';
import { certificateCode, resumeColumns, searchBody } from '../api/src/resumes/mapping';
import { createResumes } from '../api/src/resumes/resumes';
import { termRows } from '../api/src/search/search-index';
import { queryTerms } from '../api/src/search/terms';
import { createUsers } from '../api/src/users/users';
import { log, seconds } from './log';

export interface FillOptions {
  postings: number;
  resumes: number;
  /** company accounts the postings are spread over, a few big chains and many small bakeries */
  companies?: number;
  /** auto: the app until it would take longer than appBudgetMinutes, then bulk */
  write?: 'auto' | 'app' | 'bulk';
  /** postings written through the app before the bulk path (auto and bulk), checked against it */
  probe?: number;
  /** resumes written through the app before the bulk path, checked against it */
  resumeProbe?: number;
  appBudgetMinutes?: number;
  seed?: number;
}

export interface FillSummary {
  dialect: DialectName;
  postings: number;
  resumes: number;
  writtenPostings: number;
  writtenResumes: number;
  /** applications written, with their threads and messages */
  writtenApplications: number;
  /** the beacon's counters written (job_info_days rows) */
  writtenCounters: number;
  ms: number;
}

/** The password of every account the bench makes (benchco…, benchseeker…). */
export const BENCH_PASSWORD = 'demo1234';
/** Job seekers' accounts hold this many resumes each (the app allows up to 10). */
const RESUMES_PER_SEEKER = 3;
/** Share of resumes left private; the others are listed for 5 to 90 days. */
const PRIVATE_SHARE = 0.08;

export async function fillDatabase(url: string, options: FillOptions): Promise<FillSummary> {
  const handle = connectDatabase(url);
  const { db, dialect } = handle;
  const started = performance.now();
  try {
    await migrateToLatest(db);
    await seedProducts(db);
    await seedDemoAccounts(db);
    log(`${dialect}: migrated and seeded (products, demo accounts) in ${seconds(performance.now() - started)}`);

    const existingPostings = await countRows(db, 'job_infos');
    let writtenPostings = 0;
    if (existingPostings >= options.postings) {
      log(`${existingPostings} postings already there (>= ${options.postings}): not writing`);
    } else {
      writtenPostings = options.postings - existingPostings;
      await fillPostings(db, options, existingPostings);
    }

    const existingResumes = await countRows(db, 'resumes');
    let writtenResumes = 0;
    if (existingResumes >= options.resumes) {
      log(`${existingResumes} resumes already there (>= ${options.resumes}): not writing`);
    } else {
      writtenResumes = options.resumes - existingResumes;
      await fillResumes(db, options, existingResumes);
    }

    const writtenApplications = await fillApplications(db, options);
    const writtenCounters = await fillCounters(db, options);

    const written = writtenPostings || writtenResumes || writtenApplications || writtenCounters;
    if (written) await settle(db, dialect);
    const ms = performance.now() - started;
    if (written) log(`database filled in ${seconds(ms)}`);
    return {
      dialect,
      postings: await countRows(db, 'job_infos'),
      resumes: await countRows(db, 'resumes'),
      writtenPostings,
      writtenResumes,
      writtenApplications,
      writtenCounters,
      ms,
    };
  } finally {
    await handle.close();
  }
}

/** After a load: SQLite folds the WAL back into the file, PostgreSQL gathers statistics. */
async function settle(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const t = performance.now();
  if (dialect === 'sqlite') {
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    log(`sqlite: WAL checkpointed in ${seconds(performance.now() - t)}`);
  } else {
    // What autovacuum does a minute after a load like this one; measured without it, the first
    // plans would be made on an empty statistics table.
    await sql`vacuum (analyze)`.execute(db);
    log(`postgres: VACUUM (ANALYZE) in ${seconds(performance.now() - t)}`);
  }
}

export async function countRows(
  db: Kysely<Database>,
  table:
    | 'job_infos'
    | 'resumes'
    | 'search_terms'
    | 'job_info_certificates'
    | 'applications'
    | 'thread_messages'
    | 'job_info_days',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------------------------------------------------------------------------------------------
// companies

interface Company {
  id: number;
  username: string;
  profile: { name: string; sido: string; sigungu: string };
}

/** A checksum-valid 사업자등록번호 for the `n`-th benchmark company (n < 10 000). */
function businessNumber(n: number): string {
  const prefix = `${String(300 + (n % 600)).padStart(3, '0')}82${String(n).padStart(4, '0')}`;
  for (let digit = 0; digit <= 9; digit++) {
    if (isValidBusinessNumber(`${prefix}${digit}`)) return `${prefix}${digit}`;
  }
  throw new Error(`no check digit for ${prefix}`);
}

/** `count` company accounts `benchco1…`, made like seedDemoContent makes them; existing ones are reused. */
async function ensureCompanies(db: Kysely<Database>, clock: Clock, random: Random, count: number): Promise<Company[]> {
  const users = createUsers(db, clock);
  const profiles: ReturnType<typeof demoCompanies> = [];
  while (profiles.length < count) profiles.push(...demoCompanies(random));
  let passwordHash: string | undefined;
  const companies: Company[] = [];
  let created = 0;
  for (let i = 0; i < count; i++) {
    const profile = profiles[i]!;
    const userId = `benchco${i + 1}`;
    const phone = `02-${random.int(200, 999)}-${random.int(1000, 9999)}`;
    const verified = random.chance(0.6);
    let row = await users.findByUserId(userId);
    if (!row) {
      passwordHash ??= await productionPasswords.hash(BENCH_PASSWORD);
      row =
        (await users.create({
          userId,
          passwordHash,
          username: profile.name,
          email: `${userId}@example.com`,
          phone,
          role: 'company',
          company: {
            businessNumber: businessNumber(i + 1),
            ceoName: profile.ceo,
            companyAddress: `${sidoName(profile.sido)} ${profile.sigungu}`,
            businessType: '제과점업',
          },
          agreeMarketing: false,
        })) ?? undefined;
      if (!row) throw new Error(`could not create ${userId}`);
      if (verified) {
        await db
          .updateTable('users')
          .set({ verified_at: isoNow(clock) })
          .where('id', '=', row.id)
          .execute();
      }
      created++;
    }
    companies.push({ id: row.id, username: row.username, profile });
  }
  log(`companies: ${count} (${created} created, ${count - created} already there; one password hash for all)`);
  return companies;
}

/** A few big chains and many small bakeries: company i gets postings in proportion to 1/(i+1). */
function companyPicker(random: Random, companies: Company[]) {
  const cumulative: number[] = [];
  let sum = 0;
  for (let i = 0; i < companies.length; i++) cumulative.push((sum += 1 / (i + 1)));
  return () => {
    const target = random.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return companies[lo]!;
  };
}

// ---------------------------------------------------------------------------------------------
// postings: the rows createJobInfos writes, mapped the same way, written many at a time

interface PreparedPosting {
  row: Insertable<JobInfosTable>;
  certificates: string[];
  terms: { term: string; in_title: number }[];
}

/**
 * What `create` then `publish` through `until` leave in job_infos, job_info_certificates and
 * search_terms for a new posting: the draft's columns, then the published status and period.
 */
function preparePosting(
  input: JobInfoFields,
  company: Company,
  until: string,
  now: string,
  today: string,
): PreparedPosting {
  const fields = normalize(input);
  const violations = jobInfoRuleViolations(fields, today);
  if (Object.keys(violations).length) throw new Error(`invalid posting: ${JSON.stringify(violations)}`);
  const columns = fieldColumns(fields);
  const row: Insertable<JobInfosTable> = {
    ...columns,
    company_id: company.id,
    status: 'published',
    published_at: now,
    published_until: until,
    visible_until: visibleUntil(until, columns.deadline, columns.always_open === 1),
    closed_at: null,
    created_at: now,
    updated_at: now,
  };
  const certificates = columns.preferred_certificates ? columns.preferred_certificates.split(',') : [];
  const terms = termRows('job', 0, fields.title, postingSearchBody(company.username, fields), {
    until: null,
    sortKey: '',
  }).map(({ term, in_title }) => ({ term, in_title }));
  return { row, certificates, terms };
}

const CHUNK = 2_000;
const JOB_BATCH = 400; // 36 columns: 14 400 parameters, under SQLite's 32 766 and PostgreSQL's 65 535
const RESUME_BATCH = 1_000; // 19 columns: 19 000 parameters
const ROW_BATCH = 5_000; // side tables and search_terms, at most 6 columns: 30 000 parameters

async function insertInBatches<T extends 'job_info_certificates' | 'resume_regions' | 'resume_positions'>(
  trx: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += ROW_BATCH) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + ROW_BATCH))
      .execute();
  }
}

async function insertTerms(trx: Kysely<Database>, rows: Insertable<Database['search_terms']>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROW_BATCH) {
    await trx
      .insertInto('search_terms')
      .values(rows.slice(i, i + ROW_BATCH))
      .execute();
  }
}

/** Inserts the rows in VALUES order and gives back their ids in the same order. */
async function insertReturningIds(
  trx: Kysely<Database>,
  table: 'job_infos' | 'resumes',
  rows: Insertable<JobInfosTable>[] | Insertable<ResumesTable>[],
  batch: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += batch) {
    const values = rows.slice(i, i + batch);
    const returned =
      table === 'job_infos'
        ? await trx
            .insertInto('job_infos')
            .values(values as Insertable<JobInfosTable>[])
            .returning('id')
            .execute()
        : await trx
            .insertInto('resumes')
            .values(values as Insertable<ResumesTable>[])
            .returning('id')
            .execute();
    // One INSERT numbers its rows in VALUES order; RETURNING's order is not promised, so sort.
    ids.push(...returned.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  return ids;
}

/** Writes `count` postings from `next()` in one transaction, a chunk of postings at a time. */
async function writePostingsBulk(db: Kysely<Database>, count: number, next: () => PreparedPosting): Promise<number> {
  let termRows = 0;
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    for (let done = 0; done < count;) {
      const chunk = Array.from({ length: Math.min(CHUNK, count - done) }, next);
      const ids = await insertReturningIds(
        trx,
        'job_infos',
        chunk.map((p) => p.row),
        JOB_BATCH,
      );
      await insertInBatches(
        trx,
        'job_info_certificates',
        chunk.flatMap((p, i) => p.certificates.map((certificate) => ({ job_info_id: ids[i]!, certificate }))),
      );
      const terms = chunk.flatMap((p, i) =>
        p.terms.map((t) => ({
          kind: 'job' as const,
          term: t.term,
          doc_id: ids[i]!,
          in_title: t.in_title,
          // a published posting, as search-index.ts `Listing` has it
          listed_until: p.row.visible_until ?? null,
          sort_key: p.row.published_at!,
        })),
      );
      await insertTerms(trx, terms);
      termRows += terms.length;
      done += chunk.length;
      log(`  bulk: ${done}/${count} postings, ${termRows} search_terms rows, ${seconds(performance.now() - started)}`);
    }
  });
  return termRows;
}

interface PostingSample {
  id: number;
  company: Company;
  input: JobInfoFields;
  until: string;
}

/** Compares what the app wrote for `samples` with what the bulk mapping would write. */
async function checkPostingMapping(db: Kysely<Database>, samples: PostingSample[], today: string): Promise<void> {
  const ignored = new Set(['id', 'published_at', 'created_at', 'updated_at']);
  let same = 0;
  for (const sample of samples) {
    const expected = preparePosting(sample.input, sample.company, sample.until, '', today);
    const row = await db.selectFrom('job_infos').selectAll().where('id', '=', sample.id).executeTakeFirstOrThrow();
    const differences = columnDifferences(row, expected.row, ignored);
    const certificates = await db
      .selectFrom('job_info_certificates')
      .select('certificate')
      .where('job_info_id', '=', sample.id)
      .execute();
    if (
      !sameSet(
        certificates.map((c) => c.certificate),
        expected.certificates,
      )
    )
      differences.push('certificates');
    const terms = await db
      .selectFrom('search_terms')
      .select(['term', 'in_title', 'listed_until'])
      .where('kind', '=', 'job')
      .where('doc_id', '=', sample.id)
      .execute();
    const key = (t: { term: string; in_title: number }) => `${t.term}:${Number(t.in_title)}`;
    if (!sameSet(terms.map(key), expected.terms.map(key))) {
      differences.push(`search_terms: app ${terms.length} rows, bulk ${expected.terms.length} rows`);
    }
    if (terms.some((t) => t.listed_until !== expected.row.visible_until)) differences.push('listed_until');
    if (differences.length) log(`  posting ${sample.id} differs: ${differences.join('; ')}`);
    else same++;
  }
  log(`bulk mapping check: ${same}/${samples.length} app-written postings identical to the bulk mapping`);
  if (same !== samples.length) throw new Error('the posting bulk mapping does not match what the app writes');
}

function columnDifferences(actualRow: object, expectedRow: object, ignored: Set<string>): string[] {
  const differences: string[] = [];
  for (const [column, value] of Object.entries(expectedRow)) {
    if (ignored.has(column)) continue;
    const actual = (actualRow as Record<string, unknown>)[column];
    if (actual !== value) differences.push(`${column}: app ${JSON.stringify(actual)}, bulk ${JSON.stringify(value)}`);
  }
  return differences;
}

function sameSet(a: string[], b: string[]): boolean {
  return [...a].sort().join('|') === [...b].sort().join('|');
}

async function fillPostings(db: Kysely<Database>, options: FillOptions, existing: number): Promise<void> {
  const clock = systemClock;
  const today = todayKst(clock);
  const seed = options.seed ?? 100_000;
  const write = options.write ?? 'auto';
  const appBudgetMinutes = options.appBudgetMinutes ?? 15;
  // The companies come out the same on every run; the postings continue from where a run stopped.
  const companies = await ensureCompanies(db, clock, createRandom(seed), options.companies ?? 200);
  const random = createRandom(seed + 1 + existing);
  const pick = companyPicker(random, companies);
  const jobInfos = createJobInfos(db, clock);
  /** The next posting as seedDemoContent makes one, and its paid period (1 to 30 days). */
  const nextPosting = () => {
    const company = pick();
    const input = jobInfoInputSchema.parse(demoJobInfo(random, company.profile, today));
    return { company, input, until: addDays(today, random.int(1, 30)) };
  };

  let remaining = options.postings - existing;
  log(`writing ${remaining} postings (today ${today}, KST)`);
  const started = performance.now();

  // Through the app: create (a draft, its certificates and search terms), then publish.
  const samples: PostingSample[] = [];
  const appCount = write === 'app' ? remaining : Math.min(remaining, options.probe ?? 2_000);
  const appStarted = performance.now();
  for (let i = 0; i < appCount; i++) {
    const { company, input, until } = nextPosting();
    const posting = await jobInfos.create(company.id, input);
    await jobInfos.publish(posting.id, daysBetween(today, until));
    if (samples.length < 25) samples.push({ id: posting.id, company, input, until });
    if ((i + 1) % 1000 === 0) log(`  app: ${i + 1}/${appCount} postings, ${seconds(performance.now() - appStarted)}`);
  }
  const appMs = performance.now() - appStarted;
  remaining -= appCount;
  const rate = appCount ? appCount / (appMs / 1000) : 0;
  if (appCount) {
    log(
      `through createJobInfos (create + publish, one transaction each): ${appCount} postings in ${seconds(appMs)} ` +
        `= ${rate.toFixed(0)} postings/s`,
    );
  }

  if (remaining > 0) {
    const projectedMinutes = rate ? remaining / rate / 60 : Infinity;
    if (write === 'auto') {
      log(
        `the other ${remaining} through the app would take ~${projectedMinutes.toFixed(1)} min ` +
          `(budget ${appBudgetMinutes} min): ${projectedMinutes > appBudgetMinutes ? 'bulk' : 'app'}`,
      );
    }
    if (write === 'auto' && projectedMinutes <= appBudgetMinutes) {
      const appStarted2 = performance.now();
      for (let i = 0; i < remaining; i++) {
        const { company, input, until } = nextPosting();
        const posting = await jobInfos.create(company.id, input);
        await jobInfos.publish(posting.id, daysBetween(today, until));
        if ((i + 1) % 5000 === 0)
          log(`  app: ${i + 1}/${remaining} postings, ${seconds(performance.now() - appStarted2)}`);
      }
      log(`through createJobInfos: ${remaining} more postings in ${seconds(performance.now() - appStarted2)}`);
    } else {
      if (samples.length) await checkPostingMapping(db, samples, today);
      const bulkStarted = performance.now();
      const termRows = await writePostingsBulk(db, remaining, () => {
        const { company, input, until } = nextPosting();
        return preparePosting(input, company, until, isoNow(clock), today);
      });
      const bulkMs = performance.now() - bulkStarted;
      log(
        `bulk (one transaction; multi-row INSERTs of ${JOB_BATCH} job_infos / ${ROW_BATCH} search_terms rows, ` +
          `the row mapping of createJobInfos, search_terms from documentTerms as indexDocument): ` +
          `${remaining} postings and ${termRows} search_terms rows in ${seconds(bulkMs)} ` +
          `= ${(remaining / (bulkMs / 1000)).toFixed(0)} postings/s`,
      );
    }
  }
  log(`postings written in ${seconds(performance.now() - started)}`);
}

// ---------------------------------------------------------------------------------------------
// resumes: the rows createResumes writes (create, then publish for the listed ones)

interface PreparedResume {
  row: Insertable<ResumesTable>;
  regions: { sido: string; sigungu: string }[];
  positions: string[];
  certificates: string[];
  terms: { term: string; in_title: number; listed_until: string | null; sort_key: string }[];
}

/**
 * What `create` (resumes.ts `write`) then, for a listed one, `publish` through `until` leave in
 * resumes, its side tables and search_terms: private and unlisted, or public through `until`.
 */
function prepareResume(
  fields: ResumeFields,
  userId: number,
  until: string | null,
  now: string,
  today: string,
): PreparedResume {
  const violations = resumeRuleViolations(fields, today);
  if (Object.keys(violations).length) throw new Error(`invalid resume: ${JSON.stringify(violations)}`);
  const row: Insertable<ResumesTable> = {
    ...resumeColumns(fields, today.slice(0, 7)),
    user_id: userId,
    visibility: until ? 'public' : 'private',
    public_until: until,
    created_at: now,
    updated_at: now,
  };
  const regions = new Map(
    fields.regions.map((r) => [`${r.sido}/${r.sigungu ?? ''}`, { sido: r.sido, sigungu: r.sigungu ?? '' }]),
  );
  const certificates = new Set(fields.certificates.flatMap((c) => certificateCode(c.name) ?? []));
  // listingOf: listed through public_until while public, placed by the last edit
  const terms = termRows('resume', 0, fields.title, searchBody(fields), { until, sortKey: now }).map(
    ({ term, in_title, listed_until, sort_key }) => ({ term, in_title, listed_until, sort_key }),
  );
  return {
    row,
    regions: [...regions.values()],
    positions: [...new Set(fields.positions)],
    certificates: [...certificates],
    terms,
  };
}

/** Job-seeker accounts `benchseeker1…`, RESUMES_PER_SEEKER resumes each, made on first use. */
function seekerAccounts(existing: Map<number, number>, passwordHash: string, clock: Clock) {
  return async (executor: Kysely<Database>, seeker: number, fields: ResumeFields): Promise<number> => {
    const known = existing.get(seeker);
    if (known !== undefined) return known;
    const userId = `benchseeker${seeker}`;
    const row = await createUsers(executor, clock).create({
      userId,
      passwordHash,
      username: fields.name ?? '구직자',
      email: `${userId}@example.com`,
      phone: fields.phone ?? '010-0000-0000',
      role: 'normal',
      company: null,
      agreeMarketing: false,
    });
    if (!row) throw new Error(`could not create ${userId}`);
    existing.set(seeker, row.id);
    return row.id;
  };
}

interface ResumeSample {
  id: number;
  userId: number;
  fields: ResumeFields;
  until: string | null;
}

async function checkResumeMapping(db: Kysely<Database>, samples: ResumeSample[], today: string): Promise<void> {
  const ignored = new Set(['id', 'created_at', 'updated_at']);
  let same = 0;
  for (const sample of samples) {
    const row = await db.selectFrom('resumes').selectAll().where('id', '=', sample.id).executeTakeFirstOrThrow();
    const expected = prepareResume(sample.fields, sample.userId, sample.until, row.updated_at, today);
    const differences = columnDifferences(row, expected.row, ignored);
    const [regions, positions, certificates, terms] = await Promise.all([
      db.selectFrom('resume_regions').select(['sido', 'sigungu']).where('resume_id', '=', sample.id).execute(),
      db.selectFrom('resume_positions').select('position').where('resume_id', '=', sample.id).execute(),
      db.selectFrom('resume_certificates').select('certificate').where('resume_id', '=', sample.id).execute(),
      db
        .selectFrom('search_terms')
        .select(['term', 'in_title', 'listed_until', 'sort_key'])
        .where('kind', '=', 'resume')
        .where('doc_id', '=', sample.id)
        .execute(),
    ]);
    const region = (r: { sido: string; sigungu: string }) => `${r.sido}/${r.sigungu}`;
    if (!sameSet(regions.map(region), expected.regions.map(region))) differences.push('resume_regions');
    if (
      !sameSet(
        positions.map((p) => p.position),
        expected.positions,
      )
    )
      differences.push('resume_positions');
    if (
      !sameSet(
        certificates.map((c) => c.certificate),
        expected.certificates,
      )
    )
      differences.push('resume_certificates');
    const key = (t: PreparedResume['terms'][number]) =>
      `${t.term}:${Number(t.in_title)}:${t.listed_until}:${t.sort_key}`;
    if (!sameSet(terms.map(key), expected.terms.map(key))) {
      differences.push(`search_terms: app ${terms.length} rows, bulk ${expected.terms.length} rows`);
    }
    if (differences.length) log(`  resume ${sample.id} differs: ${differences.join('; ')}`);
    else same++;
  }
  log(`bulk mapping check: ${same}/${samples.length} app-written resumes identical to the bulk mapping`);
  if (same !== samples.length) throw new Error('the resume bulk mapping does not match what the app writes');
}

async function fillResumes(db: Kysely<Database>, options: FillOptions, existing: number): Promise<void> {
  const clock = systemClock;
  const today = todayKst(clock);
  const thisMonth = thisMonthKst(clock);
  const random = createRandom((options.seed ?? 100_000) + 500_000 + existing);
  const seekers = await db
    .selectFrom('users')
    .select(['id', 'user_id'])
    .where('user_id', 'like', 'benchseeker%')
    .execute();
  const known = new Map(seekers.map((s) => [Number(s.user_id.slice('benchseeker'.length)), s.id]));
  const owner = seekerAccounts(known, await productionPasswords.hash(BENCH_PASSWORD), clock);
  const resumes = createResumes(db, clock);
  let index = existing;
  /** The next resume as seedDemoContent makes one, its seeker, and its paid period (none when private). */
  const nextResume = () => {
    const seeker = Math.floor(index++ / RESUMES_PER_SEEKER) + 1;
    const fields = resumeInputSchema.parse(demoResume(random, thisMonth));
    const until = random.chance(PRIVATE_SHARE) ? null : addDays(today, random.int(5, 90));
    return { seeker, fields, until };
  };

  let remaining = options.resumes - existing;
  log(`writing ${remaining} resumes, ${RESUMES_PER_SEEKER} per job seeker (${known.size} seekers already there)`);
  const started = performance.now();

  const samples: ResumeSample[] = [];
  const appCount = options.write === 'app' ? remaining : Math.min(remaining, options.resumeProbe ?? 300);
  for (let i = 0; i < appCount; i++) {
    const { seeker, fields, until } = nextResume();
    const userId = await owner(db, seeker, fields);
    const resume = await resumes.create(userId, fields);
    if (until) await resumes.publish(resume.id, daysBetween(today, until));
    if (samples.length < 25) samples.push({ id: resume.id, userId, fields, until });
  }
  remaining -= appCount;
  const appMs = performance.now() - started;
  if (appCount) {
    log(
      `through createResumes (create, then publish when listed): ${appCount} resumes in ${seconds(appMs)} ` +
        `= ${(appCount / (appMs / 1000)).toFixed(0)} resumes/s`,
    );
  }
  if (remaining > 0) {
    if (samples.length) await checkResumeMapping(db, samples, today);
    const bulkStarted = performance.now();
    let termCount = 0;
    await db.transaction().execute(async (trx) => {
      for (let done = 0; done < remaining;) {
        const chunk: PreparedResume[] = [];
        const size = Math.min(CHUNK, remaining - done);
        for (let i = 0; i < size; i++) {
          const { seeker, fields, until } = nextResume();
          chunk.push(prepareResume(fields, await owner(trx, seeker, fields), until, isoNow(clock), today));
        }
        const ids = await insertReturningIds(
          trx,
          'resumes',
          chunk.map((p) => p.row),
          RESUME_BATCH,
        );
        await insertInBatches(
          trx,
          'resume_regions',
          chunk.flatMap((p, i) => p.regions.map((r) => ({ resume_id: ids[i]!, ...r }))),
        );
        await insertInBatches(
          trx,
          'resume_positions',
          chunk.flatMap((p, i) => p.positions.map((position) => ({ resume_id: ids[i]!, position }))),
        );
        const certificates = chunk.flatMap((p, i) =>
          p.certificates.map((certificate) => ({ resume_id: ids[i]!, certificate })),
        );
        for (let i = 0; i < certificates.length; i += ROW_BATCH) {
          await trx
            .insertInto('resume_certificates')
            .values(certificates.slice(i, i + ROW_BATCH))
            .execute();
        }
        const terms = chunk.flatMap((p, i) => p.terms.map((t) => ({ kind: 'resume' as const, doc_id: ids[i]!, ...t })));
        await insertTerms(trx, terms);
        termCount += terms.length;
        done += chunk.length;
        log(
          `  bulk: ${done}/${remaining} resumes, ${termCount} search_terms rows, ${seconds(performance.now() - bulkStarted)}`,
        );
      }
    });
    const bulkMs = performance.now() - bulkStarted;
    log(
      `bulk (one transaction, the row mapping of createResumes): ${remaining} resumes and ${termCount} search_terms ` +
        `rows in ${seconds(bulkMs)} = ${(remaining / (bulkMs / 1000)).toFixed(0)} resumes/s`,
    );
  }
  log(`resumes written in ${seconds(performance.now() - started)}`);
}

// ---------------------------------------------------------------------------------------------
// applications and their conversations

/** Applications per posting, and thread messages per posting: a million at 100 000 postings. */
const APPLICATIONS_PER_POSTING = 0.5;
const MESSAGES_PER_POSTING = 10;
/** One open application in this many has a conversation. */
const THREAD_EVERY = 2;
const APPLICATION_BATCH = 2_000; // 12 columns: 24 000 parameters
/** The company and the job seeker the bench signs in as (the largest chain, the first seeker). */
export const BENCH_COMPANY = 'benchco1';
export const BENCH_SEEKER = 'benchseeker1';

/**
 * Applications from the bench's job seekers to listed postings (so the largest chains have the
 * most applicants), in every state, and a conversation on every other open one: MESSAGES_PER_POSTING
 * messages per posting spread evenly over the threads, both sides talking. The first is BENCH_SEEKER's
 * to a posting of BENCH_COMPANY, with a thread, for the signed-in paths. Written in bulk, in one
 * transaction, with the columns the app writes (applications.ts apply, threads.ts post); the copies
 * are resumes as demo-content makes them. Nothing is written when applications are there already.
 */
async function fillApplications(db: Kysely<Database>, options: FillOptions): Promise<number> {
  if ((await countRows(db, 'applications')) > 0) {
    log('applications already there: not writing');
    return 0;
  }
  const started = performance.now();
  const clock = systemClock;
  const today = todayKst(clock);
  const random = createRandom((options.seed ?? 100_000) + 900_000);
  const postings = await db
    .selectFrom('job_infos')
    .innerJoin('users', 'users.id', 'job_infos.company_id')
    .select(['job_infos.id', 'job_infos.company_id', 'users.user_id'])
    .where('job_infos.status', '=', 'published')
    .where('job_infos.visible_until', '>=', today)
    .orderBy('job_infos.id')
    .execute();
  const seekers = await db
    .selectFrom('users')
    .select(['id', 'user_id'])
    .where('user_id', 'like', 'benchseeker%')
    .orderBy('id')
    .execute();
  const company = postings.find((posting) => posting.user_id === BENCH_COMPANY);
  const seeker = seekers.find((row) => row.user_id === BENCH_SEEKER);
  if (!company || !seeker) throw new Error(`no listed posting of ${BENCH_COMPANY} or no ${BENCH_SEEKER}`);
  const count = Math.round(options.postings * APPLICATIONS_PER_POSTING);
  const thisMonth = thisMonthKst(clock);
  const copies = Array.from({ length: 50 }, (_, i) => {
    const fields = resumeInputSchema.parse(demoResume(random, thisMonth));
    return { title: fields.title, copy: JSON.stringify({ id: i + 1, ...fields, photo: null }) };
  });
  const now = clock.now().getTime();
  const at = (ms: number) => new Date(ms).toISOString();
  const taken = new Set<string>();
  /** the n-th application: its row, and whether it has a thread */
  const next = (n: number) => {
    let posting = company;
    let applicant = seeker;
    while (n > 0) {
      posting = random.pick(postings);
      applicant = random.pick(seekers);
      if (!taken.has(`${posting.id}:${applicant.id}`)) break;
    }
    taken.add(`${posting.id}:${applicant.id}`);
    // at least 4 days ago, so that a thread's messages, an hour apart from the next day on, are all past
    const appliedAt = now - random.int(4 * 24, 60 * 24) * 3_600_000;
    const status =
      n === 0 ? 'viewed' : random.pick(['applied', 'viewed', 'viewed', 'passed', 'failed', 'cancelled'] as const);
    const viewedAt = status === 'applied' || status === 'cancelled' ? null : appliedAt + 3_600_000;
    const decidedAt = status === 'passed' || status === 'failed' ? appliedAt + 86_400_000 : null;
    const copy = copies[n % copies.length]!;
    const talks = status !== 'cancelled' && (n === 0 || random.chance(1 / THREAD_EVERY));
    // the first answer: the result, or the company's first message the day after
    const answeredAt = decidedAt ?? (talks ? appliedAt + 86_400_000 : null);
    return {
      talks,
      companyId: posting.company_id,
      row: {
        job_info_id: posting.id,
        seeker_id: applicant.id,
        resume_id: null,
        resume_title: copy.title,
        resume_copy: copy.copy,
        status,
        applied_at: at(appliedAt),
        viewed_at: viewedAt === null ? null : at(viewedAt),
        decided_at: decidedAt === null ? null : at(decidedAt),
        cancelled_at: status === 'cancelled' ? at(appliedAt + 600_000) : null,
        destroyed_at: null,
        answered_at: answeredAt === null ? null : at(answeredAt),
      },
    };
  };
  const prepared = Array.from({ length: count }, (_, n) => next(n));
  const talked = prepared.filter((p) => p.talks).length;
  const perThread = Math.max(2, Math.round((options.postings * MESSAGES_PER_POSTING) / Math.max(1, talked)));
  log(`writing ${count} applications, ${talked} with a thread of ${perThread} messages`);
  let messageCount = 0;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < prepared.length; i += APPLICATION_BATCH) {
      const chunk = prepared.slice(i, i + APPLICATION_BATCH);
      const returned = await trx
        .insertInto('applications')
        .values(chunk.map((p) => p.row))
        .returning('id')
        .execute();
      // one INSERT numbers its rows in VALUES order; RETURNING's order is not promised, so sort
      const ids = returned.map((r) => Number(r.id)).sort((a, b) => a - b);
      const threads = chunk.flatMap((p, j) => (p.talks ? [{ ...p, id: ids[j]! }] : []));
      // a message an hour from the day after applying, the company first
      const messageAt = (p: (typeof threads)[number], k: number) =>
        at(Date.parse(p.row.applied_at) + 86_400_000 + k * 3_600_000);
      const lastAt = (p: (typeof threads)[number]) => messageAt(p, perThread - 1);
      for (let j = 0; j < threads.length; j += ROW_BATCH) {
        await trx
          .insertInto('threads')
          .values(
            threads.slice(j, j + ROW_BATCH).map((p) => ({
              application_id: p.id,
              last_message_at: lastAt(p),
              company_read_at: lastAt(p),
              seeker_read_at: lastAt(p),
            })),
          )
          .execute();
      }
      const messages = threads.flatMap((p) =>
        Array.from({ length: perThread }, (_, k) => ({
          application_id: p.id,
          sender_role: k % 2 ? ('normal' as const) : ('company' as const),
          sender_id: k % 2 ? p.row.seeker_id : p.companyId,
          body:
            k % 2
              ? '네, 그 시간에 찾아뵙겠습니다. 준비물이 있을까요?'
              : '지원해 주셔서 감사합니다. 이번 주에 매장에서 뵐 수 있을까요?',
          created_at: messageAt(p, k),
        })),
      );
      for (let j = 0; j < messages.length; j += ROW_BATCH) {
        await trx
          .insertInto('thread_messages')
          .values(messages.slice(j, j + ROW_BATCH))
          .execute();
      }
      messageCount += messages.length;
      log(
        `  bulk: ${i + chunk.length}/${count} applications, ${messageCount} messages, ${seconds(performance.now() - started)}`,
      );
    }
  });
  log(`applications written in ${seconds(performance.now() - started)}`);
  return count;
}

// ---------------------------------------------------------------------------------------------
// the view beacon's counters (issue 28)

/** The range of days a company's and the operator's insights reach back. */
const COUNTER_DAYS = 90;
const COUNTER_BATCH = 5_000; // 4 columns: 20 000 parameters

/**
 * 90 days of the beacon's per-day counters (job_info_days) for every posting, as a season of
 * listings leaves them: most postings were seen on a few days (a listing of 1 to 30 days, seen
 * most in its first ones), a few on many. The fill publishes every posting on its own day, so each
 * posting's days are placed at random over the last 90 as the listing it stands for would have
 * been. Written in bulk in one transaction, as the beacon's flush upserts them (one row per
 * posting and day); nothing is written when counters are there already.
 */
async function fillCounters(db: Kysely<Database>, options: FillOptions): Promise<number> {
  if ((await countRows(db, 'job_info_days')) > 0) {
    log('job_info_days already there: not writing');
    return 0;
  }
  const started = performance.now();
  const today = todayKst(systemClock);
  const random = createRandom((options.seed ?? 100_000) + 1_300_000);
  const postings = await db.selectFrom('job_infos').select('id').orderBy('id').execute();
  let written = 0;
  await db.transaction().execute(async (trx) => {
    let rows: Insertable<Database['job_info_days']>[] = [];
    const flush = async () => {
      if (!rows.length) return;
      await trx.insertInto('job_info_days').values(rows).execute();
      written += rows.length;
      rows = [];
    };
    for (const { id } of postings) {
      // geometric: half the postings seen on 1 to 3 days, one in twenty on more than 10
      const days = Math.min(30, 1 + Math.floor(-Math.log(1 - random.next()) * 3));
      // its first day, that many days ago: a listing still running today goes on past it
      const first = random.int(0, COUNTER_DAYS - 1);
      for (let i = 0; i < days && i <= first; i++) {
        // the newest listing tops the list: most appearances and views on its first days
        const appearances = Math.max(1, Math.round(random.int(20, 300) / (1 + i / 3)));
        rows.push({
          job_info_id: id,
          day: addDays(today, i - first),
          appearances,
          views: Math.round(appearances * (0.03 + random.next() * 0.12)),
        });
      }
      if (rows.length >= COUNTER_BATCH) await flush();
    }
    await flush();
  });
  log(
    `counters: ${written} job_info_days rows for ${postings.length} postings in ${seconds(performance.now() - started)}`,
  );
  return written;
}

// ---------------------------------------------------------------------------------------------
// what the measurements ask for

export interface DatasetFacts {
  postings: number;
  resumes: number;
  searchTerms: number;
  /** postings listed today */
  visiblePostings: number;
  /** 20 listed postings spread over the table, for the detail page */
  postingIds: number[];
  /** a listed resume, for the talent detail page */
  resumeId: number;
  /** a 시·군·구 name few listed postings hold, and how many */
  rareWord: string;
  rareWordMatches: number;
  applications: number;
  threadMessages: number;
  /** the beacon's per-day counters, 90 days of them */
  counterRows: number;
  /** the chain whose insights are measured: the one with nearest INSIGHTS_POSTINGS postings */
  insightsCompany: { userId: string; postings: number };
  /** BENCH_SEEKER's application to a posting of BENCH_COMPANY, with a thread, for the signed-in paths */
  thread: { applicationId: number; jobInfoId: number; messages: number };
}

export async function datasetFacts(url: string): Promise<DatasetFacts> {
  const handle = connectDatabase(url);
  const { db } = handle;
  try {
    const today = todayKst(systemClock);
    const visible = db.selectFrom('job_infos').where('status', '=', 'published').where('visible_until', '>=', today);
    const { n } = await visible.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    const visiblePostings = Number(n);
    if (!visiblePostings) throw new Error('no listed posting');
    const postingIds: number[] = [];
    for (let i = 0; i < 20; i++) {
      const row = await visible
        .select('id')
        .orderBy('id')
        .offset(Math.floor(((i + 0.5) * visiblePostings) / 20))
        .limit(1)
        .executeTakeFirstOrThrow();
      postingIds.push(row.id);
    }
    const resume = await db
      .selectFrom('resumes')
      .select('id')
      .where('visibility', '=', 'public')
      .where('public_until', '>=', today)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { word, total } = await pickRareWord(db, today);
    const thread = await db
      .selectFrom('applications')
      .innerJoin('job_infos', 'job_infos.id', 'applications.job_info_id')
      .innerJoin('users as company', 'company.id', 'job_infos.company_id')
      .innerJoin('users as seeker', 'seeker.id', 'applications.seeker_id')
      .select([
        'applications.id',
        'applications.job_info_id',
        (eb) =>
          eb
            .selectFrom('thread_messages')
            .select((m) => m.fn.countAll<number | string>().as('n'))
            .whereRef('thread_messages.application_id', '=', 'applications.id')
            .as('messages'),
      ])
      .where('company.user_id', '=', BENCH_COMPANY)
      .where('seeker.user_id', '=', BENCH_SEEKER)
      .where('applications.status', '<>', 'cancelled')
      .orderBy('applications.id')
      .executeTakeFirstOrThrow();
    return {
      postings: await countRows(db, 'job_infos'),
      resumes: await countRows(db, 'resumes'),
      searchTerms: await countRows(db, 'search_terms'),
      visiblePostings,
      postingIds,
      resumeId: resume.id,
      rareWord: word,
      rareWordMatches: total,
      applications: await countRows(db, 'applications'),
      threadMessages: await countRows(db, 'thread_messages'),
      counterRows: await countRows(db, 'job_info_days'),
      insightsCompany: await insightsCompany(db),
      thread: { applicationId: thread.id, jobInfoId: thread.job_info_id, messages: Number(thread.messages) },
    };
  } finally {
    await handle.close();
  }
}

/**
 * A company's insights answer a row per posting it ever published: a chain of about a thousand
 * (ten new postings a day over a season; about the 20th largest at 100 000) is a large account.
 * BENCH_COMPANY, holding a sixth of all postings, answers a table of 17 000 rows at 100 000
 * postings, which no one reads.
 */
export const INSIGHTS_POSTINGS = 1000;

/** The bench company with nearest INSIGHTS_POSTINGS postings. */
async function insightsCompany(db: Kysely<Database>): Promise<DatasetFacts['insightsCompany']> {
  const companies = await db
    .selectFrom('job_infos')
    .innerJoin('users', 'users.id', 'job_infos.company_id')
    .select(['users.user_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('users.user_id', 'like', 'benchco%')
    .groupBy('users.user_id')
    .execute();
  const [nearest] = companies
    .map((row) => ({ userId: row.user_id, postings: Number(row.n) }))
    .sort((a, b) => Math.abs(a.postings - INSIGHTS_POSTINGS) - Math.abs(b.postings - INSIGHTS_POSTINGS));
  if (!nearest) throw new Error('no bench company');
  return nearest;
}

/** A word from the data that few listed postings hold: the 시·군·구 whose search finds the fewest. */
export async function pickRareWord(db: Kysely<Database>, today: string): Promise<{ word: string; total: number }> {
  const jobInfos = createJobInfos(db, systemClock);
  const candidates = await db
    .selectFrom('job_infos')
    .select(['sigungu', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('status', '=', 'published')
    .where('visible_until', '>=', today)
    .where('sigungu', 'is not', null)
    .groupBy('sigungu')
    .orderBy('n', 'asc')
    .limit(12)
    .execute();
  let best: { word: string; total: number } | undefined;
  for (const { sigungu } of candidates) {
    const word = sigungu!;
    if ([...word].length < 2) continue;
    const { total } = await jobInfos.searchPublic(queryTerms(word), 1);
    if (total > 0 && (!best || total < best.total)) best = { word, total };
  }
  if (!best) throw new Error('no 시·군·구 to search for');
  return best;
}
