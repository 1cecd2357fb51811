/**
 * How the public list and search endpoints behave with many postings.
 *
 *   npx tsx bench/large-dataset.ts --db file:/tmp/bench-100k.db --postings 100000
 *   npx tsx bench/large-dataset.ts --db postgres://postgres@127.0.0.1:55432/bench100k --postings 100000
 *
 * Fills the database (once: a database already holding the postings is only measured), then sends
 * each public path through the api in process and prints latency percentiles, row counts, the
 * database size and the query plans of the list and search queries.
 *
 * Options: --companies 200, --requests 200, --warmup 20, --write auto|app|bulk, --probe 2000,
 * --app-budget-minutes 15, --analyze (run ANALYZE before measuring), --max-seconds-per-path 600.
 */
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { CompiledQuery, type Insertable, Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { isValidBusinessNumber } from '../api/contracts/business-number';
import {
  isDawnShift,
  type JobInfoFields,
  jobInfoInputSchema,
  jobInfoListQuerySchema,
  jobInfoMissing,
  jobInfoRuleViolations,
} from '../api/contracts/job-info';
import { BENEFITS, CERTIFICATES, EMPLOYMENT_TYPES, POSITIONS, WORK_DAYS } from '../api/contracts/enumerations';
import { sidoName } from '../api/contracts/regions';
import { createApi } from '../api/src/app';
import { addDays, type Clock, isoNow, systemClock, todayKst } from '../api/src/clock';
import { loadConfig } from '../api/src/config';
import { connectDatabase, type DialectName } from '../api/src/db/connect';
import { createRandom, demoCompanies, demoJobInfo, type Random } from '../api/src/db/demo-content';
import { migrateToLatest } from '../api/src/db/migrate';
import type { Database, JobInfosTable } from '../api/src/db/schema';
import { seedDemoAccounts, seedProducts } from '../api/src/db/seed';
import { createDeps } from '../api/src/deps';
import { createJobInfos, payMonthly } from '../api/src/job-infos/job-infos';
import { createLogger } from '../api/src/logger';
import { hashPassword } from '../api/src/auth/passwords';
import { documentTerms, queryTerms } from '../api/src/search/terms';
import { createUsers } from '../api/src/users/users';

// ---------------------------------------------------------------------------------------------
// options

interface Options {
  db: string;
  postings: number;
  companies: number;
  requests: number;
  warmup: number;
  write: 'auto' | 'app' | 'bulk';
  probe: number;
  appBudgetMinutes: number;
  analyze: boolean;
  maxSecondsPerPath: number;
  seed: number;
}

function parseOptions(argv: string[]): Options {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`unexpected argument "${arg}"`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (name === 'analyze') flags.add(name);
    else if (inline !== undefined) values.set(name, inline);
    else {
      const value = argv[++i];
      if (value === undefined) throw new Error(`--${name} needs a value`);
      values.set(name, value);
    }
  }
  const num = (name: string, fallback: number) => {
    const value = values.get(name);
    if (value === undefined) return fallback;
    const n = Number(value.replace(/_/g, ''));
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number, got "${value}"`);
    return n;
  };
  const db = values.get('db') ?? process.env.DATABASE_URL;
  if (!db) throw new Error('--db <url> is required (file:… or postgres://…)');
  const write = values.get('write') ?? 'auto';
  if (write !== 'auto' && write !== 'app' && write !== 'bulk') throw new Error('--write is auto, app or bulk');
  return {
    db,
    postings: num('postings', 100_000),
    companies: Math.max(1, num('companies', 200)),
    requests: Math.max(1, num('requests', 200)),
    warmup: num('warmup', 20),
    write,
    probe: num('probe', 2_000),
    appBudgetMinutes: num('app-budget-minutes', 15),
    analyze: flags.has('analyze'),
    maxSecondsPerPath: num('max-seconds-per-path', 600),
    seed: num('seed', 100_000),
  };
}

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

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
      passwordHash ??= await hashPassword('demo1234');
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
// the bulk path: the rows createJobInfos writes, mapped the same way, written many at a time

/** As job-infos.ts `normalize` (not exported). */
function normalize(fields: JobInfoFields): JobInfoFields {
  return {
    ...fields,
    careerYears: fields.careerType === 'experienced' ? fields.careerYears : undefined,
    payAmount: fields.payType === 'negotiable' ? undefined : fields.payAmount,
    deadline: fields.alwaysOpen ? undefined : fields.deadline,
  };
}

/** As job-infos.ts `joinCodes` (not exported). */
function joinCodes(values: readonly string[] | undefined, table: Record<string, string>): string {
  const chosen = new Set(values ?? []);
  return Object.keys(table)
    .filter((code) => chosen.has(code))
    .join(',');
}

/** As job-infos.ts `visibleUntil` (not exported). */
function visibleUntil(publishedUntil: string, deadline: string | null, alwaysOpen: boolean): string {
  if (alwaysOpen || !deadline) return publishedUntil;
  return deadline < publishedUntil ? deadline : publishedUntil;
}

/** As job-infos.ts `fieldColumns` (not exported). */
function fieldColumns(fields: JobInfoFields) {
  return {
    title: fields.title,
    position: fields.position ?? null,
    employment_type: fields.employmentType ?? null,
    career_type: fields.careerType ?? null,
    career_years: fields.careerYears ?? null,
    education: fields.education ?? null,
    pay_type: fields.payType ?? null,
    pay_amount: fields.payAmount ?? null,
    pay_monthly: payMonthly(fields.payType, fields.payAmount),
    sido: fields.sido ?? null,
    sigungu: fields.sigungu ?? null,
    address_detail: fields.addressDetail ?? null,
    work_days: joinCodes(fields.workDays, WORK_DAYS),
    work_start: fields.workStart ?? null,
    work_end: fields.workEnd ?? null,
    dawn_shift: fields.workStart && fields.workEnd && isDawnShift(fields.workStart, fields.workEnd) ? 1 : 0,
    days_off: fields.daysOff ?? null,
    headcount: fields.headcount ?? null,
    deadline: fields.deadline ?? null,
    always_open: fields.alwaysOpen ? 1 : 0,
    benefits: joinCodes(fields.benefits, BENEFITS),
    preferred_certificates: joinCodes(fields.preferredCertificates, CERTIFICATES),
    description: fields.description ?? null,
    contact_name: fields.contactName ?? null,
    contact_phone: fields.contactPhone ?? null,
    complete: Object.keys(jobInfoMissing(fields)).length === 0 ? 1 : 0,
  };
}

/** As search-index.ts `indexDocument` (BODY_LIMIT is not exported). */
const BODY_LIMIT = 2000;

interface Prepared {
  row: Insertable<JobInfosTable>;
  certificates: string[];
  terms: { term: string; in_title: number }[];
}

/**
 * What `create` then `publish(id, until)` leave in job_infos, job_info_certificates and
 * search_terms for a new posting: the draft's columns, then the published status and period.
 */
function prepare(input: JobInfoFields, company: Company, until: string, now: string, today: string): Prepared {
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
  // writeDependents' body: the company's name, the region, the position and type labels, the text.
  const body = [
    company.username,
    fields.sido ? sidoName(fields.sido) : '',
    fields.sigungu,
    fields.position ? POSITIONS[fields.position] : '',
    fields.employmentType ? EMPLOYMENT_TYPES[fields.employmentType] : '',
    fields.description,
  ]
    .filter(Boolean)
    .join(' ');
  const inTitle = documentTerms(fields.title);
  const all = new Set([...inTitle, ...documentTerms(body.slice(0, BODY_LIMIT))]);
  const terms = [...all].map((term) => ({ term, in_title: inTitle.has(term) ? 1 : 0 }));
  return { row, certificates, terms };
}

const CHUNK = 2_000;
const JOB_BATCH = 400; // 36 columns: 14 400 parameters, under SQLite's 32 766 and PostgreSQL's 65 535
const TERM_BATCH = 5_000; // 4 columns: 20 000 parameters

/** Writes `count` postings from `next()` in one transaction, a chunk of postings at a time. */
async function writeBulk(db: Kysely<Database>, count: number, next: () => Prepared): Promise<number> {
  let termRows = 0;
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    for (let done = 0; done < count;) {
      const chunk = Array.from({ length: Math.min(CHUNK, count - done) }, next);
      const ids: number[] = [];
      for (let i = 0; i < chunk.length; i += JOB_BATCH) {
        const returned = await trx
          .insertInto('job_infos')
          .values(chunk.slice(i, i + JOB_BATCH).map((p) => p.row))
          .returning('id')
          .execute();
        // One INSERT numbers its rows in VALUES order; RETURNING's order is not promised, so sort.
        ids.push(...returned.map((r) => Number(r.id)).sort((a, b) => a - b));
      }
      const certificates = chunk.flatMap((p, i) =>
        p.certificates.map((certificate) => ({ job_info_id: ids[i]!, certificate })),
      );
      for (let i = 0; i < certificates.length; i += TERM_BATCH) {
        await trx
          .insertInto('job_info_certificates')
          .values(certificates.slice(i, i + TERM_BATCH))
          .execute();
      }
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
      for (let i = 0; i < terms.length; i += TERM_BATCH) {
        await trx
          .insertInto('search_terms')
          .values(terms.slice(i, i + TERM_BATCH))
          .execute();
      }
      termRows += terms.length;
      done += chunk.length;
      const elapsed = performance.now() - started;
      log(`  bulk: ${done}/${count} postings, ${termRows} search_terms rows, ${seconds(elapsed)}`);
    }
  });
  return termRows;
}

interface Sample {
  id: number;
  company: Company;
  input: JobInfoFields;
  until: string;
}

/** Compares what the app wrote for `samples` with what the bulk mapping would write. */
async function checkBulkMapping(db: Kysely<Database>, samples: Sample[], today: string): Promise<void> {
  const ignored = new Set(['id', 'published_at', 'created_at', 'updated_at']);
  let same = 0;
  for (const sample of samples) {
    const expected = prepare(sample.input, sample.company, sample.until, '', today);
    const row = await db.selectFrom('job_infos').selectAll().where('id', '=', sample.id).executeTakeFirstOrThrow();
    const differences: string[] = [];
    for (const [column, value] of Object.entries(expected.row)) {
      if (ignored.has(column)) continue;
      const actual = (row as Record<string, unknown>)[column];
      if (actual !== value) differences.push(`${column}: app ${JSON.stringify(actual)}, bulk ${JSON.stringify(value)}`);
    }
    const certificates = await db
      .selectFrom('job_info_certificates')
      .select('certificate')
      .where('job_info_id', '=', sample.id)
      .execute();
    const appCerts = certificates.map((c) => c.certificate).sort();
    if (appCerts.join() !== [...expected.certificates].sort().join()) differences.push('certificates');
    const terms = await db
      .selectFrom('search_terms')
      .select(['term', 'in_title'])
      .where('kind', '=', 'job')
      .where('doc_id', '=', sample.id)
      .execute();
    const key = (t: { term: string; in_title: number }) => `${t.term}:${Number(t.in_title)}`;
    const appTerms = terms.map(key).sort();
    const bulkTerms = expected.terms.map(key).sort();
    if (appTerms.join('|') !== bulkTerms.join('|')) {
      differences.push(`search_terms: app ${appTerms.length} rows, bulk ${bulkTerms.length} rows`);
    }
    if (differences.length) log(`  posting ${sample.id} differs: ${differences.join('; ')}`);
    else same++;
  }
  log(`bulk mapping check: ${same}/${samples.length} app-written postings identical to the bulk mapping`);
  if (same !== samples.length) throw new Error('the bulk mapping does not match what the app writes');
}

// ---------------------------------------------------------------------------------------------
// filling the database

async function countRows(db: Kysely<Database>, table: 'job_infos' | 'search_terms' | 'job_info_certificates') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function fill(db: Kysely<Database>, dialect: DialectName, options: Options, existing: number): Promise<void> {
  const clock = systemClock;
  const today = todayKst(clock);
  // The companies come out the same on every run; the postings continue from where a run stopped.
  const companies = await ensureCompanies(db, clock, createRandom(options.seed), options.companies);
  const random = createRandom(options.seed + 1 + existing);
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
  const samples: Sample[] = [];
  const appCount =
    options.write === 'bulk' ? 0 : options.write === 'app' ? remaining : Math.min(remaining, options.probe);
  const appStarted = performance.now();
  for (let i = 0; i < appCount; i++) {
    const { company, input, until } = nextPosting();
    const posting = await jobInfos.create(company.id, input);
    await jobInfos.publish(posting.id, until);
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
    if (options.write === 'auto') {
      log(
        `the other ${remaining} through the app would take ~${projectedMinutes.toFixed(1)} min ` +
          `(budget ${options.appBudgetMinutes} min): ${projectedMinutes > options.appBudgetMinutes ? 'bulk' : 'app'}`,
      );
    }
    if (options.write === 'auto' && projectedMinutes <= options.appBudgetMinutes) {
      const appStarted2 = performance.now();
      for (let i = 0; i < remaining; i++) {
        const { company, input, until } = nextPosting();
        const posting = await jobInfos.create(company.id, input);
        await jobInfos.publish(posting.id, until);
        if ((i + 1) % 5000 === 0)
          log(`  app: ${i + 1}/${remaining} postings, ${seconds(performance.now() - appStarted2)}`);
      }
      log(`through createJobInfos: ${remaining} more postings in ${seconds(performance.now() - appStarted2)}`);
    } else {
      if (samples.length) await checkBulkMapping(db, samples, today);
      const bulkStarted = performance.now();
      const termRows = await writeBulk(db, remaining, () => {
        const { company, input, until } = nextPosting();
        return prepare(input, company, until, isoNow(clock), today);
      });
      const bulkMs = performance.now() - bulkStarted;
      log(
        `bulk (one transaction; multi-row INSERTs of ${JOB_BATCH} job_infos / ${TERM_BATCH} search_terms rows, ` +
          `the row mapping of createJobInfos, search_terms from documentTerms as indexDocument): ` +
          `${remaining} postings and ${termRows} search_terms rows in ${seconds(bulkMs)} ` +
          `= ${(remaining / (bulkMs / 1000)).toFixed(0)} postings/s`,
      );
    }
  }
  log(`data written in ${seconds(performance.now() - started)}`);

  if (dialect === 'sqlite') {
    const t = performance.now();
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    log(`sqlite: WAL checkpointed in ${seconds(performance.now() - t)}`);
  } else {
    // What autovacuum does a minute after a load like this one; measured without it, the first
    // plans would be made on an empty statistics table.
    const t = performance.now();
    await sql`vacuum (analyze)`.execute(db);
    log(`postgres: VACUUM (ANALYZE) in ${seconds(performance.now() - t)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// measuring

interface Result {
  path: string;
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  status: number;
  note: string;
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}

function describe(body: any): string {
  if (body && typeof body === 'object') {
    if ('total' in body) return `total ${body.total}, ${body.items?.length ?? 0} items`;
    if ('jobInfos' in body) return `jobInfos.total ${body.jobInfos.total}, resumes.total ${body.resumes.total}`;
    if ('latest' in body) return `latest ${body.latest.length}, deadlineSoon ${body.deadlineSoon.length}`;
    if ('jobInfo' in body) return `id ${body.jobInfo.id}, visible ${body.jobInfo.visible}`;
  }
  return '';
}

async function measure(app: ReturnType<typeof createApi>, path: string, options: Options): Promise<Result> {
  const call = async () => {
    const res = await app.request(path);
    const text = await res.text();
    return { status: res.status, text };
  };
  const first = await call();
  if (first.status !== 200) throw new Error(`${path} answered ${first.status}: ${first.text.slice(0, 300)}`);
  const note = describe(JSON.parse(first.text));
  for (let i = 1; i < options.warmup; i++) await call();
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < options.requests; i++) {
    const t = performance.now();
    const { status } = await call();
    times.push(performance.now() - t);
    if (status !== 200) throw new Error(`${path} answered ${status}`);
    if (performance.now() - started > options.maxSecondsPerPath * 1000) break;
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    path,
    n: times.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    status: first.status,
    note,
  };
}

function printTable(results: Result[]): void {
  const header = ['path', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'mean ms', 'answer'];
  const rows = results.map((r) => [
    r.path,
    String(r.n),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    r.mean.toFixed(1),
    r.note,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => displayWidth(row[i]!))));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i >= 1 && i <= 5 ? pad(c, widths[i]!, true) : pad(c, widths[i]!, false))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i >= 1 && i <= 5 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

/** Hangul takes two columns in a terminal. */
function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/u.test(char) ? 2 : 1;
  return width;
}

