// The processes of a server, the api's and the web's (app/server/index.ts). api/runtime/ holds what
// both tiers run on (this, keep-alive.ts); like api/contracts/ it imports nothing of either tier.
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { z } from 'zod';

/** API_CONCURRENCY, WEB_CONCURRENCY: how many processes serve; unset, see defaultConcurrency. */
export const concurrencySetting = z.coerce
  .number()
  .int('must be a whole number of processes (1: one process, no cluster)')
  .min(1, 'must be 1 or more (1: one process, no cluster)')
  .optional();

/** Every core in production; one process otherwise (the embedded default, development, tests). */
export function defaultConcurrency(nodeEnv: string): number {
  return nodeEnv === 'production' ? os.availableParallelism() : 1;
}

/**
 * Runs `stop` once, on the first SIGTERM or SIGINT. A Ctrl-C in a terminal reaches every process
 * of the group, a cluster's workers too, and their primary then sends them SIGTERM as well: one
 * stop it is, not a second round of closing what the first is closing.
 */
export function onStopSignal(stop: (signal: NodeJS.Signals) => void): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop(signal);
    });
  }
}

interface SupervisorLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A worker that dies sooner than this after it started is restarted after a growing wait. */
const QUICK_DEATH_MS = 10_000;
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 30_000;
/** the workers' own graces (10 s for the web's requests) and a margin: past it they are killed */
const STOP_LIMIT_MS = 15_000;

/**
 * The primary of a cluster: forks `count` workers, which all accept on the port the workers
 * listen on (node's round-robin), and replaces one that dies, after a growing wait if it keeps
 * dying at once, so a crashing worker does not spin. A worker that dies before any has listened
 * is a failed start (a taken port, a bad build): the primary stops and exits 1 rather than
 * retrying for ever. On SIGTERM or SIGINT the workers are told to stop (they finish their
 * requests under way), `beforeExit` runs alongside, and the primary exits 0 once all are gone.
 */
export function superviseWorkers({
  count,
  log,
  beforeExit = async () => {},
}: {
  count: number;
  log: SupervisorLog;
  beforeExit?: () => Promise<unknown>;
}): void {
  const startedAt = new Map<Worker, number>();
  let listened = false;
  let quickDeaths = 0;
  let stopping = false;

  const fork = () => startedAt.set(cluster.fork(), Date.now());
  const alive = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

  function stop(exitCode: number) {
    stopping = true;
    const workersGone = new Promise<void>((resolve) => {
      if (!alive().length) resolve();
      cluster.on('exit', () => {
        if (!alive().length) resolve();
      });
    });
    // straight to the process: Worker.kill() would first disconnect, which holds the signal (and
    // the worker's own grace) back until every connection has ended
    for (const worker of alive()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of alive()) worker.process.kill('SIGKILL');
    }, STOP_LIMIT_MS).unref();
    void Promise.all([workersGone, beforeExit()]).finally(() => process.exit(exitCode));
  }

  cluster.on('listening', () => (listened = true));
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) return;
    if (!listened) {
      log.error({ pid: worker.process.pid, code, signal }, 'worker failed to start: stopping');
      stop(1);
      return;
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const wait = quickDeaths ? Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (quickDeaths - 1)) : 0;
    log.error({ pid: worker.process.pid, code, signal, restartInMs: wait }, 'worker died: starting another');
    setTimeout(() => stopping || fork(), wait);
  });
  onStopSignal((signal) => {
    log.info({ signal, workers: alive().length }, 'stopping the workers');
    stop(0);
  });

  for (let i = 0; i < count; i += 1) fork();
  log.info({ workers: count }, 'primary started its workers');
}
