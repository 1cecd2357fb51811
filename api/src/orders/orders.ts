import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { type OrderStatus, PAGE_SIZE, type PaymentMethod } from '../../contracts/enumerations';
import type { CreateOrderBody, Order, OrderTarget, PeriodKind } from '../../contracts/order';
import type { ProductKind } from '../../contracts/product';
import { type Clock, isoNow, todayKst } from '../clock';
import type { Database, OrderRow, UserRow } from '../db/schema';
import { ApiError, conflict, forbidden, notFound } from '../http/errors';
import type { JobInfos } from '../job-infos/job-infos';
import type { Logger } from '../logger';
import { paymentConfirmed, refundDecided } from '../messages/event-messages';
import type { Messages } from '../messages/messages';
import type { AdminLog } from '../moderation/admin-log';
import type { PaymentProviders } from '../payments/providers';
import { maskName } from '../resumes/mapping';
import type { Resumes } from '../resumes/resumes';
import { periodStart } from '../periods';
import { type RefundQuote, refundQuote } from './refund-rule';
import type { TalentCredits } from './talent-credits';
import type { Paged } from '../../contracts/paging';

const NOT_FOUND_MESSAGE = '주문을 찾을 수 없습니다.';

/** Who changed an order: the buyer, an operator, a payment provider or the api itself. */
export type Actor = `user:${number}` | `admin:${number}` | `provider:${PaymentMethod}` | 'system';

export interface OrdersDeps {
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  payments: PaymentProviders;
  jobInfos: JobInfos;
  resumes: Resumes;
  credits: TalentCredits;
  messages: Messages;
  adminLog: AdminLog;
}

/** Who may buy each kind of product, and what anybody else is told. */
const BUYERS: Record<ProductKind, { role: UserRow['role']; refusal: string }> = {
  posting: { role: 'company', refusal: '공고 게재 상품은 기업회원만 구매할 수 있습니다.' },
  resume: { role: 'normal', refusal: '이력서 공개 상품은 개인회원만 구매할 수 있습니다.' },
  talent: { role: 'company', refusal: '인재 열람권은 기업회원만 구매할 수 있습니다.' },
};

function assertBuyer(buyer: UserRow, kind: ProductKind): void {
  if (buyer.role !== BUYERS[kind].role) throw forbidden(BUYERS[kind].refusal);
}

/** BJ + the KST day + 10 random letters and digits: unique, unguessable, fit for Toss's orderId. */
function newOrderNo(today: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `BJ${today.replaceAll('-', '')}${random}`;
}

/**
 * Orders of the paid products: created from the price table, paid through a provider, activated
 * exactly once in the payment's transaction, refunded by the rule of refund-rule.ts. Every change
 * of state is written to order_events with its time and actor. What an operator decides (a deposit
 * seen, a refund approved or refused) is written to the operator log and told to the buyer in the
 * decision's transaction.
 */