function pad(text: string, width: number, right: boolean): string {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return right ? fill + text : text + fill;
}

// ---------------------------------------------------------------------------------------------
// query plans: the same builders on a second Kysely instance whose log keeps the compiled queries

function capturingDatabase(url: string, dialect: DialectName) {
  const queries: CompiledQuery[] = [];
  const logQuery = (event: { level: string; query: CompiledQuery }) => {
    if (event.level === 'query') queries.push(event.query);
  };
  const db =
    dialect === 'sqlite'
      ? new Kysely<Database>({
          dialect: new SqliteDialect({ database: new SQLite(url.slice('file:'.length)) }),
          log: logQuery,
        })
      : new Kysely<Database>({
          dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }),
          log: logQuery,
        });
  return { db, queries };
}

async function printPlans(db: Kysely<Database>, url: string, dialect: DialectName, rareWord: string): Promise<void> {
  const capture = capturingDatabase(url, dialect);
  const jobInfos = createJobInfos(capture.db, systemClock);
  const cases: [string, () => Promise<unknown>][] = [
    ['GET /job-infos', () => jobInfos.listPublic(jobInfoListQuerySchema.parse({}))],
    [
      'GET /job-infos?sido=서울&position=baker',
      () => jobInfos.listPublic(jobInfoListQuerySchema.parse({ sido: '서울', position: 'baker' })),
    ],
    [
      'GET /job-infos?sort=pay&page=50',
      () => jobInfos.listPublic(jobInfoListQuerySchema.parse({ sort: 'pay', page: '50' })),
    ],
    [
      'GET /job-infos?certificate=bread&dawn=1',
      () => jobInfos.listPublic(jobInfoListQuerySchema.parse({ certificate: 'bread', dawn: '1' })),
    ],
    ['GET /home (deadline list)', () => jobInfos.listPublic(jobInfoListQuerySchema.parse({ sort: 'deadline' }))],
    ['GET /search?q=제빵 (postings)', () => jobInfos.searchPublic(queryTerms('제빵'), 1)],
    [`GET /search?q=${rareWord} (postings)`, () => jobInfos.searchPublic(queryTerms(rareWord), 1)],
    ['GET /search?q=서울 케이크 (postings)', () => jobInfos.searchPublic(queryTerms('서울 케이크'), 1)],
  ];
  const prefix = dialect === 'sqlite' ? 'explain query plan ' : 'explain (analyze, buffers, costs off) ';
  console.log(
    `\n## Query plans (${dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN (ANALYZE, BUFFERS)'}; ` +
      `"sql ms" is the median of 5 runs of the bare query)`,
  );
  for (const [name, run] of cases) {
    capture.queries.length = 0;
    await run();
    for (const query of [...capture.queries]) {
      const kind = /^select count\(\*\) as "total"/i.test(query.sql) ? 'count' : 'rows';
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t = performance.now();
        await db.executeQuery(CompiledQuery.raw(query.sql, [...query.parameters]));
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      console.log(`\n### ${name} — ${kind} query (sql ms ${times[2]!.toFixed(1)})`);
      console.log(`${query.sql}\n-- parameters: ${JSON.stringify(query.parameters)}`);
      const { rows } = await db.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(prefix + query.sql, [...query.parameters]),
      );
      if (dialect === 'sqlite') {
        const depth = new Map<number, number>([[0, -1]]);
        for (const row of rows) {
          const level = (depth.get(Number(row.parent)) ?? -1) + 1;
          depth.set(Number(row.id), level);
          console.log(`${'  '.repeat(level)}${String(row.detail)}`);
        }
      } else {
        for (const row of rows) console.log(String(row['QUERY PLAN']));
      }
    }
  }
  await capture.db.destroy();
}

