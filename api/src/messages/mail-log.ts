import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  type AdminMail,
  type AdminMailDetail,
  type AdminMailList,
  HIDDEN_TOKEN,
  type MailStatus,
} from '../../contracts/mail';
import type { MailConfig } from '../config';
import { paginate } from '../db/paginate';
import type { Database, OutboxMailsTable } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { AdminLog } from '../moderation/admin-log';
import { isMessageKind, MESSAGE_KINDS } from './kinds';
import type { MailAttachment } from './mail-body';
import type { Messages } from './messages';

/** ba****@example.com: enough for the operator to tell addresses apart, not to read them. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '****';
  const local = address.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}****${address.slice(at)}`;
}

/** `text` with every spelling of `address` (any letter case) masked as maskAddress does. */
export function maskAddressIn(text: string, address: string): string {
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const masked = maskAddress(address);
  return text.replace(new RegExp(escaped, 'gi'), () => masked);
}

/** The single-use links' paths (reset, verification) and their token. */
const SINGLE_USE_LINK = /(\/account\/(?:reset-password|verify-email)\/)[^\s<>"']+/g;

/** `text` with the tokens of its single-use links replaced by ••••: the link shows where it led, not the key. */
export function hideSingleUseLinks(text: string): string {
  return text.replace(SINGLE_USE_LINK, `$1${HIDDEN_TOKEN}`);
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

/**
 * The operator's view of the outbox (/admin/mail): what was sent, to whom, when, and what failed.
 * Once mail really leaves (SMTP_URL), it is no way into an account: the tokens of reset and
 * verification links are hidden (stored hashed elsewhere, they would otherwise be readable here),
 * and every opening of a mail is written to the operator log.
 */
export function createMailLog(db: Kysely<Database>, mail: MailConfig, messages: Messages, log: AdminLog) {
  async function get(id: number): Promise<AdminMailDetail> {
    const row = await db
      .selectFrom('outbox_mails')
      .select([...LIST_COLUMNS, 'text_body', 'body_removed_at', 'attachments'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('메일을 찾을 수 없습니다.');
    if (row.body_removed_at)
      return {
        ...toAdminMail(row),
        text: null,
        textRemovedAt: row.body_removed_at,
        linksHidden: false,
        attachments: [],
      };
    const whole = maskAddressIn(row.text_body, row.to_address);
    // without SMTP_URL nothing leaves, and these links are how a fresh clone verifies and resets
    const text = mail.smtpUrl ? hideSingleUseLinks(whole) : whole;
    const files = row.attachments ? (JSON.parse(row.attachments) as MailAttachment[]) : [];
    const attachments = files.map(({ filename, contentType, content, encoding }) => ({
      filename,
      contentType,
      bytes: Buffer.byteLength(content, encoding === 'base64' ? 'base64' : 'utf8'),
    }));
    return { ...toAdminMail(row), text, textRemovedAt: null, linksHidden: text !== whole, attachments };
  }

  return {
    async list(filter: { status?: MailStatus }, page: number): Promise<AdminMailList> {
      const base = db
        .selectFrom('outbox_mails')
        .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!));
      const found = await paginate({
        rows: base.select(LIST_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc'),
        count: base,
        page,
      });
      return {
        ...found,
        items: found.items.map(toAdminMail),
        delivering: mail.smtpUrl !== null,
      };
    },

    /** One mail opened by an operator, written to the operator log. */
    async open(adminId: number, id: number): Promise<AdminMailDetail> {
      const opened = await get(id);
      await log.record(adminId, {
        action: 'mail.view',
        targetKind: 'mail',
        targetId: id,
        detail: `${opened.kindLabel} · ${opened.to}`,
      });
      return opened;
    },

    /**
     * A test mail to the operator's own address, through the outbox like any other: after setting
     * SMTP_URL, the operator sees it arrive (or the server's refusal on this page).
     */
    async sendTest(adminId: number): Promise<{ message: string; mail: AdminMailDetail }> {
      const admin = await db.selectFrom('users').select('email').where('id', '=', adminId).executeTakeFirstOrThrow();
      if (!admin.email) {
        throw new ApiError(
          400,
          'NO_EMAIL',
          '운영자 계정에 이메일 주소가 없습니다. 회원정보 수정에서 먼저 입력해주세요.',
        );
      }
      const eventKey = `mail_test:${randomUUID()}`;
      const to = admin.email;
      const id = await db.transaction().execute(async (trx) => {
        await messages.mailAccount(trx, {
          kind: 'mail_test',
          userId: adminId,
          to,
          eventKey,
          title: '시험 메일',
          body: '빵잡의 메일 설정을 확인하는 시험 메일입니다.\n\n이 메일이 도착했다면 메일 서버(SMTP_URL) 설정이 제대로 되어 있습니다.',
          link: '/admin/mail',
          linkLabel: '보낸 메일 보기',
        });
        const row = await trx
          .selectFrom('outbox_mails')
          .select('id')
          .where('event_key', '=', eventKey)
          .executeTakeFirstOrThrow();
        await log.record(
          adminId,
          { action: 'mail.test', targetKind: 'mail', targetId: row.id, detail: maskAddress(to) },
          trx,
        );
        return row.id;
      });
      return {
        message: mail.smtpUrl
          ? '시험 메일을 보내는 중입니다. 몇 초 뒤 새로 고쳐 상태를 확인하세요.'
          : 'SMTP_URL이 없어 시험 메일을 보내지 않고 보관했습니다.',
        mail: await get(id),
      };
    },
  };
}

export type MailLog = ReturnType<typeof createMailLog>;
