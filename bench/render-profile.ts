/**
 * What the web tier's server render costs, page by page, and where that time goes.
 *
 *   npx remix build && npx tsx bench/render-profile.ts [seconds per page, default 10]
 *
 * Copies bench/data/bench-1000.db (or RENDER_PROFILE_DATABASE, a SQLite file made by the bench) to a
 * temporary folder (the bench's files are never written), starts the
 * api on the copy and the built web under `node --cpu-prof`, loads each page with 8 connections and
 * prints the web's CPU milliseconds per page served: its utime + stime (/proc) over the pages it
 * answered, which other load on the machine does not change, unlike latency. Then it stops the web
 * with SIGTERM, which writes the profile, and prints the functions and the modules with the most
 * self time while each page was loaded. The member pages (/resume, the demo baker's; /job-info, the demo
 * bakery's) are loaded with a session signed in through the web's form. Ports: RENDER_PROFILE_API_PORT (4111) and
 * RENDER_PROFILE_WEB_PORT (3111).
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processTicks, TICKS_PER_SECOND } from './cpu';
import { datasetFacts } from './fill';
import { log } from './log';
import { startApi, startWeb } from './servers';
import { memberCookie } from './web-session';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.argv[2] ?? 10);
const API_PORT = Number(process.env.RENDER_PROFILE_API_PORT ?? 4111);
const WEB_PORT = Number(process.env.RENDER_PROFILE_WEB_PORT ?? 3111);
const CONNECTIONS = 8;
const TOP = 20;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/**
 * The stages of a page, by the frames a sample's stack holds: a stage's share counts its callees
 * too (React's render calls the route matching of <Scripts>), so the shares overlap.
 */
const STAGES: { name: string; holds: (frame: ProfileNode['callFrame']) => boolean }[] = [
  { name: "React's render", holds: (f) => f.url.includes('react-dom-server') },
  { name: 'route matching (matchRoutes)', holds: (f) => f.functionName === 'matchRoutes' },
  { name: 'api calls (apiFetch)', holds: (f) => f.functionName === 'apiFetch' },
  // not the middleware itself: the rest of the request's handling runs inside its call to next()
  {
    name: 'gzip (compression, zlib)',
    holds: (f) => f.url === 'node:zlib' || (f.url.includes('/compression/') && f.functionName !== 'compression'),
  },
  { name: 'ETag (pageEtag)', holds: (f) => f.functionName === 'pageEtag' },
  { name: 'garbage collector', holds: (f) => f.functionName === '(garbage collector)' },
];

interface CpuProfile {
  nodes: ProfileNode[];
  /** microseconds, on the monotonic clock process.hrtime reads */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface Window {
  page: string;
  /** microseconds, as the profile's */
  from: number;
  to: number;
}

function nowMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

/** The package a script belongs to, the app's bundle, or Node's own code. */
function moduleOf(url: string): string {
  if (!url) return '(native, GC, idle)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('node:')) return 'node';
  return path.relative(ROOT, url.replace(/^file:\/\//, ''));
}

function top(totals: Map<string, number>, total: number): string[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, micros]) => `  ${((100 * micros) / total).toFixed(1).padStart(5)} %  ${name}`);
}

/** Self time per function and per module over the samples taken inside `window`. */
function summarize(profile: CpuProfile, window: Window): string[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const byStage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  let at = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i]!;
    if (at < window.from || at > window.to) return;
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    // the delta before a sample is the time it stands for
    const micros = profile.timeDeltas[i]!;
    const where = moduleOf(url);
    const name = `${functionName || '(anonymous)'}  ${where}${url ? `:${lineNumber + 1}` : ''}`;
    if (functionName === '(idle)') return;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    byModule.set(where, (byModule.get(where) ?? 0) + micros);
    const stack: ProfileNode['callFrame'][] = [];
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) stack.push(nodes.get(at)!.callFrame);
    for (const stage of STAGES)
      if (stack.some(stage.holds)) byStage.set(stage.name, (byStage.get(stage.name) ?? 0) + micros);
    total += micros;
  });
  return [
    `${window.page}: ${(total / 1000).toFixed(0)} ms busy in the profile`,
    ' stages (with their callees):',
    ...STAGES.map(({ name }) => `  ${((100 * (byStage.get(name) ?? 0)) / total).toFixed(1).padStart(5)} %  ${name}`),
    ' modules (self time):',
    ...top(byModule, total),
    ' functions (self time):',
    ...top(byFunction, total),
  ];
}

interface Page {
  path: string;
  /** a signed-in member's session cookie; none for a visitor */
  cookie?: string;
}

async function load(url: string, cookie: string | undefined): Promise<number> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { accept: 'text/html', 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) },
  });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.total;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'render-profile-'));
const database = path.join(work, 'bench.db');
fs.copyFileSync(process.env.RENDER_PROFILE_DATABASE ?? path.join(ROOT, 'bench/data/bench-1000.db'), database);
const profileDir = path.join(work, 'profile');
const databaseUrl = `file:${database}`;
// the api brings the copy's schema up to date before anything reads it
const api = await startApi(databaseUrl, API_PORT, 10, `http://localhost:${WEB_PORT}`);
const facts = await datasetFacts(databaseUrl);
const publicPages = [
  '/',
  '/info/job-info-list',
  `/info/job-info/${facts.postingIds[10]}`,
  `/search?search=${encodeURIComponent('제빵')}`,
];
const windows: Window[] = [];
const rows: string[] = [];
try {
  const web = await startWeb(WEB_PORT, api.url, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  try {
    const pages: Page[] = [
      ...publicPages.map((path) => ({ path })),
      { path: '/resume', cookie: await memberCookie(web.url, 'normal') },
      { path: '/job-info', cookie: await memberCookie(web.url, 'company') },
    ];
    for (const { path: page, cookie } of pages) {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      // warm: the JIT, the api's answer cache and its connections
      await autocannon({ url: web.url + page, connections: CONNECTIONS, duration: 2, headers });
      const ticks = processTicks(web.pid);
      const from = nowMicros();
      const requests = await load(web.url + page, cookie);
      windows.push({ page, from, to: nowMicros() });
      const ms = ((processTicks(web.pid) - ticks) * 1000) / TICKS_PER_SECOND / requests;
      rows.push(`| ${page} | ${requests} | ${ms.toFixed(2)} |`);
      log(`${page}: ${requests} pages, ${ms.toFixed(2)} ms CPU each`);
    }
  } finally {
    await web.stop();
  }
} finally {
  await api.stop();
}

// Node writes one profile per thread (CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile): the pages
// are rendered on the main thread, 0; a worker thread's profile can come beside it.
const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile') && name.split('.')[4] === '0');
if (!file) throw new Error(`no profile in ${profileDir}: did the web exit on SIGTERM?`);
const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
for (const window of windows) console.log(['', ...summarize(profile, window)].join('\n'));
console.log(['', '| page | pages served | web CPU ms per page |', '| --- | --- | --- |', ...rows].join('\n'));
console.log(`\nprofile: ${path.join(profileDir, file)}`);
