import { z } from './zod';

/** 면접: what a company proposes to an applicant, and what the applicant answers. */
export const INTERVIEW_KINDS = { visit: '방문 면접', phone: '전화 면접', video: '화상 면접' } as const;
export type InterviewKind = keyof typeof INTERVIEW_KINDS;

export const INTERVIEW_STATUSES = {
  proposed: '답변 대기',
  other_times: '다른 시간 요청',
  declined: '면접 거절',
  lapsed: '기한 지남',
  superseded: '다시 제안됨',
  confirmed: '면접 확정',
  cancelled: '면접 취소',
  done: '면접 완료',
} as const;
export type InterviewStatus = keyof typeof INTERVIEW_STATUSES;

/** Why a seeker declines, from a short list (or their own words under `other`). */
export const DECLINE_REASONS = {
  found_job: '다른 곳에서 일하게 되었어요',
  schedule: '일정이 맞지 않아요',
  conditions: '근무 조건이 맞지 않아요',
  distance: '거리가 멀어요',
  other: '기타',
} as const;
export type DeclineReason = keyof typeof DECLINE_REASONS;

export const INTERVIEW_LIMITS = {
  slots: 3,
  minMinutes: 10,
  maxMinutes: 120,
  /** a time may be at most this many days ahead */
  daysAhead: 60,
  note: 500,
  bring: 200,
  place: 200,
  link: 500,
  reason: 500,
  otherTimes: 1000,
} as const;

const kindSchema = z.enum(Object.keys(INTERVIEW_KINDS) as [InterviewKind, ...InterviewKind[]], {
  error: '면접 방식을 방문·전화·화상 중에서 골라주세요.',
});

