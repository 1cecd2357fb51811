import type { Kysely, Selectable } from 'kysely';
import type { Notice } from '../../contracts/customer-centre';
import { NOTICES_PAGE_SIZE } from '../../contracts/enumerations';
import type { Paged } from '../../contracts/paging';
import { SITEMAP_PAGE_SIZE, type SitemapEntry } from '../../contracts/sitemap';
import { type Clock, isoNow } from '../clock';
import { paginate } from '../db/paginate';
import type { Database, NoticesTable } from '../db/schema';
import { notFound } from '../http/errors';
import type { AdminLog } from '../moderation/admin-log';

const NOT_FOUND = '공지사항을 찾을 수 없습니다.';

function toNotice(row: Selectable<NoticesTable>): Notice {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    pinned: row.pinned === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** 공지사항: pinned ones first, then the newest; written by operators. */
export function createNotices(db: Kysely<Database>, clock: Clock, log: AdminLog) {
  const ordered = () =>
    db.selectFrom('notices').selectAll().orderBy('pinned', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc');

  return {
    async list(page: number): Promise<Paged<Notice>> {
      const found = await paginate({
        rows: ordered(),
        count: db.selectFrom('notices'),
        page,
        pageSize: NOTICES_PAGE_SIZE,
      });
      return { ...found, items: found.items.map(toNotice) };
    },

    /** The newest ones for the home page, pinned or not. */
    async latest(count: number): Promise<Notice[]> {
      const rows = await db
        .selectFrom('notices')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(count)
        .execute();
      return rows.map(toNotice);
    },

    /** Every notice's id and last edit, in id order, for the sitemap (one file holds 50 000 URLs). */
    async forSitemap(): Promise<SitemapEntry[]> {
      const rows = await db
        .selectFrom('notices')
        .select(['id', 'updated_at'])
        .orderBy('id')
        .limit(SITEMAP_PAGE_SIZE)
        .execute();
      return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }));
    },

    async find(id: number): Promise<Notice> {
      const row = await db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound(NOT_FOUND);
      return toNotice(row);
    },

    async create(adminId: number, input: { title: string; body: string; pinned: boolean }): Promise<Notice> {
      const now = isoNow(clock);
      const { id } = await db
        .insertInto('notices')
        .values({
          title: input.title,
          body: input.body,
          pinned: input.pinned ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await log.record(adminId, { action: 'notice.create', targetKind: 'notice', targetId: id, detail: input.title });
      return this.find(id);
    },

    async update(
      adminId: number,
      id: number,
      input: { title: string; body: string; pinned: boolean },
    ): Promise<Notice> {
      const result = await db
        .updateTable('notices')
        .set({ title: input.title, body: input.body, pinned: input.pinned ? 1 : 0, updated_at: isoNow(clock) })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw notFound(NOT_FOUND);
      await log.record(adminId, {
        action: 'notice.update',
        targetKind: 'notice',
        targetId: id,
        detail: `${input.pinned ? '[고정] ' : ''}${input.title}`,
      });
      return this.find(id);
    },

    async remove(adminId: number, id: number): Promise<void> {
      const notice = await this.find(id);
      await db.deleteFrom('notices').where('id', '=', id).execute();
      await log.record(adminId, { action: 'notice.delete', targetKind: 'notice', targetId: id, detail: notice.title });
    },
  };
}

export type Notices = ReturnType<typeof createNotices>;
