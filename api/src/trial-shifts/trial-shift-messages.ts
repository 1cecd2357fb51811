import type { TrialShift } from '../../contracts/trial-shift';
import { dayLabel, eventKey } from '../messages/event-messages';
import type { MailAttachment } from '../messages/mail-body';
import type { Notice } from '../messages/messages';

/**
 * The words of a trial shift's steps, told to the other side (알림 and mail), each linking to the
 * application's page on that side. Event keys name the step and the shift, so a step is told once.
 */

export type TrialSide = 'company' | 'seeker';

export interface TrialShiftParties {
  applicationId: number;
  companyId: number;
  seekerId: number;
}

const pageOf = (side: TrialSide, applicationId: number) =>
  side === 'company' ? `/job-info/apply-resume/${applicationId}` : `/resume/apply-job-info/${applicationId}`;

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** When, where and for how much: the lines every message about the shift carries. */
function factsOf(shift: TrialShift): string {
  return [
    `근무일시: ${dayLabel(shift.date)} ${shift.start}~${shift.end} (휴게 ${shift.breakMinutes}분)`,
    `근무장소: ${shift.place}`,
    `시급 ${won(shift.hourlyWage)} · 이번 근무의 임금 ${won(shift.payDue)}`,
    ...(shift.note ? [`준비물·복장: ${shift.note}`] : []),
  ].join('\n');
}

function notice(
  to: TrialSide,
  parties: TrialShiftParties,
  step: string,
  shift: TrialShift,
  title: string,
  lines: string[],
  linkLabel: string,
): Notice {
  return {
    kind: 'trial_shift',
    userId: to === 'company' ? parties.companyId : parties.seekerId,
    eventKey: eventKey('trial_shift', step, shift.id, to),
    title,
    body: [...lines, factsOf(shift)].join('\n\n'),
    link: pageOf(to, parties.applicationId),
    linkLabel,
  };
}

export const trialShiftProposed = (p: TrialShiftParties, shift: TrialShift) =>
  notice(
    'seeker',
    p,
    'proposed',
    shift,
    `${shift.companyName}에서 유급 체험 근무를 제안했습니다`,
    [
      `${shift.companyName}에서 ‘${shift.jobInfoTitle}’ 지원서를 보고 유급 체험 근무를 제안했습니다.`,
      '수락하면 근로계약서가 만들어지고, 양쪽이 서명한 뒤 근무합니다. 체험 근무도 근로이므로 임금이 지급됩니다.',
    ],
    '제안 확인하기',
  );

export const trialShiftAccepted = (p: TrialShiftParties, shift: TrialShift) =>
  notice(
    'company',
    p,
    'accepted',
    shift,
    `${shift.seekerName} 님이 체험 근무를 수락했습니다`,
    [
      `‘${shift.jobInfoTitle}’ 지원자 ${shift.seekerName} 님이 유급 체험 근무를 수락했습니다.`,
      '근로계약서가 만들어졌습니다. 내용을 확인하고 서명해주세요.',
    ],
    '계약서 서명하기',
  );

export const trialShiftDeclined = (p: TrialShiftParties, shift: TrialShift) =>
  notice(
    'company',
    p,
    'declined',
    shift,
    `${shift.seekerName} 님이 체험 근무 제안을 거절했습니다`,
    [`‘${shift.jobInfoTitle}’ 지원자 ${shift.seekerName} 님이 유급 체험 근무 제안을 정중히 거절했습니다.`],
    '지원서 보기',
  );

export function trialShiftCancelled(p: TrialShiftParties, shift: TrialShift): Notice {
  const to: TrialSide = shift.cancelledBy === 'company' ? 'seeker' : 'company';
  const who = shift.cancelledBy === 'company' ? shift.companyName : `지원자 ${shift.seekerName} 님`;
  return notice(
    to,
    p,
    'cancelled',
    shift,
    `유급 체험 근무가 취소되었습니다`,
    [`${who}이(가) ‘${shift.jobInfoTitle}’ 유급 체험 근무를 취소했습니다.`, `사유: ${shift.cancelReason ?? ''}`],
    '지원 내역 보기',
  );
}

/** One side signed: the other is asked to sign too. */
export function trialShiftSigned(p: TrialShiftParties, shift: TrialShift, by: TrialSide): Notice {
  const to: TrialSide = by === 'company' ? 'seeker' : 'company';
  const who = by === 'company' ? shift.companyName : `${shift.seekerName} 님`;
  return notice(
    to,
    p,
    `signed-${by}`,
    shift,
    `${who}이(가) 체험 근무 근로계약서에 서명했습니다`,
    [`${who}이(가) ‘${shift.jobInfoTitle}’ 유급 체험 근무의 근로계약서에 서명했습니다. 확인하고 서명해주세요.`],
    '계약서 서명하기',
  );
}

/**
 * Both signed: the contract is delivered to each side (근로기준법 제17조) with the PDF attached. A
 * kind of its own, which no setting turns off.
 */
export function trialContractDelivered(
  p: TrialShiftParties,
  shift: TrialShift,
  to: TrialSide,
  pdf: MailAttachment,
): Notice {
  return {
    kind: 'trial_contract',
    userId: to === 'company' ? p.companyId : p.seekerId,
    eventKey: eventKey('trial_contract', shift.id, to),
    title: '체험 근무 근로계약서 서명이 끝났습니다',
    body: [
      `${shift.companyName}와(과) ${shift.seekerName} 님이 ‘${shift.jobInfoTitle}’ 유급 체험 근무의 근로계약서에 모두 서명했습니다.`,
      '서명된 근로계약서(PDF)를 첨부합니다. 빵잡의 지원 내역에서도 언제든 내려받을 수 있습니다.',
      factsOf(shift),
    ].join('\n\n'),
    link: pageOf(to, p.applicationId),
    linkLabel: '계약서 보기',
    attachments: [pdf],
  };
}

/** One side confirmed the shift took place: the other is asked to confirm too. */
export function trialShiftConfirmed(p: TrialShiftParties, shift: TrialShift, by: TrialSide): Notice {
  const to: TrialSide = by === 'company' ? 'seeker' : 'company';
  const who = by === 'company' ? shift.companyName : `${shift.seekerName} 님`;
  const both = shift.companyConfirmedAt !== null && shift.seekerConfirmedAt !== null;
  return notice(
    to,
    p,
    `confirmed-${by}`,
    shift,
    `${who}이(가) 체험 근무를 마쳤다고 확인했습니다`,
    [
      `${who}이(가) ‘${shift.jobInfoTitle}’ 유급 체험 근무를 마쳤다고 확인했습니다.`,
      both
        ? to === 'company'
          ? '양쪽 확인이 끝났습니다. 채용 또는 불채용 결과를 기록해주세요.'
          : '양쪽 확인이 끝났습니다. 임금은 계약서의 지급일에 지급됩니다.'
        : '근무를 마치셨다면 확인해주세요.',
    ],
    both && to === 'company' ? '결과 기록하기' : '근무 확인하기',
  );
}
