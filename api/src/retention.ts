import { todayKst } from './clock';
import type { Logger } from './logger';
import type { ScheduledTask } from './scheduler';

/** One rule of how long the board keeps something: deletes what is past its time, answers how many. */
export interface RetentionRule {
  name: string;
  purge(): Promise<number>;
}

/** How many each rule deleted in a pass, by its name; the rules that failed are named in `failed`. */
export interface RetentionReport {
  purged: Record<string, number>;
  failed: string[];
}

/**
 * Every retention rule, run by the api's scheduler once a Korean day (the first pass of the day),
 * so what is due goes even when nobody opens a list. Each rule deletes by date alone: a pass can
 * repeat, and run in several processes at once, and a second finds nothing left to do. A day whose
 * pass had a rule fail is tried again at the next pass.
 */
export function createRetention({ rules, logger }: { rules: RetentionRule[]; logger: Logger }) {
  /** One pass of every rule, logged with its counts; a failing rule is logged and the others still run. */
  async function run(): Promise<RetentionReport> {
    const report: RetentionReport = { purged: {}, failed: [] };
    for (const rule of rules) {
      try {
        report.purged[rule.name] = await rule.purge();
      } catch (error) {
        report.failed.push(rule.name);
        logger.error({ rule: rule.name, err: error }, 'retention rule failed');
      }
    }
    logger.info({ ...report }, 'retention purge');
    return report;
  }

  let doneDay: string | null = null;

  const task: ScheduledTask = {
    name: 'retention',
    async run(now: Date) {
      const day = todayKst({ now: () => now });
      if (doneDay === day) return null;
      const report = await run();
      if (!report.failed.length) doneDay = day;
      return report;
    },
  };

  return { run, task };
}

export type Retention = ReturnType<typeof createRetention>;
