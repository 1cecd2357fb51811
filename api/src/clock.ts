import { koreanDay } from '../contracts/korea-time';
import { inKorea } from '../contracts/kst';

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

/** Today's date in Korea, YYYY-MM-DD: paid periods and deadlines are Korean calendar days. */
export function todayKst(clock: Pick<Clock, 'now'>): string {
  return koreanDay(clock.now());
}

/** The hour in Korea, 0–23: messages by the clock wait for a decent hour. */
export function hourKst(clock: Pick<Clock, 'now'>): number {
  return inKorea(clock.now()).getUTCHours();
}

/** This month in Korea, YYYY-MM. */
export function thisMonthKst(clock: Clock): string {
  return todayKst(clock).slice(0, 7);
}
