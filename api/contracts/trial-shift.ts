import { businessNumberText } from './business-number';
import { z } from './zod';

/**
 * A paid trial shift (유급 체험 근무): a company proposes it from an applicant's page, the seeker
 * accepts or declines, both sign the 근로계약서 (단시간근로자) the board draws up, both confirm the
 * shift happened, and the company records 채용 or 불채용.
 */

/** 근로기준법: a trial shift is at most 8 hours of span. */
export const TRIAL_SHIFT_MAX_HOURS = 8;
export const TRIAL_SHIFT_MAX_DAYS_AHEAD = 60;
/** 근로기준법 제42조: the contract and its record are kept 3 years, then destroyed. */
export const TRIAL_SHIFT_RETENTION_YEARS = 3;

export const TRIAL_SHIFT_STATUSES = [
  /** proposed by the company, waiting for the seeker */
  'proposed',
  /** accepted: the contract is drawn up, waiting for both signatures */
  'accepted',
  'declined',
  'cancelled',
  /** both signed: the contract can be downloaded */
  'signed',
  /** both confirmed the shift happened */
  'completed',
] as const;
export type TrialShiftStatus = (typeof TRIAL_SHIFT_STATUSES)[number];

export const TRIAL_SHIFT_STATUS_LABELS: Record<TrialShiftStatus, string> = {
  proposed: '제안됨',
  accepted: '계약서 서명 대기',
  declined: '거절됨',
  cancelled: '취소됨',
  signed: '계약 완료',
  completed: '근무 완료',
};

export const TRIAL_SHIFT_RESULTS = ['hired', 'rejected'] as const;
export const TRIAL_SHIFT_RESULT_LABELS = { hired: '채용', rejected: '불채용' } as const;

