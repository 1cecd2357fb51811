import type { Kysely, Transaction } from 'kysely';
import type { NotificationPage } from '../../contracts/notification';
import { type Clock, isoNow } from '../clock';
import { paginate } from '../db/paginate';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';

/**
 * The 알림 centre: every message a member was told, newest first, read or not. Writing them is
 * `messages.notify`'s, in the event's own transaction; this is the member's side.
 */
export function createNotifications(db: Kysely<Database>, clock: Clock) {
  /** Counted on (user_id, read_at): the login user carries it on every page. */
  async function unreadCount(userId: number): Promise<number> {
    const row = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  return {
    unreadCount,

    async page(userId: number, pageNo: number): Promise<NotificationPage> {
      const mine = db.selectFrom('notifications').where('user_id', '=', userId);
      const [found, unread] = await Promise.all([
        paginate({
          rows: mine
            .select(['id', 'kind', 'title', 'body', 'link', 'read_at', 'created_at'])
            // ids grow with time, and (user_id, id) is indexed
            .orderBy('id', 'desc'),
          count: mine,
          page: pageNo,
        }),
        unreadCount(userId),
      ]);
      return {
        ...found,
        items: found.items.map((row) => ({
          id: row.id,
          kind: row.kind,
          title: row.title,
          body: row.body,
          link: row.link,
          readAt: row.read_at,
          createdAt: row.created_at,
        })),
        unread,
      };
    },

    /** Marks the member's own 알림 read (once: the first reading keeps its time); another's is a 404. */
    async markRead(userId: number, id: number): Promise<{ link: string; unread: number }> {
      const found = await db
        .selectFrom('notifications')
        .select('link')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!found) throw notFound('알림을 찾을 수 없습니다.');
      await db
        .updateTable('notifications')
        .set({ read_at: isoNow(clock) })
        .where('id', '=', id)
        .where('read_at', 'is', null)
        .execute();
      return { link: found.link, unread: await unreadCount(userId) };
    },

    async markAllRead(userId: number): Promise<{ unread: number }> {
      await db
        .updateTable('notifications')
        .set({ read_at: isoNow(clock) })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .execute();
      return { unread: await unreadCount(userId) };
    },

    /** Account deletion: what the member was told, and their mail choices, go with them. */
    async forgetUser(userId: number, trx: Transaction<Database>): Promise<void> {
      await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
      await trx.deleteFrom('mail_settings').where('user_id', '=', userId).execute();
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
