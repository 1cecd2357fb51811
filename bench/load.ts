/**
 * Load with autocannon. autocannon reports no p95, so every response time is kept here and the
 * percentiles come from all of them; requests/s is the completed responses over the wall time.
 */
import autocannon, { type AutocannonResult } from 'autocannon';
import { performance } from 'node:perf_hooks';
import { type CpuShare, sampleCpu } from './cpu';
import { get } from './get';

export interface LoadFigures {
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** responses outside 2xx, connection errors and timeouts: any of them makes the figures suspect */
  non2xx: number;
  /** how many answers of each status outside 2xx */
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** how busy the cores were, and how much of it was other processes than the bench's */
  cpu: CpuShare;
  /** answers per second of the run, 2xx and not (with `timeline`) */
  timeline?: { ok: number; failed: number }[];
}

export interface LoadTarget {
  /** what the table calls it */
  name: string;
  /** the paths each connection loops over (several for deep pages and details) */
  paths: string[];
  /** GET unless said; a POST sends `body` (JSON) to every path */
  method?: 'GET' | 'POST';
  body?: string;
  /** sent with every request: `accept` and, for pages, the browser's `accept-encoding` */
  headers: Record<string, string>;
  /**
   * A query parameter given a new value on every request: the page ignores it, and a cache in
   * front (nginx keys on the whole URL) never answers, so every request reaches the web.
   */
  vary?: string;
  /** requests a second over all connections (autocannon's overallRate); unset, as fast as answered */
  rate?: number;
  /** a user agent of its own on every request: each request is another visitor (the view beacon) */
  newVisitorEach?: boolean;
}

let varied = 0;
/** The request list of autocannon for `target`. */
function requestsOf(target: LoadTarget) {
  const { vary, newVisitorEach } = target;
  return target.paths.map((path) => ({
    method: target.method ?? 'GET',
    path,
    ...(target.body === undefined ? {} : { body: target.body }),
    ...(vary
      ? {
          setupRequest: <R extends { path?: string }>(request: R): R => ({
            ...request,
            path: `${path}${path.includes('?') ? '&' : '?'}${vary}=${++varied}`,
          }),
        }
      : {}),
    ...(newVisitorEach
      ? {
          setupRequest: <R extends { headers?: Record<string, string> }>(request: R): R => ({
            ...request,
            headers: { ...target.headers, 'user-agent': `${BROWSER} visitor/${++varied}` },
          }),
        }
      : {}),
  }));
}

/** A browser's user agent, which the api counts (it counts no robot, and no request without one). */
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export function percentile(sorted: number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}

export async function runLoad(
  baseUrl: string,
  target: LoadTarget,
  connections: number,
  durationSeconds: number,
  ours: { pids: number[]; names: string[] },
  timeline = false,
): Promise<LoadFigures> {
  const times: number[] = [];
  const perSecond: { ok: number; failed: number }[] = [];
  let non2xx = 0;
  const statuses: Record<string, number> = {};
  const cpu = sampleCpu(ours.pids, ours.names);
  const started = performance.now();
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: durationSeconds,
        timeout: 30,
        headers: target.headers,
        requests: requestsOf(target),
        ...(target.rate ? { overallRate: target.rate } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, statusCode, _bytes, ms) => {
      times.push(ms);
      const ok = statusCode >= 200 && statusCode <= 299;
      if (!ok) {
        non2xx++;
        statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      }
      if (timeline) {
        const second = Math.floor((performance.now() - started) / 1000);
        for (let i = perSecond.length; i <= second; i++) perSecond.push({ ok: 0, failed: 0 });
        perSecond[second]![ok ? 'ok' : 'failed']++;
      }
    });
  });
  const wall = (performance.now() - started) / 1000;
  const share = cpu();
  times.sort((a, b) => a - b);
  return {
    connections,
    seconds: wall,
    requests: times.length,
    rps: times.length / wall,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    max: times[times.length - 1] ?? NaN,
    non2xx,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    cpu: share,
    ...(timeline ? { timeline: perSecond } : {}),
  };
}

export interface TargetFigures {
  name: string;
  paths: string[];
  /** the first path's status and body size before loading, to catch a page that fails outright */
  status: number;
  bytes: number;
  at1: LoadFigures;
  at32: LoadFigures;
}

/**
 * When autocannon stops, the server still works through the requests the 32 connections left in
 * its queue. One more request, answered after them, keeps that backlog out of the next run (a GET
 * of the first path, also for a POST target: it waits behind the backlog all the same).
 */
export async function drain(baseUrl: string, target: LoadTarget): Promise<void> {
  await get(baseUrl + target.paths[0], target.headers);
}

/** Checks every path answers 2xx, warms up at 32 connections, then measures at 1 and at 32. */
export async function measureTarget(
  baseUrl: string,
  target: LoadTarget,
  options: { warmupSeconds: number; durationSeconds: number; pids: number[]; names: string[] },
): Promise<TargetFigures> {
  const ours = { pids: [process.pid, ...options.pids], names: options.names };
  let status = 0;
  let bytes = 0;
  for (const [i, path] of target.paths.entries()) {
    const response = await fetch(baseUrl + path, {
      method: target.method ?? 'GET',
      headers: target.headers,
      body: target.body,
    });
    const body = await response.arrayBuffer();
    if (i === 0) {
      status = response.status;
      bytes = body.byteLength;
    }
    if (response.status < 200 || response.status > 299) {
      throw new Error(`${target.name}: ${path} answered ${response.status} before loading`);
    }
  }
  if (options.warmupSeconds > 0) {
    await runLoad(baseUrl, target, 32, options.warmupSeconds, ours);
    await drain(baseUrl, target);
  }
  const at1 = await runLoad(baseUrl, target, 1, options.durationSeconds, ours);
  await drain(baseUrl, target);
  const at32 = await runLoad(baseUrl, target, 32, options.durationSeconds, ours);
  await drain(baseUrl, target);
  return { name: target.name, paths: target.paths, status, bytes, at1, at32 };
}
