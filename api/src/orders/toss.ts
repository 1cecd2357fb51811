import type { Kysely } from 'kysely';
import type { Order } from '../../contracts/order';
import type { Database, OrderRow, UserRow } from '../db/schema';
import { ApiError, conflict } from '../http/errors';
import type { Logger } from '../logger';
import type { PaymentProviders } from '../payments/providers';
import type { TossClient } from '../payments/toss';
import type { OrderAnswers } from './answers';
import type { OrderLedger } from './ledger';

/**
 * Toss Payments' way back: its success URL confirms the payment with Toss before the order is paid,
 * its failure URL records why nothing was.
 */
export function createTossFlow(
  db: Kysely<Database>,
  logger: Logger,
  payments: PaymentProviders,
  { record, transition, loadRow, ownRowByNo, assertTargetPayable, pay }: OrderLedger,
  { toOrder }: OrderAnswers,
) {
  /**
   * Toss took the money but the order could not be paid (its time ran out while Toss confirmed, its
   * target changed): the payment is cancelled at Toss, the order closed, and the buyer told both.
   * Thrown, always; a cancel Toss did not take is logged as an error for an operator to settle.
   */
  async function undo(client: TossClient, row: OrderRow, paymentKey: string, failure: unknown): Promise<never> {
    const known = failure instanceof ApiError ? failure : null;
    if (!known) logger.error({ err: failure, orderNo: row.order_no }, 'toss: paid at Toss, the order not paid');
    const why = known?.message ?? '주문을 처리하지 못했습니다.';
    const cancelled = await client.cancel(paymentKey, `주문을 처리하지 못해 취소합니다: ${why}`);
    const now = (await loadRow(db, row.id))!;
    if (!cancelled) {
      await record(db, row.id, 'provider:toss', now.status, null, `승인 후 처리 실패, 결제 취소 실패: ${why}`);
      logger.error({ orderNo: row.order_no, paymentKey }, 'toss: paid at Toss, no order, not cancelled');
      throw new ApiError(
        502,
        'PAYMENT_CANCEL_FAILED',
        `결제는 승인되었지만 주문을 처리하지 못했고, 결제 취소도 하지 못했습니다. 주문번호 ${row.order_no}로 고객센터에 문의해주세요.`,
      );
    }
    // Toss takes an order number once: the buyer orders again rather than paying this one twice
    const note = `승인 후 처리 실패로 결제 취소: ${why}`;
    const closed =
      now.status === 'pending' &&
      (await db.transaction().execute((trx) => transition(trx, now, 'cancelled', 'provider:toss', note)));
    if (!closed) await record(db, row.id, 'provider:toss', now.status, null, note);
    throw new ApiError(
      known?.status ?? 503,
      'PAYMENT_CANCELLED',
      `${why} 승인된 결제는 취소했습니다. (카드 승인 취소는 카드사에 따라 3~7영업일이 걸릴 수 있습니다.)`,
    );
  }

  return {
    /**
     * Toss's success URL: the amount, the order's state and its target are checked before Toss is
     * asked to confirm, and the order is paid only on Toss's DONE. A failure or an unreachable Toss
     * leaves it pending; an order that cannot be paid after Toss confirmed has its payment cancelled.
     */
    async confirmToss(buyer: UserRow, orderNo: string, paymentKey: string, amount: number): Promise<Order> {
      const client = payments.tossClient;
      if (!client) throw conflict('토스페이먼츠 결제를 사용할 수 없습니다.', 'TOSS_DISABLED');
      const row = await ownRowByNo(buyer.id, orderNo);
      if (row.method !== 'toss') throw conflict('토스페이먼츠 주문이 아닙니다.', 'NOT_TOSS_ORDER');
      if (row.status !== 'pending') return toOrder(await pay(row.id, 'provider:toss', amount, paymentKey));
      if (amount !== row.amount) return toOrder(await pay(row.id, 'provider:toss', amount, paymentKey));
      await assertTargetPayable(row, 'provider:toss');
      const result = await client.confirm(paymentKey, row.order_no, row.amount);
      if (!result.ok) {
        await record(
          db,
          row.id,
          'provider:toss',
          row.status,
          null,
          `승인 실패: ${result.ok === false && result.refused ? result.code : 'no answer'} ${result.message}`,
        );
        throw new ApiError(
          result.refused ? 402 : 502,
          result.refused ? 'PAYMENT_REFUSED' : 'PAYMENT_PROVIDER_UNAVAILABLE',
          result.message,
        );
      }
      let paid: OrderRow;
      try {
        paid = await pay(row.id, 'provider:toss', result.totalAmount, result.paymentKey);
      } catch (failure) {
        // a confirm racing this one may have paid it with this very payment: that stands
        const now = await loadRow(db, row.id);
        if (now?.status === 'paid' && now.provider_ref === result.paymentKey) return toOrder(now);
        return undo(client, row, result.paymentKey, failure);
      }
      return toOrder(paid);
    },

    /** Toss's failure URL: nothing was paid; the reason is recorded and the order stays payable. */
    async tossFailed(buyer: UserRow, orderNo: string, code: string, message: string): Promise<Order> {
      const row = await ownRowByNo(buyer.id, orderNo);
      await record(db, row.id, 'provider:toss', row.status, null, `결제창 실패: ${code} ${message}`);
      return toOrder(row);
    },
  };
}
