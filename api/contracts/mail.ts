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

/** One mail opened: its plain text in full, links included (a fresh clone without SMTP reads them here). */
export const adminMailDetailSchema = adminMailSchema.extend({ text: z.string() });
export type AdminMailDetail = z.infer<typeof adminMailDetailSchema>;

export const adminMailListSchema = pagedSchema(adminMailSchema).extend({
  /** false: no SMTP_URL, so mail is kept here and not sent */
  delivering: z.boolean(),
});
export type AdminMailList = z.infer<typeof adminMailListSchema>;
