import { describe, expect, it } from 'vitest';
import {
  holidayHours,
  hourlyPay,
  hourlyPaySummary,
  MONTHLY_HOURS,
  nightHours,
  wageBreakdown,
  workdayHours,
} from '#contracts/hourly-pay';
import { minimumWageFor } from '#contracts/wage-floor';

const terms = (payType: string | null, payAmount: number | null, workStart = '09:00', workEnd = '18:00') => ({
  payType,
  payAmount,
  workStart,
  workEnd,
});

describe('a working day’s hours', () => {
  it.each([
    ['06:00', '15:00', 8], // 9 hours with an hour's break
    ['09:00', '18:00', 8],
    ['09:00', '17:59', 8], // 8 hours of work and more need an hour's break: the span holds 8
    ['09:00', '17:30', 8], // 8½ hours: 8 of work and half an hour's break
    ['09:00', '17:00', 7.5],
    ['09:00', '14:00', 4.5], // 5 hours with half an hour's break
    ['09:00', '13:30', 4], // 4½ hours hold 4 of work and a half hour's break
    ['09:00', '13:15', 4], // 4 hours of work already owe a half hour's break: the span holds 4
    ['09:00', '13:00', 4], // 4 hours: no break is owed
    ['09:00', '12:00', 3],
    ['22:00', '06:00', 7.5], // past midnight
    ['04:00', '04:00', 23], // a whole day round
  ])('from %s to %s is %d hours', (start, end, hours) => {
    expect(workdayHours(start, end)).toBeCloseTo(hours, 2);
  });

  it('never gives a longer day fewer hours', () => {
    let before = 0;
    for (let end = 1; end < 24 * 60; end++) {
      const hours = workdayHours(
        '00:00',
        `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`,
      )!;
      expect(hours).toBeGreaterThanOrEqual(before);
      before = hours;
    }
  });

  it('is unknown without both times', () => {
    expect(workdayHours(null, '18:00')).toBeNull();
    expect(workdayHours('09:00', null)).toBeNull();
  });
});

describe('the hourly figure of a posting’s pay', () => {
  it('takes 시급 as it is', () => {
    expect(hourlyPay(terms('hourly', 12_000))).toBe(12_000);
  });

  it('divides 일급 by the day’s hours, less the break', () => {
    expect(hourlyPay(terms('daily', 120_000, '06:00', '15:00'))).toBe(15_000);
    expect(hourlyPay(terms('daily', 100_000, '09:00', '14:00'))).toBe(22_222);
  });

  it('has no figure for 일급 without working hours', () => {
    expect(hourlyPay({ payType: 'daily', payAmount: 100_000, workStart: null, workEnd: null })).toBeNull();
  });

  it('divides 월급 by 209 hours, which already hold 주휴', () => {
    expect(MONTHLY_HOURS).toBe(209);
    expect(hourlyPay(terms('monthly', 2_156_880))).toBe(10_320);
    expect(hourlyPay(terms('monthly', 2_508_000))).toBe(12_000);
  });

  it('divides 연봉 by 12 months of 209 hours', () => {
    expect(hourlyPay(terms('yearly', 25_882_560))).toBe(10_320);
    expect(hourlyPay(terms('yearly', 32_604_000))).toBe(13_000);
  });

  it('rounds to the 원', () => {
    expect(hourlyPay(terms('monthly', 2_500_000))).toBe(11_962); // 11 961.7…
  });

  it('has no figure for 면접 후 결정, a missing amount or none at all', () => {
    expect(hourlyPay(terms('negotiable', null))).toBeNull();
    expect(hourlyPay(terms('hourly', null))).toBeNull();
    expect(hourlyPay(terms('hourly', 0))).toBeNull();
    expect(hourlyPay(terms(null, 12_000))).toBeNull();
  });
});

const MINIMUM_2026 = minimumWageFor(2026).hourly;
const FIVE_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'];

