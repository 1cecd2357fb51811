import type { Kysely, Transaction } from 'kysely';
import type { OwnJobInfo } from '../../contracts/job-info';
import type { OrderTarget } from '../../contracts/order';
import { type Clock, isoNow, todayKst } from '../clock';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { endAfterPublishing, endAfterWithdrawing } from '../periods';
import { setListing } from '../search/search-index';
import { listingOf, visibleUntil } from './listing';
import { toOrderTarget, unpayableReason } from './mapping';
import { findOwnRow, findRow, ownAnswer } from './rows';

/**
 * A posting's paid period, as orders sell it: which postings may be paid for, the period a payment
 * starts or extends, and the days a refund takes back. The order's transaction is passed in, so
 * the period and the payment commit together.
 */
export function createPostingPeriods(db: Kysely<Database>, clock: Clock) {
  return {
    /** Every posting of the company an order can be placed for, in the order of its own list. */
    async orderTargets(companyId: number): Promise<OrderTarget[]> {
      const today = todayKst(clock);
      const rows = await db
        .selectFrom('job_infos')
        .select(['id', 'title', 'status', 'complete', 'published_until', 'visible_until'])
        .where('company_id', '=', companyId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.filter((row) => unpayableReason(row) === null).map((row) => toOrderTarget(row, today));
    },

    /** The company's posting a new order is for: its own, complete and not hidden. */
    async assertPayable(companyId: number, id: number): Promise<{ id: number; title: string }> {
      const row = await findOwnRow(db, companyId, id);
      if (!row) throw notFound('공고를 찾을 수 없습니다.');
      const reason = unpayableReason(row);
      if (reason === 'hidden') throw conflict('운영자가 숨긴 공고는 게재할 수 없습니다.', 'JOB_INFO_HIDDEN');
      if (reason === 'incomplete') throw conflict('공고를 끝까지 작성한 뒤 결제해주세요.', 'JOB_INFO_INCOMPLETE');
      return { id: row.id, title: row.title };
    },

    /** At payment, in its transaction: the posting may have changed since the order was placed. */
    async assertPublishable(id: number, trx: Transaction<Database>): Promise<void> {
      const row = await trx
        .selectFrom('job_infos')
        .select(['complete', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound('공고를 찾을 수 없습니다. 결제가 처리되지 않았습니다.');
      if (unpayableReason(row)) {
        throw conflict('공고를 끝까지 작성한 뒤 다시 결제해주세요. 결제가 처리되지 않았습니다.', 'TARGET_INCOMPLETE');
      }
    },

    /**
     * Puts a posting in the public list for `days` more Korean days (periods.ts: a running period
     * is extended from its end). Whether the posting may be sold a period is `assertPublishable`'s
     * question. Null when there is no such posting.
     */
    async publish(id: number, days: number, trx?: Transaction<Database>): Promise<OwnJobInfo | null> {
      const run = async (trx: Transaction<Database>) => {
        const row = await findRow(trx, id);
        if (!row) return null;
        const running = row.status === 'published' ? row.published_until : null;
        const publishedUntil = endAfterPublishing(running, days, todayKst(clock));
        await trx
          .updateTable('job_infos')
          .set({
            // An operator's hiding outlasts a payment.
            status: row.status === 'hidden' ? 'hidden' : 'published',
            published_at: row.published_at ?? isoNow(clock),
            published_until: publishedUntil,
            visible_until: visibleUntil(publishedUntil, row.deadline, row.always_open === 1),
            closed_at: null,
            updated_at: isoNow(clock),
          })
          .where('id', '=', id)
          .execute();
        const published = (await findRow(trx, id))!;
        await setListing(trx, 'job', id, listingOf(published));
        return ownAnswer(trx, published, todayKst(clock));
      };
      return trx ? run(trx) : db.transaction().execute(run);
    },

    /**
     * A refund takes back `days` from the end of the paid period, in the refund's transaction.
     * When no paid day after today is left the posting leaves the public list at once.
     */
    async withdrawDays(id: number, days: number, trx: Transaction<Database>): Promise<void> {
      const row = await findRow(trx, id);
      const publishedUntil = row && endAfterWithdrawing(row.published_until, days, todayKst(clock));
      if (!row || !publishedUntil) return;
      const visible = visibleUntil(publishedUntil, row.deadline, row.always_open === 1);
      await trx
        .updateTable('job_infos')
        .set({ published_until: publishedUntil, visible_until: visible, updated_at: isoNow(clock) })
        .where('id', '=', id)
        .execute();
      await setListing(trx, 'job', id, listingOf({ ...row, visible_until: visible }));
    },
  };
}
