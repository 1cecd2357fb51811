import type { ApplicationStatus } from '../../contracts/enumerations';
import type { ApplicationSource, SourceFigure } from '../../contracts/insights';
import { ascending, quantile } from './quantile';

/** An application of the range as the insights read it (never a cancelled one: see company-insights.ts). */
export interface CountedApplication {
  jobInfoId: number;
  status: ApplicationStatus;
  appliedAt: string;
  viewedAt: string | null;
  answeredAt: string | null;
  /** an interview was ever proposed on it */
  interviewed: boolean;
  source: ApplicationSource | null;
  sourceDetail: string | null;
}

const DAY_MS = 86_400_000;

/**
 * 열람: the company opened it. Deciding or proposing an interview records the opening too, but an
 * application made by accepting a 입사 제안 goes straight to an interview proposal, so any status
 * past 지원완료 also counts: the funnel's later steps stay inside this one.
 */
export const wasViewed = (application: CountedApplication) =>
  application.viewedAt !== null || application.status !== 'applied';

const PAST_PAPERS: ApplicationStatus[] = ['passed', 'interview_proposed', 'interview_confirmed', 'hired'];

/**
 * 서류합격: passed, or any step after it; a 불합격 counts when an interview was proposed first
 * (the papers had passed, the interview did not).
 */
export const passedPapers = (application: CountedApplication) =>
  PAST_PAPERS.includes(application.status) || (application.status === 'failed' && application.interviewed);

/**
 * Applications by where they came from, most first (ties by source and detail, so the order
 * holds still between visits). Those made before the source was recorded (null) are left
 * out: calling them 공유 링크 would credit links nobody shared.
 */
export function sourcesOf(applications: readonly CountedApplication[]): SourceFigure[] {
  const counted = new Map<string, SourceFigure>();
  for (const { source, sourceDetail } of applications) {
    if (source === null) continue;
    const key = `${source}\u0000${sourceDetail ?? ''}`;
    const figure = counted.get(key) ?? { source, detail: sourceDetail, applications: 0 };
    figure.applications += 1;
    counted.set(key, figure);
  }
  return [...counted.values()].sort(
    (a, b) =>
      b.applications - a.applications ||
      a.source.localeCompare(b.source) ||
      (a.detail ?? '').localeCompare(b.detail ?? ''),
  );
}

/** The median days from an application to the company's first answer, to one decimal; null when none was answered. */
export function firstAnswerDays(applications: readonly CountedApplication[]): number | null {
  const waits = ascending(
    applications.flatMap(({ appliedAt, answeredAt }) =>
      answeredAt === null ? [] : [Math.max(0, Date.parse(answeredAt) - Date.parse(appliedAt)) / DAY_MS],
    ),
  );
  const median = quantile(waits, 0.5);
  return median === null ? null : Math.round(median * 10) / 10;
}
