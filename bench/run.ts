/**
 * `npm run bench`: fills a database per size (once; later runs reuse it), starts the api and the
 * web in production mode against it, loads api paths and web pages with autocannon, weighs the
 * public pages and runs Lighthouse on three of them, times the 맞춤 공고 digest of 30 000 alerts
 * at the largest size (bench/alert-digest.ts), then writes bench/results/bench-*.json and .md
 * (and latest.md) and prints the Markdown.
 *
 *   npm run bench                          1 000 and 100 000 postings on SQLite (bench/data/)
 *   npm run bench -- --quick               a smoke run: 200 and 1 000 postings, 2 s per measurement
 *   npm run bench -- --pg postgres://postgres@127.0.0.1:5432/postgres
 *                                          the same on PostgreSQL, in databases bench1k and bench100k
 *
 * At the largest size, the production stack beside today's single processes (bench/stack.ts):
 * the compiled servers (`npm run build`, made here when missing or older than the sources) with
 * one worker per core, direct and behind nginx (scripts/start-proxy.mjs), under a mixed load,
 * with an api worker and then the whole api killed during it; nginx's cached list also with
 * h2load (Debian's nghttp2-client), with and without compression.
 *
 * Options: --refill (make the databases anew), --sizes 1000,100000, --warmup 3, --duration 8
 * (seconds per measurement), --skip-lighthouse, --lighthouse-runs 1 (the median of n runs per page),
 * --api-cache 0 (the api's PUBLIC_CACHE_SECONDS: 0 sends every request to the database, so the
 * figures show the queries; 10 is the production default, which the production stack keeps),
 * --api-port 4900, --web-port 3900, --proxy-port 8900 (nginx's plain-HTTP and purge listeners take
 * the two after it), --skip-stack, --mix 60 (seconds of the
 * mixed load through nginx; the api outage run lasts half as long).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { MAX_LIST_PAGE } from '#contracts/enumerations';
import { DEMO_ACCOUNTS } from '../api/src/db/seed';
import { DIGEST_ALERTS, type DigestFigures, measureDigest } from './alert-digest';
import { BENCH_COMPANY, BENCH_PASSWORD, BENCH_SEEKER, datasetFacts, type DatasetFacts, fillDatabase } from './fill';
import { ensureH2load } from './h2load';
import { runLighthouse } from './lighthouse';
import { type LoadTarget, measureTarget, type TargetFigures } from './load';
import { log, seconds } from './log';
import { measurePage } from './page-weight';
import { measureImageTransfer, preparePicturedPosting } from './pictures';
import {
  type BenchResult,
  BOARD_INSIGHTS,
  budgetsOf,
  COMPANY_INSIGHTS,
  type LargestSizeFigures,
  failuresOf,
  MY_RESUMES,
  noiseOf,
  type SizeResult,
  SIGNED_IN_RESUME,
  sizeLabel,
  targetsOf,
  THREAD_POST,
  toMarkdown,
  type WebFigures,
  type WeightResult,
} from './report';
import { ensureServersBuild, ensureWebBuild, type Server, startApi, startWeb, webBuildTime } from './servers';
import { measureStack, type StackFigures } from './stack';
import { stackTargetsOf } from './stack-report';
import { measureSitemap } from './sitemap';
import { memberCookie } from './web-session';

interface Options {
  sizes: number[];
  warmupSeconds: number;
  durationSeconds: number;
  skipLighthouse: boolean;
  lighthouseRuns: number;
  pg: string | null;
  quick: boolean;
  refill: boolean;
  apiCacheSeconds: number;
  apiPort: number;
  webPort: number;
  proxyPort: number;
  skipStack: boolean;
  mixSeconds: number;
}

function parseOptions(argv: string[]): Options {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  const booleans = new Set(['quick', 'skip-lighthouse', 'refill', 'skip-stack']);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`unexpected argument "${arg}"`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (booleans.has(name)) flags.add(name);
    else if (inline !== undefined) values.set(name, inline);
    else {
      const value = argv[++i];
      if (value === undefined) throw new Error(`--${name} needs a value`);
      values.set(name, value);
    }
  }
  const known = new Set([
    'sizes',
    'warmup',
    'duration',
    'lighthouse-runs',
    'pg',
    'api-cache',
    'api-port',
    'web-port',
    'proxy-port',
    'mix',
  ]);
  for (const name of values.keys()) if (!known.has(name)) throw new Error(`unknown option --${name}`);
  const num = (name: string, fallback: number) => {
    const value = values.get(name);
    if (value === undefined) return fallback;
    const n = Number(value.replace(/_/g, ''));
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number, got "${value}"`);
    return n;
  };
  const quick = flags.has('quick');
  const sizes = (values.get('sizes') ?? (quick ? '200,1000' : '1000,100000'))
    .split(',')
    .map((s) => Number(s.replace(/_/g, '')));
  if (sizes.some((n) => !Number.isInteger(n) || n < 40))
    throw new Error('--sizes takes postings counts ≥ 40, e.g. 1000,100000');
  sizes.sort((a, b) => a - b);
  const pgUrl = values.get('pg') ?? null;
  if (pgUrl && !/^postgres(ql)?:\/\//.test(pgUrl)) throw new Error('--pg takes a postgres:// URL');
  return {
    sizes,
    warmupSeconds: num('warmup', quick ? 1 : 3),
    durationSeconds: num('duration', quick ? 2 : 8),
    skipLighthouse: flags.has('skip-lighthouse'),
    lighthouseRuns: Math.max(1, num('lighthouse-runs', 1)),
    pg: pgUrl,
    quick,
    refill: flags.has('refill'),
    apiCacheSeconds: num('api-cache', 0),
    apiPort: num('api-port', 4900),
    webPort: num('web-port', 3900),
    proxyPort: num('proxy-port', 8900),
    skipStack: flags.has('skip-stack'),
    mixSeconds: num('mix', quick ? 6 : 60),
  };
}

const ROOT = path.resolve(import.meta.dirname, '..');

/** A SQLite file under bench/data/, or a database `bench1k`… beside the one --pg names (created when missing). */
async function databaseUrl(options: Options, postings: number, fresh: boolean): Promise<string> {
  if (!options.pg) {
    const file = path.join(ROOT, 'bench', 'data', `bench-${postings}.db`);
    if (fresh) for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
    return `file:${file}`;
  }
  const name = `bench${sizeLabel(postings)}`;
  const client = new pg.Client({ connectionString: options.pg });
  await client.connect();
  try {
    if (fresh) await client.query(`drop database if exists ${client.escapeIdentifier(name)}`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`create database ${client.escapeIdentifier(name)}`);
      log(`postgres: created database ${name}`);
    }
  } finally {
    await client.end();
  }
  const url = new URL(options.pg);
  url.pathname = `/${name}`;
  return url.href;
}

