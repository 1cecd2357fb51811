import type { Kysely } from 'kysely';
import type { Responsiveness } from '../../contracts/company';
import { addDays, startOfKoreanDay } from '../../contracts/korea-time';
import { type Clock, todayKst } from '../clock';
import type { Database } from '../db/schema';

/** The rule behind "지원자 응답률 N% · 보통 N일 안에 답해요" (issue 27 §4). */
export const RESPONSIVENESS_RULE = {
  /** applications made on the Korean days from this many days ago… */
  windowDays: 90,
  /** …up to this many days ago: younger ones may still be answered in time */
  answerDays: 7,
  /** fewer counted applications say nothing about a company */
  minApplications: 5,
} as const;

const DAY_MS = 86_400_000;

/** One application as the figure reads it: when it was made, and the company's first answer. */
export interface CountedApplication {
  appliedAt: string;
  answeredAt: string | null;
}

/**
 * The figure over the counted applications: answered ones got a first answer within 7 × 24 hours
 * of being made; `typicalDays` is the median of their days to it (the mean of the two middle ones
 * for an even count), rounded up, and at least 1, as the sentence reads "N일 안에".
 */
export function responsivenessOf(counted: readonly CountedApplication[]): Responsiveness {
  if (counted.length < RESPONSIVENESS_RULE.minApplications) return null;
  const days = counted
    .flatMap(({ appliedAt, answeredAt }) =>
      answeredAt === null ? [] : [Math.max(0, Date.parse(answeredAt) - Date.parse(appliedAt)) / DAY_MS],
    )
    .filter((waited) => waited <= RESPONSIVENESS_RULE.answerDays)
    .sort((a, b) => a - b);
  const middle = Math.floor(days.length / 2);
  const median = days.length % 2 ? days[middle]! : (days[middle - 1]! + days[middle]!) / 2;
  return {
    answeredShare: days.length / counted.length,
    typicalDays: days.length ? Math.max(1, Math.ceil(median)) : null,
    applications: counted.length,
  };
}

/**
 * A company's responsiveness as its page and its postings show it. The window is one of Korean
 * calendar days (made from `today − 90` through `today − 7`), so the figure moves only at midnight
 * KST or with a write through the api (an answer, a cancellation): the public answer cache keys its
 * entries by the Korean day and drops them on every write, so what it serves stays right.
 */
export function createResponsiveness(db: Kysely<Database>, clock: Clock) {
  return {
    async ofCompany(companyId: number, today: string = todayKst(clock)): Promise<Responsiveness> {
      const rows = await db
        .selectFrom('applications')
        .innerJoin('job_infos', 'job_infos.id', 'applications.job_info_id')
        .select(['applications.applied_at', 'applications.answered_at'])
        .where('job_infos.company_id', '=', companyId)
        .where('applications.status', '<>', 'cancelled')
        .where('applications.applied_at', '>=', startOfKoreanDay(addDays(today, -RESPONSIVENESS_RULE.windowDays)))
        .where('applications.applied_at', '<', startOfKoreanDay(addDays(today, 1 - RESPONSIVENESS_RULE.answerDays)))
        .execute();
      return responsivenessOf(rows.map((row) => ({ appliedAt: row.applied_at, answeredAt: row.answered_at })));
    },
  };
}

export type ResponsivenessReader = ReturnType<typeof createResponsiveness>;
