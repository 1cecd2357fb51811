import { inKorea, KST_OFFSET_MS } from './kst';

/**
 * Dates as they read in Korea, for the api and the web: plain functions and no zod, so the public
 * pages that show a date or a D-day ship no validator.
 */

const DAY_MS = 86_400_000;

/** The Korean calendar day of `instant`, YYYY-MM-DD: paid periods and deadlines are such days. */
export function koreanDay(instant: Date | number | string): string {
  return inKorea(instant).toISOString().slice(0, 10);
}

/** The instant a Korean calendar day (YYYY-MM-DD) begins, as an ISO string. */
export function startOfKoreanDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - KST_OFFSET_MS).toISOString();
}

/** `day` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (YYYY-MM-DD); negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
