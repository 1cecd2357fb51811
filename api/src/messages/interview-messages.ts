import { DECLINE_REASONS, INTERVIEW_KINDS, type Interview } from '../../contracts/interview';
import { koreanTimeLabel } from '../../contracts/korea-time';
import { type ApplicationFacts, eventKey } from './event-messages';
import type { Notice } from './messages';

/**
 * The words of an interview's events (면접 제안, its answers, 확정, 취소, 일정 변경, the lapse of a
 * proposal nobody answered): one function per event, as in event-messages.ts. Each names the times
 * in Korea and links to the application's own page on the side that is told.
 */

const seekerPage = (a: ApplicationFacts) => `/resume/apply-job-info/${a.applicationId}`;
const companyPage = (a: ApplicationFacts) => `/job-info/apply-resume/${a.applicationId}`;

/** The confirmed time, or the candidate times one a line. */
function timesOf(interview: Interview): string {
  if (interview.startsAt && interview.minutes !== null) return koreanTimeLabel(interview.startsAt, interview.minutes);
  return interview.slots.map((slot, i) => `${i + 1}. ${koreanTimeLabel(slot.startsAt, slot.minutes)}`).join('\n');
}

/** How it takes place: where, by which link, or by phone; then what to bring and the company's message. */
function detailsOf(interview: Interview): string[] {
  const how =
    interview.kind === 'visit'
      ? `방식: ${INTERVIEW_KINDS.visit}${interview.place ? ` · 장소: ${interview.place}` : ''}`
      : interview.kind === 'video'
        ? `방식: ${INTERVIEW_KINDS.video} · 접속 링크: ${interview.link ?? ''}`
        : `방식: ${INTERVIEW_KINDS.phone} (이력서에 적은 연락처로 전화가 갑니다)`;
  return [
    how,
    ...(interview.bring ? [`준비물: ${interview.bring}`] : []),
    ...(interview.note ? [`기업의 메시지: ${interview.note}`] : []),
  ];
}

/**
 * A proposal, to the seeker: the times to choose from. With `rescheduled`, it replaces a confirmed
 * interview the company moved, and says why.
 */
export function interviewProposed(
  a: ApplicationFacts,
  interview: Interview,
  rescheduled?: { reason: string; was: Interview },
): Notice {
  const opening = rescheduled
    ? [
        `${a.companyName}에서 확정되었던 ‘${a.jobInfoTitle}’ 면접의 일정을 바꾸자고 합니다.`,
        `기존 일시: ${timesOf(rescheduled.was)}`,
        `사유: ${rescheduled.reason}`,
        '새로 제안된 시간 중 하나를 골라주세요. 맞는 시간이 없으면 다른 시간을 요청하거나 거절할 수 있습니다.',
      ]
    : [
        `${a.companyName}에서 ‘${a.jobInfoTitle}’ 공고에 보내신 지원서를 보고 면접을 제안했습니다.`,
        '아래 시간 중 하나를 골라주세요. 맞는 시간이 없으면 다른 시간을 요청하거나 거절할 수 있습니다.',
      ];
  return {
    kind: 'interview_proposed',
    userId: a.seekerId,
    eventKey: eventKey('interview_proposed', interview.id),
    title: rescheduled
      ? `${a.companyName}에서 면접 일정 변경을 요청했습니다`
      : `${a.companyName}에서 면접을 제안했습니다`,
    body: [...opening, `제안된 시간:\n${timesOf(interview)}`, ...detailsOf(interview)].join('\n\n'),
    link: seekerPage(a),
    linkLabel: '면접 시간 고르기',
  };
}

/**
 * 확정: told to both sides, each with the time and how to attend. The one Notice of the
 * confirmation per side, so the calendar file can ride along with it.
 */
export function interviewConfirmed(a: ApplicationFacts, interview: Interview, side: 'company' | 'normal'): Notice {
  const when = `일시: ${timesOf(interview)}`;
  if (side === 'company') {
    return {
      kind: 'interview_answered',
      userId: a.companyId,
      eventKey: eventKey('interview_confirmed', interview.id, 'company'),
      title: `‘${a.jobInfoTitle}’ 면접이 확정되었습니다`,
      body: [
        `‘${a.jobInfoTitle}’ 공고의 지원자(이력서: ${a.resumeTitle})가 면접 시간을 골랐습니다.`,
        when,
        ...detailsOf(interview),
        '일정을 바꾸거나 취소해야 하면 면접 시작 전에 지원서 화면에서 사유와 함께 알려주세요.',
      ].join('\n\n'),
      link: companyPage(a),
      linkLabel: '지원서 보기',
    };
  }
  return {
    kind: 'interview_proposed',
    userId: a.seekerId,
    eventKey: eventKey('interview_confirmed', interview.id, 'normal'),
    title: `${a.companyName} 면접이 확정되었습니다`,
    body: [
      `${a.companyName}의 ‘${a.jobInfoTitle}’ 면접이 확정되었습니다.`,
      when,
      ...detailsOf(interview),
      '사정이 생기면 면접 시작 전에 지원 내역에서 사유와 함께 취소할 수 있습니다.',
    ].join('\n\n'),
    link: seekerPage(a),
    linkLabel: '면접 보기',
  };
}

