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

/**
 * An instant as Koreans write a time, in Korea: 2026.12.01(화) 오후 2:00, and with `minutes`
 * 2026.12.01(화) 오후 2:00 (30분). Noon is 오후 12:00, midnight 오전 12:00.
 */
export function koreanTimeLabel(instant: Date | number | string, minutes?: number): string {
  const kst = inKorea(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = kst.getUTCHours();
  const day = `${kst.getUTCFullYear()}.${pad(kst.getUTCMonth() + 1)}.${pad(kst.getUTCDate())}(${WEEKDAYS[kst.getUTCDay()]})`;
  const time = `${hours < 12 ? '오전' : '오후'} ${hours % 12 || 12}:${pad(kst.getUTCMinutes())}`;
  return minutes === undefined ? `${day} ${time}` : `${day} ${time} (${minutes}분)`;
}