/**
 * Postings are listed for 1 to 30 days from the day they were written, so a database filled days
 * ago lists fewer of them every day. Below this share it is filled anew.
 */
const LISTED_SHARE = 0.9;

async function prepareDatabase(options: Options, postings: number, resumes: number) {
  let url = await databaseUrl(options, postings, options.refill);
  let fill = await fillDatabase(url, { postings, resumes });
  let facts = await datasetFacts(url);
  if (facts.visiblePostings < LISTED_SHARE * facts.postings) {
    log(
      `only ${facts.visiblePostings} of ${facts.postings} postings are still listed (filled days ago): ` +
        'filling the database anew',
    );
    url = await databaseUrl(options, postings, true);
    fill = await fillDatabase(url, { postings, resumes });
    facts = await datasetFacts(url);
  }
  return { url, fill, facts };
}

const q = encodeURIComponent;
const API_HEADERS = { accept: 'application/json' };
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'ko-KR,ko;q=0.9',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};
const FILTER = `sido=${q('서울')}&position=baker`;
const LIST_PAGES = ['/info/job-info-list', `/info/job-info-list?${FILTER}`];

/**
 * An access token: a demo member's (bench/fill.ts seeds the demo accounts) for the signed-in path,
 * or the bench's company or job seeker (bench/fill.ts makes them) for the applications and their thread.
 */
