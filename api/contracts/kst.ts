/**
 * Korea's time: UTC+9 all year (no daylight saving time), the one place the nine hours are added.
 * A file of its own so that a page which only formats a date ships these few bytes alone;
 * korea-time.ts builds the Korean calendar days on it.
 */

export const KST_OFFSET_MS = 9 * 3_600_000;

/** `instant` as a clock in Korea shows it: a Date whose UTC fields are the Korean ones. */
export function inKorea(instant: Date | number | string): Date {
  return new Date(new Date(instant).getTime() + KST_OFFSET_MS);
}
