import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Inquiry } from '../../contracts/customer-centre';
import { CUSTOMER_RECORD_RETENTION_YEARS, type InquiryCategory } from '../../contracts/enumerations';
import type { Paged } from '../../contracts/paging';
import { type Clock, isoNow, isoYearsAgo } from '../clock';
import { paginate } from '../db/paginate';
import type { Database, InquiriesTable } from '../db/schema';
import { notFound } from '../http/errors';
import { inquiryAnswered } from '../messages/event-messages';
import type { Messages } from '../messages/messages';
import type { AdminLog } from '../moderation/admin-log';

type Row = Selectable<InquiriesTable> & { asker_user_id?: string; asker_username?: string };

function toInquiry(row: Row): Inquiry {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    body: row.body,
    createdAt: row.created_at,
    answer: row.answer,
    answeredAt: row.answered_at,
    ...(row.asker_user_id ? { asker: { userId: row.asker_user_id, username: row.asker_username ?? '' } } : {}),
  };
}

/** What stays of an inquiry whose asker deleted their account: the category, dates and answer. */
export const ERASED_INQUIRY = { title: '탈퇴한 회원의 문의', body: '회원 탈퇴로 문의 내용을 삭제했습니다.' } as const;

/**
 * 1:1 문의: members ask, operators answer; unanswered ones head the operators' queue. Kept for
 * the retention years after the answer (or, never answered, after the question), then deleted
 * by date alone: the scheduler's daily pass deletes what is due, and so does every read first.
 */
export function createInquiries(db: Kysely<Database>, clock: Clock, log: AdminLog, messages: Messages) {
  /** Deletes the inquiries past their years; answers how many. */
  async function deleteExpired(): Promise<number> {
    const before = isoYearsAgo(clock, CUSTOMER_RECORD_RETENTION_YEARS);
    const deleted = await db
      .deleteFrom('inquiries')
      .where((eb) =>
        eb.or([eb('answered_at', '<', before), eb.and([eb('answered_at', 'is', null), eb('created_at', '<', before)])]),
      )
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }

  const withAsker = (executor: Kysely<Database> = db) =>
    executor
      .selectFrom('inquiries')
      .innerJoin('users', 'users.id', 'inquiries.user_id')
      .selectAll('inquiries')
      .select(['users.user_id as asker_user_id', 'users.username as asker_username']);

  async function paged(
    query: ReturnType<typeof withAsker>,
    page: number,
    order: (q: ReturnType<typeof withAsker>) => ReturnType<typeof withAsker>,
  ): Promise<Paged<Inquiry>> {
    const found = await paginate({ rows: order(query), count: query, page });
    return { ...found, items: (found.items as Row[]).map(toInquiry) };
  }

  return {
    deleteExpired,

    async ask(userId: number, input: { category: InquiryCategory; title: string; body: string }): Promise<Inquiry> {
      const { id } = await db
        .insertInto('inquiries')
        .values({
          user_id: userId,
          category: input.category,
          title: input.title,
          body: input.body,
          created_at: isoNow(clock),
          answer: null,
          answered_at: null,
          answered_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return toInquiry(row);
    },

    async listMine(userId: number, page: number): Promise<Paged<Inquiry>> {
      await deleteExpired();
      const page_ = await paged(withAsker().where('inquiries.user_id', '=', userId), page, (q) =>
        q.orderBy('inquiries.created_at', 'desc').orderBy('inquiries.id', 'desc'),
      );
      // the asker is the reader: nothing to add
      return { ...page_, items: page_.items.map(({ asker: _asker, ...inquiry }) => inquiry) };
    },

    /** The operators' queue: unanswered first (oldest first, as they wait), then answered, newest first. */
    async queue(filter: { answered?: boolean }, page: number): Promise<Paged<Inquiry>> {
      await deleteExpired();
      let query = withAsker();
      if (filter.answered === true) query = query.where('inquiries.answered_at', 'is not', null);
      if (filter.answered === false) query = query.where('inquiries.answered_at', 'is', null);
      return paged(query, page, (q) =>
        q
          .orderBy((eb) => eb.case().when('inquiries.answered_at', 'is', null).then(0).else(1).end())
          .orderBy((eb) =>
            eb.case().when('inquiries.answered_at', 'is', null).then(eb.ref('inquiries.created_at')).else(null).end(),
          )
          .orderBy('inquiries.created_at', 'desc')
          .orderBy('inquiries.id', 'desc'),
      );
    },

    /**
     * Answers, or corrects the answer. The asker is told of the first answer only: a correction
     * keeps the event key, and the page shows the answer as it now reads.
     */
    async answer(adminId: number, id: number, answer: string): Promise<Inquiry> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('inquiries')
          .set({ answer, answered_at: isoNow(clock), answered_by: adminId })
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw notFound('문의를 찾을 수 없습니다.');
        await log.record(
          adminId,
          { action: 'inquiry.answer', targetKind: 'inquiry', targetId: id, detail: answer },
          trx,
        );
        const row = (await withAsker(trx).where('inquiries.id', '=', id).executeTakeFirstOrThrow()) as Row;
        await messages.notify(trx, inquiryAnswered({ id, userId: row.user_id, title: row.title, answer }));
        return toInquiry(row);
      });
    },

    async countUnanswered(): Promise<number> {
      await deleteExpired();
      const row = await db
        .selectFrom('inquiries')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('answered_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** Account deletion: what the member wrote goes; the record that they asked and were answered stays. */
    async eraseQuestionsOf(userId: number, trx: Transaction<Database>): Promise<void> {
      await trx.updateTable('inquiries').set(ERASED_INQUIRY).where('user_id', '=', userId).execute();
    },
  };
}

export type Inquiries = ReturnType<typeof createInquiries>;
