/**
 * Load with h2load (Debian's nghttp2-client): HTTP/2 over TLS, written in C, so that nginx's
 * cache, not the load generator, is what is measured (autocannon, one Node.js thread speaking
 * HTTP/1.1, tops out below what nginx answers from its cache).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { get } from './get';

const H2LOAD = '/usr/bin/h2load';

/** Before the hour of measuring, not at its end: the stack's runs need h2load. */
export function ensureH2load(): void {
  if (!fs.existsSync(H2LOAD))
    throw new Error(`${H2LOAD} is missing: apt-get install -y nghttp2-client (or run with --skip-stack)`);
}

export interface H2loadFigures {
  path: string;
  connections: number;
  seconds: number;
  /** the Accept-Encoding every request sent (null: none) */
  acceptEncoding: string | null;
  /** what one answer came as before the run: its Content-Encoding (null: plain), its body's bytes on the wire, nginx's X-Cache-Status */
  contentEncoding: string | null;
  bytes: number;
  cacheStatus: string | null;
  requests: number;
  rps: number;
  /** h2load's mean and longest time for a request, ms */
  meanMs: number;
  maxMs: number;
  /** answers outside 2xx, and requests that failed, errored or timed out */
  non2xx: number;
  failed: number;
}

/** h2load's durations: `56us`, `40.89ms`, `1.2s`, in ms. */
function durationMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!match) return NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 'ms' ? value : value * 1000;
}

/** The figures of h2load's summary (its standard output). */
export function parseH2load(
  output: string,
): Pick<H2loadFigures, 'requests' | 'rps' | 'meanMs' | 'maxMs' | 'non2xx' | 'failed'> {
  const finished = /finished in [\d.]+\w+, ([\d.]+) req\/s/.exec(output);
  const requests =
    /requests: (\d+) total, \d+ started, \d+ done, \d+ succeeded, (\d+) failed, (\d+) errored, (\d+) timeout/.exec(
      output,
    );
  const statuses = /status codes: (\d+) 2xx, (\d+) 3xx, (\d+) 4xx, (\d+) 5xx/.exec(output);
  const times = /time for request:\s+(\S+)\s+(\S+)\s+(\S+)/.exec(output);
  if (!finished || !requests || !statuses || !times) throw new Error(`h2load printed no summary:\n${output}`);
  return {
    requests: Number(requests[1]),
    rps: Number(finished[1]),
    meanMs: durationMs(times[3]!),
    maxMs: durationMs(times[2]!),
    non2xx: Number(statuses[2]) + Number(statuses[3]) + Number(statuses[4]),
    failed: Number(requests[2]) + Number(requests[3]) + Number(requests[4]),
  };
}

/**
 * `url` at `connections` connections, one request at a time on each (-m 1, as a browser's page
 * load), for `seconds` after `warmupSeconds`, every request with `acceptEncoding` (null: none).
 */
export async function runH2load(
  url: string,
  acceptEncoding: string | null,
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<H2loadFigures> {
  const headers: Record<string, string> = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
  // the second of two, as every request of the run but the first meets the cache
  await get(url, headers);
  const probe = await get(url, headers);
  if (probe.status < 200 || probe.status > 299) throw new Error(`${url} answered ${probe.status} before h2load`);
  const args = ['-c', String(options.connections), '-m', '1', '-D', String(Math.max(1, options.seconds))];
  if (options.warmupSeconds > 0) args.push('--warm-up-time', String(options.warmupSeconds));
  if (acceptEncoding !== null) args.push('-H', `accept-encoding: ${acceptEncoding}`);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(H2LOAD, [...args, url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`h2load exited ${code}:\n${out}`))));
  });
  const { pathname, search } = new URL(url);
  return {
    path: pathname + search,
    connections: options.connections,
    seconds: options.seconds,
    acceptEncoding,
    contentEncoding: probe.headers['content-encoding'] ?? null,
    bytes: probe.bytes,
    cacheStatus: (probe.headers['x-cache-status'] as string | undefined) ?? null,
    ...parseH2load(output),
  };
}
