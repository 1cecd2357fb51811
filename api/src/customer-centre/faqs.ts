import type { Kysely, Selectable } from 'kysely';
import type { Faq } from '../../contracts/customer-centre';
import type { FaqCategory } from '../../contracts/enumerations';
import { type Clock, isoNow } from '../clock';
import type { Database, FaqsTable } from '../db/schema';
import { notFound } from '../http/errors';
import type { AdminLog } from '../moderation/admin-log';

const NOT_FOUND = '질문을 찾을 수 없습니다.';

interface FaqInput {
  category: FaqCategory;
  question: string;
  answer: string;
  sortOrder: number;
}

function toFaq(row: Selectable<FaqsTable>): Faq {
  return {
    id: row.id,
    category: row.category,
    question: row.question,
    answer: row.answer,
    sortOrder: row.sort_order,
    updatedAt: row.updated_at,
  };
}

/** 자주 묻는 질문: a short list by category, in the order operators set. */
export function createFaqs(db: Kysely<Database>, clock: Clock, log: AdminLog) {
  async function find(id: number): Promise<Faq> {
    const row = await db.selectFrom('faqs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(NOT_FOUND);
    return toFaq(row);
  }
  return {
    find,

    /**
     * Every question of a category (or all), filtered by a text in the question or answer. The
     * whole FAQ is a few dozen rows: the text filter runs here, the same on both databases.
     */
    async list(filter: { category?: FaqCategory; q?: string }): Promise<Faq[]> {
      const rows = await db
        .selectFrom('faqs')
        .selectAll()
        .$if(filter.category !== undefined, (qb) => qb.where('category', '=', filter.category!))
        .orderBy('category')
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      const words = (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      return rows
        .filter((row) => {
          const text = `${row.question}\n${row.answer}`.toLowerCase();
          return words.every((word) => text.includes(word));
        })
        .map(toFaq);
    },

    async create(adminId: number, input: FaqInput): Promise<Faq> {
      const now = isoNow(clock);
      const { id } = await db
        .insertInto('faqs')
        .values({
          category: input.category,
          question: input.question,
          answer: input.answer,
          sort_order: input.sortOrder,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await log.record(adminId, { action: 'faq.create', targetKind: 'faq', targetId: id, detail: input.question });
      return find(id);
    },

    async update(adminId: number, id: number, input: FaqInput): Promise<Faq> {
      const result = await db
        .updateTable('faqs')
        .set({
          category: input.category,
          question: input.question,
          answer: input.answer,
          sort_order: input.sortOrder,
          updated_at: isoNow(clock),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw notFound(NOT_FOUND);
      await log.record(adminId, { action: 'faq.update', targetKind: 'faq', targetId: id, detail: input.question });
      return find(id);
    },

    async remove(adminId: number, id: number): Promise<void> {
      const faq = await find(id);
      await db.deleteFrom('faqs').where('id', '=', id).execute();
      await log.record(adminId, { action: 'faq.delete', targetKind: 'faq', targetId: id, detail: faq.question });
    },
  };
}

export type Faqs = ReturnType<typeof createFaqs>;
