import type { Kysely } from 'kysely';
import type { PushPayload } from '../../contracts/push';
import { type Clock, isoNow } from '../clock';
import type { Database } from '../db/schema';
import { type KindInfo, MESSAGE_KINDS, type NotificationKind } from '../messages/kinds';

/** How many days a push row is kept, whatever became of it: long enough to look into a complaint. */
export const PUSH_KEEP_DAYS = 30;
/** a phone's notification shows a few lines: the 알림's first paragraph, cut here */
const BODY_LENGTH = 120;
const DAY_MS = 86_400_000;

/** What the service worker shows for an 알림 (pushPayloadSchema). */
export function pushPayloadOf(notification: { id: number; title: string; body: string; link: string }): PushPayload {
  const first = notification.body
    .split(/\n\s*\n/)[0]!
    .replace(/\s+/g, ' ')
    .trim();
  const body = first.length > BODY_LENGTH ? `${first.slice(0, BODY_LENGTH - 1)}…` : first;
  return { title: notification.title, body, link: notification.link, tag: String(notification.id) };
}

/** Whether `userId` has the push of `kind` on: money and account security are always pushed, as mailed. */
async function pushOn(trx: Kysely<Database>, userId: number, kind: NotificationKind): Promise<boolean> {
  const info: KindInfo = MESSAGE_KINDS[kind];
  if (info.transactional) return true;
  const setting = await trx
    .selectFrom('mail_settings')
    .select('push_enabled')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return !setting || setting.push_enabled !== 0;
}

/**
 * Writes one push of a new 알림 for each browser its member subscribed, in the 알림's transaction
 * (the outbox: push/push-sender.ts sends them afterwards). None when the member turned the kind's
 * push off; the event key makes each once only per browser. Answers how many were written.
 */
export async function queuePushes(
  trx: Kysely<Database>,
  clock: Clock,
  notification: {
    id: number;
    userId: number;
    kind: NotificationKind;
    eventKey: string;
    title: string;
    body: string;
    link: string;
  },
): Promise<number> {
  const subscriptions = await trx
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', notification.userId)
    .execute();
  if (!subscriptions.length || !(await pushOn(trx, notification.userId, notification.kind))) return 0;
  const now = isoNow(clock);
  const payload = JSON.stringify(pushPayloadOf(notification));
  await trx
    .insertInto('push_outbox')
    .values(
      subscriptions.map((subscription) => ({
        subscription_id: subscription.id,
        event_key: notification.eventKey,
        kind: notification.kind,
        payload,
        status: 'pending' as const,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['subscription_id', 'event_key']).doNothing())
    .execute();
  return subscriptions.length;
}

/** Retention: the push rows made more than PUSH_KEEP_DAYS ago, sent, failed or never sent; answers how many. */
export async function deleteOldPushes(db: Kysely<Database>, clock: Clock): Promise<number> {
  const before = new Date(clock.now().getTime() - PUSH_KEEP_DAYS * DAY_MS).toISOString();
  const deleted = await db.deleteFrom('push_outbox').where('created_at', '<', before).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