export function createOrders({
  db,
  clock,
  logger,
  payments,
  jobInfos,
  resumes,
  credits,
  messages,
  adminLog,
}: OrdersDeps) {
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

  async function quoteFor(executor: Kysely<Database>, order: OrderRow): Promise<RefundQuote | null> {
    if (order.status !== 'paid' && order.status !== 'refund_requested') return null;
    const pack = order.kind === 'talent' ? await credits.ofOrder(executor, order.id) : undefined;
    return refundQuote(
      {
        kind: order.kind,
        amount: order.amount,
        days: order.days,
        credits: order.credits,
        paidOn: todayKst({ now: () => new Date(order.paid_at!) }),
        periodEnd: order.period_end,
        creditsLeft: pack?.remaining ?? null,
        creditsExpireOn: pack?.expires_on ?? null,
      },
      todayKst(clock),
    );
  }

  async function toOrder(row: OrderRow, options: { events?: boolean; buyer?: UserRow } = {}): Promise<Order> {
    const quote = await quoteFor(db, row);
    const events = options.events
      ? await db.selectFrom('order_events').selectAll().where('order_id', '=', row.id).orderBy('id').execute()
      : undefined;
    return {
      id: row.id,
      orderNo: row.order_no,
      productCode: row.product_code,
      kind: row.kind,
      productName: row.product_name,
      amount: row.amount,
      days: row.days,
      credits: row.credits,
      targetId: row.target_id,
      targetTitle: row.target_title,
      method: row.method,
      status: row.status,
      depositorName: row.depositor_name,
      payBy: row.pay_by,
      paidAt: row.paid_at,
      periodStart: row.period_start,
      periodEnd: row.period_end,
      refundAmount: row.refund_amount,
      refundReason: row.refund_reason,
      refundedAt: row.refunded_at,
      createdAt: row.created_at,
      refund: quote && row.status === 'paid' ? { amount: quote.amount, rule: quote.rule } : null,
      ...(options.buyer ? { buyer: { userId: options.buyer.user_id, name: options.buyer.username } } : {}),
      ...(events
        ? {
            events: events.map((event) => ({
              at: event.at,
              actor: event.actor,
              fromStatus: event.from_status,
              toStatus: event.to_status,
              note: event.note,
            })),
          }
        : {}),
    };
  }

  /** What the order is for, checked against the buyer: their own, payable posting or resume. */
  async function targetOf(buyer: UserRow, kind: ProductKind, targetId: number | undefined) {
    if (kind === 'talent') {
      assertBuyer(buyer, kind);
      return { id: null, title: null };
    }
    if (targetId === undefined) {
      const message = kind === 'posting' ? '공고를 선택해주세요.' : '이력서를 선택해주세요.';
      throw new ApiError(400, 'VALIDATION_ERROR', message, { fields: { targetId: message } });
    }
    assertBuyer(buyer, kind);
    return kind === 'posting' ? jobInfos.assertPayable(buyer.id, targetId) : resumes.assertPayable(buyer.id, targetId);
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
    // The target may have changed since the order: it must still be there, complete and not hidden.
    await (order.kind === 'posting' ? jobInfos : resumes).assertPublishable(id, trx);
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

  async function ownRowByNo(buyer: UserRow, orderNo: string): Promise<OrderRow> {
    const row = await db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    if (!row || row.user_id !== buyer.id) throw notFound(NOT_FOUND_MESSAGE);
    await expireOverdue({ orderId: row.id });
    return (await loadRow(db, row.id))!;
  }

  async function ownRow(userId: number, id: number): Promise<OrderRow> {
    await expireOverdue({ orderId: id });
    const row = await loadRow(db, id);
    if (!row || row.user_id !== userId) throw notFound(NOT_FOUND_MESSAGE);
    return row;
  }

  return {
    pay,
    expireOverdue,

    async create(buyer: UserRow, body: CreateOrderBody & { targetId?: number; depositorName?: string }) {
      const product = await db
        .selectFrom('products')
        .selectAll()
        .where('code', '=', body.productCode)
        .where('active', '=', 1)
        .executeTakeFirst();
      if (!product) {
        throw new ApiError(400, 'VALIDATION_ERROR', '판매 중인 상품이 아닙니다.', {
          fields: { productCode: '판매 중인 상품이 아닙니다.' },
        });
      }
      const provider = payments.providers.get(body.method as PaymentMethod);
      if (!provider) {
        throw new ApiError(400, 'VALIDATION_ERROR', '지금은 사용할 수 없는 결제 수단입니다.', {
          fields: { method: '지금은 사용할 수 없는 결제 수단입니다.' },
        });
      }
      const target = await targetOf(buyer, product.kind, body.targetId);
      const now = clock.now();
      const { id } = await db
        .insertInto('orders')
        .values({
          order_no: newOrderNo(todayKst(clock)),
          user_id: buyer.id,
          product_code: product.code,
          kind: product.kind,
          product_name: product.name,
          amount: product.price,
          days: product.days,
          credits: product.credits,
          valid_days: product.valid_days,
          target_id: target.id,
          target_title: target.title,
          method: provider.method,
          status: 'pending',
          depositor_name: provider.method === 'bank_transfer' ? (body.depositorName ?? buyer.username) : null,
          provider_ref: null,
          pay_by: provider.payBy(now),
          paid_at: null,
          period_start: null,
          period_end: null,
          refund_amount: null,
          refund_reason: null,
          refunded_at: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await record(db, id, `user:${buyer.id}`, null, 'pending', `주문 생성: ${product.name} ${product.price}원`);
      const row = (await loadRow(db, id))!;
      return { order: await toOrder(row), checkout: provider.checkout(row, buyer.username) };
    },

    /** Every posting (company) or resume (seeker) of the buyer an order of `kind` can be placed for. */
    async targets(buyer: UserRow, kind: PeriodKind): Promise<OrderTarget[]> {
      assertBuyer(buyer, kind);
      return kind === 'posting' ? jobInfos.orderTargets(buyer.id) : resumes.orderTargets(buyer.id);
    },

    async findOwn(buyer: UserRow, id: number) {
      const row = await ownRow(buyer.id, id);
      const provider = payments.providers.get(row.method);
      return {
        order: await toOrder(row, { events: true }),
        checkout: row.status === 'pending' && provider ? provider.checkout(row, buyer.username) : null,
      };
    },

    async listOwn(userId: number, page: number): Promise<Paged<Order>> {
      await expireOverdue({ userId });
      const [rows, count] = await Promise.all([
        db
          .selectFrom('orders')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE)
          .execute(),
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: await Promise.all(rows.map((row) => toOrder(row))),
        total: Number(count.total),
        page,
        pageSize: PAGE_SIZE,
      };
    },

    async cancel(userId: number, id: number): Promise<Order> {
      const row = await ownRow(userId, id);
      if (row.status !== 'pending') throw conflict('결제 대기 중인 주문만 취소할 수 있습니다.', 'ORDER_NOT_PENDING');
      const done = await db
        .transaction()
        .execute((trx) => transition(trx, row, 'cancelled', `user:${userId}`, '구매자 취소'));
      if (!done) throw conflict('주문 상태가 바뀌었습니다. 다시 확인해주세요.', 'ORDER_CHANGED');
      return toOrder((await loadRow(db, id))!);
    },

    /** The test card's answer: approve pays the order; decline leaves it pending, recorded. */
    async testPayment(userId: number, id: number, result: 'approve' | 'decline'): Promise<Order> {
      const row = await ownRow(userId, id);
      if (row.method !== 'test' || !payments.providers.has('test')) {
        throw conflict('테스트 결제 주문이 아닙니다.', 'NOT_TEST_ORDER');
      }
      if (result === 'decline') {
        await record(db, row.id, 'provider:test', row.status, null, '테스트 카드 승인 거절');
        throw new ApiError(
          402,
          'PAYMENT_DECLINED',
          '카드 승인이 거절되었습니다. (테스트 결제) 다른 방법으로 다시 시도해주세요.',
        );
      }
      return toOrder(await pay(row.id, 'provider:test', row.amount, `test-${row.order_no}`));
    },

    /**
     * Toss's success URL: the amount is checked against the order before Toss is asked to confirm,
     * and the order is paid only on Toss's DONE. A failure or an unreachable Toss leaves it pending.
     */
    async confirmToss(buyer: UserRow, orderNo: string, paymentKey: string, amount: number): Promise<Order> {
      const client = payments.tossClient;
      if (!client) throw conflict('토스페이먼츠 결제를 사용할 수 없습니다.', 'TOSS_DISABLED');
      const row = await ownRowByNo(buyer, orderNo);
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
      const row = await ownRowByNo(buyer, orderNo);
      await record(db, row.id, 'provider:toss', row.status, null, `결제창 실패: ${code} ${message}`);
      return toOrder(row);
    },

    async requestRefund(userId: number, id: number, reason: string): Promise<Order> {
      const row = await ownRow(userId, id);
      if (row.status !== 'paid') throw conflict('결제 완료된 주문만 환불을 요청할 수 있습니다.', 'ORDER_NOT_PAID');
      const quote = (await quoteFor(db, row))!;
      if (quote.amount === 0) throw conflict(quote.rule, 'NOTHING_TO_REFUND');
      const done = await db.transaction().execute((trx) =>
        transition(trx, row, 'refund_requested', `user:${userId}`, `환불 요청 (예상 ${quote.amount}원): ${reason}`, {
          refund_reason: reason,
          refund_amount: quote.amount,
        }),
      );
      if (!done) throw conflict('주문 상태가 바뀌었습니다. 다시 확인해주세요.', 'ORDER_CHANGED');
      return toOrder((await loadRow(db, id))!);
    },

    /**
     * Account deletion: payment records stay (5 years, 전자상거래법) with the depositor's name
     * masked, and orders still waiting for payment are cancelled.
     */
    async forgetBuyer(userId: number, trx: Transaction<Database>): Promise<void> {
      const rows = await trx.selectFrom('orders').selectAll().where('user_id', '=', userId).execute();
      for (const row of rows) {
        if (row.depositor_name) {
          await trx
            .updateTable('orders')
            .set({ depositor_name: maskName(row.depositor_name) })
            .where('id', '=', row.id)
            .execute();
        }
        if (row.status === 'pending') await transition(trx, row, 'cancelled', 'system', '회원 탈퇴로 취소');
      }
    },

    // ---- the operator's side ----

    async listForAdmin(filter: { status?: OrderStatus; method?: PaymentMethod }, page: number): Promise<Paged<Order>> {
      await expireOverdue();
      const base = db
        .selectFrom('orders')
        .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!))
        .$if(filter.method !== undefined, (qb) => qb.where('method', '=', filter.method!));
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const buyers = rows.length
        ? await db
            .selectFrom('users')
            .selectAll()
            .where('id', 'in', [...new Set(rows.map((row) => row.user_id))])
            .execute()
        : [];
      const byId = new Map(buyers.map((user) => [user.id, user]));
      return {
        items: await Promise.all(rows.map((row) => toOrder(row, { buyer: byId.get(row.user_id) }))),
        total: Number(count.total),
        page,
        pageSize: PAGE_SIZE,
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

export type Orders = ReturnType<typeof createOrders>;
