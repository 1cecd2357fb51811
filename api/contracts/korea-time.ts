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

const WEEKDAYS = '일월화수목금토';

/** `instant` as a Korean reads a time: 2026.12.01(화) 오후 2:00 (KST), for mail, 알림 and pages alike. */
export function koreanDateTime(instant: Date | number | string): string {
  const korea = inKorea(instant);
  const day = korea.toISOString().slice(0, 10).replaceAll('-', '.');
  const hours = korea.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(korea.getUTCMinutes()).padStart(2, '0');
  return `${day}(${WEEKDAYS[korea.getUTCDay()]}) ${hours < 12 ? '오전' : '오후'} ${hour12}:${minutes}`;
}
