import { z } from './zod';

/** 지원 대화: one conversation per application, between the company and the applicant. */
export const THREAD_LIMITS = {
  body: 1000,
  reason: 500,
  /** messages per page, newest last */
  page: 50,
  /** a mail about new messages at most once per thread and person in this many minutes */
  mailEveryMinutes: 10,
} as const;

export const threadMessageBodySchema = z.object({
  body: z
    .string({ error: '메시지를 적어주세요.' })
    .trim()
    .min(1, { error: '메시지를 적어주세요.' })
    .max(THREAD_LIMITS.body, { error: `메시지는 ${THREAD_LIMITS.body}자 이하로 적어주세요.` }),
});

export const threadReportBodySchema = z.object({
  reason: z
    .string({ error: '신고 이유를 적어주세요.' })
    .trim()
    .min(1, { error: '신고 이유를 적어주세요.' })
    .max(THREAD_LIMITS.reason, { error: `신고 이유는 ${THREAD_LIMITS.reason}자 이하로 적어주세요.` }),
});

export const threadMessageSchema = z.object({
  id: z.number().int(),
  /** who wrote it: the company or the applicant */
  from: z.enum(['company', 'applicant']),
  /** written by the one asking */
  mine: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
  /** mine and read by the other side (읽음) */
  read: z.boolean(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const threadSchema = z.object({
  /** oldest first, the newest at the bottom; at most a page */
  messages: z.array(threadMessageSchema),
  /** there are older messages than the first one here */
  hasOlder: z.boolean(),
  /** messages from the other side not read yet */
  unread: z.number().int(),
  /** one side reported it: an operator may read it */
  reported: z.boolean(),
  /** messages can still be sent (not on a cancelled or destroyed application) */
  open: z.boolean(),
});
export type Thread = z.infer<typeof threadSchema>;

const MESSAGE_ID_MESSAGE = '메시지 번호가 올바르지 않습니다.';
const messageIdSchema = z.coerce
  .number({ error: MESSAGE_ID_MESSAGE })
  .int({ error: MESSAGE_ID_MESSAGE })
  .positive({ error: MESSAGE_ID_MESSAGE })
  .max(2_147_483_647, { error: MESSAGE_ID_MESSAGE });

/**
 * Which page of a thread: the latest when neither is given; `before` the page older than that
 * message (to read back); `after` only what came after that message (polling).
 */
export const threadQuerySchema = z.object({
  before: messageIdSchema.optional(),
  after: messageIdSchema.optional(),
});
export type ThreadQuery = z.infer<typeof threadQuerySchema>;

/** A reported thread in the back office's list, newest report first. */
export const threadReportSummarySchema = z.object({
  applicationId: z.number().int(),
  jobInfoTitle: z.string(),
  companyName: z.string(),
  applicantName: z.string(),
  /** the first report */
  reportedAt: z.string(),
  reportCount: z.number().int(),
  /** reports an operator has not marked handled */
  openReportCount: z.number().int(),
});
export type ThreadReportSummary = z.infer<typeof threadReportSummarySchema>;

export const threadReportSchema = z.object({
  id: z.number().int(),
  by: z.enum(['company', 'applicant']),
  reason: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});

/** A reported thread as an operator reads it: the reports, then the messages (oldest first, a page). */
export const reportedThreadSchema = threadReportSummarySchema.extend({
  reports: z.array(threadReportSchema),
  messages: z.array(threadMessageSchema.omit({ mine: true, read: true })),
  hasOlder: z.boolean(),
});
export type ReportedThread = z.infer<typeof reportedThreadSchema>;
