import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Clock, isoAfter, isoNow } from '../clock';
import type { MailConfig } from '../config';
import { isPostgres } from '../db/dialect';
import type { Database, OutboxMailRow } from '../db/schema';
import type { Logger } from '../logger';
import { type Scheduler, startScheduler } from '../scheduler';
import { deliverClaimed } from './claimed-batches';
import { type MailAttachment, mailLinks } from './mail-body';
import { createSmtpMailer, MailRefused, type Mailer } from './mailer';
import { maskAddress } from './mail-log';

/**
 * How often the sender looks for due mail: a mail leaves within a second of its event, as a push
 * does within two. A look that finds nothing is one indexed read per api process.
 */
export const SEND_INTERVAL_MS = 1_000;
/** The wait after each failed try: tries at 0, 1, 6, 21 and 61 minutes, then the mail is failed. */
export const RETRY_DELAYS_MS = [1, 5, 15, 40].map((minutes) => minutes * 60_000);
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a sender holds the mails it claimed. */
const CLAIM_MS = 5 * 60_000;
/**
 * The longest one send may take (connection, greeting and socket timeouts in mailer.ts): a mail
 * is only sent while at least this much of its claim is left, so no claim runs out mid-send and
 * lets another process send the same mail.
 */
const SEND_MS = 2 * 60_000;
const BATCH = 20;
/** a pass stops after this many batches, so one pass never holds a burst for long */
const MAX_BATCHES = 10;
/** the outbox column's length */
const ERROR_LENGTH = 500;

export interface PassReport {
  sent: number;
  retried: number;
  failed: number;
  /** mails kept without SMTP_URL whose log line was written in this pass */
  logged: number;
}

interface OutboxInput {
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  mail: MailConfig;
  /** how mail leaves; by default SMTP_URL's, none without it */
  mailer?: Mailer | null;
}

/**
 * The Message-ID of an outbox row: the same on every attempt, so a resend after a crash between
 * sending and marking is the same message to the receiving side, which may show it once (mail
 * clients and Gmail fold copies of one Message-ID). What is guaranteed is at-least-once: a mail is
 * marked sent only after the server accepted it, and a claim that ran out without a mark is sent
 * again, under the same id; SMTP offers no way to make it exactly-once. The row's id and time
 * are in it with the event key, so another database (a reset development copy, a staging server)
 * never reuses the id of a different mail to the same person.
 */
export function messageIdOf(row: Pick<OutboxMailRow, 'id' | 'event_key' | 'created_at'>, from: string): string {
  const hash = createHash('sha256').update(`${row.event_key}\n${row.id}\n${row.created_at}`).digest('hex');
  const domain = /@([^@\s>]+)>?\s*$/.exec(from)?.[1] ?? 'bbangjob.kr';
  return `<${hash.slice(0, 40)}@${domain}>`;
}

/**
 * The sender: delivers the pending outbox mails that are due. Several api processes share the
 * work: each claims a batch (claimed_until) before sending, and on PostgreSQL the claim skips
 * rows another process is claiming at that moment (FOR UPDATE SKIP LOCKED); each mail sent gets a
 * log line that names it (id, kind, masked recipient), never its links. Without SMTP_URL the mails
 * stay pending and each gets one log line with its links, for a fresh clone to follow every flow.
 */
