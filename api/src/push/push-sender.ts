import type { Kysely } from 'kysely';
import webpush from 'web-push';
import { type Clock, isoAfter, isoNow } from '../clock';
import type { PushConfig } from '../config';
import { isPostgres } from '../db/dialect';
import type { Database, PushOutboxRow } from '../db/schema';
import type { Logger } from '../logger';
import { deliverClaimed } from '../messages/claimed-batches';
import type { NotificationKind } from '../messages/kinds';
import { type Scheduler, startScheduler } from '../scheduler';

/** How often the sender looks for due pushes: a push is worth little minutes late. */
export const PUSH_INTERVAL_MS = 2_000;
/** The wait after each failed try when the push service names none: tries at 0, 1, 6, 21 and 61 minutes. */
export const PUSH_RETRY_DELAYS_MS = [1, 5, 15, 40].map((minutes) => minutes * 60_000);
export const PUSH_MAX_ATTEMPTS = PUSH_RETRY_DELAYS_MS.length + 1;
/** a Retry-After longer than this is read as this: the push is stale by then anyway */
const MAX_RETRY_AFTER_MS = 6 * 60 * 60_000;
/** How long the push service keeps a push for a phone that is off: an 알림 a day old is read in the list. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** how long a sender holds the pushes it claimed */
const CLAIM_MS = 2 * 60_000;
/** the longest one request to a push service may take; sent only while this much of the claim is left */
const SEND_MS = 30_000;
const BATCH = 50;
const MAX_BATCHES = 10;
const ERROR_LENGTH = 500;

/** Pushes that matter within the hour wake a sleeping phone; the rest wait for it to wake. */
const URGENCY: Partial<Record<NotificationKind, webpush.Urgency>> = {
  interview_reminder: 'high',
  interview_proposed: 'high',
  thread_message: 'high',
};

export interface PushPassReport {
  sent: number;
  retried: number;
  failed: number;
  /** subscriptions the push service said are gone (404, 410), deleted with their pushes */
  gone: number;
}

interface PushSenderInput {
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  push: PushConfig;
  fetchImpl?: typeof fetch;
}

/**
 * When to try again after a 429 or a 5xx: the push service's Retry-After (seconds or an HTTP date)
 * when it gives one and it is later than our own delay, else our own delay.
 */
export function retryDelayMs(retryAfter: string | null, attempts: number, now: Date): number {
  const own = PUSH_RETRY_DELAYS_MS[Math.min(attempts, PUSH_RETRY_DELAYS_MS.length) - 1]!;
  if (!retryAfter) return own;
  const seconds = /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter.trim()) * 1000 : NaN;
  const asked = Number.isNaN(seconds) ? Date.parse(retryAfter) - now.getTime() : seconds;
  if (Number.isNaN(asked)) return own;
  return Math.min(Math.max(asked, 0), MAX_RETRY_AFTER_MS);
}

/** What the push service answered, sorted by what the sender does next. */
type Outcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; error: string; retryAfter: string | null }
  | { kind: 'refused'; error: string };

/**
 * The push sender: encrypts (aes128gcm) and signs (VAPID) each due push with `web-push` and hands
 * it to the browser's push service. A 429 or a 5xx (or no answer) is tried again, after the
 * service's Retry-After when it gives one; a 404 or 410 means the browser dropped the
 * subscription, which is deleted with its pushes; another 4xx fails the push. Several api processes
 * share the work by claims, as the mail sender does (messages/outbox.ts). Without VAPID keys it
 * does nothing.
 */
