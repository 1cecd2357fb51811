/** The api's one source of "now" and of waiting, so tests can move time forward instead of sleeping. */
export interface Clock {
  now(): Date;
  /** resolves after `milliseconds` */
  sleep(milliseconds: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds)),
};

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
export function todayKst(clock: Pick<Clock, 'now'>): string {
  return new Date(clock.now().getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The hour in Korea, 0–23: messages by the clock wait for a decent hour. */
export function hourKst(clock: Pick<Clock, 'now'>): number {
  return new Date(clock.now().getTime() + KST_OFFSET_MS).getUTCHours();
}

/** This month in Korea, YYYY-MM. */
export function thisMonthKst(clock: Clock): string {
  return todayKst(clock).slice(0, 7);
}

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