describe('a posting’s pay at a glance', () => {
  const week = (
    payType: string | null,
    payAmount: number | null,
    workDays = FIVE_DAYS,
    workStart = '09:00',
    workEnd = '18:00',
  ) => hourlyPaySummary({ payType, payAmount, workStart, workEnd, workDays }, MINIMUM_2026);

  it('sets the hourly figure beside the year’s minimum, to one decimal', () => {
    expect(MINIMUM_2026).toBe(10_320);
    expect(week('hourly', 11_200)).toEqual({
      amount: 11_200,
      holidayPay: 2_240, // 40 hours a week earn 8 hours of 주휴: a fifth more
      minimumWage: 10_320,
      aboveMinimumPercent: 8.5, // 880 ÷ 10,320 = 8.527…
    });
  });

  it('says plainly when the pay lies below the minimum: a negative percentage', () => {
    expect(week('hourly', 10_030)?.aboveMinimumPercent).toBe(-2.8); // 2025’s minimum in 2026
    expect(week('hourly', 10_320)?.aboveMinimumPercent).toBe(0);
  });

  it('adds 주휴수당 to 일급 over the week’s hours', () => {
    // 120,000 for 06:00–15:00 (8 hours) is 15,000 an hour; four days are 32 hours, 6.4 of 주휴
    expect(week('daily', 120_000, ['mon', 'tue', 'wed', 'thu'], '06:00', '15:00')).toMatchObject({
      amount: 15_000,
      holidayPay: 3_000,
    });
  });

  it('adds no 주휴수당 under 15 hours a week', () => {
    // three days of 4 hours: 12 hours
    expect(week('hourly', 12_000, ['sat', 'sun', 'mon'], '09:00', '13:00')?.holidayPay).toBe(0);
    // five days of 3 hours: 15 hours, the threshold itself
    expect(week('hourly', 12_000, FIVE_DAYS, '09:00', '12:00')?.holidayPay).toBe(2_400);
  });

  it('caps 주휴 at 8 hours, so a long week adds less an hour', () => {
    // six days of 8 hours: 48 hours, still 8 hours of 주휴 (8/48 of the wage an hour)
    expect(week('hourly', 12_000, [...FIVE_DAYS, 'sat'])?.holidayPay).toBe(2_000);
  });

  it('adds nothing to 월급 and 연봉, whose 209 hours already hold 주휴', () => {
    expect(week('monthly', 2_508_000)).toEqual({
      amount: 12_000,
      holidayPay: 0,
      minimumWage: 10_320,
      aboveMinimumPercent: 16.3,
    });
    expect(week('yearly', 32_604_000)).toMatchObject({ amount: 13_000, holidayPay: 0 });
  });

  it('tells no 주휴 for a posting without working days', () => {
    expect(week('hourly', 12_000, [])).toMatchObject({ amount: 12_000, holidayPay: 0 });
  });

  it('has no figure for 면접 후 결정, or 일급 without hours', () => {
    expect(week('negotiable', null)).toBeNull();
    expect(
      hourlyPaySummary(
        { payType: 'daily', payAmount: 100_000, workStart: null, workEnd: null, workDays: FIVE_DAYS },
        MINIMUM_2026,
      ),
    ).toBeNull();
  });
});

describe('주휴 hours', () => {
  it.each([
    [14.5, 0],
    [15, 3],
    [20, 4],
    [40, 8],
    [52, 8],
  ])('a week of %d hours earns %d', (weekly, holiday) => {
    expect(holidayHours(weekly)).toBeCloseTo(holiday, 5);
  });
});

describe('the wage calculator’s sum', () => {
  it('makes the year’s minimum monthly pay of a 40-hour week: 209 hours', () => {
    const sum = wageBreakdown({ hourlyWage: 10_320, hoursPerDay: 8, daysPerWeek: 5, nightHoursPerDay: 0 });
    expect(sum).toEqual({
      weeklyHours: 40,
      holidayHours: 8,
      weeklyBase: 412_800,
      weeklyHolidayPay: 82_560,
      weeklyNightPremium: 0,
      weeklyTotal: 495_360,
      monthlyHours: 209,
      monthlyTotal: 2_156_880,
      monthlyWithoutNight: 2_156_880,
    });
    expect(sum.monthlyTotal).toBe(minimumWageFor(2026).monthly);
  });

  it('pays night hours half again, on top of the hours themselves', () => {
    // a dawn bake 03:00–09:00 with a half hour's break: 5.5 hours, 3 of them before 06:00
    const sum = wageBreakdown({ hourlyWage: 12_000, hoursPerDay: 5.5, daysPerWeek: 4, nightHoursPerDay: 3 });
    expect(sum.weeklyHours).toBe(22);
    expect(sum.holidayHours).toBeCloseTo(4.4, 5);
    expect(sum.weeklyBase).toBe(264_000);
    expect(sum.weeklyHolidayPay).toBe(52_800);
    expect(sum.weeklyNightPremium).toBe(72_000); // 12 night hours × 6,000
    expect(sum.weeklyTotal).toBe(388_800);
    expect(sum.monthlyHours).toBe(115); // 26.4 × 4.345
    expect(sum.monthlyWithoutNight).toBe(1_380_000);
    expect(sum.monthlyTotal).toBe(1_380_000 + 312_857); // 72,000 × 4.345…
  });

  it('owes no 주휴 under 15 hours a week', () => {
    const sum = wageBreakdown({ hourlyWage: 12_000, hoursPerDay: 4, daysPerWeek: 3, nightHoursPerDay: 0 });
    expect(sum).toMatchObject({ weeklyHours: 12, holidayHours: 0, weeklyHolidayPay: 0, weeklyTotal: 144_000 });
  });
});

describe('a day’s night hours', () => {
  it.each([
    ['04:00', '13:00', 2], // a dawn bake: 04:00–06:00
    ['09:00', '18:00', 0],
    ['20:00', '23:30', 1.5],
    ['22:00', '06:00', 7.5], // all night, but no more than the day's 7½ working hours
    ['23:00', '03:00', 4],
    ['05:30', '05:00', 7.5], // round the clock: 05:30–06:00 and 22:00–05:00
  ])('from %s to %s, %d', (start, end, hours) => {
    expect(nightHours(start, end)).toBeCloseTo(hours, 5);
  });

  it('is unknown without both times', () => {
    expect(nightHours('04:00', null)).toBeNull();
  });
});
