import type { InsightDay } from '../../contracts/insights';
import { addDays, koreanDay, startOfKoreanDay } from '../../contracts/korea-time';

/** A range of Korean days ending today: its days in order, and the instants that bound it. */
export interface InsightWindow {
  days: string[];
  first: string;
  last: string;
  /** the instant the first day begins, inclusive */
  from: string;
  /** the instant the day after the last begins, exclusive */
  until: string;
}

export function insightWindow(today: string, length: number): InsightWindow {
  const first = addDays(today, 1 - length);
  return {
    days: Array.from({ length }, (_, i) => addDays(first, i)),
    first,
    last: today,
    from: startOfKoreanDay(first),
    until: startOfKoreanDay(addDays(today, 1)),
  };
}

/** The beacon's counters of one day, summed over the postings asked about. */
export interface DayCounters {
  day: string;
  appearances: number | string;
  views: number | string;
}

/**
 * One row per day of the window, zeros included, so a chart's axis is the calendar rather than the
 * days something happened. Scraps and applications are bucketed by the Korean day of their instant.
 */
export function seriesOf(
  window: InsightWindow,
  counters: readonly DayCounters[],
  scrapInstants: readonly string[],
  applicationInstants: readonly string[],
): InsightDay[] {
  const rows = new Map<string, InsightDay>(
    window.days.map((date) => [date, { date, appearances: 0, views: 0, scraps: 0, applications: 0 }]),
  );
  for (const { day, appearances, views } of counters) {
    const row = rows.get(day);
    if (!row) continue;
    row.appearances += Number(appearances);
    row.views += Number(views);
  }
  for (const instant of scrapInstants) {
    const row = rows.get(koreanDay(instant));
    if (row) row.scraps += 1;
  }
  for (const instant of applicationInstants) {
    const row = rows.get(koreanDay(instant));
    if (row) row.applications += 1;
  }
  return [...rows.values()];
}
