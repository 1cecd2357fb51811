import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { CreateOrderBody, Order, OrderTarget, PeriodKind } from '../../contracts/order';
import type { Paged } from '../../contracts/paging';
import type { ProductKind } from '../../contracts/product';
import { todayKst } from '../clock';
import { paginate } from '../db/paginate';
import type { Database, UserRow } from '../db/schema';
import { ApiError, conflict, forbidden } from '../http/errors';
import { findOnSale } from '../products/products';
import { maskName } from '../resumes/mapping';
import type { OrderAnswers } from './answers';
import type { OrderLedger } from './ledger';
import type { OrdersDeps } from './orders';

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
 * The buyer's side of orders: what may be bought for what, an order priced from the price table,
 * the buyer's own orders, cancelling, the test card, asking for a refund, and what an account
 * deletion leaves of them.
 */
export function createBuyerSide({
  db,
  clock,
  payments,
  jobInfos,
  resumes,
  ledger,
  answers,
}: OrdersDeps & { ledger: OrderLedger; answers: OrderAnswers }) {
  const { record, transition, expireOverdue, loadRow, ownRow, pay } = ledger;
  const { quoteFor, toOrder } = answers;

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

  return {
    async create(buyer: UserRow, body: CreateOrderBody & { targetId?: number; depositorName?: string }) {
      const product = await findOnSale(db, body.productCode);
      if (!product) {
        throw new ApiError(400, 'VALIDATION_ERROR', '판매 중인 상품이 아닙니다.', {
          fields: { productCode: '판매 중인 상품이 아닙니다.' },
        });
      }
      const provider = payments.providers.get(body.method);
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
      const mine = db.selectFrom('orders').where('user_id', '=', userId);
      const found = await paginate({
        rows: mine.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
        count: mine,
        page,
      });
      return { ...found, items: await Promise.all(found.items.map((row) => toOrder(row))) };
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
  };
}
