import { describe, expect, it } from 'vitest';
import { hourlyPay, MONTHLY_HOURS, workdayHours } from '#contracts/hourly-pay';

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
    ['09:00', '17:59', 8.48], // under 9 hours: half an hour's break
    ['09:00', '14:00', 4.5], // 5 hours with half an hour's break
    ['09:00', '13:30', 4], // 4½ hours hold 4 of work and a half hour's break
    ['09:00', '13:00', 4], // 4 hours: no break is owed
    ['22:00', '06:00', 7.5], // past midnight
    ['04:00', '04:00', 23], // a whole day round
  ])('from %s to %s is %d hours', (start, end, hours) => {
    expect(workdayHours(start, end)).toBeCloseTo(hours, 2);
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