const time = (label: string) =>
  z
    .string({ error: `${label}을 입력해주세요.` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${label}은 00:00 형식으로 입력해주세요.` });

/** `POST /my/applicants/{id}/trial-shifts`: the company's proposal. The api checks the rest. */
export const trialShiftProposalSchema = z.object({
  date: z
    .string({ error: '근무일을 입력해주세요.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '근무일은 2026-12-01 형식으로 입력해주세요.' }),
  start: time('시작 시간'),
  end: time('종료 시간'),
  breakMinutes: z.coerce
    .number({ error: '휴게시간을 분으로 입력해주세요.' })
    .int({ error: '휴게시간을 분으로 입력해주세요.' })
    .min(0, { error: '휴게시간을 분으로 입력해주세요.' })
    .max(240, { error: '휴게시간이 너무 깁니다.' }),
  place: z
    .string({ error: '근무 장소를 입력해주세요.' })
    .trim()
    .min(2, { error: '근무 장소를 입력해주세요.' })
    .max(200, { error: '근무 장소는 200자 이하로 입력해주세요.' }),
  hourlyWage: z.coerce
    .number({ error: '시급을 숫자로 입력해주세요.' })
    .int({ error: '시급을 원 단위로 입력해주세요.' })
    .positive({ error: '시급을 입력해주세요.' })
    .max(1_000_000, { error: '시급이 너무 큽니다.' }),
  /** 준비물·복장 and anything else the seeker should know */
  note: z.string().trim().max(500, { error: '준비물·복장 안내는 500자 이하로 입력해주세요.' }).optional(),
});
export type TrialShiftProposal = z.input<typeof trialShiftProposalSchema>;

export const trialShiftReasonSchema = z.object({
  reason: z
    .string({ error: '취소 이유를 입력해주세요.' })
    .trim()
    .min(2, { error: '취소 이유를 입력해주세요.' })
    .max(300, { error: '취소 이유는 300자 이하로 입력해주세요.' }),
});

/** A signature: the signer's name typed as it is on the contract (the api records the time and address). */
export const trialShiftSignatureSchema = z.object({
  name: z
    .string({ error: '서명할 이름을 입력해주세요.' })
    .trim()
    .min(1, { error: '서명할 이름을 입력해주세요.' })
    .max(50, { error: '이름은 50자 이하로 입력해주세요.' }),
});

export const trialShiftOutcomeSchema = z.object({
  result: z.enum(TRIAL_SHIFT_RESULTS, { error: '채용 또는 불채용을 골라주세요.' }),
});

const signatureSchema = z.object({ name: z.string(), signedAt: z.string() }).nullable();

/** A trial shift as either side sees it. Money in 원. */
export const trialShiftSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  status: z.enum(TRIAL_SHIFT_STATUSES),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  breakMinutes: z.number().int(),
  /** hours worked: the span less the break */
  workMinutes: z.number().int(),
  place: z.string(),
  note: z.string().nullable(),
  hourlyWage: z.number().int(),
  /** the pay due for the shift: hourlyWage × worked hours, rounded to the won */
  payDue: z.number().int(),
  companyName: z.string(),
  seekerName: z.string(),
  jobInfoTitle: z.string(),
  companySignature: signatureSchema,
  seekerSignature: signatureSchema,
  companyConfirmedAt: z.string().nullable(),
  seekerConfirmedAt: z.string().nullable(),
  result: z.enum(TRIAL_SHIFT_RESULTS).nullable(),
  cancelledBy: z.enum(['company', 'seeker']).nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
});
export type TrialShift = z.infer<typeof trialShiftSchema>;

/**
 * The 근로계약서 as drawn up when the seeker accepts (the Ministry of Employment and Labor's
 * 단시간근로자 표준근로계약서): frozen then, so a later change of name, address or posting, or the
 * resume copy's destruction, leaves the signed contract as it was.
 */
export const trialContractSchema = z.object({
  employer: z.object({
    /** 사업체명 */
    name: z.string(),
    /** 대표자 */
    ceo: z.string().nullable(),
    address: z.string().nullable(),
    businessNumber: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  worker: z.object({ name: z.string(), contact: z.string().nullable() }),
  /** 근로개시일 (YYYY-MM-DD) */
  startDate: z.string(),
  place: z.string(),
  /** 업무의 내용 */
  duties: z.string(),
  start: z.string(),
  end: z.string(),
  breakMinutes: z.number().int(),
  workMinutes: z.number().int(),
  hourlyWage: z.number().int(),
  payDue: z.number().int(),
  /** 임금지급일 */
  payDay: z.string(),
  /** 지급방법 */
  payMethod: z.string(),
  /** 사회보험 적용여부 */
  socialInsurance: z.string(),
  /** 근로계약서 교부 */
  delivery: z.string(),
  drawnUpAt: z.string(),
});
export type TrialContract = z.infer<typeof trialContractSchema>;

/** A trial shift with its contract: null until the seeker accepts (and for a proposal that never was). */
export const trialShiftWithContractSchema = trialShiftSchema.extend({
  contract: trialContractSchema.nullable(),
});

/** `GET /my/trial-shifts`: the seeker's trial shifts, the next first, each with its pay due. */
export const myTrialShiftsSchema = z.object({ trialShifts: z.array(trialShiftWithContractSchema) });

/** The worked minutes of a span: its length (past midnight when the end comes first) less the break. */
export function trialShiftSpanMinutes(start: string, end: string): number {
  const minutes = (time: string) => {
    const [hours, mins] = time.split(':').map(Number);
    return hours! * 60 + mins!;
  };
  const span = minutes(end) - minutes(start);
  return span <= 0 ? span + 24 * 60 : span;
}

/** 시간급 × worked hours, rounded to the won. */
export const trialShiftPay = (hourlyWage: number, workMinutes: number) => Math.round((hourlyWage * workMinutes) / 60);

const hm = (minutes: number) =>
  minutes % 60 ? `${Math.floor(minutes / 60)}시간 ${minutes % 60}분` : `${minutes / 60}시간`;
const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/**
 * The contract's articles as the standard form orders them, one { title, text } each: the PDF and
 * the page that asks for the signature read the same words.
 */
export function trialContractArticles(contract: TrialContract): { title: string; text: string }[] {
  const { employer, worker } = contract;
  return [
    {
      title: '당사자',
      text: [
        `사업주: ${employer.name}${employer.ceo ? ` (대표자 ${employer.ceo})` : ''}`,
        `사업장 주소: ${employer.address ?? '-'} · 사업자등록번호: ${employer.businessNumber ? businessNumberText(employer.businessNumber) : '-'}${employer.phone ? ` · 연락처: ${employer.phone}` : ''}`,
        `근로자: ${worker.name}${worker.contact ? ` (연락처 ${worker.contact})` : ''}`,
        '위 사업주(이하 "사업주")와 근로자(이하 "근로자")는 다음과 같이 단시간 근로계약을 체결한다.',
      ].join('\n'),
    },
    { title: '1. 근로개시일', text: `${contract.startDate} (유급 체험 근무 1일, 같은 날 종료)` },
    { title: '2. 근무장소', text: contract.place },
    { title: '3. 업무의 내용', text: contract.duties },
    {
      title: '4. 근로일 및 근로일별 근로시간',
      text: `${contract.startDate} ${contract.start}~${contract.end} (휴게시간 ${contract.breakMinutes}분 포함, 실근로 ${hm(contract.workMinutes)})`,
    },
    {
      title: '5. 임금',
      text: [
        `시간급: ${won(contract.hourlyWage)}`,
        `이번 근무의 임금: ${won(contract.payDue)} (시간급 × 실근로 ${hm(contract.workMinutes)})`,
        `임금지급일: ${contract.payDay}`,
        `지급방법: ${contract.payMethod}`,
      ].join('\n'),
    },
    { title: '6. 사회보험 적용여부', text: contract.socialInsurance },
    { title: '7. 근로계약서 교부', text: contract.delivery },
    {
      title: '8. 기타',
      text: '이 계약에 정함이 없는 사항은 근로기준법령에 의한다. 체험 근무도 근로이므로 임금은 최저임금 이상으로 지급한다.',
    },
  ];
}