export function createPushSender({ db, clock, logger, push, fetchImpl = fetch }: PushSenderInput) {
  async function claim(): Promise<PushOutboxRow[]> {
    const now = isoNow(clock);
    return db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('push_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(BATCH)
        .$if(isPostgres(db), (qb) => qb.forUpdate().skipLocked())
        .execute();
      if (!due.length) return [];
      // the claim's conditions again: on SQLite, the guard against a process that claimed in between
      return trx
        .updateTable('push_outbox')
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

  /** One request to the push service, the way web-push builds it; sent with fetch, which speaks http too. */
  async function send(row: PushOutboxRow, vapid: NonNullable<PushConfig['vapid']>): Promise<Outcome | null> {
    const subscription = await db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'p256dh', 'auth'])
      .where('id', '=', row.subscription_id)
      .executeTakeFirst();
    // deleted since the claim (removed, or gone by an earlier push of this pass): its pushes went with it
    if (!subscription) return null;
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      row.payload,
      {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: URGENCY[row.kind as NotificationKind] ?? 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        // fetch counts the body itself
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    let response: Response;
    try {
      response = await fetchImpl(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_MS),
      });
    } catch (error) {
      return { kind: 'retry', error: `no answer: ${(error as Error).message}`, retryAfter: null };
    }
    const text = (await response.text().catch(() => '')).slice(0, 200);
    const { status } = response;
    if (status >= 200 && status < 300) return { kind: 'sent' };
    if (status === 404 || status === 410) return { kind: 'gone', status };
    const error = `${status} ${text}`.trim();
    if (status === 429 || status >= 500)
      return { kind: 'retry', error, retryAfter: response.headers.get('retry-after') };
    return { kind: 'refused', error };
  }

  async function deliver(row: PushOutboxRow, vapid: NonNullable<PushConfig['vapid']>, report: PushPassReport) {
    const attempts = row.attempts + 1;
    const outcome = await send(row, vapid);
    if (!outcome) return;
    const now = isoNow(clock);
    if (outcome.kind === 'sent') {
      await db
        .updateTable('push_outbox')
        .set({ status: 'sent', attempts, sent_at: now, last_error: null, claimed_until: null })
        .where('id', '=', row.id)
        .execute();
      await db
        .updateTable('push_subscriptions')
        .set({ last_pushed_at: now })
        .where('id', '=', row.subscription_id)
        .execute();
      logger.info({ pushId: row.id, kind: row.kind, subscriptionId: row.subscription_id }, 'push sent');
      report.sent += 1;
      return;
    }
    if (outcome.kind === 'gone') {
      // the browser unsubscribed, or its push service forgot it: its rows go with it (cascade)
      await db.deleteFrom('push_subscriptions').where('id', '=', row.subscription_id).execute();
      logger.info({ subscriptionId: row.subscription_id, status: outcome.status }, 'push subscription gone, deleted');
      report.gone += 1;
      return;
    }
    const final = outcome.kind === 'refused' || attempts >= PUSH_MAX_ATTEMPTS;
    await db
      .updateTable('push_outbox')
      .set({
        status: final ? 'failed' : 'pending',
        attempts,
        last_error: outcome.error.slice(0, ERROR_LENGTH),
        failed_at: final ? now : null,
        next_attempt_at: final
          ? row.next_attempt_at
          : isoAfter(clock, retryDelayMs(outcome.kind === 'retry' ? outcome.retryAfter : null, attempts, clock.now())),
        claimed_until: null,
      })
      .where('id', '=', row.id)
      .execute();
    logger.warn(
      { pushId: row.id, kind: row.kind, attempts, final, error: outcome.error },
      final ? 'push not delivered' : 'push delivery failed, will retry',
    );
    if (final) report.failed += 1;
    else report.retried += 1;
  }

  async function release(rows: PushOutboxRow[]) {
    if (!rows.length) return;
    await db
      .updateTable('push_outbox')
      .set({ claimed_until: null })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .where('claimed_until', '=', rows[0]!.claimed_until)
      .execute();
  }

  let stopping = false;

  /** One pass: sends what is due. */
  async function deliverDue(): Promise<PushPassReport> {
    const report: PushPassReport = { sent: 0, retried: 0, failed: 0, gone: 0 };
    const vapid = push.vapid;
    if (!vapid) return report;
    await deliverClaimed({
      clock,
      batch: BATCH,
      maxBatches: MAX_BATCHES,
      sendMs: SEND_MS,
      claim,
      release,
      deliver: (row) => deliver(row, vapid, report),
      stopping: () => stopping,
    });
    return report;
  }

  return {
    deliverDue,

    /** Passes every few seconds; stop() lets the push in hand finish and gives the rest back. */
    start(intervalMs = PUSH_INTERVAL_MS): Scheduler {
      stopping = false;
      const scheduler = startScheduler({
        tasks: [{ name: 'push delivery', run: deliverDue }],
        clock,
        logger,
        intervalMs,
      });
      return {
        async stop() {
          stopping = true;
          await scheduler.stop();
        },
      };
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
