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
