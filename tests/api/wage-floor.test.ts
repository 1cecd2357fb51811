import { describe, expect, it } from 'vitest';
import { jobInfoInputSchema, jobInfoRuleViolations } from '#contracts/job-info';
import { MINIMUM_WAGE, minimumWageFor, type PaidPayType, wageFloorViolation } from '#contracts/wage-floor';

const LABELS: Record<PaidPayType, string> = { hourly: '시급', daily: '일급', monthly: '월급', yearly: '연봉' };

const FIGURES: [number, PaidPayType, number, string][] = [
  [2026, 'hourly', 10_320, '10,320'],
  [2026, 'daily', 82_560, '82,560'],
  [2026, 'monthly', 2_156_880, '2,156,880'],
  [2026, 'yearly', 25_882_560, '25,882,560'],
  [2025, 'hourly', 10_030, '10,030'],
  [2025, 'daily', 80_240, '80,240'],
  [2025, 'monthly', 2_096_270, '2,096,270'],
  [2025, 'yearly', 25_155_240, '25,155,240'],
];

describe('the wage floor', () => {
  describe.each(FIGURES)('%i %s', (year, payType, minimum, shown) => {
    it('accepts the minimum itself', () => {
      expect(wageFloorViolation(payType, minimum, year)).toBeNull();
    });

    it('accepts more than the minimum', () => {
      expect(wageFloorViolation(payType, minimum + 1, year)).toBeNull();
    });

    it('refuses one won less, naming the year, the pay type and the minimum', () => {
      expect(wageFloorViolation(payType, minimum - 1, year)).toBe(
        `${year}년 최저임금(${LABELS[payType]} ${shown}원)보다 낮은 급여는 등록할 수 없습니다.`,
      );
    });
  });

  it('keeps day, month and year figures consistent with the hourly one (8 h a day, 209 h a month)', () => {
    for (const figures of Object.values(MINIMUM_WAGE)) {
      expect(figures.daily).toBe(figures.hourly * 8);
      expect(figures.monthly).toBe(figures.hourly * 209);
      expect(figures.yearly).toBe(figures.monthly * 12);
    }
  });

  it('uses the latest known year for later years and the earliest for earlier ones', () => {
    expect(minimumWageFor(2027)).toEqual(MINIMUM_WAGE[2026]);
    expect(minimumWageFor(2024)).toEqual(MINIMUM_WAGE[2025]);
  });

  it('is checked on a posting by the year of today, and not for 면접 후 결정', () => {
    const hourly = jobInfoInputSchema.parse({ title: '제빵사 모집', payType: 'hourly', payAmount: 10_100 });
    expect(jobInfoRuleViolations(hourly, '2025-12-31')).toEqual({});
    expect(jobInfoRuleViolations(hourly, '2026-01-01')).toEqual({
      payAmount: '2026년 최저임금(시급 10,320원)보다 낮은 급여는 등록할 수 없습니다.',
    });
    const negotiable = jobInfoInputSchema.parse({ title: '제빵사 모집', payType: 'negotiable', payAmount: 0 });
    expect(jobInfoRuleViolations(negotiable, '2026-01-01')).toEqual({});
  });
});
