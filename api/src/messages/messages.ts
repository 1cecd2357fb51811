import type { Kysely } from 'kysely';
import { type Clock, isoNow } from '../clock';
import type { MailConfig } from '../config';
import type { Database } from '../db/schema';
import { queuePushes } from '../push/push-outbox';
import { type AccountMailKind, type KindInfo, MESSAGE_KINDS, type NotificationKind } from './kinds';
import { composeMail, type MailAttachment } from './mail-body';
import type { UnsubscribeTokens } from './unsubscribe';

/**
 * One event told to one member: an 알림, a mail unless they turned the kind's mail off, and a push
 * to each browser they subscribed unless they turned its push off.
 */
export interface Notice {
  kind: NotificationKind;
  userId: number;
  /**
   * What happened, unique per person: the same key never makes a second 알림 or mail, e.g.
   * `application_received:<applicationId>` or `posting_ending:<postingId>:<yyyy-mm-dd>`.
   */
  eventKey: string;
  title: string;
  /** plain Korean text; paragraphs separated by a blank line */
  body: string;
  /** a path on the web, e.g. /resume/apply-job-info */
  link: string;
  /** the mail's button; 자세히 보기 when not given */
  linkLabel?: string;
  /** what the mail's unsubscribe link stops, when not the kind itself (alert-<id> for one alert) */
  unsubscribeScope?: string;
  /**
   * A second button in the mail only, e.g. 참석 확인 (a path on the web): a link with a secret in it
   * stays out of the 알림, which is kept long after the mail's text is removed.
   */
  mailAction?: { label: string; link: string };
  /** files sent with the mail (an interview's .ics); the 알림 has none */
  attachments?: MailAttachment[];
}

/** A mail about the account itself (verification, recovery), to an address, with no 알림. */
export interface AccountMail {
  kind: AccountMailKind;
  userId: number;
  to: string;
  eventKey: string;
  title: string;
  body: string;
  /** a path on the web, or an absolute URL */
  link: string;
  linkLabel: string;
}

export const SETTINGS_PATH = '/user/notifications/settings';

/**
 * Writes messages in the caller's transaction, so the event and its message commit together (the
 * outbox): the sender in messages/outbox.ts delivers the mail rows afterwards.
 */
export function createMessages(db: Kysely<Database>, clock: Clock, mail: MailConfig, unsubscribe: UnsubscribeTokens) {
  const absolute = (link: string) => (/^https?:\/\//.test(link) ? link : `${mail.publicUrl}${link}`);

  async function queueMail(
    trx: Kysely<Database>,
    row: { eventKey: string; userId: number | null; kind: string; to: string },
    content: Parameters<typeof composeMail>[0],
    attachments: MailAttachment[] = [],
  ) {
    const { subject, text, html } = composeMail(content);
    const now = isoNow(clock);
    await trx
      .insertInto('outbox_mails')
      .values({
        event_key: row.eventKey,
        user_id: row.userId,
        kind: row.kind,
        to_address: row.to,
        subject,
        text_body: text,
        html_body: html,
        unsubscribe_url: content.unsubscribeUrl,
        attachments: attachments.length ? JSON.stringify(attachments) : null,
        status: 'pending',
        next_attempt_at: now,
        created_at: now,
      })
      .onConflict((oc) => oc.column('event_key').doNothing())
      .execute();
  }

  /** Whether `userId` gets mail of `kind`: an address, not deleted, not switched off, verified for alerts. */
  async function mailAddressFor(trx: Kysely<Database>, userId: number, kind: NotificationKind) {
    const user = await trx
      .selectFrom('users')
      .select(['email', 'email_verified_at', 'deleted_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user?.email || user.deleted_at) return null;
    if (kind === 'job_alert_digest' && !user.email_verified_at) return null;
    const info: KindInfo = MESSAGE_KINDS[kind];
    if (!info.transactional) {
      const setting = await trx
        .selectFrom('mail_settings')
        .select('mail_enabled')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      if (setting && !setting.mail_enabled) return null;
    }
    return user.email;
  }

  /** Queues the mail of `notice` unless its member gets no mail of its kind; true when queued. */
  async function mailNotice(trx: Kysely<Database>, notice: Notice): Promise<boolean> {
    const to = await mailAddressFor(trx, notice.userId, notice.kind);
    if (!to) return false;
    const info: KindInfo = MESSAGE_KINDS[notice.kind];
    const scope = notice.unsubscribeScope ?? notice.kind;
    await queueMail(
      trx,
      { eventKey: notice.eventKey, userId: notice.userId, kind: notice.kind, to },
      {
        title: notice.title,
        body: notice.body,
        link: absolute(notice.link),
        linkLabel: notice.linkLabel ?? '자세히 보기',
        action: notice.mailAction && { label: notice.mailAction.label, link: absolute(notice.mailAction.link) },
        reason: info.reason,
        settingsUrl: absolute(SETTINGS_PATH),
        unsubscribeUrl: info.unsubscribable
          ? absolute(`/unsubscribe/${unsubscribe.sign({ userId: notice.userId, scope })}`)
          : null,
      },
      notice.attachments,
    );
    return true;
  }

  return {
    /**
     * Tells one member about one event, inside `trx`. False when that event was already told (the
     * key exists): callers may run twice, a scheduler in several processes, and nobody hears twice.
     * With `mail: false` no mail is written: for events whose mail is sent gathered, later, by
     * `mailGathered`. The pushes are written either way, one per subscribed browser
     * (push/push-outbox.ts), in `trx` too.
     */
    async notify(trx: Kysely<Database>, notice: Notice, { mail = true }: { mail?: boolean } = {}): Promise<boolean> {
      const inserted = await trx
        .insertInto('notifications')
        .values({
          user_id: notice.userId,
          kind: notice.kind,
          event_key: notice.eventKey,
          title: notice.title,
          body: notice.body,
          link: notice.link,
          read_at: null,
          created_at: isoNow(clock),
        })
        .onConflict((oc) => oc.column('event_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return false;
      if (mail) await mailNotice(trx, notice);
      await queuePushes(trx, clock, { ...notice, id: inserted.id });
      return true;
    },

    /**
     * Queues one mail about events already told as 알림 without their mail (several new messages
     * of a thread, say), inside `trx`; no 알림 of its own. The member's choice for the kind holds
     * as for any mail, and the event key (its own, not one of the 알림's) makes it once only.
     * False when the member gets no mail of this kind.
     */
    async mailGathered(trx: Kysely<Database>, notice: Notice): Promise<boolean> {
      return mailNotice(trx, notice);
    },

    /** Queues a mail about the account (verification, 아이디 찾기, 비밀번호 찾기) inside `trx`. */
    async mailAccount(trx: Kysely<Database>, message: AccountMail): Promise<void> {
      await queueMail(
        trx,
        { eventKey: message.eventKey, userId: message.userId, kind: message.kind, to: message.to },
        {
          title: message.title,
          body: message.body,
          link: absolute(message.link),
          linkLabel: message.linkLabel,
          reason: MESSAGE_KINDS[message.kind].reason,
          settingsUrl: null,
          unsubscribeUrl: null,
        },
      );
    },
  };
}

export type Messages = ReturnType<typeof createMessages>;