async function accessToken(
  apiUrl: string,
  { userId, password }: { userId: string; password: string } = DEMO_ACCOUNTS.find(
    (account) => account.role === 'normal',
  )!,
): Promise<string> {
  const response = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, password }),
  });
  if (!response.ok) throw new Error(`login as ${userId} answered ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

interface Tokens {
  member: string;
  company: string;
  seeker: string;
  /** the demo operator, for the board */
  admin: string;
  /** the chain whose insights are measured (DatasetFacts insightsCompany) */
  insights: string;
}

async function tokensOf(apiUrl: string, facts: DatasetFacts): Promise<Tokens> {
  return {
    member: await accessToken(apiUrl),
    company: await accessToken(apiUrl, { userId: BENCH_COMPANY, password: BENCH_PASSWORD }),
    seeker: await accessToken(apiUrl, { userId: BENCH_SEEKER, password: BENCH_PASSWORD }),
    admin: await accessToken(
      apiUrl,
      DEMO_ACCOUNTS.find((account) => account.role === 'admin'),
    ),
    insights: await accessToken(apiUrl, { userId: facts.insightsCompany.userId, password: BENCH_PASSWORD }),
  };
}

function apiTargets(facts: DatasetFacts, tokens: Tokens): LoadTarget[] {
  // the deepest pages the api answers: the last 20 up to its cap (MAX_LIST_PAGE)
  const lastPage = Math.min(Math.ceil(facts.visiblePostings / 20), MAX_LIST_PAGE);
  const deepPages = Array.from({ length: 20 }, (_, i) => Math.max(1, lastPage - i));
  const target = (name: string, paths: string[]): LoadTarget => ({ name, paths, headers: API_HEADERS });
  const signedIn = (name: string, paths: string[], token: string): LoadTarget => ({
    name,
    paths,
    headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
  });
  const { thread } = facts;
  return [
    target('list', ['/job-infos']),
    target('list 서울 제빵사', [`/job-infos?${FILTER}`]),
    target('list 제빵기능사 새벽', ['/job-infos?certificate=bread&dawn=1']),
    target('list sorted by pay', ['/job-infos?sort=pay']),
    target(
      'list deep pages',
      [...new Set(deepPages)].map((page) => `/job-infos?page=${page}`),
    ),
    target(
      'detail',
      facts.postingIds.map((id) => `/job-infos/${id}`),
    ),
    target('search 제빵', [`/search?q=${q('제빵')}`]),
    // the word differs by size; the Data table names it
    target('search rare word', [`/search?q=${q(facts.rareWord)}`]),
    target('home', ['/home']),
    // every page a member sees asks for it: the token, the account and its sign-in, the scrap ids
    {
      name: 'login user',
      paths: ['/get-login-user'],
      headers: { ...API_HEADERS, authorization: `Bearer ${tokens.member}` },
    },
    // what the member's /resume shows, for the web÷api ratio of a signed-in page (issue 31)
    signedIn(MY_RESUMES, ['/my/resumes'], tokens.member),
    // the largest chain's applicants, and one application's conversation (issue 27 §5)
    signedIn('applicants', ['/my/applicants'], tokens.company),
    signedIn(
      'applicants of a posting, 열람',
      [`/my/applicants?jobInfoId=${thread.jobInfoId}&status=viewed`],
      tokens.company,
    ),
    signedIn('my applications', ['/my/applications'], tokens.seeker),
    signedIn('thread (company)', [`/my/applicants/${thread.applicationId}/messages`], tokens.company),
    signedIn('thread (job seeker)', [`/my/applications/${thread.applicationId}/messages`], tokens.seeker),
    {
      ...signedIn(THREAD_POST, [`/my/applicants/${thread.applicationId}/messages`], tokens.company),
      method: 'POST',
      headers: { ...API_HEADERS, authorization: `Bearer ${tokens.company}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: '내일 오전 10시에 매장에서 뵙겠습니다. 편한 복장으로 오세요.' }),
    },
    // 90 days of a large chain's postings' counters, scraps and applications, and the operator's board (issue 28 §5)
    signedIn(COMPANY_INSIGHTS, ['/my/insights?days=90'], tokens.insights),
    signedIn(BOARD_INSIGHTS, ['/admin/insights?days=90'], tokens.admin),
  ];
}

