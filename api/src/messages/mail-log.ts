import type { Kysely, Selectable } from 'kysely';
import { PAGE_SIZE } from '../../contracts/enumerations';
import type { AdminMail, AdminMailDetail, AdminMailList, MailStatus } from '../../contracts/mail';
import type { MailConfig } from '../config';
import type { Database, OutboxMailsTable } from '../db/schema';
import { notFound } from '../http/errors';
import { isMessageKind, MESSAGE_KINDS } from './kinds';

/** ba****@example.com: enough for the operator to tell addresses apart, not to read them. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '****';
  const local = address.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}****${address.slice(at)}`;
}

const LIST_COLUMNS = [
  'id',
  'kind',
  'to_address',
  'subject',
  'status',
  'attempts',
  'last_error',
  'created_at',
  'sent_at',
  'next_attempt_at',
] as const;
type ListedRow = Pick<Selectable<OutboxMailsTable>, (typeof LIST_COLUMNS)[number]>;

function toAdminMail(row: ListedRow): AdminMail {
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: isMessageKind(row.kind) ? MESSAGE_KINDS[row.kind].label : row.kind,
    to: maskAddress(row.to_address),
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
  };
}

/** The operator's view of the outbox (/admin/mail): what was sent, to whom, when, and what failed. */
export function createMailLog(db: Kysely<Database>, mail: MailConfig) {
  return {
    async list(filter: { status?: MailStatus }, page: number): Promise<AdminMailList> {
      const base = db
        .selectFrom('outbox_mails')
        .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!));
      const [rows, count] = await Promise.all([
        base
          .select(LIST_COLUMNS)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map(toAdminMail),
        total: Number(count.total),
        page,
        pageSize: PAGE_SIZE,
        delivering: mail.smtpUrl !== null,
      };
    },

    /** One mail with its text in full: the operator follows a verification or reset link from here. */
    async get(id: number): Promise<AdminMailDetail> {
      const row = await db
        .selectFrom('outbox_mails')
        .select([...LIST_COLUMNS, 'text_body'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound('메일을 찾을 수 없습니다.');
      return { ...toAdminMail(row), text: row.text_body };
    },
  };
}

export type MailLog = ReturnType<typeof createMailLog>;
