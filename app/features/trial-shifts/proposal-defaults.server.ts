import { hourlyPay } from '#contracts/hourly-pay';
import { koreanDay } from '#contracts/korea-time';
import { TRIAL_SHIFT_MAX_HOURS } from '#contracts/trial-shift';
import { minimumWageFor } from '#contracts/wage-floor';
import type { ProposalDefaults } from './company-trial-shifts';
import { legalBreakMinutes } from './trial-shift-labels';
import { callApi } from '~/utils/api.server';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The minutes from `start` to `end`; an end at or before the start is on the next day (a dawn shift). */
function spanMinutes(start: string, end: string) {
  const span = minutesOf(end) - minutesOf(start);
  return span > 0 ? span : span + 24 * 60;
}

/**
 * What the 체험 근무 proposal starts with, from the company's own posting: its 근무지, its hours
 * when they fit a trial shift, and its pay as an hourly figure, never below this year's minimum.
 * A posting that cannot be read (deleted since) leaves only the minimum.
 */
export async function proposalDefaults(request: Request, jobInfoId: number, now: number): Promise<ProposalDefaults> {
  const minimum = minimumWageFor(Number(koreanDay(now).slice(0, 4))).hourly;
  const read = await callApi(request, (api) => api.my['job-infos'][':id'].$get({ param: { id: String(jobInfoId) } }));
  if (!read.ok) return { hourlyWage: String(minimum), breakMinutes: '0' };
  const { jobInfo } = read.data;
  const place = [jobInfo.sido, jobInfo.sigungu, jobInfo.addressDetail].filter(Boolean).join(' ');
  const hourly = Math.max(hourlyPay(jobInfo) ?? 0, minimum);
  const { workStart: start, workEnd: end } = jobInfo;
  const span = start && end ? spanMinutes(start, end) : null;
  const hours =
    start && end && span && span <= TRIAL_SHIFT_MAX_HOURS * 60
      ? { start, end, breakMinutes: String(legalBreakMinutes(span)) }
      : { breakMinutes: '0' };
  return { place: place || jobInfo.company.address || '', hourlyWage: String(hourly), ...hours };
}
