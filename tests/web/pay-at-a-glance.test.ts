import { describe, expect, it } from 'vitest';
import { holidayPayText, hourlyFigureText } from '~/features/job-infos/pay-words';
import { readWageValues, wageCalculatorPath, wageValuesOf } from '~/features/wage-calculator/wage-calculator';

const pay = (amount: number, aboveMinimumPercent: number, holidayPay = 0) => ({
  amount,
  holidayPay,
  minimumWage: 10_320,
  aboveMinimumPercent,
});

describe('a posting’s pay in words', () => {
  it('sets the hourly figure beside the minimum', () => {
    expect(hourlyFigureText(pay(11_200, 8.5))).toBe('시급 환산 11,200원 · 최저임금 대비 +8.5%');
    expect(hourlyFigureText(pay(10_330, 0.1))).toBe('시급 환산 10,330원 · 최저임금 대비 +0.1%');
    expect(hourlyFigureText(pay(10_320, 0))).toBe('시급 환산 10,320원 · 최저임금과 같아요');
  });

  it('says plainly when the figure lies below the minimum', () => {
    expect(hourlyFigureText(pay(9_000, -12.8))).toBe('시급 환산 9,000원 · 최저임금(10,320원)보다 낮아요 (−12.8%)');
    // a won below rounds to 0.0%, and still reads as below
    expect(hourlyFigureText(pay(10_319, -0))).toBe('시급 환산 10,319원 · 최저임금(10,320원)보다 낮아요 (−0.0%)');
  });

  it('says what 주휴수당 adds, and nothing when it adds nothing', () => {
    expect(holidayPayText(pay(11_200, 8.5, 2_240))).toBe('주휴수당 포함 시 시급 약 13,440원');
    expect(holidayPayText(pay(14_354, 39.1))).toBeNull();
  });
});

describe('the wage calculator’s fields', () => {
  it('start from the year’s minimum and a 40-hour week', () => {
    expect(wageValuesOf(new URLSearchParams(), 10_320)).toEqual({ wage: '10320', hours: '8', days: '5', night: '0' });
    expect(wageValuesOf(new URLSearchParams('wage=12000&night=2'), 10_320)).toMatchObject({
      wage: '12000',
      night: '2',
    });
  });

  it('read what was typed, commas and hours to the hundredth too', () => {
    expect(readWageValues({ wage: '12,000', hours: '5.83', days: '4', night: '2' })).toEqual({
      calculation: { hourlyWage: 12_000, hoursPerDay: 5.83, daysPerWeek: 4, nightHoursPerDay: 2 },
      errors: {},
    });
  });

  it('name each field that cannot be read, in Korean', () => {
    expect(readWageValues({ wage: '만원', hours: '25', days: '0', night: '9' }).errors).toEqual({
      wage: '시급은 1원부터 1,000,000원까지 원 단위로 입력해주세요.',
      hours: '하루 근무시간은 0.5시간부터 24시간까지 숫자로 입력해주세요.',
      days: '주 근무일은 1일부터 7일까지 입력해주세요.',
      night: '야간 근무시간은 0시간부터 8시간까지 숫자로 입력해주세요.',
    });
    expect(readWageValues({ wage: '12000.5', hours: '4', days: '5', night: '5' })).toEqual({
      calculation: null,
      errors: {
        wage: '시급은 1원부터 1,000,000원까지 원 단위로 입력해주세요.',
        night: '야간 근무시간은 하루 근무시간보다 길 수 없습니다.',
      },
    });
  });

  it('are filled in from a posting’s week', () => {
    expect(wageCalculatorPath()).toBe('/service/wage-calculator');
    expect(wageCalculatorPath({ wage: 15_000, hours: 17 / 3, days: 4, night: 2 })).toBe(
      '/service/wage-calculator?wage=15000&hours=5.67&days=4&night=2',
    );
  });
});
