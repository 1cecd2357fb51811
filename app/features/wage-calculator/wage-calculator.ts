import { type WageCalculation } from '#contracts/hourly-pay';

// 급여 계산기's fields, read the same way by the loader (the result drawn on the server, without
// JavaScript) and by the page as it is typed in; the sum itself is the contracts' wageBreakdown.

export const WAGE_FIELDS = ['wage', 'hours', 'days', 'night'] as const;
export type WageField = (typeof WAGE_FIELDS)[number];
export type WageValues = Record<WageField, string>;

/** What the form starts with: the year's minimum, 8 hours a day, 5 days, no night hours. */
export function wageValuesOf(params: URLSearchParams, minimumWage: number): WageValues {
  const given = (name: WageField, fallback: string) => params.get(name)?.trim() || fallback;
  return {
    wage: given('wage', String(minimumWage)),
    hours: given('hours', '8'),
    days: given('days', '5'),
    night: given('night', '0'),
  };
}

/** Between `min` and `max`, in steps of `step` (hours to the hundredth); NaN for anything else. */
function numberIn(text: string, min: number, max: number, step: number): number {
  const value = Number(text.replace(/,/g, ''));
  if (!Number.isFinite(value) || value < min || value > max) return NaN;
  return Math.abs(Math.round(value / step) * step - value) < 1e-9 ? value : NaN;
}

/** The fields as a sum to do, or the Korean word for each that cannot be read. */
export function readWageValues(values: WageValues): {
  calculation: WageCalculation | null;
  errors: Partial<Record<WageField, string>>;
} {
  const errors: Partial<Record<WageField, string>> = {};
  const hourlyWage = numberIn(values.wage, 1, 1_000_000, 1);
  if (Number.isNaN(hourlyWage)) errors.wage = '시급은 1원부터 1,000,000원까지 원 단위로 입력해주세요.';
  const hoursPerDay = numberIn(values.hours, 0.5, 24, 0.01);
  if (Number.isNaN(hoursPerDay)) errors.hours = '하루 근무시간은 0.5시간부터 24시간까지 숫자로 입력해주세요.';
  const daysPerWeek = numberIn(values.days, 1, 7, 1);
  if (Number.isNaN(daysPerWeek)) errors.days = '주 근무일은 1일부터 7일까지 입력해주세요.';
  const nightHoursPerDay = numberIn(values.night, 0, 8, 0.01);
  if (Number.isNaN(nightHoursPerDay)) {
    errors.night = '야간 근무시간은 0시간부터 8시간까지 숫자로 입력해주세요.';
  } else if (!errors.hours && nightHoursPerDay > hoursPerDay) {
    errors.night = '야간 근무시간은 하루 근무시간보다 길 수 없습니다.';
  }
  if (Object.keys(errors).length) return { calculation: null, errors };
  return { calculation: { hourlyWage, hoursPerDay, daysPerWeek, nightHoursPerDay }, errors };
}

/** The calculator filled in with a posting's terms, linked from its page. */
export function wageCalculatorPath(terms?: { wage: number; hours: number | null; days: number; night: number | null }) {
  if (!terms) return '/service/wage-calculator';
  const hundredths = (hours: number) => String(Math.round(hours * 100) / 100);
  const params = new URLSearchParams({ wage: String(terms.wage) });
  if (terms.hours) params.set('hours', hundredths(terms.hours));
  if (terms.days) params.set('days', String(terms.days));
  if (terms.night) params.set('night', hundredths(terms.night));
  return `/service/wage-calculator?${params}`;
}
