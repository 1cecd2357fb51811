/**
 * The production stack's section of the bench's Markdown, and its targets (issue 19's table).
 */
import type { H2loadFigures } from './h2load';
import type { LighthouseFigures } from './lighthouse';
import type { LoadFigures } from './load';
import { cell, mark, ms, table } from './markdown';
import type { Target } from './report';
import {
  BYPASS_PARAMETER,
  type KindRun,
  type Setup,
  type SetupPage,
  SETUPS,
  type StackFigures,
  sumTimelines,
} from './stack';

/** The cached list through nginx with `accept-encoding: gzip, br`, h2load @32 (issue 31). */
const COMPRESSED_HIT_RPS = 5000;
/** Lighthouse mobile performance the issue asks of the pages through nginx. */
const LIGHTHOUSE_TARGET = 95;
/** Failed answers allowed while one api worker is killed and replaced: the requests it held. */
const WORKER_KILL_FAILED_SHARE = 0.001;
/** The api's processes may spend less than this share of one core on the view beacon (issue 28 §1). */
const BEACON_CORES = 1 / 3;
/** Below this share of the asked rate answered, the CPU figure is of a lighter load than the target's. */
const BEACON_RATE_SHARE = 0.95;

const failed = (f: LoadFigures) => f.non2xx + f.errors + f.timeouts;
const statusesOf = (f: LoadFigures) =>
  Object.entries(f.statuses)
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ') || '–';
const count = (n: number) => n.toLocaleString('en-US');

function runOf(stack: StackFigures, setup: Setup, page: SetupPage) {
  // direct, nothing caches a page: its plain list is the bypassed one
  const wanted = setup !== 'nginx' && page === 'list, cache bypassed' ? 'list' : page;
  return stack.runs.find((run) => run.setup === setup && run.page === wanted);
}

/** The outage's non-2xx answers are the web's 503 pages, never a 500. */
const pagesAnswered503 = (stack: StackFigures) =>
  stack.outage.kinds
    .filter((kind) => !kind.kind.startsWith('api'))
    .every((kind) => Object.keys(kind.figures.statuses).every((status) => status === '503'));

/** The last seconds of the outage run, well after the api's return, were all 2xx. */
function tailClean(stack: StackFigures): { seconds: number; clean: boolean } {
  const total = sumTimelines(stack.outage.kinds.map((k) => k.figures.timeline ?? []));
  const from = Math.ceil(stack.outage.readyAt) + 1;
  const tail = total.slice(from);
  return { seconds: tail.length, clean: tail.length > 0 && tail.every((s) => s.failed === 0 && s.ok > 0) };
}

