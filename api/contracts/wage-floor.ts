/** 최저임금 by year (원), as the Minimum Wage Commission set them: day = 8 h, month = 209 h. */
export const MINIMUM_WAGE: Record<number, { hourly: number; daily: number; monthly: number; yearly: number }> = {
  2025: { hourly: 10_030, daily: 80_240, monthly: 2_096_270, yearly: 25_155_240 },
  2026: { hourly: 10_320, daily: 82_560, monthly: 2_156_880, yearly: 25_882_560 },
};

export type PaidPayType = 'hourly' | 'daily' | 'monthly' | 'yearly';

const PAY_TYPE_LABELS: Record<PaidPayType, string> = { hourly: '시급', daily: '일급', monthly: '월급', yearly: '연봉' };

/** The table's row for `year`, or the latest year before it. */
export function minimumWageFor(year: number) {
  const years = Object.keys(MINIMUM_WAGE)
    .map(Number)
    .filter((y) => y <= year)
    .sort((a, b) => b - a);
  return MINIMUM_WAGE[years[0] ?? Math.min(...Object.keys(MINIMUM_WAGE).map(Number))]!;
}

/** A Korean refusal naming the minimum, or null when `amount` meets the floor for `year`. */
export function wageFloorViolation(payType: PaidPayType, amount: number, year: number): string | null {
  const minimum = minimumWageFor(year)[payType];
  if (amount >= minimum) return null;
  return `${year}년 최저임금(${PAY_TYPE_LABELS[payType]} ${minimum.toLocaleString('ko-KR')}원)보다 낮은 급여는 등록할 수 없습니다.`;
}
