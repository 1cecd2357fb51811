import { eventKey } from '../messages/event-messages';
import type { Notice } from '../messages/messages';

/**
 * What each side hears of a thread. No message's words go into an 알림 or a mail: those are kept
 * apart from the thread and would outlive it when the thread goes with the application's retention
 * or an account's deletion.
 */

/** The two sides of an application's thread. */
export type Side = 'company' | 'applicant';

/** What a notice about a thread names. */
export interface ThreadFacts {
  applicationId: number;
  jobInfoTitle: string;
  companyName: string;
  companyId: number;
  seekerId: number;
  resumeTitle: string;
}

/** Where each side reads the thread: its own page of the application. */
export function threadPath(facts: ThreadFacts, side: Side): string {
  return side === 'company'
    ? `/job-info/apply-resume/${facts.applicationId}`
    : `/resume/apply-job-info/${facts.applicationId}`;
}

function words(facts: ThreadFacts, to: Side) {
  return to === 'company'
    ? {
        userId: facts.companyId,
        who: `‘${facts.jobInfoTitle}’ 공고의 지원자(이력서: ${facts.resumeTitle})`,
        where: `‘${facts.jobInfoTitle}’ 공고의 지원 대화`,
      }
    : {
        userId: facts.seekerId,
        who: facts.companyName,
        where: `${facts.companyName}의 ‘${facts.jobInfoTitle}’ 공고에 보내신 지원서의 대화`,
      };
}

/** One new message, told at once as an 알림 (and mailed when that side was not mailed lately). */
export function newMessage(facts: ThreadFacts, to: Side, messageId: number): Notice {
  const { userId, who, where } = words(facts, to);
  return {
    kind: 'thread_message',
    userId,
    eventKey: eventKey('thread_message', messageId),
    title: `${who}에게서 새 메시지가 왔습니다`,
    body: [`${where}에 새 메시지가 도착했습니다.`, '대화에서 확인하고 답해주세요.'].join('\n\n'),
    link: threadPath(facts, to),
    linkLabel: '대화 보기',
  };
}

/**
 * The mail of the messages that arrived while that side had been mailed less than 10 minutes
 * before and are still unread: one, named by the newest of them.
 */
export function unreadMessages(facts: ThreadFacts, to: Side, count: number, newestId: number): Notice {
  const { userId, who, where } = words(facts, to);
  return {
    kind: 'thread_message',
    userId,
    eventKey: eventKey('thread_message_unread', newestId),
    title: `${who}에게서 읽지 않은 메시지 ${count}개가 있습니다`,
    body: [
      `${where}에 읽지 않은 메시지가 ${count}개 있습니다.`,
      '새 메시지 메일은 대화마다 10분에 한 번까지, 그사이 도착한 메시지를 모아 보내드립니다.',
    ].join('\n\n'),
    link: threadPath(facts, to),
    linkLabel: '대화 보기',
  };
}
