import { type Interview, INTERVIEW_KINDS, INTERVIEW_STATUSES, type InterviewStatus } from '#contracts/interview';
import { koreanTimeLabel } from '#contracts/korea-time';

export const INTERVIEW_STATUS_COLORS: Record<InterviewStatus, string> = {
  proposed: 'orange',
  other_times: 'yellow',
  declined: 'gray',
  lapsed: 'gray',
  superseded: 'gray',
  confirmed: 'teal',
  cancelled: 'red',
  done: 'grape',
};

export const interviewStatusLabel = (interview: Interview) =>
  interview.status === 'done' && interview.attended !== null
    ? `${INTERVIEW_STATUSES.done} · ${interview.attended ? '참석' : '불참'}`
    : INTERVIEW_STATUSES[interview.status];

export const interviewKindLabel = (interview: Interview) => INTERVIEW_KINDS[interview.kind];

/** The confirmed time, or the candidate times while it has none: 2026.12.01(화) 오후 2:00 (30분). */
export function interviewTimes(interview: Interview): string[] {
  if (interview.startsAt && interview.minutes) return [koreanTimeLabel(interview.startsAt, interview.minutes)];
  return interview.slots.map((slot) => koreanTimeLabel(slot.startsAt, slot.minutes));
}

/** Whether the confirmed time has begun, by the loader's clock (`now`, ms): 참석 and the result come after it. */
export const hasStarted = (interview: Interview, now: number) =>
  interview.startsAt !== null && Date.parse(interview.startsAt) <= now;

/** The toast of each outcome the company records. */
export const OUTCOME_TOASTS = {
  attended: '참석으로 기록했습니다. 이제 최종 결과를 알려주세요.',
  absent: '불참으로 기록했습니다.',
  hired: '최종 합격을 알렸습니다. 지원자에게 바로 보입니다.',
  rejected: '불합격을 알렸습니다. 지원자에게는 정중한 안내로 전해집니다.',
} as const;
