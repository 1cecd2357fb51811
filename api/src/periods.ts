import { addDays } from '../contracts/korea-time';

/*
 * Paid periods: the Korean calendar days a posting stays in the public list or a resume in the
 * talent list. Each module keeps its period's last day in its own table and asks these for the day.
 */

/**
 * The last day once `days` are bought on `today`: a period still running through `end` is extended
 * from its end, so paying early loses no day; otherwise a new one starts today.
 */
export function endAfterPublishing(end: string | null, days: number, today: string): string {
  return end !== null && end >= today ? addDays(end, Math.max(0, days)) : addDays(today, days);
}

/**
 * The last day once a refund takes back `days` from the end of the period ending on `end`, or null
 * when there is nothing to take back. With no paid day after today left, the period ended yesterday.
 */
export function endAfterWithdrawing(end: string | null, days: number, today: string): string | null {
  if (end === null || days <= 0) return null;
  const shortened = addDays(end, -days);
  return shortened > today ? shortened : addDays(today, -1);
}

/** The first day of the period of `days` that ends on `end`. */
export function periodStart(end: string, days: number): string {
  return addDays(end, 1 - days);
}