export const interviewSlotSchema = z.object({
  /** ISO 8601 with an offset, e.g. 2026-12-01T14:00:00+09:00 */
  startsAt: z.iso.datetime({ offset: true, error: '면접 시각을 날짜와 시간으로 적어주세요.' }),
  minutes: z.coerce
    .number({ error: '면접 시간을 분 단위로 적어주세요.' })
    .int({ error: '면접 시간을 분 단위로 적어주세요.' })
    .min(INTERVIEW_LIMITS.minMinutes, { error: `면접 시간은 ${INTERVIEW_LIMITS.minMinutes}분 이상이어야 합니다.` })
    .max(INTERVIEW_LIMITS.maxMinutes, { error: `면접 시간은 ${INTERVIEW_LIMITS.maxMinutes}분 이하여야 합니다.` }),
});
export type InterviewSlot = z.infer<typeof interviewSlotSchema>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label}은(는) ${max}자 이하로 적어주세요.` })
    .optional()
    .transform((value) => value || undefined);

/**
 * The index of a slot that overlaps an earlier-starting one, or null: two candidate times of one
 * proposal must not overlap (the api checks again whatever called it).
 */
export function overlappingSlot(slots: readonly InterviewSlot[]): number | null {
  const spans = slots
    .map((slot, index) => ({
      index,
      start: Date.parse(slot.startsAt),
      end: Date.parse(slot.startsAt) + slot.minutes * 60_000,
    }))
    .sort((a, b) => a.start - b.start);
  for (let i = 1; i < spans.length; i += 1) {
    if (spans[i]!.start < spans[i - 1]!.end) return spans[i]!.index;
  }
  return null;
}

export const OVERLAPPING_SLOTS_MESSAGE = '제안한 면접 시간끼리 겹칩니다.';

/** One to three candidate times that do not overlap (past and far-off times are the api's to refuse). */
export const interviewSlotsSchema = z
  .array(interviewSlotSchema, { error: '면접 시간을 하나 이상 골라주세요.' })
  .min(1, { error: '면접 시간을 하나 이상 골라주세요.' })
  .max(INTERVIEW_LIMITS.slots, { error: `면접 시간은 ${INTERVIEW_LIMITS.slots}개까지 제안할 수 있습니다.` })
  .superRefine((slots, ctx) => {
    const index = overlappingSlot(slots);
    if (index !== null) {
      ctx.addIssue({ code: 'custom', path: [index, 'startsAt'], message: OVERLAPPING_SLOTS_MESSAGE });
    }
  });

const linkSchema = z
  .url({ protocol: /^https?$/, error: '화상 면접 링크는 http:// 또는 https:// 주소로 적어주세요.' })
  .max(INTERVIEW_LIMITS.link)
  .optional()
  .or(z.literal('').transform(() => undefined));

export const VIDEO_LINK_MESSAGE = '화상 면접은 접속 링크를 적어주세요.';

export const proposeInterviewBodySchema = z
  .object({
    kind: kindSchema,
    slots: interviewSlotsSchema,
    /** 방문 면접's place; the posting's 근무지 when not given */
    place: optionalText(INTERVIEW_LIMITS.place, '면접 장소'),
    /** 화상 면접's link */
    link: linkSchema,
    /** 준비물 */
    bring: optionalText(INTERVIEW_LIMITS.bring, '준비물'),
    note: optionalText(INTERVIEW_LIMITS.note, '메시지'),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'video' && !body.link) {
      ctx.addIssue({ code: 'custom', path: ['link'], message: VIDEO_LINK_MESSAGE });
    }
  });
export type ProposeInterviewBody = z.infer<typeof proposeInterviewBodySchema>;

const ANSWER_KEYS = ['slot', 'otherTimes', 'decline'] as const;

/**
 * The seeker's answer: one of the times, a request for others, or no. When none fits, the message
 * is the one of the answer the body meant (the key it has), not a union's "잘못된 입력".
 */
export const interviewAnswerBodySchema = z.union(
  [
    z.object({
      slot: z.coerce
        .number({ error: '면접 시간을 골라주세요.' })
        .int()
        .min(0, { error: '면접 시간을 골라주세요.' })
        .max(INTERVIEW_LIMITS.slots - 1, { error: '면접 시간을 골라주세요.' }),
    }),
    z.object({
      otherTimes: z
        .string()
        .trim()
        .min(1, { error: '가능한 시간을 적어주세요.' })
        .max(INTERVIEW_LIMITS.otherTimes, {
          error: `가능한 시간은 ${INTERVIEW_LIMITS.otherTimes}자 이하로 적어주세요.`,
        }),
    }),
    z.object({
      decline: z.object({
        reason: z
          .enum(Object.keys(DECLINE_REASONS) as [DeclineReason, ...DeclineReason[]], {
            error: '거절 이유를 목록에서 골라주세요.',
          })
          .optional(),
        words: optionalText(INTERVIEW_LIMITS.reason, '거절 이유'),
      }),
    }),
  ],
  {
    error: (issue) => {
      const input = issue.input;
      const meant = ANSWER_KEYS.findIndex((key) => typeof input === 'object' && input !== null && key in input);
      const errors = issue.code === 'invalid_union' ? issue.errors : [];
      return errors[meant]?.[0]?.message ?? '면접 시간을 고르거나, 다른 시간을 요청하거나, 거절해주세요.';
    },
  },
);
export type InterviewAnswerBody = z.infer<typeof interviewAnswerBodySchema>;

/** Cancelling (either side) or asking to reschedule a confirmed interview: why, in words. */
export const interviewReasonBodySchema = z.object({
  reason: z
    .string({ error: '이유를 적어주세요.' })
    .trim()
    .min(1, { error: '이유를 적어주세요.' })
    .max(INTERVIEW_LIMITS.reason, { error: `이유는 ${INTERVIEW_LIMITS.reason}자 이하로 적어주세요.` }),
});

/**
 * Rescheduling a confirmed interview: why, and the new times. What is left out (kind, place, link,
 * 준비물, message) stays as it was; a 화상 면접 still needs its link, which the api checks once merged.
 */
export const rescheduleInterviewBodySchema = interviewReasonBodySchema.extend({
  slots: interviewSlotsSchema,
  kind: kindSchema.optional(),
  place: optionalText(INTERVIEW_LIMITS.place, '면접 장소'),
  link: linkSchema,
  bring: optionalText(INTERVIEW_LIMITS.bring, '준비물'),
  note: optionalText(INTERVIEW_LIMITS.note, '메시지'),
});
export type RescheduleInterviewBody = z.infer<typeof rescheduleInterviewBodySchema>;

export const interviewOutcomeBodySchema = z
  .object({
    attended: z.boolean({ error: '참석 또는 불참을 골라주세요.' }),
    result: z.enum(['hired', 'rejected'], { error: '최종 합격 또는 불합격을 골라주세요.' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.attended && body.result === 'hired') {
      ctx.addIssue({ code: 'custom', path: ['result'], message: '불참한 지원자는 최종 합격으로 표시할 수 없습니다.' });
    }
  });
export type InterviewOutcomeBody = z.infer<typeof interviewOutcomeBodySchema>;

export const interviewSchema = z.object({
  /** global: an interview id names one interview whatever the application */
  id: z.number().int(),
  applicationId: z.number().int(),
  kind: kindSchema,
  place: z.string().nullable(),
  link: z.string().nullable(),
  bring: z.string().nullable(),
  note: z.string().nullable(),
  slots: z.array(interviewSlotSchema),
  status: z.enum(Object.keys(INTERVIEW_STATUSES) as [InterviewStatus, ...InterviewStatus[]]),
  /** the time picked, once confirmed */
  startsAt: z.string().nullable(),
  minutes: z.number().int().nullable(),
  /** the seeker's request for other times */
  answerMessage: z.string().nullable(),
  declineReason: z.string().nullable(),
  cancelledBy: z.enum(['company', 'normal']).nullable(),
  cancelReason: z.string().nullable(),
  /** the seeker's 참석 확인 from the day-before mail */
  attendanceConfirmedAt: z.string().nullable(),
  /** 참석 (true) or 불참 (false), recorded by the company after the start */
  attended: z.boolean().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Interview = z.infer<typeof interviewSchema>;

/** 참석 확인: the signed token of the seeker's day-before mail, posted by the link's page. */
export const attendanceBodySchema = z.object({
  token: z
    .string({ error: '참석 확인 링크가 올바르지 않습니다.' })
    .min(1, { error: '참석 확인 링크가 올바르지 않습니다.' })
    .max(200, { error: '참석 확인 링크가 올바르지 않습니다.' }),
});

/** What the link's page shows, without signing in: whose interview, when and how, and whether it is confirmed. */
export const attendanceLinkSchema = z.object({
  companyName: z.string(),
  jobInfoTitle: z.string(),
  startsAt: z.string(),
  minutes: z.number().int(),
  kind: kindSchema,
  attendanceConfirmedAt: z.string().nullable(),
});
export type AttendanceLink = z.infer<typeof attendanceLinkSchema>;
