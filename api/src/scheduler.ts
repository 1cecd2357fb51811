import type { Clock } from './clock';
import type { Logger } from './logger';

/**
 * Work the api does by the clock rather than on a request. Every api process runs every task, so
 * a task must be safe to repeat: in the same minute, after a restart, in two processes at once
 * (the reminders get this from their event keys).
 */
export interface ScheduledTask {
  name: string;
  /** `now` is the pass's instant; what it returns (e.g. how many were told) is logged */
  run(now: Date): Promise<unknown>;
}

export const SCHEDULER_INTERVAL_MS = 60_000;

/** One pass: every task once, in order. A failing task is logged and the others still run. */
export async function runTasks(tasks: readonly ScheduledTask[], now: Date, logger: Logger): Promise<void> {
  for (const task of tasks) {
    try {
      const result = await task.run(now);
      logger.debug({ task: task.name, result }, 'scheduled task done');
    } catch (error) {
      logger.error({ task: task.name, err: error }, 'scheduled task failed');
    }
  }
}

export interface Scheduler {
  /** No pass starts after this; resolves once the pass under way has finished. */
  stop(): Promise<void>;
}

/** Runs every task at once and then once a minute (a minute from the start of each pass). */
export function startScheduler({
  tasks,
  clock,
  logger,
  intervalMs = SCHEDULER_INTERVAL_MS,
}: {
  tasks: readonly ScheduledTask[];
  clock: Clock;
  logger: Logger;
  intervalMs?: number;
}): Scheduler {
  let stopping = false;
  let wake = () => {};
  const stopped = new Promise<void>((resolve) => (wake = resolve));
  const loop = (async () => {
    while (!stopping) {
      const started = clock.now();
      await runTasks(tasks, started, logger);
      const left = intervalMs - (clock.now().getTime() - started.getTime());
      if (!stopping) await Promise.race([clock.sleep(Math.max(0, left)), stopped]);
    }
  })();
  return {
    async stop() {
      stopping = true;
      wake();
      await loop;
    },
  };
}
