import { parseWithZod } from '@conform-to/zod/v4';
import {
  INTERVIEW_LIMITS,
  type InterviewSlot,
  interviewSlotSchema,
  overlappingSlot,
  OVERLAPPING_SLOTS_MESSAGE,
} from '#contracts/interview';
import { type OfferBody, offerBodySchema } from '#contracts/offer';
import { z } from '#contracts/zod';
import { koreanInstant } from '~/features/interviews/propose-interview.schema';

const contract = offerBodySchema.shape;

/**
 * One row of 면접 시간 as a company types it in Korea: a date, a start and a length. The form has
 * {@link INTERVIEW_LIMITS.slots} rows; one left empty is no time.
 */
const slotRowSchema = z.object({
  date: z.string().optional(),
  time: z.string().optional(),
  minutes: z.string().optional(),
});

/** The row's time as the api takes it: an instant in Korea (+09:00), or null when the date or start is no time. */
function slotOf(row: z.infer<typeof slotRowSchema>): InterviewSlot | null {
  const startsAt = koreanInstant(row.date ?? '', row.time ?? '');
  return startsAt === null ? null : { startsAt, minutes: Number(row.minutes) };
}

/**
 * 입사 제안하기 as the resume page's form posts it: the contract's fields, the times as rows of Korean
 * date, start and minutes. The kind, place and link go only with times (they describe the interview
 * the times propose). The output is the api's body and, for each of its times, the row it came from,
 * so the api's refusal of a time is said beside that row.
 */
export const offerFormSchema = z
  .object({
    jobInfoId: contract.jobInfoId,
    message: contract.message,
    slots: z.array(slotRowSchema).max(INTERVIEW_LIMITS.slots).optional(),
    interviewKind: contract.interviewKind,
    place: contract.place,
    link: contract.link,
  })
  .transform((form, ctx) => {
    const slots: InterviewSlot[] = [];
    const rows: number[] = [];
    (form.slots ?? []).forEach((row, index) => {
      if (!row.date && !row.time && !row.minutes) return;
      const at = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: ['slots', index, field], message });
      if (!row.date) return at('date', '면접 날짜를 골라주세요.');
      if (!row.time) return at('time', '면접 시작 시간을 골라주세요.');
      const minutes = interviewSlotSchema.shape.minutes.safeParse(row.minutes);
      if (!minutes.success) return at('minutes', minutes.error.issues[0]!.message);
      const slot = slotOf(row);
      if (!slot) return at('date', '면접 날짜와 시간을 다시 골라주세요.');
      slots.push(slot);
      rows.push(index);
    });
    const overlapping = overlappingSlot(slots);
    if (overlapping !== null) {
      ctx.addIssue({ code: 'custom', path: ['slots', rows[overlapping]!, 'date'], message: OVERLAPPING_SLOTS_MESSAGE });
    }
    const withTimes = slots.length > 0;
    if (withTimes && form.interviewKind === 'video' && !form.link) {
      ctx.addIssue({ code: 'custom', path: ['link'], message: '화상 면접은 접속 링크를 적어주세요.' });
    }
    const body: OfferBody = withTimes
      ? { ...form, slots, interviewKind: form.interviewKind ?? 'visit' }
      : { jobInfoId: form.jobInfoId, message: form.message, place: undefined };
    return { body, rows };
  });
export type OfferForm = z.input<typeof offerFormSchema>;

/** The browser's check of the form, fetched once the page is interactive (useContractForm). */
export const validateOfferForm = (formData: FormData) => parseWithZod(formData, { schema: offerFormSchema });