/** `memberCookie`: the web session of the demo job seeker whose token the api's `my resumes` uses. */
function webTargets(facts: DatasetFacts, memberCookie: string): (LoadTarget & { api: string })[] {
  const target = (name: string, paths: string[], api: string) => ({ name, paths, headers: PAGE_HEADERS, api });
  return [
    target('/', ['/'], 'home'),
    target('/info/job-info-list', [LIST_PAGES[0]!], 'list'),
    target('/info/job-info-list?sido=서울&position=baker', [LIST_PAGES[1]!], 'list 서울 제빵사'),
    target(
      '/info/job-info/:id',
      facts.postingIds.map((id) => `/info/job-info/${id}`),
      'detail',
    ),
    target('/search?search=제빵', [`/search?search=${q('제빵')}`], 'search 제빵'),
    { ...target(SIGNED_IN_RESUME, ['/resume'], MY_RESUMES), headers: { ...PAGE_HEADERS, cookie: memberCookie } },
  ];
}

function publicPages(facts: DatasetFacts): string[] {
  return [
    '/',
    ...LIST_PAGES,
    `/info/job-info/${facts.postingIds[10]}`,
    '/info/resume-list',
    `/info/resume/${facts.resumeId}`,
    `/search?search=${q('제빵')}`,
    '/service',
    '/login',
    '/register',
    '/menu',
  ];
}

/**
 * Reads the SQLite file once so it sits in the page cache, as it does on a server that has been
 * running: otherwise the first URLs measured at 100 000 postings would pay for the disk.
 */
async function readThrough(file: string): Promise<void> {
  const started = performance.now();
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 8 * 1024 * 1024 })) {
    bytes += (chunk as Buffer).length;
  }
  log(
    `read ${(bytes / 1024 ** 2).toFixed(0)} MB of ${path.basename(file)} into the page cache in ${seconds(performance.now() - started)}`,
  );
}

const percent = (share: number) => `${(share * 100).toFixed(0)} %`;

const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

