import type { Kysely } from 'kysely';
import { MAIL_KEEP_DAYS, MAIL_TEXT_KEEP_DAYS } from '../../contracts/mail';
import { type Clock, isoNow } from '../clock';
import type { MailConfig } from '../config';
import type { Database } from '../db/schema';
import { maskAddress, maskAddressIn } from './mail-log';

const DAY_MS = 86_400_000;
/** rows whose text one transaction removes */
const BATCH = 200;

/**
 * What the outbox keeps, and for how long. Every mail goes MAIL_KEEP_DAYS after it was made; once
 * mail really leaves (SMTP_URL), a mail that left (or was given up) keeps its text, links, attachments
 * and full address MAIL_TEXT_KEEP_DAYS, then only its subject, kind, status and masked recipient. Without
 * SMTP_URL the kept mail stays whole: it is the only copy, and a fresh clone follows its links. A
 * deleted member's mails go with the account. All by date alone, safe to repeat in any process.
 */
export function createMailRetention(db: Kysely<Database>, clock: Clock, mail: MailConfig) {
  const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY_MS).toISOString();

  return {
    /** Deletes the mails made more than MAIL_KEEP_DAYS ago, whatever became of them; answers how many. */
    async deleteOld(): Promise<number> {
      const deleted = await db
        .deleteFrom('outbox_mails')
        .where('created_at', '<', daysAgo(MAIL_KEEP_DAYS))
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },

    /**
     * With SMTP_URL: removes the text of the mails sent (or failed) more than MAIL_TEXT_KEEP_DAYS
     * ago, masks their address (in the last error too) and answers how many. Without it, none.
     */
    async removeOldTexts(): Promise<number> {
      if (!mail.smtpUrl) return 0;
      const before = daysAgo(MAIL_TEXT_KEEP_DAYS);
      let removed = 0;
      for (;;) {
        const due = await db
          .selectFrom('outbox_mails')
          .select(['id', 'to_address', 'last_error'])
          .where('body_removed_at', 'is', null)
          .where((eb) =>
            eb.or([
              eb.and([eb('status', '=', 'sent'), eb('sent_at', '<', before)]),
              // a failed mail has no sent_at: its last try was within the hour after it was made
              eb.and([eb('status', '=', 'failed'), eb('created_at', '<', before)]),
            ]),
          )
          .orderBy('id')
          .limit(BATCH)
          .execute();
        if (!due.length) return removed;
        const now = isoNow(clock);
        removed += await db.transaction().execute(async (trx) => {
          let done = 0;
          for (const row of due) {
            const result = await trx
              .updateTable('outbox_mails')
              .set({
                text_body: '',
                html_body: '',
                unsubscribe_url: null,
                // an interview's .ics names both sides, the place and the time: it goes with the text
                attachments: null,
                to_address: maskAddress(row.to_address),
                last_error: row.last_error && maskAddressIn(row.last_error, row.to_address),
                body_removed_at: now,
              })
              .where('id', '=', row.id)
              // another process may have removed it between the read and this write
              .where('body_removed_at', 'is', null)
              .executeTakeFirst();
            done += Number(result.numUpdatedRows);
          }
          return done;
        });
      }
    },

    /** Account deletion: the member's mails, sent or waiting, with their links, in the deletion's transaction. */
    async forgetUser(userId: number, trx: Kysely<Database>): Promise<void> {
      await trx.deleteFrom('outbox_mails').where('user_id', '=', userId).execute();
    },
  };
}

export type MailRetention = ReturnType<typeof createMailRetention>;
