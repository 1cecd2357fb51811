/**
 * A posting's pay as one hourly figure, so that offers paid by the hour, day, month or year can be
 * set side by side (insights' pay comparison). Plain functions and no zod: a public page may show
 * the figure without shipping a validator.
 */

/** 월 소정근로시간: 40 hours a week with 주휴 (8 h) over 4.345 weeks, as the 최저임금 monthly figure uses */
export const MONTHLY_HOURS = 209;

/**
 * The hours worked in a day from its start and end (HH:MM; an end at or before the start runs past
 * midnight): the most work the span can hold beside the break the law requires for it (근로기준법
 * 제54조: 30 minutes for 4 hours of work, an hour for 8). So 09:00–18:00 is 8 hours, 09:00–14:00 is
 * 4½, and a span between two steps (4 to 4½ hours, 8½ to 9) holds the lower step's hours: never
 * more hours for a shorter day. Null when either time is missing.
 */
export function workdayHours(workStart: string | null, workEnd: string | null): number | null {
  if (!workStart || !workEnd) return null;
  const minutes = (time: string) => {
    const [hours, mins] = time.split(':').map(Number);
    return hours! * 60 + mins!;
  };
  let span = (minutes(workEnd) - minutes(workStart)) / 60;
  if (span <= 0) span += 24;
  if (span >= 9) return span - 1;
  if (span >= 8.5) return 8;
  if (span >= 4.5) return span - 0.5;
  return Math.min(span, 4);
}

export interface PayTerms {
  payType: string | null;
  payAmount: number | null;
  workStart: string | null;
  workEnd: string | null;
}

/**
 * 원 per hour, rounded: 시급 as is; 일급 ÷ the day's hours; 월급 ÷ 209 (which already holds 주휴);
 * 연봉 ÷ 12 ÷ 209. Null for 면접 후 결정, a missing amount, or 일급 without working hours.
 */
export function hourlyPay({ payType, payAmount, workStart, workEnd }: PayTerms): number | null {
  if (payAmount === null || payAmount <= 0) return null;
  switch (payType) {
    case 'hourly':
      return payAmount;
    case 'daily': {
      const hours = workdayHours(workStart, workEnd);
      return hours ? Math.round(payAmount / hours) : null;
    }
    case 'monthly':
      return Math.round(payAmount / MONTHLY_HOURS);
    case 'yearly':
      return Math.round(payAmount / 12 / MONTHLY_HOURS);
    default:
      return null;
  }
}