async function measureSize(
  options: Options,
  postings: number,
  largest: boolean,
  servers: Server[],
): Promise<{ size: SizeResult; largest: LargestSizeFigures | null; url: string }> {
  const resumes = Math.round(postings * 0.3);
  log(`── ${sizeLabel(postings)}: ${postings} postings, ${resumes} resumes`);
  const { url, fill, facts } = await prepareDatabase(options, postings, resumes);
  if (url.startsWith('file:')) await readThrough(url.slice('file:'.length));
  const api = await startApi(url, options.apiPort, options.apiCacheSeconds, `http://localhost:${options.webPort}`);
  servers.push(api);
  let web = await startWeb(options.webPort, api.url);
  servers.push(web);

  const timing = {
    warmupSeconds: options.warmupSeconds,
    durationSeconds: options.durationSeconds,
    pids: [...api.pids(), ...web.pids()],
    // the database server's work is the api's, not noise (on a machine where it serves nothing else)
    names: options.pg ? ['postgres'] : [],
  };
  const describe = (f: TargetFigures) =>
    `p95 ${f.at1.p95.toFixed(1)} ms @1, ${f.at32.p95.toFixed(1)} ms @32; ${f.at32.rps.toFixed(0)} req/s @32; ` +
    `other processes ${percent(Math.max(f.at1.cpu.others, f.at32.cpu.others))} of the CPU` +
    (f.at1.non2xx + f.at32.non2xx + f.at1.errors + f.at32.errors ? ' — FAILURES' : '');
  const apiFigures: TargetFigures[] = [];
  for (const target of apiTargets(facts, await tokensOf(api.url, facts))) {
    const figures = await measureTarget(api.url, target, timing);
    log(`api ${target.name}: ${describe(figures)}`);
    apiFigures.push(figures);
  }
  const webFigures: WebFigures[] = [];
  for (const target of webTargets(facts, await memberCookie(web.url))) {
    const figures = await measureTarget(web.url, target, timing);
    log(`web ${target.name}: ${describe(figures)}`);
    webFigures.push({ ...figures, api: target.api });
  }

  let largestFigures: LargestSizeFigures | null = null;
  if (largest) {
    const weight: WeightResult[] = [];
    let lighthouse: BenchResult['lighthouse'] = null;
    // `remix build` (npm start, npm test) empties public/build: the old build's scripts are gone.
    if (webBuildTime() !== web.buildTime) {
      log('build/ was rebuilt while the bench ran: restarting the web on the new build to weigh it');
      await web.stop();
      servers.splice(servers.indexOf(web), 1);
      web = await startWeb(options.webPort, api.url);
      servers.push(web);
    }
    const pictured = await preparePicturedPosting(api.url, url);
    const picturedPages = [`/info/job-info/${pictured.jobInfoId}`, `/company/${pictured.companyId}`];
    for (const page of [...publicPages(facts), ...picturedPages]) {
      const measured = await measurePage(web.url, page);
      weight.push({ ...measured, budgets: budgetsOf(measured, LIST_PAGES) });
    }
    log(`weighed ${weight.length} public pages`);
    // its first pass also makes the image variants, so Lighthouse finds them made
    const images = await measureImageTransfer(web.url, picturedPages);
    log(`images before scrolling: ${images.map((i) => `${i.path} ${(i.bytes / 1024).toFixed(1)} KB`).join(', ')}`);
    if (!options.skipLighthouse) {
      const started = performance.now();
      const pages = ['/', LIST_PAGES[0]!, `/info/job-info/${facts.postingIds[10]}`, ...picturedPages];
      lighthouse = await runLighthouse(web.url, pages, options.lighthouseRuns);
      log(`lighthouse: ${pages.length} pages × ${options.lighthouseRuns} in ${seconds(performance.now() - started)}`);
    }
    // last: building 50 000-URL files leaves the web's heap large for a while, which slowed the pages
    // Lighthouse loaded after it (LCP 1.1 → 2.5 s on /)
    const sitemap = await measureSitemap(web.url);
    log(`sitemap: ${sitemap.length} files, ${sitemap.reduce((n, f) => n + f.urls, 0)} URLs`);
    largestFigures = { weight, lighthouse, images, sitemap };
  }
  await web.stop();
  await api.stop();
  servers.length = 0;
  // In process, as the api's scheduler runs it, with the servers stopped: the fill's job seekers
  // hold three alerts each, so a smaller size measures fewer than 30 000.
  let digest: DigestFigures | null = null;
  if (largest) digest = await measureDigest(url, Math.min(DIGEST_ALERTS, resumes));
  const size: SizeResult = {
    postings,
    resumes,
    databaseUrl: url.replace(/\/\/[^@]*@/, '//'),
    fill,
    facts,
    api: apiFigures,
    web: webFigures,
    digest,
    loadAverage: loadAverage(),
  };
  return { size, largest: largestFigures, url };
}

