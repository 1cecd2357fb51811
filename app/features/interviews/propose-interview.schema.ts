import { parseWithZod } from '@conform-to/zod/v4';
import {
  INTERVIEW_LIMITS,
  type InterviewSlot,
  overlappingSlot,
  OVERLAPPING_SLOTS_MESSAGE,
  proposeInterviewBodySchema,
  rescheduleInterviewBodySchema,
  VIDEO_LINK_MESSAGE,
} from '#contracts/interview';
import { z } from '#contracts/zod';

/** The lengths the form offers, in minutes (the contract allows 10–120). */
export const SLOT_MINUTES = [10, 20, 30, 40, 50, 60, 90, 120] as const;
export const DEFAULT_SLOT_MINUTES = 30;

/** What one row of the form posts: a date (type=date), a start (type=time) and a length (a select). */
export interface SlotRow {
  date?: string;
  time?: string;
  minutes?: string;
}

type SlotRowErrors = Partial<Record<keyof SlotRow, string>>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/;

/**
 * A date and a start time as they read in Korea, as the instant the api takes: 2026-12-01 and
 * 14:00 are 2026-12-01T14:00:00+09:00, whatever the server's or the browser's own time zone.
 * Null when either is not a real date or time.
 */
export function koreanInstant(date: string, time: string): string | null {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const calendar = new Date(Date.UTC(year, month - 1, dayOfMonth));
  // 2026-02-30 is no day: Date would roll it over into March
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== dayOfMonth) return null;
  return `${date}T${clock[1]}:${clock[2]}:00+09:00`;
}

/**
 * One row read as a candidate time: null when left empty (the 2nd and 3rd rows are optional),
 * else the slot, or each field's Korean message.
 */
export function readSlotRow(row: SlotRow): { slot: InterviewSlot } | { errors: SlotRowErrors } | null {
  const date = row.date?.trim() ?? '';
  const time = row.time?.trim() ?? '';
  if (!date && !time) return null;
  const errors: SlotRowErrors = {};
  if (!date) errors.date = '면접 날짜를 골라주세요.';
  else if (!DATE.test(date) || !koreanInstant(date, '00:00')) errors.date = '면접 날짜를 2026-12-01처럼 적어주세요.';
  if (!time) errors.time = '시작 시간을 골라주세요.';
  else if (!TIME.test(time)) errors.time = '시작 시간을 14:00처럼 적어주세요.';
  const minutes = Number(row.minutes);
  if (!SLOT_MINUTES.includes(minutes as (typeof SLOT_MINUTES)[number])) {
    errors.minutes = `면접 시간은 ${INTERVIEW_LIMITS.minMinutes}–${INTERVIEW_LIMITS.maxMinutes}분 중에서 골라주세요.`;
  }
  if (Object.keys(errors).length) return { errors };
  return { slot: { startsAt: koreanInstant(date, time)!, minutes } };
}

const slotRowSchema = z.object({
  date: z.string().optional(),
  time: z.string().optional(),
  minutes: z.string().optional(),
});

/**
 * The form's rows as the api's candidate times, the empty ones left out. The messages sit on the
 * row's own field (a time that overlaps another on its date), as the form names it.
 */
export const slotRowsSchema = z
  .array(slotRowSchema)
  .max(INTERVIEW_LIMITS.slots)
  .optional()
  .transform((rows = [], ctx) => {
    const read = rows.map((row, index) => ({ index, read: readSlotRow(row) }));
    const slots: InterviewSlot[] = [];
    const rowOfSlot: number[] = [];
    for (const { index, read: each } of read) {
      if (!each) continue;
      if ('errors' in each) {
        for (const [field, message] of Object.entries(each.errors)) {
          ctx.addIssue({ code: 'custom', path: [index, field], message });
        }
      } else {
        slots.push(each.slot);
        rowOfSlot.push(index);
      }
    }
    if (!read.some((each) => each.read)) {
      ctx.addIssue({ code: 'custom', path: [0, 'date'], message: '면접 시간을 하나 이상 골라주세요.' });
    }
    const overlap = overlappingSlot(slots);
    if (overlap !== null) {
      ctx.addIssue({ code: 'custom', path: [rowOfSlot[overlap]!, 'time'], message: OVERLAPPING_SLOTS_MESSAGE });
    }
    return slots;
  });

const { shape: proposal } = proposeInterviewBodySchema;

/** 면접 제안's form: the contract's body, its times read from the rows in Korean time. */
export const proposeFormSchema = z
  .object({
    kind: proposal.kind,
    slots: slotRowsSchema,
    place: proposal.place,
    link: proposal.link,
    bring: proposal.bring,
    note: proposal.note,
  })
  // said with the times' errors, not after them (a refinement is otherwise skipped while a field fails)
  .refine((body) => body.kind !== 'video' || Boolean(body.link), {
    path: ['link'],
    message: VIDEO_LINK_MESSAGE,
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export type ProposeFormFields = {
  kind: string;
  slots: SlotRow[];
  place: string;
  link: string;
  bring: string;
  note: string;
};

/** 일정 변경's form: why, and the new times (what else the interview had stays). */
export const rescheduleFormSchema = z.object({
  reason: rescheduleInterviewBodySchema.shape.reason,
  slots: slotRowsSchema,
});
export type RescheduleFormFields = { reason: string; slots: SlotRow[] };

export const validateProposeForm = (formData: FormData) => parseWithZod(formData, { schema: proposeFormSchema });
export const validateRescheduleForm = (formData: FormData) => parseWithZod(formData, { schema: rescheduleFormSchema });
