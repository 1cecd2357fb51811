import { type Code, codes } from './enumerations';
import { pagedSchema } from './paging';
import { z } from './zod';

/** An outbox mail's state: waiting (or kept, without SMTP_URL), sent, or given up. */
export const MAIL_STATUSES = { pending: '대기', sent: '보냄', failed: '실패' } as const;
export type MailStatus = Code<typeof MAIL_STATUSES>;
export const mailStatusSchema = z.enum(codes(MAIL_STATUSES), { error: '메일 상태를 목록에서 골라주세요.' });

/** A mail as the operator's /admin/mail lists it: the recipient masked. */
export const adminMailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** the kind in words, e.g. 새 지원자 */
  kindLabel: z.string(),
  /** ba****@example.com */
  to: z.string(),
  subject: z.string(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** when a waiting mail is tried next */
  nextAttemptAt: z.string().nullable(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;

/** How long the outbox keeps a mail at all: what was sent, to whom (masked), when. */
export const MAIL_KEEP_DAYS = 90;
/**
 * Once mail really leaves (SMTP_URL): how long a sent mail keeps its text. After it only its
 * subject, kind, status and masked recipient stay; the recipient's mailbox holds the mail itself.
 */
export const MAIL_TEXT_KEEP_DAYS = 7;

/** What stands for the token of a single-use link in the operator's view: /account/reset-password/•••• */
export const HIDDEN_TOKEN = '••••';

/**
 * One mail opened. Without SMTP_URL its text is whole, links included (a fresh clone follows them
 * here); once mail really leaves, the tokens of single-use links (reset, verification) are hidden,
 * and after MAIL_TEXT_KEEP_DAYS the text is gone. The recipient's address is masked in the text too.
 */
export const adminMailDetailSchema = adminMailSchema.extend({
  /** null once the text was removed */
  text: z.string().nullable(),
  /** when the text was removed (MAIL_TEXT_KEEP_DAYS after it was sent) */
  textRemovedAt: z.string().nullable(),
  /** whether the text had single-use links whose tokens are shown as •••• */
  linksHidden: z.boolean(),
  /** the files it carried (an interview's .ics), named and sized, not shown; gone with the text */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), bytes: z.number().int() })),
});
export type AdminMailDetail = z.infer<typeof adminMailDetailSchema>;

export const adminMailListSchema = pagedSchema(adminMailSchema).extend({
  /** false: no SMTP_URL, so mail is kept here and not sent */
  delivering: z.boolean(),
});
export type AdminMailList = z.infer<typeof adminMailListSchema>;
