import type { Kysely, Transaction } from 'kysely';
import type { OrderStatus, PaymentMethod } from '../../contracts/enumerations';
import { isoNow } from '../clock';
import type { Database, OrderRow } from '../db/schema';
import { ApiError, conflict, notFound } from '../http/errors';
import { periodStart } from '../periods';
import type { OrdersDeps } from './orders';

export const NOT_FOUND_MESSAGE = '주문을 찾을 수 없습니다.';

/** Who changed an order: the buyer, an operator, a payment provider or the api itself. */
export type Actor = `user:${number}` | `admin:${number}` | `provider:${PaymentMethod}` | 'system';

/**
 * The orders' state machine: every change of state is a conditional update written to
 * order_events with its time and actor, so of two changes racing each other one wins and the other
 * is recorded as changing nothing. Paying activates the order exactly once, in the payment's
 * transaction.
 */
export function createOrderLedger({ db, clock, logger, jobInfos, resumes, credits }: OrdersDeps) {
  async function record(
    executor: Kysely<Database>,
    orderId: number,
    actor: Actor,
    from: OrderStatus | null,
    to: OrderStatus | null,
    note: string,
  ): Promise<number> {
    const { id } = await executor
      .insertInto('order_events')
      .values({
        order_id: orderId,
        at: isoNow(clock),
        actor,
        from_status: from,
        to_status: to,
        note: note.slice(0, 500),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /**
   * Moves an order from `from` to `to` only if it still is `from`: the id of the order event it
   * recorded, or null when somebody was first.
   */
  async function transition(
    trx: Kysely<Database>,
    order: OrderRow,
    to: OrderStatus,
    actor: Actor,
    note: string,
    changes: Partial<Omit<OrderRow, 'id' | 'status'>> = {},
  ): Promise<number | null> {
    const result = await trx
      .updateTable('orders')
      .set({ ...changes, status: to, updated_at: isoNow(clock) })
      .where('id', '=', order.id)
      .where('status', '=', order.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    return record(trx, order.id, actor, order.status, to, note);
  }

  /** Pending orders whose time ran out become expired, each with its event; by date alone. */
  async function expireOverdue(where: { userId?: number; orderId?: number } = {}) {
    const now = isoNow(clock);
    const overdue = await db
      .selectFrom('orders')
      .selectAll()
      .where('status', '=', 'pending')
      .where('pay_by', '<', now)
      .$if(where.userId !== undefined, (qb) => qb.where('user_id', '=', where.userId!))
      .$if(where.orderId !== undefined, (qb) => qb.where('id', '=', where.orderId!))
      .execute();
    for (const order of overdue) {
      await db.transaction().execute((trx) => transition(trx, order, 'expired', 'system', '결제 기한이 지났습니다.'));
    }
  }

  async function loadRow(executor: Kysely<Database>, id: number) {
    return executor.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The buyer's order by id, its time checked first: a 404 for another's as for none. */
  async function ownRow(userId: number, id: number): Promise<OrderRow> {
    await expireOverdue({ orderId: id });
    const row = await loadRow(db, id);
    if (!row || row.user_id !== userId) throw notFound(NOT_FOUND_MESSAGE);
    return row;
  }

  /** The buyer's order by its number (what payment providers call it), its time checked first. */
  async function ownRowByNo(userId: number, orderNo: string): Promise<OrderRow> {
    const row = await db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    if (!row || row.user_id !== userId) throw notFound(NOT_FOUND_MESSAGE);
    await expireOverdue({ orderId: row.id });
    return (await loadRow(db, row.id))!;
  }

  /** The posting or resume may have changed since the order: it must still be there, complete, not hidden. */
  async function assertTargetPublishable(trx: Transaction<Database>, order: OrderRow): Promise<void> {
    if (order.kind === 'talent') return;
    await (order.kind === 'posting' ? jobInfos : resumes).assertPublishable(order.target_id!, trx);
  }

  /**
   * Whether `pay` would still take the order's target, asked before a provider takes the buyer's
   * money; a refusal is recorded and thrown as `pay` would. Time can still run out, or the target
   * change, before `pay` runs: the provider's payment is then undone (toss.ts).
   */
  async function assertTargetPayable(order: OrderRow, actor: Actor): Promise<void> {
    try {
      await db.transaction().execute((trx) => assertTargetPublishable(trx, order));
    } catch (error) {
      if (error instanceof ApiError) {
        await record(db, order.id, actor, order.status, null, `결제 전 확인: ${error.message}`);
      }
      throw error;
    }
  }

  /**
   * The order's effect, in the payment's transaction: a period for the posting or resume (an
   * active one is extended from its end) or a pack of credits. Returns the order's columns to set.
   */
  async function activate(trx: Transaction<Database>, order: OrderRow): Promise<Partial<OrderRow>> {
    if (order.kind === 'talent') {
      await credits.grant(trx, order.user_id, order.id, order.credits!, order.valid_days!);
      return {};
    }
    const [id, days] = [order.target_id!, order.days!];
    await assertTargetPublishable(trx, order);
    const end =
      order.kind === 'posting'
        ? (await jobInfos.publish(id, days, trx))?.publishedUntil
        : (await resumes.publish(id, days, trx)).publicUntil;
    if (!end) throw new Error(`order ${order.id}: its ${order.kind} has no period after publishing`);
    return { period_start: periodStart(end, days), period_end: end };
  }

  /**
   * Pays an order and activates it, once. A second confirm, a replayed callback or an amount that
   * differs from the order changes nothing and is recorded; of two confirms racing each other only
   * the one whose `pending → paid` update wins activates, in the same transaction, and runs `onPaid`.
   */
  async function pay(
    orderId: number,
    actor: Actor,
    amount: number,
    providerRef: string | null,
    onPaid?: (trx: Transaction<Database>, paid: OrderRow) => Promise<unknown>,
  ): Promise<OrderRow> {
    await expireOverdue({ orderId });
    const order = await loadRow(db, orderId);
    if (!order) throw notFound(NOT_FOUND_MESSAGE);
    // Refusals are recorded outside any transaction, so that throwing does not erase the record.
    if (amount !== order.amount) {
      await record(db, order.id, actor, order.status, null, `금액 불일치: 주문 ${order.amount}원, 결제 ${amount}원`);
      logger.warn({ orderNo: order.order_no, expected: order.amount, amount }, 'payment amount mismatch');
      throw new ApiError(400, 'AMOUNT_MISMATCH', '결제 금액이 주문 금액과 다릅니다. 결제가 처리되지 않았습니다.');
    }
    if (order.status !== 'pending') {
      await record(db, order.id, actor, order.status, null, '이미 처리된 주문: 변경 없음');
      logger.info({ orderNo: order.order_no, status: order.status }, 'payment replay ignored');
      if (order.status === 'expired') throw conflict('결제 기한이 지난 주문입니다. 다시 주문해주세요.', 'ORDER_CLOSED');
      if (order.status === 'cancelled') throw conflict('취소된 주문입니다.', 'ORDER_CLOSED');
      return order;
    }
    return db.transaction().execute(async (trx) => {
      const paidAt = isoNow(clock);
      const won = await transition(trx, order, 'paid', actor, `결제 완료 ${amount}원`, {
        paid_at: paidAt,
        provider_ref: providerRef,
      });
      if (!won) {
        // another confirm got there first and activated it
        await record(trx, order.id, actor, null, null, '동시에 들어온 결제 확인: 변경 없음');
        return (await loadRow(trx, order.id))!;
      }
      const activation = await activate(trx, { ...order, status: 'paid', paid_at: paidAt });
      if (Object.keys(activation).length) {
        await trx.updateTable('orders').set(activation).where('id', '=', order.id).execute();
      }
      const paid = (await loadRow(trx, order.id))!;
      await onPaid?.(trx, paid);
      return paid;
    });
  }

  return { record, transition, expireOverdue, loadRow, ownRow, ownRowByNo, assertTargetPayable, pay };
}

export type OrderLedger = ReturnType<typeof createOrderLedger>;
