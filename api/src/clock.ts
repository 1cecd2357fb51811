/** The api's one source of "now", so tests can move time forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function isoNow(clock: Clock): string {
  return clock.now().toISOString();
}

export function isoAfter(clock: Clock, milliseconds: number): string {
  return new Date(clock.now().getTime() + milliseconds).toISOString();
}

/** The instant `years` calendar years before now. */
export function isoYearsAgo(clock: Clock, years: number): string {
  const then = clock.now();
  then.setUTCFullYear(then.getUTCFullYear() - years);
  return then.toISOString();
}

const KST_OFFSET_MS = 9 * 3_600_000;

/** Today's date in Korea, YYYY-MM-DD: paid periods and deadlines are Korean calendar days. */
export function todayKst(clock: Clock): string {
  return new Date(clock.now().getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** This month in Korea, YYYY-MM. */
export function thisMonthKst(clock: Clock): string {
  return todayKst(clock).slice(0, 7);
}

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
