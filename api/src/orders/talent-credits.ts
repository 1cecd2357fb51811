import type { Kysely, Transaction } from 'kysely';
import type { Credits } from '../../contracts/order';
import { type Clock, isoNow, todayKst } from '../clock';
import { addDays } from '../../contracts/korea-time';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * 인재 열람권: credits a company buys in packs that lapse after 90 days, spent one per resume it
 * unlocks. A resume unlocked once stays unlocked; the credits that lapse first are spent first.
 */
export function createTalentCredits(db: Kysely<Database>, clock: Clock) {
  return {
    /** Adds a paid pack, in the payment's transaction. */
    async grant(trx: Transaction<Database>, userId: number, orderId: number, credits: number, validDays: number) {
      const today = todayKst(clock);
      await trx
        .insertInto('talent_credits')
        .values({
          user_id: userId,
          order_id: orderId,
          granted: credits,
          remaining: credits,
          expires_on: addDays(today, validDays),
          created_at: isoNow(clock),
        })
        .execute();
    },

    /** What is left of an order's pack (a refund reads it and takes it back). */
    async ofOrder(executor: Kysely<Database>, orderId: number) {
      return executor.selectFrom('talent_credits').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    },

    /**
     * Holds the order's pack for a refund's transaction, before its quote reads what is left: an
     * unlock racing the refund waits for it and then finds the credits taken back, so no credit is
     * both spent and refunded. SQLite needs no lock: one process runs one transaction at a time, and
     * a transaction of another process that committed after the quote's read keeps the refund from
     * writing at all (WAL's busy snapshot).
     */
    async holdForRefund(trx: Transaction<Database>, orderId: number) {
      if (!isPostgres<Database>(trx)) return;
      await trx.selectFrom('talent_credits').select('id').where('order_id', '=', orderId).forUpdate().execute();
    },

    async takeBack(trx: Transaction<Database>, orderId: number) {
      await trx.updateTable('talent_credits').set({ remaining: 0 }).where('order_id', '=', orderId).execute();
    },

    async summary(userId: number): Promise<Credits> {
      const today = todayKst(clock);
      const rows = await db
        .selectFrom('talent_credits')
        .innerJoin('orders', 'orders.id', 'talent_credits.order_id')
        .select(['orders.order_no', 'talent_credits.granted', 'talent_credits.remaining', 'talent_credits.expires_on'])
        .where('talent_credits.user_id', '=', userId)
        .where('talent_credits.expires_on', '>=', today)
        .where('talent_credits.remaining', '>', 0)
        .orderBy('talent_credits.expires_on')
        .orderBy('talent_credits.id')
        .execute();
      return {
        remaining: rows.reduce((sum, row) => sum + row.remaining, 0),
        nextExpiry: rows[0]?.expires_on ?? null,
        grants: rows.map((row) => ({
          orderNo: row.order_no,
          granted: row.granted,
          remaining: row.remaining,
          expiresOn: row.expires_on,
        })),
      };
    },

    async hasUnlocked(companyId: number, resumeId: number): Promise<boolean> {
      const row = await db
        .selectFrom('resume_unlocks')
        .select('resume_id')
        .where('company_id', '=', companyId)
        .where('resume_id', '=', resumeId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Unlocks a resume for the company: free when it already was, one credit otherwise. Two
     * unlocks racing spend one credit: the (company, resume) key lets only one insert through,
     * and the loser's transaction, credit included, rolls back.
     */
    async unlock(companyId: number, resumeId: number): Promise<{ charged: boolean }> {
      if (await this.hasUnlocked(companyId, resumeId)) return { charged: false };
      const today = todayKst(clock);
      try {
        await db.transaction().execute(async (trx) => {
          for (let attempt = 0; attempt < 5; attempt++) {
            const pack = await trx
              .selectFrom('talent_credits')
              .select('id')
              .where('user_id', '=', companyId)
              .where('expires_on', '>=', today)
              .where('remaining', '>', 0)
              .orderBy('expires_on')
              .orderBy('id')
              .executeTakeFirst();
            if (!pack) {
              throw new ApiError(
                402,
                'NO_TALENT_CREDITS',
                '인재 열람권이 없습니다. 열람권을 구매하면 연락처를 볼 수 있습니다.',
              );
            }
            const spent = await trx
              .updateTable('talent_credits')
              .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
              .where('id', '=', pack.id)
              .where('remaining', '>', 0)
              .executeTakeFirst();
            if (Number(spent.numUpdatedRows) !== 1) continue; // another unlock took the last one
            await trx
              .insertInto('resume_unlocks')
              .values({ company_id: companyId, resume_id: resumeId, credit_id: pack.id, unlocked_at: isoNow(clock) })
              .execute();
            return;
          }
          throw new ApiError(409, 'UNLOCK_CONFLICT', '잠시 후 다시 시도해주세요.');
        });
        return { charged: true };
      } catch (error) {
        if (error instanceof ApiError) throw error;
        // the same unlock committed first: it is unlocked, and this attempt spent nothing
        if (await this.hasUnlocked(companyId, resumeId)) return { charged: false };
        throw error;
      }
    },
  };
}

export type TalentCredits = ReturnType<typeof createTalentCredits>;