// ---------------------------------------------------------------------------------------------

async function sizes(db: Kysely<Database>, url: string, dialect: DialectName): Promise<string[]> {
  if (dialect === 'sqlite') {
    const file = url.slice('file:'.length);
    const size = (f: string) => (fs.existsSync(f) ? fs.statSync(f).size : 0);
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
    const lines = [`database file ${file}: ${mb(size(file))} (+ WAL ${mb(size(`${file}-wal`))})`];
    try {
      const { rows } = await sql<{ name: string; bytes: number }>`
        select name, sum(pgsize) as bytes from dbstat group by name order by 2 desc limit 8`.execute(db);
      lines.push(`largest b-trees: ${rows.map((r) => `${r.name} ${mb(Number(r.bytes))}`).join(', ')}`);
    } catch {
      // dbstat is not compiled in every SQLite
    }
    return lines;
  }
  const { rows } = await sql<{ db: string; jobs: string; terms: string; terms_idx: string }>`
    select pg_size_pretty(pg_database_size(current_database())) as db,
           pg_size_pretty(pg_total_relation_size('job_infos')) as jobs,
           pg_size_pretty(pg_total_relation_size('search_terms')) as terms,
           pg_size_pretty(pg_indexes_size('search_terms')) as terms_idx`.execute(db);
  const r = rows[0]!;
  return [
    `database ${r.db}; job_infos with indexes ${r.jobs}; search_terms with indexes ${r.terms} (indexes ${r.terms_idx})`,
  ];
}

