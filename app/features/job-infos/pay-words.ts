import type { HourlyPaySummary } from '#contracts/hourly-pay';
import { formatWon } from '~/utils/format';

// A posting's pay in words beside the law: what cards and the posting page say.

/** 시급 환산 11,200원 · 최저임금 대비 +8.5%; below the minimum it says so, with the minimum named. */
export function hourlyFigureText(pay: HourlyPaySummary): string {
  const figure = `시급 환산 ${formatWon(pay.amount)}`;
  const percent = Math.abs(pay.aboveMinimumPercent).toFixed(1);
  if (pay.amount > pay.minimumWage) return `${figure} · 최저임금 대비 +${percent}%`;
  if (pay.amount === pay.minimumWage) return `${figure} · 최저임금과 같아요`;
  return `${figure} · 최저임금(${formatWon(pay.minimumWage)})보다 낮아요 (−${percent}%)`;
}

/** 주휴수당 포함 시 시급 약 13,440원; null when 주휴수당 adds nothing on top. */
export function holidayPayText(pay: HourlyPaySummary): string | null {
  if (!pay.holidayPay) return null;
  return `주휴수당 포함 시 시급 약 ${formatWon(pay.amount + pay.holidayPay)}`;
}
