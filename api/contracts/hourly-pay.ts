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

/**
 * 주휴수당 (근로기준법 제55조, 시행령 제30조) is owed from 15 hours of 소정근로 a week: a paid day
 * off of weekly hours ÷ 40 × 8, at most the 8 hours of a full week.
 */
export const HOLIDAY_PAY_MIN_WEEKLY_HOURS = 15;
const FULL_WEEK_HOURS = 40;
const FULL_HOLIDAY_HOURS = 8;

/** The 주휴 hours a week of `weeklyHours` earns: 0 under 15 hours. */
export function holidayHours(weeklyHours: number): number {
  if (weeklyHours < HOLIDAY_PAY_MIN_WEEKLY_HOURS) return 0;
  return Math.min((weeklyHours / FULL_WEEK_HOURS) * FULL_HOLIDAY_HOURS, FULL_HOLIDAY_HOURS);
}

/** 야간근로 (22:00–06:00) is paid half again (근로기준법 제56조 제3항) where five or more work. */
export const NIGHT_PREMIUM_RATE = 0.5;

/** Weeks in an average month (365 ÷ 12 ÷ 7): how 209 hours come from a 40-hour week with 주휴. */
export const WEEKS_PER_MONTH = 365 / 12 / 7;

export interface WeeklyPayTerms extends PayTerms {
  /** the posting's 근무요일, one code a day */
  workDays: readonly string[];
}

/** A posting's pay beside the law, as postings answer it (`hourlyPay` of job-info.ts). */
export interface HourlyPaySummary {
  /** 원 an hour, as `hourlyPay` gives it */
  amount: number;
  /** 원 an hour that 주휴수당 adds, spread over the week's hours; 0 when none is owed on top */
  holidayPay: number;
  /** the year's 최저임금 an hour */
  minimumWage: number;
  /** how far `amount` lies above (below, negative) the minimum, in percent to one decimal */
  aboveMinimumPercent: number;
}

/**
 * The posting's hourly figure beside `minimumWage` (the year's 최저임금 an hour). 주휴수당 is added
 * only for 시급 and 일급 postings of 15 hours a week or more: 월급 and 연봉 already hold it (209
 * hours), and a posting without days or hours tells no week. Null where `hourlyPay` is.
 */
export function hourlyPaySummary(terms: WeeklyPayTerms, minimumWage: number): HourlyPaySummary | null {
  const amount = hourlyPay(terms);
  if (amount === null) return null;
  const dayHours = workdayHours(terms.workStart, terms.workEnd);
  const weeklyHours = dayHours === null ? 0 : dayHours * terms.workDays.length;
  const paidByTime = terms.payType === 'hourly' || terms.payType === 'daily';
  const holidayPay = paidByTime && weeklyHours > 0 ? Math.round((amount * holidayHours(weeklyHours)) / weeklyHours) : 0;
  return {
    amount,
    holidayPay,
    minimumWage,
    aboveMinimumPercent: Math.round(((amount - minimumWage) / minimumWage) * 1000) / 10,
  };
}

export interface WageCalculation {
  hourlyWage: number;
  hoursPerDay: number;
  daysPerWeek: number;
  /** of each day's hours, how many fall between 22:00 and 06:00 */
  nightHoursPerDay: number;
}

/** What a week and a month of `WageCalculation` come to (원), for 급여 계산기. */
export interface WageBreakdown {
  weeklyHours: number;
  holidayHours: number;
  /** the week's hours at the wage */
  weeklyBase: number;
  weeklyHolidayPay: number;
  /** the 야간근로 premium a week, owed where five or more work */
  weeklyNightPremium: number;
  weeklyTotal: number;
  /** the month's paid hours (weekly and 주휴 hours × 365/12/7, to the hour: 209 for 40 a week) */
  monthlyHours: number;
  monthlyTotal: number;
  /** what a month comes to without the night premium, for a workplace of four or fewer */
  monthlyWithoutNight: number;
}

/** 시급 → 주급 and 월급 with 주휴수당 and the night premium: the calculator's one sum. */
export function wageBreakdown({
  hourlyWage,
  hoursPerDay,
  daysPerWeek,
  nightHoursPerDay,
}: WageCalculation): WageBreakdown {
  const weeklyHours = hoursPerDay * daysPerWeek;
  const holiday = holidayHours(weeklyHours);
  const weeklyBase = Math.round(hourlyWage * weeklyHours);
  const weeklyHolidayPay = Math.round(hourlyWage * holiday);
  const weeklyNightPremium = Math.round(hourlyWage * nightHoursPerDay * daysPerWeek * NIGHT_PREMIUM_RATE);
  const monthlyHours = Math.round((weeklyHours + holiday) * WEEKS_PER_MONTH);
  const monthlyWithoutNight = monthlyHours * hourlyWage;
  return {
    weeklyHours,
    holidayHours: holiday,
    weeklyBase,
    weeklyHolidayPay,
    weeklyNightPremium,
    weeklyTotal: weeklyBase + weeklyHolidayPay + weeklyNightPremium,
    monthlyHours,
    monthlyTotal: monthlyWithoutNight + Math.round(weeklyNightPremium * WEEKS_PER_MONTH),
    monthlyWithoutNight,
  };
}

/** 야간근로 runs from 22:00 to 06:00 (근로기준법 제56조 제3항). */
const NIGHT_WINDOWS: [number, number][] = [
  [0, 6 * 60],
  [22 * 60, 30 * 60],
  [46 * 60, 48 * 60],
];

/**
 * The hours of a day from `workStart` to `workEnd` (an end at or before the start runs past
 * midnight) that fall between 22:00 and 06:00, no more than the day's working hours. Null when
 * either time is missing.
 */
export function nightHours(workStart: string | null, workEnd: string | null): number | null {
  const dayHours = workdayHours(workStart, workEnd);
  if (dayHours === null) return null;
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const start = minutes(workStart!);
  let end = minutes(workEnd!);
  if (end <= start) end += 24 * 60;
  const night = NIGHT_WINDOWS.reduce(
    (sum, [from, to]) => sum + Math.max(0, Math.min(end, to) - Math.max(start, from)),
    0,
  );
  return Math.min(night / 60, dayHours);
}
