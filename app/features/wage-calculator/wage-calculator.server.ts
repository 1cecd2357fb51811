import { nightHours, workdayHours } from '#contracts/hourly-pay';
import type { JobInfo } from '#contracts/job-info';
import { wageCalculatorPath } from './wage-calculator';

/**
 * The calculator filled in with a 시급 or 일급 posting's week; 월급 and 연봉 already hold 주휴, so
 * it opens as it starts. Worked out in the loader: the posting page ships none of the arithmetic.
 */
export function calculatorPathOf(jobInfo: JobInfo): string {
  const { hourlyPay, payType, workStart, workEnd, workDays } = jobInfo;
  if (!hourlyPay || (payType !== 'hourly' && payType !== 'daily')) return wageCalculatorPath();
  return wageCalculatorPath({
    wage: hourlyPay.amount,
    hours: workdayHours(workStart, workEnd),
    days: workDays.length,
    night: nightHours(workStart, workEnd),
  });
}
