import { koreanDay } from '../../contracts/korea-time';
import { dayLabel, eventKey } from './event-messages';
import type { Notice } from './messages';

/**
 * The words of "answers that always come" (issue 27 §4): the company reminded of an application it
 * has not answered, the seeker told kindly that an answer is still missing, and the offers (입사
 * 제안) a company sends and the person answers.
 */

/** An application still waiting for the company's first answer. */
export interface WaitingApplication {
  applicationId: number;
  jobInfoTitle: string;
  companyId: number;
  companyName: string;
  seekerId: number;
  resumeTitle: string;
  appliedAt: string;
}

/** After this many days without an answer the company is reminded; the seeker hears after the last. */
export const ANSWER_REMINDER_DAYS = [3, 7] as const;
export const SEEKER_WAITING_DAYS = 14;

export function answerReminder(a: WaitingApplication, days: (typeof ANSWER_REMINDER_DAYS)[number]): Notice {
  return {
    kind: 'answer_reminder',
    userId: a.companyId,
    eventKey: eventKey('answer_reminder', a.applicationId, days),
    title: `‘${a.jobInfoTitle}’ 공고의 지원자가 ${days}일째 답을 기다리고 있습니다`,
    body: [
      `${dayLabel(koreanDay(a.appliedAt))}에 도착한 지원서(이력서: ${a.resumeTitle})에 아직 답하지 않으셨습니다. 지원서를 열람한 것만으로는 지원자에게 답이 되지 않습니다.`,
      '서류합격이나 불합격을 표시하거나, 면접을 제안하거나, 메시지를 보내면 지원자에게 바로 전해집니다.',
      '지원서가 도착하고 7일 안에 답한 비율은 지원자 응답률로 공고와 기업 페이지에 표시됩니다.',
    ].join('\n\n'),
    link: `/job-info/apply-resume/${a.applicationId}`,
    linkLabel: '지원서 보기',
  };
}

export function applicationWaiting(a: WaitingApplication): Notice {
  return {
    kind: 'application_waiting',
    userId: a.seekerId,
    eventKey: eventKey('application_waiting', a.applicationId),
    title: `${a.companyName}의 답을 아직 기다리고 계시네요`,
    body: [
      `${dayLabel(koreanDay(a.appliedAt))}에 ${a.companyName}의 ‘${a.jobInfoTitle}’ 공고에 보내신 지원서에 기업이 아직 답하지 않았습니다. 채용이 바쁜 때에는 답이 늦어지기도 합니다.`,
      '지원은 그대로 두셔도 되고, 다른 곳을 알아보시려면 지원 내역에서 지원을 취소하실 수도 있습니다.',
      '그동안 새로 올라온 공고도 둘러보세요. 꼭 맞는 자리를 만나시길 응원합니다.',
    ].join('\n\n'),
    link: `/resume/apply-job-info/${a.applicationId}`,
    linkLabel: '지원 내역 보기',
  };
}

/** What a message about an offer names: the posting and its company, never more of the person. */
export interface OfferFacts {
  offerId: number;
  jobInfoId: number;
  jobInfoTitle: string;
  companyId: number;
  companyName: string;
  seekerId: number;
  message: string;
  withTimes: boolean;
}

/** 입사 제안, told to the person once per offer. */
export function talentOffer(o: OfferFacts): Notice {
  return {
    kind: 'talent_offer',
    userId: o.seekerId,
    eventKey: eventKey('talent_offer', o.offerId),
    title: `${o.companyName}에서 입사 제안이 왔습니다`,
    body: [
      `${o.companyName}에서 이력서를 보고 ‘${o.jobInfoTitle}’ 공고로 함께 일하자고 제안했습니다.`,
      `기업의 메시지:\n${o.message}`,
      o.withTimes
        ? '면접 시간도 함께 제안했습니다. 수락하시면 고르신 이력서로 이 공고에 지원되고, 제안된 시간 중 하나를 골라 면접을 확정할 수 있습니다.'
        : '수락하시면 고르신 이력서로 이 공고에 지원됩니다. 마음이 없으시면 거절하셔도 괜찮습니다.',
      '입사 제안을 받고 싶지 않으시면 알림 설정에서 끌 수 있습니다.',
    ].join('\n\n'),
    link: '/resume/offers',
    linkLabel: '입사 제안 보기',
  };
}

/** The person's answer to an offer, told to the company once. */
export function offerAnswered(
  o: OfferFacts,
  answer: { accepted: true; applicationId: number } | { accepted: false },
): Notice {
  return {
    kind: 'offer_answered',
    userId: o.companyId,
    eventKey: eventKey('offer_answered', o.offerId),
    ...(answer.accepted
      ? {
          title: `‘${o.jobInfoTitle}’ 입사 제안이 수락되었습니다`,
          body: [
            `‘${o.jobInfoTitle}’ 공고로 보내신 입사 제안을 받은 분이 수락하고 이력서를 보내왔습니다.`,
            '지원자 관리에서 지원서를 확인하고 답해주세요.',
          ].join('\n\n'),
          link: `/job-info/apply-resume/${answer.applicationId}`,
          linkLabel: '지원서 보기',
        }
      : {
          title: `‘${o.jobInfoTitle}’ 입사 제안에 답이 왔습니다`,
          body: [
            `‘${o.jobInfoTitle}’ 공고로 보내신 입사 제안을 받은 분이 이번에는 정중히 사양했습니다.`,
            '인재정보에서 다른 분께도 제안해보세요.',
          ].join('\n\n'),
          link: '/info/resume-list',
          linkLabel: '인재정보 보기',
        }),
  };
}
