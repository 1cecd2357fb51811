import type { Kysely, Transaction } from 'kysely';
import type { OrderTarget } from '../../contracts/order';
import { type CareerEntry, careerMonths, type OwnResume } from '../../contracts/resume';
import { type Clock, thisMonthKst, todayKst } from '../clock';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { endAfterPublishing, endAfterWithdrawing } from '../periods';
import { setListing } from '../search/search-index';
import { toOrderTarget, unpayableReason } from './mapping';
import { firstMadePublic, listingOf, loadOne, loadOwn, lock, NOT_FOUND_MESSAGE, ownView } from './rows';

/**
 * A resume's paid period, as orders sell it: which resumes may be paid for, the period a payment
 * starts or extends, and the days a refund takes back. The order's transaction is passed in, so
 * the period and the payment commit together.
 */
export function createResumePeriods(db: Kysely<Database>, clock: Clock) {
  return {
    /** Every resume of the user an order can be placed for, in the order of their own list. */
    async orderTargets(userId: number): Promise<OrderTarget[]> {
      const today = todayKst(clock);
      const rows = await db
        .selectFrom('resumes')
        .select(['id', 'title', 'visibility', 'public_until', 'complete'])
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.filter((row) => unpayableReason(row) === null).map((row) => toOrderTarget(row, today));
    },

    /** The user's resume a new order is for: their own and complete. */
    async assertPayable(userId: number, id: number): Promise<{ id: number; title: string }> {
      const { row } = await loadOwn(db, userId, id);
      if (unpayableReason(row)) throw conflict('이력서를 끝까지 작성한 뒤 결제해주세요.', 'RESUME_INCOMPLETE');
      return { id: row.id, title: row.title };
    },

    /** At payment, in its transaction: the resume may have changed since the order was placed. */
    async assertPublishable(id: number, trx: Transaction<Database>): Promise<void> {
      const row = await trx.selectFrom('resumes').select('complete').where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('이력서를 찾을 수 없습니다. 결제가 처리되지 않았습니다.');
      if (unpayableReason(row)) {
        throw conflict('이력서를 끝까지 작성한 뒤 다시 결제해주세요. 결제가 처리되지 않았습니다.', 'TARGET_INCOMPLETE');
      }
    },

    /**
     * Makes a resume public for `days` more Korean days (periods.ts: a running period is extended
     * from its end).
     */
    async publish(id: number, days: number, trx?: Transaction<Database>): Promise<OwnResume> {
      const run = async (executor: Transaction<Database>) => {
        await lock(executor, id);
        const parts = await loadOne(executor, id);
        if (!parts) throw notFound(NOT_FOUND_MESSAGE);
        const careers = JSON.parse(parts.row.careers) as CareerEntry[];
        await executor
          .updateTable('resumes')
          .set({
            visibility: 'public',
            made_public_at: firstMadePublic(clock),
            public_until: endAfterPublishing(parts.row.public_until, days, todayKst(clock)),
            // a career still running has grown since the last edit; the career filter reads this
            career_months: careerMonths(careers, thisMonthKst(clock)),
          })
          .where('id', '=', id)
          .execute();
        await setListing(executor, 'resume', id, await listingOf(executor, id));
        return ownView(executor, id, todayKst(clock));
      };
      return trx ? run(trx) : db.transaction().execute(run);
    },

    /**
     * A refund takes back `days` from the end of the paid period, in the refund's transaction.
     * When no paid day after today is left the resume leaves the talent list at once.
     */
    async withdrawDays(id: number, days: number, trx: Transaction<Database>): Promise<void> {
      const row = await trx.selectFrom('resumes').select('public_until').where('id', '=', id).executeTakeFirst();
      const publicUntil = row && endAfterWithdrawing(row.public_until, days, todayKst(clock));
      if (!publicUntil) return;
      await trx.updateTable('resumes').set({ public_until: publicUntil }).where('id', '=', id).execute();
      await setListing(trx, 'resume', id, await listingOf(trx, id));
    },
  };
}
