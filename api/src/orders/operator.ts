import type { OrderStatus, PaymentMethod } from '../../contracts/enumerations';
import type { Order } from '../../contracts/order';
import type { Paged } from '../../contracts/paging';
import { isoNow } from '../clock';
import { paginate } from '../db/paginate';
import { conflict, notFound } from '../http/errors';
import { paymentConfirmed, refundDecided } from '../messages/event-messages';
import type { OrderAnswers } from './answers';
import { NOT_FOUND_MESSAGE, type OrderLedger } from './ledger';
import type { OrdersDeps } from './orders';

/**
 * The operator's side of orders: the list, a bank transfer seen, a refund approved or refused.
 * Each decision is written to the operator log and told to the buyer in its own transaction.
 */
export function createOperatorSide(deps: OrdersDeps & { ledger: OrderLedger; answers: OrderAnswers }) {
  const { db, clock, jobInfos, resumes, credits, messages, adminLog, users } = deps;
  const { transition, expireOverdue, loadRow, pay } = deps.ledger;
  const { quoteFor, toOrder } = deps.answers;

  return {
    async listForAdmin(filter: { status?: OrderStatus; method?: PaymentMethod }, page: number): Promise<Paged<Order>> {
      await expireOverdue();
      const base = db
        .selectFrom('orders')
        .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!))
        .$if(filter.method !== undefined, (qb) => qb.where('method', '=', filter.method!));
      const found = await paginate({
        rows: base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
        count: base,
        page,
      });
      const buyers = await users.findByIds(found.items.map((row) => row.user_id));
      const byId = new Map(buyers.map((user) => [user.id, user]));
      return {
        ...found,
        items: await Promise.all(found.items.map((row) => toOrder(row, { buyer: byId.get(row.user_id) }))),
      };
    },

    /** 무통장입금: the operator saw the deposit of the full amount; the buyer is told. */
    async confirmDeposit(adminId: number, id: number): Promise<Order> {
      const row = await loadRow(db, id);
      if (!row) throw notFound(NOT_FOUND_MESSAGE);
      if (row.method !== 'bank_transfer') throw conflict('무통장입금 주문이 아닙니다.', 'NOT_BANK_TRANSFER');
      return toOrder(
        await pay(row.id, `admin:${adminId}`, row.amount, null, async (trx, paid) => {
          const detail = `${paid.order_no} ${paid.amount}원`;
          await adminLog.record(
            adminId,
            { action: 'order.confirm_deposit', targetKind: 'order', targetId: id, detail },
            trx,
          );
          await messages.notify(trx, paymentConfirmed(paid));
        }),
      );
    },

    /** Approves a requested refund: the quote is made again today and what it refunds is taken back. */
    async approveRefund(adminId: number, id: number): Promise<Order> {
      await db.transaction().execute(async (trx) => {
        const row = await loadRow(trx, id);
        if (!row) throw notFound(NOT_FOUND_MESSAGE);
        if (row.status !== 'refund_requested') throw conflict('환불 요청된 주문이 아닙니다.', 'NO_REFUND_REQUEST');
        if (row.kind === 'talent') await credits.holdForRefund(trx, row.id);
        const quote = (await quoteFor(trx, row))!;
        const decisionId = await transition(
          trx,
          row,
          'refunded',
          `admin:${adminId}`,
          `환불 승인 ${quote.amount}원: ${quote.rule}`,
          {
            refund_amount: quote.amount,
            refunded_at: isoNow(clock),
          },
        );
        if (!decisionId) throw conflict('주문 상태가 바뀌었습니다. 다시 확인해주세요.', 'ORDER_CHANGED');
        const detail = `${row.order_no} 환불 ${quote.amount}원`;
        await adminLog.record(
          adminId,
          { action: 'order.refund_approve', targetKind: 'order', targetId: id, detail },
          trx,
        );
        if (row.kind === 'talent') await credits.takeBack(trx, row.id);
        else if (row.kind === 'posting') await jobInfos.withdrawDays(row.target_id!, quote.unused, trx);
        else await resumes.withdrawDays(row.target_id!, quote.unused, trx);
        await messages.notify(
          trx,
          refundDecided(row, { decisionId, approved: true, amount: quote.amount, rule: quote.rule }),
        );
      });
      return toOrder((await loadRow(db, id))!);
    },

    async refuseRefund(adminId: number, id: number, note: string): Promise<Order> {
      const row = await loadRow(db, id);
      if (!row) throw notFound(NOT_FOUND_MESSAGE);
      if (row.status !== 'refund_requested') throw conflict('환불 요청된 주문이 아닙니다.', 'NO_REFUND_REQUEST');
      await db.transaction().execute(async (trx) => {
        const decisionId = await transition(trx, row, 'paid', `admin:${adminId}`, `환불 거절: ${note}`, {
          refund_amount: null,
        });
        if (!decisionId) throw conflict('주문 상태가 바뀌었습니다. 다시 확인해주세요.', 'ORDER_CHANGED');
        const detail = `${row.order_no} ${note}`;
        await adminLog.record(
          adminId,
          { action: 'order.refund_refuse', targetKind: 'order', targetId: id, detail },
          trx,
        );
        await messages.notify(trx, refundDecided(row, { decisionId, approved: false, note }));
      });
      return toOrder((await loadRow(db, id))!);
    },
  };
}
