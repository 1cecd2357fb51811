import type { ImagePurpose } from '../../contracts/image';
import type { OrderRow } from '../db/schema';
import type { Notice } from './messages';

/**
 * The words of what each side hears: one function per event, giving the 알림 and mail for one
 * member. Event keys name the event and the item (and the day, for reminders), so the same event
 * never reaches the same person twice.
 */

const WEEKDAYS = '일월화수목금토';

/** 2026.11.27(금), of a KST day YYYY-MM-DD */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${day.replaceAll('-', '.')}(${WEEKDAYS[date.getUTCDay()]})`;
}

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** An event key: its parts joined by colons, e.g. posting_ending:12:2026-11-24. */
export const eventKey = (...parts: (string | number)[]) => parts.join(':');

const APPLICATIONS_PATH = '/resume/apply-job-info';
const INQUIRY_PATH = '/service/ask-user';
const orderPath = (orderId: number) => `/user/payment/${orderId}`;

/** What a message about an application names: the posting, its company, the resume sent. */
export interface ApplicationFacts {
  applicationId: number;
  jobInfoId: number;
  jobInfoTitle: string;
  companyId: number;
  companyName: string;
  seekerId: number;
  resumeTitle: string;
}

/** The facts of an application row joined with its posting's title, company and the company's name. */
export function applicationFacts(row: {
  id: number;
  job_info_id: number;
  job_info_title: string;
  company_id: number;
  company_name: string;
  seeker_id: number;
  resume_title: string;
}): ApplicationFacts {
  return {
    applicationId: row.id,
    jobInfoId: row.job_info_id,
    jobInfoTitle: row.job_info_title,
    companyId: row.company_id,
    companyName: row.company_name,
    seekerId: row.seeker_id,
    resumeTitle: row.resume_title,
  };
}

export function applicationReceived(a: ApplicationFacts): Notice {
  return {
    kind: 'application_received',
    userId: a.companyId,
    eventKey: eventKey('application_received', a.applicationId),
    title: `‘${a.jobInfoTitle}’ 공고에 새 지원자가 있습니다`,
    body: [
      `‘${a.jobInfoTitle}’ 공고에 새 지원서가 도착했습니다.`,
      `이력서: ${a.resumeTitle}`,
      '지원서를 열면 지원자에게 ‘열람’으로 표시되고, 서류합격이나 불합격을 표시할 수 있습니다.',
    ].join('\n\n'),
    link: `/job-info/apply-resume/${a.applicationId}`,
    linkLabel: '지원서 보기',
  };
}

export function applicationCancelled(a: ApplicationFacts): Notice {
  return {
    kind: 'application_cancelled',
    userId: a.companyId,
    eventKey: eventKey('application_cancelled', a.applicationId),
    title: `‘${a.jobInfoTitle}’ 공고의 지원이 취소되었습니다`,
    body: [
      `‘${a.jobInfoTitle}’ 공고에 들어온 지원 한 건을 지원자가 취소했습니다.`,
      `이력서: ${a.resumeTitle}`,
      '취소된 지원서는 지원자 관리에 더 이상 보이지 않습니다.',
    ].join('\n\n'),
    link: `/job-info/apply-resume?jobInfoId=${a.jobInfoId}`,
    linkLabel: '지원자 관리',
  };
}

/**
 * 열람, 서류합격, 불합격 or 최종 합격, told to the seeker once per application and status. A 불합격
 * that cancelled a proposed or confirmed interview says so.
 */
export function applicationStatus(
  a: ApplicationFacts,
  status: 'viewed' | 'passed' | 'failed' | 'hired',
  { interviewCancelled = false }: { interviewCancelled?: boolean } = {},
): Notice {
  const words = {
    viewed: {
      title: `${a.companyName}에서 지원서를 열람했습니다`,
      body: [
        `${a.companyName}에서 ‘${a.jobInfoTitle}’ 공고에 보내신 지원서를 열람했습니다.`,
        '서류 결과가 표시되면 다시 알려드리겠습니다.',
      ],
    },
    passed: {
      title: `${a.companyName} 서류합격을 축하드립니다`,
      body: [
        `${a.companyName}의 ‘${a.jobInfoTitle}’ 공고에 서류합격하셨습니다. 축하드립니다!`,
        '면접 등 다음 절차는 기업이 이력서에 적으신 연락처로 안내합니다. 전화와 메일을 놓치지 않도록 확인해주세요.',
      ],
    },
    // no verdict in the headline: the result is said once, gently, inside
    failed: {
      title: `${a.companyName} 지원 결과를 알려드립니다`,
      body: [
        `${a.companyName}의 ‘${a.jobInfoTitle}’ 공고에 관심을 갖고 지원해주셔서 감사합니다.`,
        '아쉽게도 이번 채용에서는 다음 단계로 함께하지 못하게 되었다는 소식을 전해드립니다. 지원서를 준비하신 시간과 정성에 감사드립니다.',
        ...(interviewCancelled ? ['안내드렸던 면접 일정은 이에 따라 취소되었습니다.'] : []),
        '빵잡에는 매일 새 공고가 올라옵니다. 꼭 맞는 자리를 만나시길 응원합니다.',
      ],
    },
    hired: {
      title: `${a.companyName} 최종 합격을 축하드립니다`,
      body: [
        `${a.companyName}의 ‘${a.jobInfoTitle}’ 공고에 최종 합격하셨습니다. 진심으로 축하드립니다!`,
        '첫 출근 날짜와 준비할 것은 기업이 안내합니다. 지원 내역과 연락처를 확인해주세요.',
      ],
    },
  }[status];
  return {
    kind: 'application_status',
    userId: a.seekerId,
    eventKey: eventKey('application_status', a.applicationId, status),
    title: words.title,
    body: words.body.join('\n\n'),
    link: APPLICATIONS_PATH,
    linkLabel: '지원 내역 보기',
  };
}

export function postingHidden(p: {
  jobInfoId: number;
  companyId: number;
  title: string;
  reason: string;
  /** the operator log line of this hiding: hiding again, with a new reason, is a new event */
  actionId: number;
}): Notice {
  return {
    kind: 'posting_hidden',
    userId: p.companyId,
    eventKey: eventKey('posting_hidden', p.jobInfoId, p.actionId),
    title: `‘${p.title}’ 공고가 운영자에 의해 숨겨졌습니다`,
    body: [
      `운영자가 ‘${p.title}’ 공고를 채용정보와 검색에서 숨겼습니다. 지금은 구직자에게 보이지 않습니다.`,
      `사유: ${p.reason}`,
      '사유를 확인하신 뒤 이의가 있으시면 1:1 문의로 알려주세요.',
    ].join('\n\n'),
    link: '/job-info',
    linkLabel: '공고 관리에서 보기',
  };
}

/** Where a picture an operator took down was shown: its purpose and the records that carried it. */
export interface RemovedPicture {
  imageId: number;
  ownerId: number;
  purpose: ImagePurpose;
  /** the postings or resumes that showed it, first one first; none for a logo or an unused upload */
  records: { id: number; title: string }[];
  reason: string;
}

/** A logo or photo an operator took down: told once, to whoever uploaded it, with the reason. */
export function pictureRemoved(p: RemovedPicture): Notice {
  const [first] = p.records;
  const more = p.records.length > 1 ? ` 외 ${p.records.length - 1}건` : '';
  const words =
    p.purpose === 'logo'
      ? {
          title: '회사 로고가 운영자에 의해 내려졌습니다',
          what: '운영자가 회사 로고를 내렸습니다. 공고와 회사 페이지에 더 이상 보이지 않습니다.',
          next: '새 로고는 회원정보 수정에서 올릴 수 있습니다.',
          link: '/user/edit',
          linkLabel: '회원정보 수정',
        }
      : p.purpose === 'job-info-photo'
        ? {
            title: first
              ? `‘${first.title}’ 공고의 사진이 운영자에 의해 내려졌습니다`
              : '공고 사진이 운영자에 의해 내려졌습니다',
            what: first
              ? `운영자가 ‘${first.title}’ 공고${more}의 사진 한 장을 내렸습니다. 공고의 다른 내용은 그대로 보입니다.`
              : '운영자가 올리신 공고 사진 한 장을 내렸습니다.',
            next: '다른 사진은 공고 수정에서 올릴 수 있습니다.',
            link: first ? `/job-info/${first.id}/edit` : '/job-info',
            linkLabel: first ? '공고 수정하기' : '공고 관리',
          }
        : {
            title: first
              ? `‘${first.title}’ 이력서의 사진이 운영자에 의해 내려졌습니다`
              : '이력서 사진이 운영자에 의해 내려졌습니다',
            what: first
              ? `운영자가 ‘${first.title}’ 이력서${more}의 사진을 내렸습니다. 이력서의 다른 내용은 그대로입니다.`
              : '운영자가 올리신 이력서 사진을 내렸습니다.',
            next: '다른 사진은 이력서 수정에서 올릴 수 있습니다.',
            link: first ? `/resume/${first.id}/edit` : '/resume',
            linkLabel: first ? '이력서 수정하기' : '이력서 관리',
          };
  return {
    kind: 'image_removed',
    userId: p.ownerId,
    eventKey: eventKey('image_removed', p.imageId),
    title: words.title,
    body: [words.what, `사유: ${p.reason}`, `${words.next} 이의가 있으시면 1:1 문의로 알려주세요.`].join('\n\n'),
    link: words.link,
    linkLabel: words.linkLabel,
  };
}

/** What a paid order now gives, in the buyer's words. */
function orderEffect(order: OrderRow): string {
  if (order.kind === 'talent') {
    return `인재 열람권 ${order.credits}건을 ${order.valid_days}일 동안 쓰실 수 있습니다.`;
  }
  const until = order.period_end ? dayLabel(order.period_end) : null;
  if (order.kind === 'posting') {
    return until
      ? `‘${order.target_title}’ 공고의 게재 기간이 ${until}까지로 정해졌습니다.`
      : `‘${order.target_title}’ 공고가 게재되었습니다.`;
  }
  return until
    ? `‘${order.target_title}’ 이력서가 ${until}까지 인재정보에 공개됩니다.`
    : `‘${order.target_title}’ 이력서가 공개되었습니다.`;
}

/** 무통장입금: an operator saw the deposit and the order is paid and active. */
export function paymentConfirmed(order: OrderRow): Notice {
  return {
    kind: 'payment_confirmed',
    userId: order.user_id,
    eventKey: eventKey('payment_confirmed', order.id),
    title: '입금이 확인되어 결제가 완료되었습니다',
    body: [
      `주문하신 ${order.product_name}(${won(order.amount)})의 입금이 확인되었습니다. (주문번호 ${order.order_no})`,
      orderEffect(order),
    ].join('\n\n'),
    link: orderPath(order.id),
    linkLabel: '주문 보기',
  };
}

/** A refund request decided by an operator; `decisionId` is the order event of the decision. */
export function refundDecided(
  order: OrderRow,
  decision: { decisionId: number } & (
    { approved: true; amount: number; rule: string } | { approved: false; note: string }
  ),
): Notice {
  const base = {
    kind: 'refund_decided' as const,
    userId: order.user_id,
    eventKey: eventKey('refund_decided', order.id, decision.decisionId),
    link: orderPath(order.id),
    linkLabel: '주문 보기',
  };
  const what = `${order.product_name} 주문(주문번호 ${order.order_no})`;
  if (decision.approved) {
    return {
      ...base,
      title: '요청하신 환불이 승인되었습니다',
      body: [`${what}의 환불 ${won(decision.amount)}이 승인되었습니다.`, `환불 기준: ${decision.rule}`].join('\n\n'),
    };
  }
  return {
    ...base,
    title: '환불 요청이 승인되지 않았습니다',
    body: [
      `${what}의 환불 요청을 검토했으나 이번에는 승인하지 못했습니다.`,
      `사유: ${decision.note}`,
      '주문은 결제 완료 상태로 그대로 유지됩니다. 궁금한 점은 1:1 문의로 알려주세요.',
    ].join('\n\n'),
  };
}

/** How much of an answer the 알림 and mail carry; the page shows all of it. */
const ANSWER_EXCERPT = 1_000;

/** The first answer to a 1:1 inquiry; a corrected answer is not told again (same key). */
export function inquiryAnswered(inquiry: { id: number; userId: number; title: string; answer: string }): Notice {
  const answer =
    inquiry.answer.length > ANSWER_EXCERPT ? `${inquiry.answer.slice(0, ANSWER_EXCERPT)}…(이하 생략)` : inquiry.answer;
  return {
    kind: 'inquiry_answered',
    userId: inquiry.userId,
    eventKey: eventKey('inquiry_answered', inquiry.id),
    title: '1:1 문의에 답변이 등록되었습니다',
    body: [`‘${inquiry.title}’ 문의에 답변이 등록되었습니다.`, answer].join('\n\n'),
    link: INQUIRY_PATH,
    linkLabel: '답변 보기',
  };
}

// ---- reminders, told by the scheduler once per item and KST day ----

/**
 * A posting leaves the list after `lastDay` (its visible_until): told 3 days before and on the day.
 * When its own deadline ends it before the paid period, the company is pointed at the deadline.
 */
export function postingEnding(p: {
  jobInfoId: number;
  companyId: number;
  title: string;
  lastDay: string;
  today: string;
  byDeadline: boolean;
}): Notice {
  const lastDayToday = p.lastDay === p.today;
  const ends = p.byDeadline ? '마감됩니다' : '게재가 끝납니다';
  const title = lastDayToday ? `‘${p.title}’ 공고가 오늘 ${ends}` : `‘${p.title}’ 공고가 3일 뒤 ${ends}`;
  const when = lastDayToday
    ? `‘${p.title}’ 공고는 오늘(${dayLabel(p.lastDay)})까지 채용정보에 보이고, 내일 목록에서 내려갑니다.`
    : `‘${p.title}’ 공고는 ${dayLabel(p.lastDay)}까지 채용정보에 보이고, 그다음 날 목록에서 내려갑니다.`;
  const act = p.byDeadline
    ? '계속 모집하시려면 공고를 수정해 마감일을 늦추거나 상시채용으로 바꿔주세요.'
    : '계속 모집하시려면 게재 기간을 연장해주세요. 끝나기 전에 연장하면 남은 기간에 이어서 더해집니다.';
  return {
    kind: 'posting_ending',
    userId: p.companyId,
    eventKey: eventKey('posting_ending', p.jobInfoId, p.today),
    title,
    body: [when, act].join('\n\n'),
    link: p.byDeadline ? `/job-info/${p.jobInfoId}/edit` : `/job-info/payment?target=${p.jobInfoId}`,
    linkLabel: p.byDeadline ? '마감일 수정하기' : '게재 기간 연장하기',
  };
}

export function resumeEnding(r: {
  resumeId: number;
  userId: number;
  title: string;
  lastDay: string;
  today: string;
}): Notice {
  return {
    kind: 'resume_ending',
    userId: r.userId,
    eventKey: eventKey('resume_ending', r.resumeId, r.today),
    title: `‘${r.title}’ 이력서 공개가 3일 뒤 끝납니다`,
    body: [
      `‘${r.title}’ 이력서는 ${dayLabel(r.lastDay)}까지 인재정보에 공개되고, 그다음 날부터 기업이 찾아볼 수 없습니다.`,
      '계속 공개하시려면 공개 기간을 연장해주세요. 이미 보내신 지원서에는 영향이 없습니다.',
    ].join('\n\n'),
    link: `/resume/payment?target=${r.resumeId}`,
    linkLabel: '공개 기간 연장하기',
  };
}

export function scrapClosing(s: {
  jobInfoId: number;
  userId: number;
  title: string;
  companyName: string;
  lastDay: string;
  today: string;
}): Notice {
  return {
    kind: 'scrap_closing',
    userId: s.userId,
    eventKey: eventKey('scrap_closing', s.jobInfoId, s.userId, s.today),
    title: `스크랩한 ‘${s.title}’ 공고가 내일 마감됩니다`,
    body: [
      `스크랩해 두신 ${s.companyName}의 ‘${s.title}’ 공고는 내일(${dayLabel(s.lastDay)})까지 지원할 수 있습니다.`,
      '관심 있으시면 마감 전에 지원해보세요.',
    ].join('\n\n'),
    link: `/info/job-info/${s.jobInfoId}`,
    linkLabel: '공고 보기',
  };
}