export function createOutbox({ db, clock, logger, mail, mailer: given }: OutboxInput) {
  const mailer = given === undefined ? (mail.smtpUrl ? createSmtpMailer(mail.smtpUrl, mail.from) : null) : given;

  /** Claims up to a batch of due mails for this sender, in one transaction. */
  async function claim(): Promise<OutboxMailRow[]> {
    const now = isoNow(clock);
    const postgres = isPostgres(db);
    return db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('outbox_mails')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(BATCH)
        .$if(postgres, (qb) => qb.forUpdate().skipLocked())
        .execute();
      if (!due.length) return [];
      // the claim's own conditions again: on SQLite, the guard against another process that
      // claimed between the read and this write
      return trx
        .updateTable('outbox_mails')
        .set({ claimed_until: isoAfter(clock, CLAIM_MS) })
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
        .returningAll()
        .execute();
    });
  }

  async function deliver(sender: Mailer, row: OutboxMailRow, report: PassReport) {
    const attempts = row.attempts + 1;
    try {
      await sender.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        messageId: messageIdOf(row, mail.from),
        unsubscribeUrl: row.unsubscribe_url,
        attachments: row.attachments ? (JSON.parse(row.attachments) as MailAttachment[]) : [],
      });
    } catch (error) {
      if (!(error instanceof MailRefused)) throw error;
      const final = error.permanent || attempts >= MAX_ATTEMPTS;
      await db
        .updateTable('outbox_mails')
        .set({
          status: final ? 'failed' : 'pending',
          attempts,
          last_error: error.message.slice(0, ERROR_LENGTH),
          next_attempt_at: final ? row.next_attempt_at : isoAfter(clock, RETRY_DELAYS_MS[attempts - 1]!),
          claimed_until: null,
        })
        .where('id', '=', row.id)
        .execute();
      logger.warn(
        { mailId: row.id, kind: row.kind, attempts, final, error: error.message },
        final ? 'mail not delivered' : 'mail delivery failed, will retry',
      );
      if (final) report.failed += 1;
      else report.retried += 1;
      return;
    }
    await db
      .updateTable('outbox_mails')
      .set({ status: 'sent', attempts, sent_at: isoNow(clock), last_error: null, claimed_until: null })
      .where('id', '=', row.id)
      .execute();
    // the mail by name only: its links open accounts, and the log is read by more than the recipient
    logger.info({ mailId: row.id, kind: row.kind, to: maskAddress(row.to_address) }, 'mail sent');
    report.sent += 1;
  }

  /** Without SMTP_URL: one log line per kept mail, written once whichever process gets there. */
  async function logKept(report: PassReport) {
    const rows = await db
      .selectFrom('outbox_mails')
      .select(['id', 'kind', 'to_address', 'subject', 'text_body'])
      .where('status', '=', 'pending')
      .where('logged_at', 'is', null)
      .orderBy('id')
      .limit(BATCH * MAX_BATCHES)
      .execute();
    for (const row of rows) {
      const marked = await db
        .updateTable('outbox_mails')
        .set({ logged_at: isoNow(clock) })
        .where('id', '=', row.id)
        .where('logged_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) continue;
      logger.info(
        {
          mailId: row.id,
          kind: row.kind,
          to: maskAddress(row.to_address),
          subject: row.subject,
          links: mailLinks(row.text_body),
        },
        'mail kept in the outbox (no SMTP_URL): read it at /admin/mail',
      );
      report.logged += 1;
    }
  }

  /** Gives claimed mails back unsent, for the next pass of any process. */
  async function release(rows: OutboxMailRow[]) {
    if (!rows.length) return;
    await db
      .updateTable('outbox_mails')
      .set({ claimed_until: null })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .where('claimed_until', '=', rows[0]!.claimed_until)
      .execute();
  }

  /** Set by stop(): the pass under way ends after the mail in hand. */
  let stopping = false;

  /** One pass: sends what is due (or, without SMTP_URL, logs what is new). */
  async function deliverDue(): Promise<PassReport> {
    const report: PassReport = { sent: 0, retried: 0, failed: 0, logged: 0 };
    if (!mailer) {
      await logKept(report);
      return report;
    }
    await deliverClaimed({
      clock,
      batch: BATCH,
      maxBatches: MAX_BATCHES,
      sendMs: SEND_MS,
      claim,
      release,
      deliver: (row) => deliver(mailer, row, report),
      stopping: () => stopping,
    });
    return report;
  }

  return {
    deliverDue,

    /**
     * Passes every few seconds (the scheduler's loop), so mail leaves within seconds of its event.
     * stop() lets the mail in hand be sent and marked, and gives the rest of the batch back.
     */
    start(intervalMs = SEND_INTERVAL_MS): Scheduler {
      stopping = false;
      const scheduler = startScheduler({
        tasks: [{ name: 'mail delivery', run: deliverDue }],
        clock,
        logger,
        intervalMs,
      });
      return {
        async stop() {
          stopping = true;
          await scheduler.stop();
          mailer?.close();
        },
      };
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
