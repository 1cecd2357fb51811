import type { Kysely } from 'kysely';
import type { Order } from '../../contracts/order';
import type { Database, UserRow } from '../db/schema';
import { ApiError, conflict } from '../http/errors';
import type { PaymentProviders } from '../payments/providers';
import type { OrderAnswers } from './answers';
import type { OrderLedger } from './ledger';

/**
 * Toss Payments' way back: its success URL confirms the payment with Toss before the order is paid,
 * its failure URL records why nothing was.
 */
export function createTossFlow(
  db: Kysely<Database>,
  payments: PaymentProviders,
  { record, ownRowByNo, pay }: OrderLedger,
  { toOrder }: OrderAnswers,
) {
  return {
    /**
     * Toss's success URL: the amount is checked against the order before Toss is asked to confirm,
     * and the order is paid only on Toss's DONE. A failure or an unreachable Toss leaves it pending.
     */
    async confirmToss(buyer: UserRow, orderNo: string, paymentKey: string, amount: number): Promise<Order> {
      const client = payments.tossClient;
      if (!client) throw conflict('토스페이먼츠 결제를 사용할 수 없습니다.', 'TOSS_DISABLED');
      const row = await ownRowByNo(buyer.id, orderNo);
      if (row.method !== 'toss') throw conflict('토스페이먼츠 주문이 아닙니다.', 'NOT_TOSS_ORDER');
      if (row.status !== 'pending') return toOrder(await pay(row.id, 'provider:toss', amount, paymentKey));
      if (amount !== row.amount) return toOrder(await pay(row.id, 'provider:toss', amount, paymentKey));
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
      return toOrder(await pay(row.id, 'provider:toss', result.totalAmount, result.paymentKey));
    },

    /** Toss's failure URL: nothing was paid; the reason is recorded and the order stays payable. */
    async tossFailed(buyer: UserRow, orderNo: string, code: string, message: string): Promise<Order> {
      const row = await ownRowByNo(buyer.id, orderNo);
      await record(db, row.id, 'provider:toss', row.status, null, `결제창 실패: ${code} ${message}`);
      return toOrder(row);
    },
  };
}
