/**
 * Every kind of message the board sends, with its Korean words. A message is an 알림 (always kept)
 * and, unless the member turned the kind off or has no address, a mail. Kinds about money and
 * account security are transactional: they cannot be turned off. Kinds that are not strictly about
 * the member's own transaction carry an unsubscribe link (정보통신망법 §50).
 */

export type Audience = 'company' | 'normal' | 'both' | 'account';

export interface KindInfo {
  /** who can receive it; `account` kinds are mail only (no 알림) and go to whoever asked */
  audience: Audience;
  /** the settings page's label */
  label: string;
  /** why the person gets it, said in the mail's footer */
  reason: string;
  /** money or account security: always mailed, no switch */
  transactional: boolean;
  /** not strictly about their own transaction: the mail carries a one-click unsubscribe link */
  unsubscribable: boolean;
}

export const MESSAGE_KINDS = {
  application_received: {
    audience: 'company',
    label: '새 지원자',
    reason: '내 공고에 지원서가 도착하면 알려드리는 메일입니다.',
    transactional: false,
    unsubscribable: false,
  },
  application_cancelled: {
    audience: 'company',
    label: '지원 취소',
    reason: '내 공고의 지원이 취소되면 알려드리는 메일입니다.',
    transactional: false,
    unsubscribable: false,
  },
  posting_ending: {
    audience: 'company',
    label: '공고 게재 종료 예정',
    reason: '내 공고의 게재 기간이 끝나기 전에 알려드리는 메일입니다.',
    transactional: false,
    unsubscribable: true,
  },
  interview_answered: {
    audience: 'company',
    label: '면접 응답',
    reason: '지원자가 면접 제안에 답하거나 면접을 취소하면 알려드리는 메일입니다.',
    transactional: false,
    unsubscribable: false,
  },
  offer_answered: {
    audience: 'company',
    label: '입사 제안 응답',
    reason: '보내신 입사 제안에 인재가 답하면 알려드리는 메일입니다.',
    transactional: false,
    unsubscribable: false,
  },
  answer_reminder: {
    audience: 'company',
    label: '답하지 않은 지원',
    reason: '지원서가 도착하고 3일, 7일이 지나도록 답하지 않으셨을 때 알려드리는 메일입니다.',
    transactional: false,
    unsubscribable: true,
  },
  posting_hidden: {
    audience: 'company',
    label: '공고 숨김',
    reason: '운영자가 내 공고를 숨기면 알려드리는 메일입니다.',
    transactional: false,
    unsubscribable: false,
  },
  application_status: {
    audience: 'normal',
    label: '지원 결과 (열람·서류합격·불합격)',
    reason: '내 지원서의 진행 상황이 바뀌면 알려드리는 메일입니다.',
    transactional: false,
    unsubscribable: false,
  },
  interview_proposed: {
    audience: 'normal',
    label: '면접 제안',
    reason: '기업이 내 지원서에 면접을 제안하거나 일정을 바꾸면 알려드리는 메일입니다.',
    transactional: false,
    unsubscribable: false,
  },
  talent_offer: {
    audience: 'normal',
    label: '입사 제안',
    reason: '내 이력서를 본 기업이 공고를 제안하면 알려드리는 메일입니다.',
    transactional: false,
    unsubscribable: true,
  },
  application_waiting: {
    audience: 'normal',
    label: '답을 기다리는 지원',
    reason: '지원하고 14일이 지나도록 기업의 답이 없으면 알려드리는 메일입니다.',
    transactional: false,
    unsubscribable: true,
  },
  resume_ending: {
    audience: 'normal',
    label: '이력서 공개 종료 예정',
    reason: '내 이력서의 공개 기간이 끝나기 전에 알려드리는 메일입니다.',
    transactional: false,
    unsubscribable: true,
  },
  scrap_closing: {
    audience: 'normal',
    label: '스크랩한 공고 마감 임박',
    reason: '스크랩한 공고가 내일 마감되면 알려드리는 메일입니다.',
    transactional: false,
    unsubscribable: true,
  },
  job_alert_digest: {
    audience: 'normal',
    label: '맞춤 공고',
    reason: '저장하신 맞춤 공고 조건에 맞는 새 공고를 하루 한 번 보내드리는 메일입니다.',
    transactional: false,
    unsubscribable: true,
  },
  portfolio_photo_hidden: {
    audience: 'normal',
    label: '포트폴리오 사진 숨김',
    reason: '운영자가 내 포트폴리오 사진을 숨기면 어느 사진인지와 사유를 알려드리는 메일입니다.',
    transactional: false,
    unsubscribable: false,
  },
  interview_reminder: {
    audience: 'both',
    label: '면접 하루 전·두 시간 전 안내',
    reason: '확정된 면접의 하루 전과 두 시간 전에 보내드리는 메일입니다.',
    transactional: false,
    unsubscribable: false,
  },
  thread_message: {
    audience: 'both',
    label: '지원 대화 새 메시지',
    reason: '지원 대화에 새 메시지가 오면 알려드리는 메일입니다. 10분에 한 번까지 모아 보내드립니다.',
    transactional: false,
    unsubscribable: true,
  },
  payment_confirmed: {
    audience: 'both',
    label: '입금 확인',
    reason: '결제하신 주문의 입금이 확인되면 보내드리는 메일입니다.',
    transactional: true,
    unsubscribable: false,
  },
  refund_decided: {
    audience: 'both',
    label: '환불 처리',
    reason: '요청하신 환불이 처리되면 보내드리는 메일입니다.',
    transactional: true,
    unsubscribable: false,
  },
  image_removed: {
    audience: 'both',
    label: '사진 내림',
    reason: '운영자가 내 로고나 사진을 내리면 알려드리는 메일입니다.',
    transactional: false,
    unsubscribable: false,
  },
  inquiry_answered: {
    audience: 'both',
    label: '1:1 문의 답변',
    reason: '남기신 1:1 문의에 답변이 등록되면 알려드리는 메일입니다.',
    transactional: false,
    unsubscribable: false,
  },
  verify_email: {
    audience: 'account',
    label: '이메일 인증',
    reason: '빵잡 계정의 이메일 주소를 확인하기 위한 메일입니다.',
    transactional: true,
    unsubscribable: false,
  },
  find_id: {
    audience: 'account',
    label: '아이디 찾기',
    reason: '아이디 찾기를 요청하셔서 보내드리는 메일입니다. 요청하지 않으셨다면 무시하셔도 됩니다.',
    transactional: true,
    unsubscribable: false,
  },
  reset_password: {
    audience: 'account',
    label: '비밀번호 재설정',
    reason: '비밀번호 찾기를 요청하셔서 보내드리는 메일입니다. 요청하지 않으셨다면 무시하셔도 됩니다.',
    transactional: true,
    unsubscribable: false,
  },
  mail_test: {
    audience: 'account',
    label: '시험 메일',
    reason: '운영자가 빵잡의 메일 설정을 확인하려고 보낸 시험 메일입니다.',
    transactional: true,
    unsubscribable: false,
  },
} as const satisfies Record<string, KindInfo>;

export type MessageKind = keyof typeof MESSAGE_KINDS;
/** the kinds that make an 알림 (every kind but the account mails) */
export type NotificationKind = {
  [K in MessageKind]: (typeof MESSAGE_KINDS)[K]['audience'] extends 'account' ? never : K;
}[MessageKind];
export type AccountMailKind = Exclude<MessageKind, NotificationKind>;

export function isMessageKind(value: string): value is MessageKind {
  return Object.hasOwn(MESSAGE_KINDS, value);
}

/** The kinds a member of `role` receives and may switch (the settings page lists these). */
export function switchableKinds(role: 'normal' | 'company'): NotificationKind[] {
  return (Object.keys(MESSAGE_KINDS) as MessageKind[]).filter((kind): kind is NotificationKind => {
    const info: KindInfo = MESSAGE_KINDS[kind];
    return (info.audience === role || info.audience === 'both') && !info.transactional;
  });
}