/** The production stack at the largest size, on the database that size measured. */
function stackOf(options: Options, url: string, size: SizeResult, largest: LargestSizeFigures, servers: Server[]) {
  const company = largest.images.find((page) => page.path.startsWith('/company/'))?.path;
  const quick = options.quick;
  return measureStack({
    databaseUrl: url,
    facts: size.facts,
    apiPort: options.apiPort,
    webPort: options.webPort,
    proxyPort: options.proxyPort,
    warmupSeconds: options.warmupSeconds,
    durationSeconds: options.durationSeconds,
    mixSeconds: options.mixSeconds,
    workerKillSeconds: Math.max(6, Math.round(options.mixSeconds / 3)),
    outageSeconds: Math.max(quick ? 16 : 30, Math.round(options.mixSeconds / 2)),
    lighthouse: options.skipLighthouse
      ? null
      : {
          paths: ['/', LIST_PAGES[0]!, `/info/job-info/${size.facts.postingIds[10]}`, ...(company ? [company] : [])],
          runs: options.lighthouseRuns,
        },
    names: options.pg ? ['postgres'] : [],
    servers,
    pageHeaders: PAGE_HEADERS,
    apiHeaders: API_HEADERS,
    listPages: LIST_PAGES,
  });
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const started = performance.now();
  const startedAt = new Date();
  const loadAverageBefore = loadAverage();
  log(`bench: sizes ${options.sizes.join(', ')}; load average ${loadAverageBefore.join(' ')}`);
  if (!options.skipStack) {
    ensureH2load();
    ensureServersBuild();
  }
  ensureWebBuild();

  const servers: Server[] = [];
  const stopAll = () => Promise.all(servers.map((s) => s.stop()));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping the servers`);
      void stopAll().finally(() => process.exit(130));
    });
  }

  const sizes: SizeResult[] = [];
  let largest: LargestSizeFigures | null = null;
  let stack: StackFigures | null = null;
  try {
    let url = '';
    for (const [i, postings] of options.sizes.entries()) {
      const measured = await measureSize(options, postings, i === options.sizes.length - 1, servers);
      sizes.push(measured.size);
      largest = measured.largest ?? largest;
      url = measured.url;
    }
    if (!options.skipStack) stack = await stackOf(options, url, sizes[sizes.length - 1]!, largest!, servers);
  } finally {
    await stopAll();
  }

  const cpus = os.cpus();
  const result: BenchResult = {
    startedAt: startedAt.toISOString(),
    minutes: (performance.now() - started) / 60_000,
    machine: {
      cores: cpus.length,
      cpu: cpus[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      loadAverageBefore,
    },
    database: options.pg ? 'postgres' : 'sqlite',
    settings: {
      warmupSeconds: options.warmupSeconds,
      durationSeconds: options.durationSeconds,
      lighthouseRuns: options.skipLighthouse ? 0 : options.lighthouseRuns,
      apiCacheSeconds: options.apiCacheSeconds,
      quick: options.quick,
    },
    sizes,
    ...largest!,
    stack,
    targets: [...targetsOf(sizes[sizes.length - 1]!, largest!, LIST_PAGES), ...(stack ? stackTargetsOf(stack) : [])],
    failures: failuresOf(sizes),
    noise: noiseOf(sizes),
  };
  const dir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = startedAt.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  const base = path.join(dir, `bench-${stamp}${options.pg ? '-pg' : ''}${options.quick ? '-quick' : ''}`);
  fs.writeFileSync(`${base}.json`, JSON.stringify(result, null, 2) + '\n');
  const markdown = toMarkdown(result);
  fs.writeFileSync(`${base}.md`, markdown);
  fs.writeFileSync(path.join(dir, 'latest.md'), markdown);
  console.log(`\n${markdown}`);
  log(
    `written ${path.relative(ROOT, base)}.json and .md (and bench/results/latest.md) in ${seconds(performance.now() - started)}`,
  );
  if (result.failures.length) {
    console.error(`\n${result.failures.length} runs had failing requests: see the FAILURES section`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
