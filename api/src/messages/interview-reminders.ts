import { INTERVIEW_KINDS, type InterviewKind } from '../../contracts/interview';
import { addDays, koreanTimeLabel, koreanDay } from '../../contracts/korea-time';
import { applicationPagePath, type InterviewSide } from '../interviews/calendar-files';
import { eventKey } from './event-messages';
import type { Notice } from './messages';

/**
 * The words of a confirmed interview's reminders: the day before (from 18:00 KST) and two hours
 * before the start, to the company and to the seeker. The seeker's day-before mail carries the
 * 참석 확인 button.
 */

/** day_before: from 18:00 KST the day before; two_hours: within the two hours before the start */
export type ReminderMoment = 'day_before' | 'two_hours';

export interface InterviewReminderFacts {
  interviewId: number;
  applicationId: number;
  /** ISO 8601, as the interview row keeps it */
  startsAt: string;
  minutes: number;
  kind: InterviewKind;
  place: string | null;
  link: string | null;
  bring: string | null;
  attendanceConfirmedAt: string | null;
  companyId: number;
  companyName: string;
  jobInfoTitle: string;
  seekerId: number;
  seekerName: string;
}

/**
 * One reminder per interview, time, moment and side: a rescheduled interview (a new row, a new
 * time) is reminded again, the same one never twice.
 */
export const interviewReminderKey = (
  interviewId: number,
  startsAt: string,
  moment: ReminderMoment,
  side: InterviewSide,
) => eventKey('interview_reminder', interviewId, startsAt, moment, side);

/** 오늘 or 내일 as the pass at `now` sees the interview's day in Korea; its date otherwise. */
function dayWord(startsAt: string, now: Date): string {
  const day = koreanDay(startsAt);
  const today = koreanDay(now);
  if (day === today) return '오늘';
  if (day === addDays(today, 1)) return '내일';
  return koreanTimeLabel(startsAt).split(' ')[0]!;
}

function where(f: InterviewReminderFacts, side: InterviewSide): string | null {
  if (f.kind === 'video') return f.link && `접속 링크: ${f.link}`;
  if (f.kind === 'phone') {
    return side === 'company' ? '이력서의 연락처로 지원자에게 전화해주세요.' : '기업이 이력서의 연락처로 전화합니다.';
  }
  return f.place && `장소: ${f.place}`;
}

/**
 * What one side hears at one moment. `attendPath` is the seeker's 참석 확인 page (day before only):
 * a mail button, never part of the 알림.
 */
export function interviewReminder(
  f: InterviewReminderFacts,
  moment: ReminderMoment,
  side: InterviewSide,
  now: Date,
  attendPath?: string,
): Notice {
  const time = koreanTimeLabel(f.startsAt);
  const clock = time.split(' ').slice(1).join(' ');
  const when = moment === 'day_before' ? dayWord(f.startsAt, now) : `${dayWord(f.startsAt, now)} ${clock}에`;
  const details = [
    `일시: ${time} (${f.minutes}분)`,
    `방식: ${INTERVIEW_KINDS[f.kind]}`,
    where(f, side),
    f.bring ? `준비물: ${f.bring}` : null,
  ]
    .filter((line): line is string => !!line)
    .join('\n');
  const seeker = side === 'normal';
  const closing = seeker
    ? moment === 'day_before'
      ? '참석하실 수 있으면 ‘참석 확인’ 버튼을 눌러 기업에 알려주세요. 참석이 어려우면 지원 내역에서 면접을 취소해주세요.'
      : '늦지 않게 준비해주세요. 참석이 어려우면 지원 내역에서 면접을 취소해주세요.'
    : f.attendanceConfirmedAt
      ? '지원자가 참석을 확인했습니다.'
      : '지원자가 아직 참석을 확인하지 않았습니다. 확인하면 지원자 관리에 표시됩니다.';
  return {
    kind: 'interview_reminder',
    userId: seeker ? f.seekerId : f.companyId,
    eventKey: interviewReminderKey(f.interviewId, f.startsAt, moment, side),
    title: seeker
      ? `${f.companyName} 면접이 ${when} ${moment === 'day_before' ? '있습니다' : '시작합니다'}`
      : `${f.seekerName} 님과의 면접이 ${when} ${moment === 'day_before' ? '있습니다' : '시작합니다'}`,
    body: [
      seeker
        ? `${f.companyName}의 ‘${f.jobInfoTitle}’ 공고 면접 일정을 알려드립니다.`
        : `‘${f.jobInfoTitle}’ 공고에 지원한 ${f.seekerName} 님과의 면접 일정을 알려드립니다.`,
      details,
      closing,
    ].join('\n\n'),
    link: applicationPagePath(side, f.applicationId),
    linkLabel: seeker ? '지원 내역 보기' : '지원서 보기',
    ...(seeker && attendPath ? { mailAction: { label: '참석 확인', link: attendPath } } : {}),
  };
}