/** The seeker asks for other times: the company proposes again. */
export function interviewOtherTimes(a: ApplicationFacts, interview: Interview): Notice {
  return {
    kind: 'interview_answered',
    userId: a.companyId,
    eventKey: eventKey('interview_other_times', interview.id),
    title: `‘${a.jobInfoTitle}’ 지원자가 다른 면접 시간을 요청했습니다`,
    body: [
      `‘${a.jobInfoTitle}’ 공고의 지원자(이력서: ${a.resumeTitle})가 제안하신 시간이 어렵다며 다른 시간을 요청했습니다.`,
      `지원자가 가능한 시간: ${interview.answerMessage ?? ''}`,
      '지원서 화면에서 면접을 다시 제안해주세요.',
    ].join('\n\n'),
    link: companyPage(a),
    linkLabel: '다시 제안하기',
  };
}

/** The seeker declines the proposal, with a reason from the list or in words, or none. */
export function interviewDeclined(a: ApplicationFacts, interview: Interview): Notice {
  const reason = [
    interview.declineReason && interview.declineReason in DECLINE_REASONS
      ? DECLINE_REASONS[interview.declineReason as keyof typeof DECLINE_REASONS]
      : null,
    interview.answerMessage,
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    kind: 'interview_answered',
    userId: a.companyId,
    eventKey: eventKey('interview_declined', interview.id),
    title: `‘${a.jobInfoTitle}’ 지원자가 면접 제안을 거절했습니다`,
    body: [
      `‘${a.jobInfoTitle}’ 공고의 지원자(이력서: ${a.resumeTitle})가 면접 제안을 정중히 거절했습니다.`,
      ...(reason ? [`사유: ${reason}`] : []),
      '지원서는 지원자 관리에 그대로 남아 있습니다.',
    ].join('\n\n'),
    link: companyPage(a),
    linkLabel: '지원서 보기',
  };
}

/** A proposal or confirmed interview cancelled by one side: told to the other at once, with the reason. */
export function interviewCancelled(a: ApplicationFacts, interview: Interview): Notice {
  const confirmed = interview.startsAt !== null;
  const what = confirmed ? '확정되었던 면접' : '면접 제안';
  const facts = [...(confirmed ? [`일시: ${timesOf(interview)}`] : []), `사유: ${interview.cancelReason ?? ''}`];
  if (interview.cancelledBy === 'normal') {
    return {
      kind: 'interview_answered',
      userId: a.companyId,
      eventKey: eventKey('interview_cancelled', interview.id),
      title: `‘${a.jobInfoTitle}’ 지원자가 면접을 취소했습니다`,
      body: [
        `‘${a.jobInfoTitle}’ 공고의 지원자(이력서: ${a.resumeTitle})가 ${what}을 취소했습니다.`,
        ...facts,
        '필요하면 지원서 화면에서 면접을 다시 제안할 수 있습니다.',
      ].join('\n\n'),
      link: companyPage(a),
      linkLabel: '지원서 보기',
    };
  }
  return {
    kind: 'interview_proposed',
    userId: a.seekerId,
    eventKey: eventKey('interview_cancelled', interview.id),
    title: `${a.companyName}에서 면접을 취소했습니다`,
    body: [
      `${a.companyName}에서 ‘${a.jobInfoTitle}’ 공고의 ${what}을 취소했습니다.`,
      ...facts,
      '지원은 그대로 남아 있고, 진행 상황이 바뀌면 다시 알려드리겠습니다.',
    ].join('\n\n'),
    link: seekerPage(a),
    linkLabel: '지원 내역 보기',
  };
}

/** Every proposed time passed without an answer: the company may propose again. */
export function interviewLapsed(a: ApplicationFacts, interview: Interview): Notice {
  return {
    kind: 'interview_answered',
    userId: a.companyId,
    eventKey: eventKey('interview_lapsed', interview.id),
    title: `‘${a.jobInfoTitle}’ 면접 제안의 시간이 모두 지났습니다`,
    body: [
      `‘${a.jobInfoTitle}’ 공고의 지원자(이력서: ${a.resumeTitle})에게 제안하신 면접 시간이 답 없이 모두 지나, 제안이 마감되었습니다.`,
      `제안했던 시간:\n${timesOf(interview)}`,
      '면접을 계속 진행하시려면 지원서 화면에서 새 시간을 제안해주세요.',
    ].join('\n\n'),
    link: companyPage(a),
    linkLabel: '다시 제안하기',
  };
}