export function stackTargetsOf(stack: StackFigures): Target[] {
  const targets: Target[] = [];
  const nginxList = runOf(stack, 'nginx', 'list')?.figures;
  if (nginxList)
    targets.push({
      name: 'anonymous /info/job-info-list through nginx @32',
      target: '≥ 2 000 req/s, p95 ≤ 60 ms',
      measured: `${nginxList.rps.toFixed(0)} req/s, p95 ${ms(nginxList.p95)} ms, ${failed(nginxList)} failed`,
      met: nginxList.rps >= 2000 && nginxList.p95 <= 60 && !failed(nginxList) && nginxList.requests > 0,
    });
  const compressed = compressedRun(stack);
  if (compressed) {
    const plain = plainRun(stack);
    targets.push({
      name: 'anonymous list through nginx, h2load @32, accept-encoding: gzip, br',
      target: `≥ ${count(COMPRESSED_HIT_RPS)} req/s`,
      measured:
        `${compressed.rps.toFixed(0)} req/s (${compressed.contentEncoding ?? 'plain'}), ${h2loadFailed(compressed)} failed` +
        (plain ? `; uncompressed ${plain.rps.toFixed(0)} req/s, ${compressedShare(compressed, plain)}` : ''),
      met: compressed.rps >= COMPRESSED_HIT_RPS && !h2loadFailed(compressed) && compressed.requests > 0,
    });
  }
  const single = runOf(stack, 'single', 'list')?.figures;
  const clustered = runOf(stack, 'clustered', 'list')?.figures;
  const bypassed = runOf(stack, 'nginx', 'list, cache bypassed')?.figures;
  if (single && clustered)
    targets.push({
      name: 'anonymous list, cache bypassed, clustered @32',
      target: "≥ 1.7× today's single-process req/s",
      measured:
        `${clustered.rps.toFixed(0)} ÷ ${single.rps.toFixed(0)} req/s = ×${(clustered.rps / single.rps).toFixed(2)}` +
        (bypassed ? ` (through nginx, bypassed: ${bypassed.rps.toFixed(0)} req/s)` : ''),
      met: clustered.rps >= 1.7 * single.rps && !failed(clustered) && !failed(single),
    });
  const resume = runOf(stack, 'clustered', 'signed-in /resume')?.figures;
  if (resume)
    targets.push({
      name: 'signed-in /resume @32, clustered',
      target: 'p95 ≤ 200 ms, 0 errors',
      measured: `p95 ${ms(resume.p95)} ms, ${failed(resume)} failed of ${count(resume.requests)}`,
      met: resume.p95 <= 200 && !failed(resume) && resume.requests > 0,
    });
  const mixFailed = stack.mix.kinds.reduce((n, k) => n + failed(k.figures), 0);
  const mixAnswers = stack.mix.kinds.reduce((n, k) => n + k.figures.requests, 0);
  targets.push({
    name: `mixed load through nginx, 200 connections, ${stack.mix.seconds} s`,
    target: '0 errors',
    measured: `${mixFailed} failed of ${count(mixAnswers)}`,
    met: mixFailed === 0 && mixAnswers > 0,
  });
  const { beacons } = stack;
  targets.push({
    name: `view beacon through nginx at ${count(beacons.rate)}/s`,
    target: 'api CPU < 1/3 core, the rate answered, 0 failed',
    measured:
      `${(beacons.apiCores * 100).toFixed(0)} % of a core; ${beacons.figures.rps.toFixed(0)} answered/s, ` +
      `${failed(beacons.figures)} failed`,
    met:
      beacons.apiCores < BEACON_CORES &&
      beacons.figures.rps >= BEACON_RATE_SHARE * beacons.rate &&
      !failed(beacons.figures),
  });
  const { outage } = stack;
  const tail = tailClean(stack);
  const outageFailed = outage.kinds.reduce((n, k) => n + k.during.failed, 0);
  targets.push({
    name: 'api killed during the load, started again',
    target: '503 pages meanwhile; then all 2xx, the web not restarted',
    measured:
      `${count(outageFailed)} failed during the outage (pages: ${pagesAnswered503(stack) ? 'only 503' : 'not only 503'}); ` +
      `last ${tail.seconds} s ${tail.clean ? 'all 2xx' : 'NOT all 2xx'}; web ` +
      (outage.webPid.before === outage.webPid.after ? 'not restarted' : 'restarted'),
    met: pagesAnswered503(stack) && tail.clean && outage.webPid.before === outage.webPid.after,
  });
  const { workerKill } = stack;
  const killFailed = workerKill.kinds.reduce((n, k) => n + failed(k.figures), 0);
  const killAnswers = workerKill.kinds.reduce((n, k) => n + k.figures.requests, 0);
  targets.push({
    name: 'one api worker killed during the load',
    target: `replaced by its primary, ≤ ${WORKER_KILL_FAILED_SHARE * 100} % failed`,
    measured:
      (workerKill.replacedInMs === null ? 'NOT replaced' : `replaced in ${workerKill.replacedInMs.toFixed(0)} ms`) +
      `, ${killFailed} failed of ${count(killAnswers)}`,
    met: workerKill.replacedInMs !== null && killFailed <= WORKER_KILL_FAILED_SHARE * killAnswers,
  });
  for (const l of stack.lighthouse ?? []) {
    targets.push({
      name: `Lighthouse performance through nginx ${l.path}`,
      target: `≥ ${LIGHTHOUSE_TARGET}, over h2`,
      measured: `${l.scores.performance} (${l.protocol})`,
      met: l.scores.performance >= LIGHTHOUSE_TARGET && l.protocol === 'h2' && !l.error,
    });
  }
  return targets;
}

