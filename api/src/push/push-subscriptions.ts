import type { Kysely } from 'kysely';
import type { PushDevice, PushDevices, PushSubscriptionBody } from '../../contracts/push';
import { type Clock, isoNow } from '../clock';
import type { PushConfig } from '../config';
import type { Database, PushSubscriptionRow, UserRow } from '../db/schema';
import { ApiError, conflict, forbidden, notFound } from '../http/errors';
import { deviceLabel } from './device-label';

/**
 * The browsers a member may keep subscribed: a new one past this drops the one subscribed longest
 * ago, rather than refusing, since a phone replaced or a browser reset never says goodbye.
 */
export const MAX_DEVICES = 10;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const endpointError = (message: string) =>
  new ApiError(400, 'VALIDATION_ERROR', message, { fields: { endpoint: message } });

const deviceOf = (row: PushSubscriptionRow): PushDevice => ({
  id: row.id,
  label: row.label,
  createdAt: row.created_at,
  lastPushedAt: row.last_pushed_at,
});

/**
 * A member's subscribed browsers (`/my/push`): the key they subscribe with, the list, adding and
 * removing one. A browser is one row by its push address: subscribing it again, by the same member
 * or the next one to sign in on it, updates that row.
 */
export function createPushSubscriptions(db: Kysely<Database>, clock: Clock, config: PushConfig) {
  /** Only a push service's https address; plain http to this machine where the config allows (tests). */
  function checkEndpoint(endpoint: string) {
    const url = new URL(endpoint);
    if (url.protocol === 'https:') return;
    if (url.protocol === 'http:' && config.loopbackHttp && LOOPBACK_HOSTS.has(url.hostname)) return;
    throw endpointError('푸시 주소는 https로 시작해야 합니다. 푸시 알림을 다시 켜주세요.');
  }

  const members = (user: UserRow) => {
    if (user.role === 'admin') throw forbidden('운영자 계정은 푸시 알림을 받지 않습니다.');
  };

  async function devicesOf(userId: number): Promise<PushDevice[]> {
    const rows = await db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(deviceOf);
  }

  return {
    async list(user: UserRow): Promise<PushDevices> {
      members(user);
      return { publicKey: config.vapid?.publicKey ?? null, devices: await devicesOf(user.id) };
    },

    async subscribe(user: UserRow, body: PushSubscriptionBody, userAgent: string | undefined): Promise<PushDevice> {
      members(user);
      if (!config.vapid) throw conflict('이 사이트는 아직 푸시 알림을 보낼 수 없습니다. 운영자에게 문의해주세요.');
      checkEndpoint(body.endpoint);
      const now = isoNow(clock);
      const label = deviceLabel(userAgent);
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('push_subscriptions')
          .select(['id', 'user_id'])
          .where('endpoint', '=', body.endpoint)
          .executeTakeFirst();
        if (before && before.user_id !== user.id) {
          // the browser changed hands: what was waiting for the member before is not the next one's to see
          await trx.deleteFrom('push_outbox').where('subscription_id', '=', before.id).execute();
        }
        const sameOwner = before?.user_id === user.id;
        const keys = { p256dh: body.keys.p256dh, auth: body.keys.auth, label };
        const row = await trx
          .insertInto('push_subscriptions')
          .values({ user_id: user.id, endpoint: body.endpoint, ...keys, created_at: now, last_pushed_at: null })
          .onConflict((oc) =>
            oc
              .column('endpoint')
              .doUpdateSet(sameOwner ? keys : { ...keys, user_id: user.id, created_at: now, last_pushed_at: null }),
          )
          .returningAll()
          .executeTakeFirstOrThrow();
        const kept = await trx
          .selectFrom('push_subscriptions')
          .select('id')
          .where('user_id', '=', user.id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute();
        const dropped = kept.slice(MAX_DEVICES).map((each) => each.id);
        if (dropped.length) await trx.deleteFrom('push_subscriptions').where('id', 'in', dropped).execute();
        return deviceOf(row);
      });
    },

    async remove(user: UserRow, id: number): Promise<void> {
      const deleted = await db
        .deleteFrom('push_subscriptions')
        .where('id', '=', id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) !== 1) throw notFound('기기를 찾을 수 없습니다. 목록을 새로 고쳐주세요.');
    },

    /** Account deletion: every browser of the member, with the pushes waiting for them, in its transaction. */
    async forgetUser(userId: number, trx: Kysely<Database>): Promise<void> {
      await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
    },
  };
}

export type PushSubscriptions = ReturnType<typeof createPushSubscriptions>;
