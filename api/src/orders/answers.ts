import type { Kysely } from 'kysely';
import type { Order } from '../../contracts/order';
import { type Clock, todayKst } from '../clock';
import type { Database, OrderRow, UserRow } from '../db/schema';
import { type RefundQuote, refundQuote } from './refund-rule';
import type { TalentCredits } from './talent-credits';

/** Orders as the api answers them: with what a refund would return today, its history on request. */
export function createOrderAnswers(db: Kysely<Database>, clock: Clock, credits: TalentCredits) {
  /** What refund-rule.ts returns for a paid order today; null for an order nothing was paid for. */
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

  return { quoteFor, toOrder };
}

export type OrderAnswers = ReturnType<typeof createOrderAnswers>;