const h2loadFailed = (f: H2loadFigures) => f.non2xx + f.failed;
const compressedRun = (stack: StackFigures) => stack.h2load.find((run) => run.acceptEncoding !== null);
const plainRun = (stack: StackFigures) => stack.h2load.find((run) => run.acceptEncoding === null);
/** What holds on any machine: a compressed HIT's req/s over a plain one's (≈ 1 when neither is compressed per visitor). */
const compressedShare = (compressed: H2loadFigures, plain: H2loadFigures) =>
  `compressed ÷ uncompressed ×${(compressed.rps / plain.rps).toFixed(2)}`;

function kindsTable(kinds: KindRun[]): string {
  return table(
    ['kind', 'connections', 'answers', 'req/s', 'p50 / p95 / p99 ms', 'errors / timeouts', 'not 2xx'],
    kinds.map(({ kind, connections, paths, figures: f }) => [
      `${kind} (${paths.length} URLs in turn)`,
      String(connections),
      count(f.requests),
      f.rps.toFixed(0),
      `${ms(f.p50)} / ${ms(f.p95)} / ${ms(f.p99)}`,
      `${f.errors} / ${f.timeouts}`,
      statusesOf(f),
    ]),
    [1, 2, 3],
  );
}

export function stackMarkdown(stack: StackFigures, direct: LighthouseFigures[] | null): string[] {
  const out: string[] = [];
  const { outage, workerKill } = stack;
  out.push(`## Production stack (${stack.cores} cores; the largest size's database)`);
  out.push('');
  out.push(
    'Three setups of the compiled servers (`npm run build`: build/api/main.js, build/web/server.js), side by side: ' +
      '**single**, one web and one api process direct (WEB_CONCURRENCY=1, API_CONCURRENCY=1: today); ' +
      `**clustered**, ${stack.cores} workers each direct (one per core); **nginx**, the clustered servers behind ` +
      '`scripts/start-proxy.mjs` over https (autocannon speaks HTTP/1.1; Lighthouse below gets HTTP/2). ' +
      `The api keeps anonymous public answers ${stack.apiCacheSeconds} s in all three (PUBLIC_CACHE_SECONDS, its ` +
      'production default, whatever --api-cache set above). ' +
      `Each page: ${stack.settings.warmupSeconds} s warm-up, then ${stack.settings.durationSeconds} s at 32 ` +
      'connections; cells read `p50 / p95 / p99 ms · requests/s`. ' +
      `**Cache bypassed**: every request carries \`?${BYPASS_PARAMETER}=<a new number>\`, which the page ignores ` +
      "and nginx's cache key (the whole URL) does not find, so each one reaches the web (a cookie would not do: " +
      'nginx passes only requests with a session or toast cookie, and those the web renders differently). ' +
      'Direct, nothing caches a page, so the bypassed list is the plain one. Signed in: the demo job seeker, ' +
      "signed in through the web's login form, each connection sending its `__session` cookie.",
  );
  out.push('');
  const pages: SetupPage[] = ['list', 'list, cache bypassed', 'signed-in /resume'];
  out.push(
    table(
      ['page @32', ...SETUPS],
      pages.map((page) => [
        page === 'signed-in /resume' ? page : `anonymous ${page}`,
        ...SETUPS.map((setup) => {
          const run = runOf(stack, setup, page);
          if (!run) return '–';
          const f = run.figures;
          return (
            cell(f) +
            (run.cacheStatus ? ` (${run.cacheStatus})` : '') +
            (failed(f) ? ` **${failed(f)} failed: ${statusesOf(f)}**` : '')
          );
        }),
      ]),
    ),
  );
  out.push('');
  out.push(`### The cached list through nginx with h2load: HTTP/2, 32 connections`);
  out.push('');
  out.push(
    "autocannon (one Node.js thread, HTTP/1.1) tops out below nginx's cache; h2load (nghttp2-client, in C) " +
      `does not. \`h2load -c 32 -m 1 -D ${stack.settings.durationSeconds} --warm-up-time ${stack.settings.warmupSeconds}\` ` +
      `on ${stack.h2load.map((f) => f.path)[0] ?? 'the list'}, once asking for gzip or brotli as a browser does, once for no compression. nginx keeps ` +
      'one copy of the page per encoding (br, gzip, plain), compressed when stored: a HIT is a copy either way. ' +
      'The body column is one answer on the wire, before the run.',
  );
  out.push('');
  out.push(
    table(
      ['accept-encoding', 'answered as', 'body bytes', 'X-Cache-Status', 'req/s', 'mean / max ms', 'failed', 'goal'],
      stack.h2load.map((f) => [
        f.acceptEncoding ?? '(none)',
        f.contentEncoding ?? 'plain',
        count(f.bytes),
        f.cacheStatus ?? '–',
        f.rps.toFixed(0),
        `${ms(f.meanMs)} / ${ms(f.maxMs)}`,
        String(h2loadFailed(f)),
        f.acceptEncoding === null
          ? '–'
          : `≥ ${count(COMPRESSED_HIT_RPS)} ${mark(f.rps >= COMPRESSED_HIT_RPS && !h2loadFailed(f))}`,
      ]),
      [2, 4, 6],
    ),
  );
  const compressed = compressedRun(stack);
  const plain = plainRun(stack);
  if (compressed && plain) {
    out.push('');
    out.push(
      `${compressedShare(compressed, plain)}: the share of a plain HIT's rate that a compressed one keeps, which ` +
        'holds on a busy machine where the absolute rates do not (1 758 ÷ 8 677 = ×0.20 when nginx compressed the ' +
        'cached page again for every visitor, issue 31).',
    );
  }
  out.push('');
  const { beacons } = stack;
  out.push(`### View beacon through nginx: ${count(beacons.rate)} a second for ${stack.settings.durationSeconds} s`);
  out.push('');
  out.push(
    "`POST /_view` at a steady rate (autocannon's overall rate, 32 connections), half a posting's view and half a " +
      "list's appearances of 20 postings, each request another visitor; the api's CPU is its primary's and " +
      "workers' from /proc over the run, in cores. All come from nginx's one address, so past an address's flood " +
      "limit the marks are dropped: this is the beacon's answer with the first marks written.",
  );
  out.push('');
  out.push(
    table(
      ['asked', 'answered/s', 'p50 / p95 / p99 ms', 'not 2xx, errors, timeouts', 'api CPU', 'target'],
      [
        [
          `${count(beacons.rate)}/s`,
          beacons.figures.rps.toFixed(0),
          `${ms(beacons.figures.p50)} / ${ms(beacons.figures.p95)} / ${ms(beacons.figures.p99)}`,
          `${beacons.figures.non2xx}, ${beacons.figures.errors}, ${beacons.figures.timeouts}`,
          `${(beacons.apiCores * 100).toFixed(0)} % of a core`,
          `< ${(BEACON_CORES * 100).toFixed(0)} % ${mark(beacons.apiCores < BEACON_CORES)}`,
        ],
      ],
      [0, 1, 4],
    ),
  );
  out.push('');
  out.push(
    `### Mixed load through nginx: 200 connections for ${stack.mix.seconds} s, three autocannon instances at once`,
  );
  out.push('');
  out.push(kindsTable(stack.mix.kinds));
  out.push('');
  out.push(`### One api worker killed (SIGKILL) at ${workerKill.killedAt.toFixed(1)} s of ${workerKill.seconds} s`);
  out.push('');
  out.push(
    `The api's primary had ${workerKill.workers} workers; ` +
      (workerKill.replacedInMs === null
        ? 'it had not replaced the killed one by the end of the run.'
        : `it had as many again ${workerKill.replacedInMs.toFixed(0)} ms later.`),
  );
  out.push('');
  out.push(kindsTable(workerKill.kinds));
  out.push('');
  out.push(
    `### The api killed (SIGKILL to its process group) at ${outage.killedAt.toFixed(1)} s of ${outage.seconds} s, ` +
      `started again and answering at ${outage.readyAt.toFixed(1)} s`,
  );
  out.push('');
  out.push(
    `The web (pid ${outage.webPid.before}) ${outage.webPid.before === outage.webPid.after ? 'ran on, never restarted' : 'was restarted'}; ` +
      "anonymous pages still 2xx during the outage are nginx's cached copies (served stale while the web answers 503). " +
      `Failures ended ${outage.recoveredInSeconds} s after the api answered again.`,
  );
  out.push('');
  out.push(
    table(
      ['kind', 'connections', 'answers', '2xx during the outage', 'not 2xx during it', 'not 2xx after it', 'not 2xx'],
      outage.kinds.map((k) => [
        k.kind,
        String(k.connections),
        count(k.figures.requests),
        count(k.during.ok),
        count(k.during.failed),
        count(k.failedAfter),
        statusesOf(k.figures),
      ]),
      [1, 2, 3, 4, 5],
    ),
  );
  out.push('');
  const total = sumTimelines(outage.kinds.map((k) => k.figures.timeline ?? []));
  out.push('```');
  out.push('second      2xx   not 2xx');
  for (const [i, s] of total.entries()) {
    const event =
      i === Math.floor(outage.killedAt)
        ? '  ← api killed'
        : i === Math.floor(outage.readyAt)
          ? '  ← api answering again'
          : '';
    out.push(`${String(i).padStart(6)} ${String(s.ok).padStart(8)} ${String(s.failed).padStart(9)}${event}`);
  }
  out.push('```');
  out.push('');
  out.push('### Lighthouse mobile: the web direct (HTTP/1.1) and through nginx (HTTP/2)');
  out.push('');
  if (!stack.lighthouse) out.push('Skipped (--skip-lighthouse).');
  else {
    out.push(
      'Direct is the run of the Lighthouse section above (the single web, answer cache as set there); through ' +
        "nginx, the clustered stack. Script files: the page's JS requests (each route module is one).",
    );
    out.push('');
    out.push(
      table(
        [
          'page',
          'direct: performance · protocol · script files · LCP ms',
          'nginx: performance · protocol · script files · LCP ms',
        ],
        stack.lighthouse.map((l) => {
          const d = direct?.find((figures) => figures.path === l.path);
          const cellOf = (f: LighthouseFigures) =>
            `${f.scores.performance} · ${f.protocol} · ${f.scripts} · ${ms(f.lcp)}${f.error ? ` ERROR ${f.error}` : ''}`;
          return [l.path, d ? cellOf(d) : '–', cellOf(l)];
        }),
      ),
    );
    const pairs = stack.lighthouse.flatMap((l) => {
      const d = direct?.find((figures) => figures.path === l.path);
      return d ? [{ direct: d, proxied: l }] : [];
    });
    if (pairs.length) {
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      const sameFiles = pairs.every((p) => p.direct.scripts === p.proxied.scripts);
      out.push('');
      out.push(
        `HTTP/2 and the module files: ${sameFiles ? 'the same' : 'not the same'} script files either way ` +
          `(${pairs.map((p) => p.proxied.scripts).join(', ')}); over ${pairs[0]!.proxied.protocol} they share one ` +
          `connection instead of a browser's six per host over HTTP/1.1. With nginx's cached, compressed ` +
          `document as well, LCP ${ms(mean(pairs.map((p) => p.direct.lcp)))} → ` +
          `${ms(mean(pairs.map((p) => p.proxied.lcp)))} ms and performance ` +
          `${mean(pairs.map((p) => p.direct.scores.performance)).toFixed(0)} → ` +
          `${mean(pairs.map((p) => p.proxied.scores.performance)).toFixed(0)} on average.`,
      );
    }
  }
  out.push('');
  const targets = stackTargetsOf(stack);
  out.push('### Production stack targets');
  out.push('');
  out.push(
    table(
      ['target', 'goal', 'measured', ''],
      targets.map((t) => [t.name, t.target, t.measured, mark(t.met)]),
    ),
  );
  return out;
}
