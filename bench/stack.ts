/**
 * The production stack beside today's (issue 19), at the largest size: the same pages at 32
 * connections on one web and one api process direct (today), on the clustered web and api direct
 * (one worker per core), and through nginx in front of them (its cached list also with h2load,
 * asking for compression and not); then a mixed load of 200 connections
 * through nginx, one api worker killed during it, the whole api killed and started again during
 * it, and Lighthouse through nginx over HTTP/2.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type BeaconFigures, measureBeacons } from './beacon';
import type { DatasetFacts } from './fill';
import { get } from './get';
import { type H2loadFigures, runH2load } from './h2load';
import { type LighthouseFigures, runLighthouse } from './lighthouse';
import { drain, type LoadFigures, type LoadTarget, runLoad } from './load';
import { log, seconds } from './log';
import { descendantsOf, type Server, startApi, startProxy, startWeb } from './servers';
import { memberCookie } from './web-session';

/** The api's answer cache as production runs it (PUBLIC_CACHE_SECONDS' default). */
export const STACK_API_CACHE_SECONDS = 10;

/** The query parameter that passes nginx's cache: its key is the whole URL, the page ignores it. */
export const BYPASS_PARAMETER = 'bench';

export type Setup = 'single' | 'clustered' | 'nginx';
export const SETUPS: Setup[] = ['single', 'clustered', 'nginx'];

export type SetupPage = 'list' | 'list, cache bypassed' | 'signed-in /resume';

export interface SetupRun {
  setup: Setup;
  page: SetupPage;
  path: string;
  /** at 32 connections */
  figures: LoadFigures;
  /** nginx's X-Cache-Status on the second request before the run (null direct) */
  cacheStatus: string | null;
}

export interface KindRun {
  /** anonymous pages, signed-in pages, api calls */
  kind: string;
  connections: number;
  paths: string[];
  figures: LoadFigures;
}

export interface WorkerKill {
  seconds: number;
  /** seconds into the run */
  killedAt: number;
  workers: number;
  /** ms until the primary had as many workers again (null: not within the run) */
  replacedInMs: number | null;
  kinds: KindRun[];
}

export interface Outage {
  seconds: number;
  /** seconds into the run: the api's process group killed, then answering /health again */
  killedAt: number;
  readyAt: number;
  /** the web's pid before and after: it recovers without a restart */
  webPid: { before: number; after: number };
  kinds: (KindRun & {
    /** answers between the kill and the api's return: 2xx (nginx's stale pages) and the rest */
    during: { ok: number; failed: number };
    /** answers after the api answered again that were not 2xx */
    failedAfter: number;
  })[];
  /** whole seconds after readyAt until the last one with a failed answer (0: none failed) */
  recoveredInSeconds: number;
}

export interface StackFigures {
  cores: number;
  apiCacheSeconds: number;
  settings: { warmupSeconds: number; durationSeconds: number };
  runs: SetupRun[];
  /** the anonymous list through nginx with h2load at 32 connections, asking for gzip or br, then for no compression */
  h2load: H2loadFigures[];
  /** the view beacon at 2 000 a second through nginx, and the api's CPU meanwhile */
  beacons: BeaconFigures;
  mix: { seconds: number; kinds: KindRun[] };
  workerKill: WorkerKill;
  outage: Outage;
  /** through nginx over HTTP/2 (null with --skip-lighthouse) */
  lighthouse: LighthouseFigures[] | null;
}

export interface StackOptions {
  databaseUrl: string;
  facts: DatasetFacts;
  apiPort: number;
  webPort: number;
  proxyPort: number;
  warmupSeconds: number;
  durationSeconds: number;
  mixSeconds: number;
  workerKillSeconds: number;
  outageSeconds: number;
  /** pages for Lighthouse through nginx; null skips it */
  lighthouse: { paths: string[]; runs: number } | null;
  /** command names whose CPU counts as the bench's (PostgreSQL's server) */
  names: string[];
  /** the running servers, for the bench's SIGINT handler */
  servers: Server[];
  pageHeaders: Record<string, string>;
  apiHeaders: Record<string, string>;
  listPages: string[];
}

const ROOT = path.resolve(import.meta.dirname, '..');
const LIST = '/info/job-info-list';
const MEMBER_PAGES = [
  '/resume',
  '/resume/apply-job-info',
  '/resume/my-scrap-job-info',
  '/resume/alerts',
  '/user/notifications',
];

