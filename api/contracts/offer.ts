import {
  INTERVIEW_KINDS,
  INTERVIEW_LIMITS,
  type InterviewKind,
  interviewSlotSchema,
  interviewSlotsSchema,
} from './interview';
import { z } from './zod';

/** 입사 제안: a company proposes one of its listed postings to a person whose resume it may read. */
export const OFFER_LIMITS = {
  message: 1000,
  /** offers one company may send in a Korean day */
  perDay: 20,
} as const;

export const OFFER_STATUSES = { open: '답변 대기', accepted: '수락', declined: '거절' } as const;
export type OfferStatus = keyof typeof OFFER_STATUSES;

const kindSchema = z.enum(Object.keys(INTERVIEW_KINDS) as [InterviewKind, ...InterviewKind[]], {
  error: '면접 방식을 방문·전화·화상 중에서 골라주세요.',
});

/**
 * POST /my/talent/{resumeId}/offers. With `slots`, accepting carries them over as an interview
 * proposal of `interviewKind` (방문 면접 when left out, at the posting's 근무지 unless `place`).
 */
export const offerBodySchema = z
  .object({
    jobInfoId: z.coerce
      .number({ error: '제안할 공고를 골라주세요.' })
      .int({ error: '제안할 공고를 골라주세요.' })
      .positive({ error: '제안할 공고를 골라주세요.' })
      .max(2_147_483_647, { error: '제안할 공고를 골라주세요.' }),
    message: z
      .string({ error: '제안 메시지를 적어주세요.' })
      .trim()
      .min(1, { error: '제안 메시지를 적어주세요.' })
      .max(OFFER_LIMITS.message, { error: `제안 메시지는 ${OFFER_LIMITS.message}자 이하로 적어주세요.` }),
    slots: interviewSlotsSchema.optional(),
    interviewKind: kindSchema.optional(),
    place: z
      .string()
      .trim()
      .max(INTERVIEW_LIMITS.place, { error: `면접 장소는 ${INTERVIEW_LIMITS.place}자 이하로 적어주세요.` })
      .optional()
      .transform((value) => value || undefined),
    link: z
      .url({ protocol: /^https?$/, error: '화상 면접 링크는 http:// 또는 https:// 주소로 적어주세요.' })
      .max(INTERVIEW_LIMITS.link, { error: `화상 면접 링크는 ${INTERVIEW_LIMITS.link}자 이하로 적어주세요.` })
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .superRefine((body, ctx) => {
    if (!body.slots && (body.interviewKind || body.place || body.link)) {
      ctx.addIssue({ code: 'custom', path: ['slots'], message: '면접 방식을 정하셨다면 면접 시간도 골라주세요.' });
    }
    if (body.interviewKind === 'video' && !body.link) {
      ctx.addIssue({ code: 'custom', path: ['link'], message: '화상 면접은 접속 링크를 적어주세요.' });
    }
  });
export type OfferBody = z.infer<typeof offerBodySchema>;

/** POST /my/offers/{offerId}/accept: the resume to apply with. */
export const acceptOfferBodySchema = z.object({
  resumeId: z.coerce
    .number({ error: '지원할 이력서를 골라주세요.' })
    .int({ error: '지원할 이력서를 골라주세요.' })
    .positive({ error: '지원할 이력서를 골라주세요.' })
    .max(2_147_483_647, { error: '지원할 이력서를 골라주세요.' }),
});

/** An offer as both sides see it: the posting, its company and its words; nothing of the person. */
export const offerSchema = z.object({
  id: z.number().int(),
  jobInfoId: z.number().int(),
  jobInfoTitle: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  message: z.string(),
  /** interview times offered with it; null without */
  slots: z.array(interviewSlotSchema).nullable(),
  interviewKind: kindSchema.nullable(),
  place: z.string().nullable(),
  link: z.string().nullable(),
  status: z.enum(Object.keys(OFFER_STATUSES) as [OfferStatus, ...OfferStatus[]]),
  /** the application accepting it made */
  applicationId: z.number().int().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;