/** A word from the data that few visible postings hold: the 시·군·구 whose search finds the fewest. */
async function pickRareWord(db: Kysely<Database>, jobInfos: ReturnType<typeof createJobInfos>): Promise<string> {
  const today = todayKst(systemClock);
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
  log(`rare word: ${best.word} (${best.total} visible postings match)`);
  return best.word;
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const handle = connectDatabase(options.db);
  const { db, dialect } = handle;
  try {
    const t = performance.now();
    await migrateToLatest(db);
    await seedProducts(db);
    await seedDemoAccounts(db);
    log(`${dialect}: migrated and seeded (products, demo accounts) in ${seconds(performance.now() - t)}`);

    const existing = await countRows(db, 'job_infos');
    if (existing >= options.postings) log(`${existing} postings already there (>= ${options.postings}): not writing`);
    else await fill(db, dialect, options, existing);

    if (options.analyze) {
      const t2 = performance.now();
      await sql`analyze`.execute(db);
      log(`ANALYZE in ${seconds(performance.now() - t2)}`);
    }
    if (dialect === 'sqlite') {
      const { rows } = await sql<{
        n: number;
      }>`select count(*) as n from sqlite_master where name = 'sqlite_stat1'`.execute(db);
      log(`sqlite_stat1 (ANALYZE statistics) ${rows[0]?.n ? 'present' : 'absent: the planner uses its defaults'}`);
    }

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const deps = createDeps({ db, dialect, config, logger: createLogger('silent') });
    const app = createApi(deps);

    const today = todayKst(systemClock);
    const visible = await db
      .selectFrom('job_infos')
      .select('id')
      .where('status', '=', 'published')
      .where('visible_until', '>=', today)
      .orderBy('id')
      .offset(Math.floor((await countRows(db, 'job_infos')) / 2))
      .limit(1)
      .executeTakeFirst();
    if (!visible) throw new Error('no visible posting');
    const rareWord = await pickRareWord(db, deps.jobInfos);

    const q = encodeURIComponent;
    const paths = [
      '/job-infos',
      `/job-infos?sido=${q('서울')}&position=baker`,
      `/job-infos?sido=${q('서울')}&sigungu=${q('마포구')}`,
      '/job-infos?careerType=experienced&employmentType=full_time,part_time',
      '/job-infos?payType=monthly&minPay=2500000',
      '/job-infos?sort=deadline',
      '/job-infos?sort=pay&page=50',
      '/job-infos?certificate=bread&dawn=1',
      `/job-infos/${visible.id}`,
      `/search?q=${q('제빵')}`,
      `/search?q=${q(rareWord)}`,
      `/search?q=${q('서울 케이크')}`,
      `/search?q=${q('제빵')}&jobPage=40`,
      '/home',
    ];
    const load = () =>
      os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ');
    log(`measuring on ${os.cpus().length} cores, load average ${load()}`);
    const results: Result[] = [];
    for (const path of paths) {
      const result = await measure(app, path, options);
      log(`${decodeURIComponent(path)}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`);
      results.push({ ...result, path: decodeURIComponent(path) });
    }

    const [jobs, terms, certificates] = [
      await countRows(db, 'job_infos'),
      await countRows(db, 'search_terms'),
      await countRows(db, 'job_info_certificates'),
    ];
    console.log(
      `\n## ${dialect}: ${options.requests} sequential requests per path after ${options.warmup} warm-up, in process ` +
        `(app.request, body read)\n`,
    );
    printTable(results);
    console.log(`\nload average (1, 5, 15 min) after measuring: ${load()}`);
    console.log(`\njob_infos ${jobs} rows; search_terms ${terms} rows; job_info_certificates ${certificates} rows`);
    for (const line of await sizes(db, options.db, dialect)) console.log(line);

    await printPlans(db, options.db, dialect, rareWord);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