async function checkPaths(baseUrl: string, target: LoadTarget): Promise<void> {
  for (const p of target.paths) {
    const { status } = await get(baseUrl + p, target.headers);
    if (status < 200 || status > 299) throw new Error(`${target.name}: ${p} answered ${status} before loading`);
  }
}

export async function measureStack(options: StackOptions): Promise<StackFigures> {
  const { facts, servers } = options;
  const cores = os.availableParallelism();
  const names = options.names;
  const webUrl = `http://localhost:${options.webPort}`;
  const apiUrl = `http://localhost:${options.apiPort}`;
  const proxyUrl = `https://localhost:${options.proxyPort}`;
  const ours = (): number[] => [process.pid, ...servers.flatMap((s) => s.pids())];
  const started = performance.now();

  const startServers = async (concurrency: number) => {
    const api = await startApi(options.databaseUrl, options.apiPort, STACK_API_CACHE_SECONDS, webUrl, {
      concurrency,
    });
    servers.push(api);
    const web = await startWeb(options.webPort, apiUrl, [], { concurrency });
    servers.push(web);
    return { api, web };
  };
  const stop = async (server: Server) => {
    await server.stop();
    servers.splice(servers.indexOf(server), 1);
  };

  const at32 = async (baseUrl: string, target: LoadTarget): Promise<LoadFigures> => {
    await checkPaths(baseUrl, target);
    if (options.warmupSeconds > 0) {
      await runLoad(baseUrl, target, 32, options.warmupSeconds, { pids: ours(), names });
      await drain(baseUrl, target);
    }
    const figures = await runLoad(baseUrl, target, 32, options.durationSeconds, { pids: ours(), names });
    await drain(baseUrl, target);
    return figures;
  };

  const runs: SetupRun[] = [];
  const measureSetup = async (setup: Setup, baseUrl: string, cookie: string) => {
    const pages: { page: SetupPage; target: LoadTarget }[] = [
      { page: 'list', target: { name: LIST, paths: [LIST], headers: options.pageHeaders } },
      {
        page: 'signed-in /resume',
        target: { name: '/resume', paths: ['/resume'], headers: { ...options.pageHeaders, cookie } },
      },
    ];
    // direct, nothing caches the page: the plain list is the bypassed one
    if (setup === 'nginx')
      pages.splice(1, 0, {
        page: 'list, cache bypassed',
        target: { name: LIST, paths: [LIST], headers: options.pageHeaders, vary: BYPASS_PARAMETER },
      });
    for (const { page, target } of pages) {
      let cacheStatus: string | null = null;
      if (setup === 'nginx') {
        // what the second of two requests met, as every request of the run but the first
        const probe = (n: number) => (target.vary ? `${LIST}?${BYPASS_PARAMETER}=probe${n}` : target.paths[0]!);
        await get(baseUrl + probe(1), target.headers);
        cacheStatus = String((await get(baseUrl + probe(2), target.headers)).headers['x-cache-status'] ?? '–');
      }
      const figures = await at32(baseUrl, target);
      log(
        `stack ${setup} ${page}: p95 ${figures.p95.toFixed(1)} ms, ${figures.rps.toFixed(0)} req/s @32` +
          (cacheStatus ? ` (X-Cache-Status ${cacheStatus})` : '') +
          (figures.non2xx + figures.errors + figures.timeouts ? ' — FAILURES' : ''),
      );
      runs.push({ setup, page, path: target.paths[0]!, figures, cacheStatus });
    }
  };

  let { api, web } = await startServers(1);
  const cookie = await memberCookie(webUrl);
  await measureSetup('single', webUrl, cookie);
  await stop(web);
  await stop(api);

  ({ api, web } = await startServers(cores));
  await measureSetup('clustered', webUrl, cookie);
  const proxy = await startProxy(
    options.proxyPort,
    options.webPort,
    options.apiPort,
    path.join(ROOT, 'bench', 'data', 'proxy'),
  );
  servers.push(proxy);
  await measureSetup('nginx', proxyUrl, cookie);
  // autocannon (one Node.js thread, HTTP/1.1) is slower than nginx's cache: h2load measures it
  const h2load: H2loadFigures[] = [];
  for (const acceptEncoding of ['gzip, br', null]) {
    const figures = await runH2load(proxyUrl + LIST, acceptEncoding, {
      connections: 32,
      seconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
    });
    log(
      `stack nginx list, h2load ${acceptEncoding === null ? 'uncompressed' : `accept-encoding: ${acceptEncoding}`}: ` +
        `${figures.rps.toFixed(0)} req/s @32, mean ${figures.meanMs.toFixed(1)} ms ` +
        `(${figures.contentEncoding ?? 'plain'}, ${figures.bytes} bytes, X-Cache-Status ${figures.cacheStatus ?? '–'})` +
        (figures.non2xx + figures.failed ? ' — FAILURES' : ''),
    );
    h2load.push(figures);
  }
  const beacons = await measureBeacons({
    proxyUrl,
    postingIds: facts.postingIds,
    seconds: options.durationSeconds,
    apiPids: () => api.pids(),
    ours: { pids: ours(), names },
  });
  const beaconFailures = beacons.figures.non2xx + beacons.figures.errors + beacons.figures.timeouts;
  log(
    `stack beacon ${beacons.rate}/s through nginx: ${beacons.figures.rps.toFixed(0)} answered/s, ` +
      `p95 ${beacons.figures.p95.toFixed(1)} ms, api CPU ${(beacons.apiCores * 100).toFixed(0)} % of a core ` +
      `(target under 33 %)${beaconFailures ? ' — FAILURES' : ''}`,
  );

  // the mix: a browser's pages, a member's pages (each connection signed in), the api's routes
  const details = facts.postingIds.map((id) => `/info/job-info/${id}`);
  const mixTargets: (LoadTarget & { connections: number })[] = [
    {
      name: 'anonymous pages',
      connections: 120,
      paths: ['/', ...options.listPages, ...details.slice(0, 5), `/search?search=${encodeURIComponent('제빵')}`],
      headers: options.pageHeaders,
    },
    {
      name: 'signed-in pages',
      connections: 50,
      paths: MEMBER_PAGES,
      headers: { ...options.pageHeaders, cookie },
    },
    {
      name: 'api calls',
      connections: 30,
      paths: [
        '/api/job-infos',
        `/api/job-infos?sido=${encodeURIComponent('서울')}&position=baker`,
        ...facts.postingIds.slice(0, 5).map((id) => `/api/job-infos/${id}`),
        `/api/search?q=${encodeURIComponent('제빵')}`,
        '/api/home',
      ],
      headers: options.apiHeaders,
    },
  ];
  for (const target of mixTargets) await checkPaths(proxyUrl, target);
  const mixed = async (runSeconds: number): Promise<KindRun[]> => {
    const pids = ours();
    const figures = await Promise.all(
      mixTargets.map((target) => runLoad(proxyUrl, target, target.connections, runSeconds, { pids, names }, true)),
    );
    // the requests the 200 connections left queued are answered before the next run starts
    for (const target of mixTargets) await drain(proxyUrl, target);
    return mixTargets.map((target, i) => ({
      kind: target.name,
      connections: target.connections,
      paths: target.paths,
      figures: figures[i]!,
    }));
  };
  const describe = (kinds: KindRun[]) =>
    kinds
      .map(
        ({ kind, figures: f }) =>
          `${kind} ${f.rps.toFixed(0)} req/s p95 ${f.p95.toFixed(0)} ms, ${f.non2xx} non-2xx, ${f.errors} errors`,
      )
      .join('; ');
  const at = (runStarted: number) => (performance.now() - runStarted) / 1000;

  const mix = { seconds: options.mixSeconds, kinds: await mixed(options.mixSeconds) };
  log(`stack mix, 200 connections through nginx for ${options.mixSeconds} s: ${describe(mix.kinds)}`);

  // one api worker killed: its primary starts another
  const workerKill = await (async (): Promise<WorkerKill> => {
    const runStarted = performance.now();
    const load = mixed(options.workerKillSeconds);
    await sleep((options.workerKillSeconds * 1000) / 3);
    const before = childrenOf(api.pid);
    const victim = before[0]!;
    const killedAt = at(runStarted);
    process.kill(victim, 'SIGKILL');
    let replacedInMs: number | null = null;
    const killed = performance.now();
    while (at(runStarted) < options.workerKillSeconds) {
      const now = childrenOf(api.pid);
      if (now.length >= before.length && !now.includes(victim)) {
        replacedInMs = performance.now() - killed;
        break;
      }
      await sleep(50);
    }
    const kinds = await load;
    log(
      `stack api worker ${victim} killed at ${killedAt.toFixed(1)} s: ` +
        `${replacedInMs === null ? 'NOT replaced' : `replaced in ${replacedInMs.toFixed(0)} ms`}; ${describe(kinds)}`,
    );
    return { seconds: options.workerKillSeconds, killedAt, workers: before.length, replacedInMs, kinds };
  })();

  // the whole api killed at a quarter of the run, started again at half: under this load it takes
  // seconds to answer, and the last third or so shows the recovery
  const outage = await (async (): Promise<Outage> => {
    const webPid = web.pid;
    const runStarted = performance.now();
    const load = mixed(options.outageSeconds);
    await sleep((options.outageSeconds * 1000) / 4);
    const killedAt = at(runStarted);
    await api.kill();
    servers.splice(servers.indexOf(api), 1);
    log(`stack api killed at ${killedAt.toFixed(1)} s`);
    await sleep(Math.max(0, (options.outageSeconds * 1000) / 2 - (performance.now() - runStarted)));
    api = await startApi(options.databaseUrl, options.apiPort, STACK_API_CACHE_SECONDS, webUrl, {
      concurrency: cores,
    });
    servers.push(api);
    const readyAt = at(runStarted);
    const kinds = await load;
    const during = (timeline: { ok: number; failed: number }[]) =>
      timeline
        .slice(Math.floor(killedAt), Math.ceil(readyAt))
        .reduce((sum, s) => ({ ok: sum.ok + s.ok, failed: sum.failed + s.failed }), { ok: 0, failed: 0 });
    const failedAfter = (timeline: { ok: number; failed: number }[]) =>
      timeline.slice(Math.ceil(readyAt)).reduce((sum, s) => sum + s.failed, 0);
    const total = sumTimelines(kinds.map((k) => k.figures.timeline ?? []));
    const lastFailed = total.findLastIndex((s) => s.failed > 0);
    const result: Outage = {
      seconds: options.outageSeconds,
      killedAt,
      readyAt,
      webPid: { before: webPid, after: web.pid },
      kinds: kinds.map((k) => ({
        ...k,
        during: during(k.figures.timeline ?? []),
        failedAfter: failedAfter(k.figures.timeline ?? []),
      })),
      recoveredInSeconds: Math.max(0, lastFailed + 1 - Math.floor(readyAt)),
    };
    log(
      `stack api back at ${readyAt.toFixed(1)} s; failures ended ${result.recoveredInSeconds} s after it; ${describe(kinds)}`,
    );
    return result;
  })();

  let lighthouse: LighthouseFigures[] | null = null;
  if (options.lighthouse) {
    const lighthouseStarted = performance.now();
    lighthouse = await runLighthouse(proxyUrl, options.lighthouse.paths, options.lighthouse.runs);
    log(
      `stack lighthouse through nginx: ${lighthouse.map((l) => `${l.path} ${l.scores.performance} (${l.protocol}, ${l.scripts} scripts)`).join(', ')} ` +
        `in ${seconds(performance.now() - lighthouseStarted)}`,
    );
  }
  await stop(proxy);
  await stop(web);
  await stop(api);
  log(`stack measured in ${seconds(performance.now() - started)}`);
  return {
    cores,
    apiCacheSeconds: STACK_API_CACHE_SECONDS,
    settings: { warmupSeconds: options.warmupSeconds, durationSeconds: options.durationSeconds },
    runs,
    h2load,
    beacons,
    mix,
    workerKill,
    outage,
    lighthouse,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A primary's cluster workers: its child processes. */
function childrenOf(pid: number): number[] {
  return descendantsOf(pid, 1);
}

export function sumTimelines(timelines: { ok: number; failed: number }[][]): { ok: number; failed: number }[] {
  const length = Math.max(0, ...timelines.map((t) => t.length));
  return Array.from({ length }, (_, i) =>
    timelines.reduce((sum, t) => ({ ok: sum.ok + (t[i]?.ok ?? 0), failed: sum.failed + (t[i]?.failed ?? 0) }), {
      ok: 0,
      failed: 0,
    }),
  );
}
