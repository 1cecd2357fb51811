/**
 * How the public list and search endpoints behave with many postings.
 *
 *   npx tsx bench/large-dataset.ts --db file:/tmp/bench-100k.db --postings 100000
 *   npx tsx bench/large-dataset.ts --db postgres://postgres@127.0.0.1:55432/bench100k --postings 100000
 *
 * Fills the database with bench/fill.ts (once: a database already holding the postings is only
 * measured; `npm run bench` fills and measures through real servers), then sends
 * each public path through the api in process and prints latency percentiles, row counts, the
 * database size and the query plans of the list and search queries.
 *
 * Options: --resumes 0, --companies 200, --requests 200, --warmup 20, --write auto|app|bulk, --probe 2000,
 * --app-budget-minutes 15, --analyze (run ANALYZE before measuring), --max-seconds-per-path 600.
 */
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { jobInfoListQuerySchema } from '#contracts/job-info';
import { createApi } from '../api/src/app';
import { systemClock, todayKst } from '../api/src/clock';
import { loadConfig } from '../api/src/config';
import { connectDatabase, type DialectName } from '../api/src/db/connect';
import type { Database } from '../api/src/db/schema';
import { createDeps } from '../api/src/deps';
import { createJobInfos } from '../api/src/job-infos/job-infos';
import { createLogger } from '../api/src/logger';
import { queryTerms } from '../api/src/search/terms';
import { countRows, fillDatabase, pickRareWord } from './fill';
import { log, seconds } from './log';

// ---------------------------------------------------------------------------------------------
// options

interface Options {
  db: string;
  postings: number;
  resumes: number;
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
    resumes: num('resumes', 0),
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

/** The fields of the measured answers that say how much each held. */
interface AnswerSize {
  total?: number;
  items?: unknown[];
  jobInfos?: { total: number };
  resumes?: { total: number };
  latest?: unknown[];
  deadlineSoon?: unknown[];
  jobInfo?: { id: number; visible: boolean };
}

function describe(body: AnswerSize | null): string {
  if (body?.total !== undefined) return `total ${body.total}, ${body.items?.length ?? 0} items`;
  if (body?.jobInfos) return `jobInfos.total ${body.jobInfos.total}, resumes.total ${body.resumes?.total}`;
  if (body?.latest) return `latest ${body.latest.length}, deadlineSoon ${body.deadlineSoon?.length}`;
  if (body?.jobInfo) return `id ${body.jobInfo.id}, visible ${body.jobInfo.visible}`;
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
  const note = describe(JSON.parse(first.text) as AnswerSize | null);
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

async function main() {
  const options = parseOptions(process.argv.slice(2));
  await fillDatabase(options.db, {
    postings: options.postings,
    resumes: options.resumes,
    companies: options.companies,
    write: options.write,
    probe: options.probe,
    appBudgetMinutes: options.appBudgetMinutes,
    seed: options.seed,
  });
  const handle = connectDatabase(options.db);
  const { db, dialect } = handle;
  try {
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
    const rare = await pickRareWord(db, today);
    const rareWord = rare.word;
    log(`rare word: ${rareWord} (${rare.total} visible postings match)`);

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
