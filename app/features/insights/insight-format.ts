/** How the insights pages write their figures: Korean dates and digit grouping, as the charts' axes do. */

const KOREAN_NUMBER = new Intl.NumberFormat('ko-KR');

/** 2026-11-26 → 11.26 */
export function dayLabel(date: string): string {
  const [, month, day] = date.split('-');
  return `${Number(month)}.${day}`;
}

/** 1234 → 1,234 */
export function countLabel(value: number): string {
  return KOREAN_NUMBER.format(value);
}

/** 0.1234 → 12.3% */
export function shareLabel(share: number): string {
  return `${(Math.round(share * 1000) / 10).toLocaleString('ko-KR')}%`;
}

/** 10030 → 10,030원 */
export function wonLabel(value: number): string {
  return `${countLabel(value)}원`;
}

/** 2.5 → 2.5일 */
export function daysLabel(value: number): string {
  return `${value.toLocaleString('ko-KR')}일`;
}
