import { BANK_TRANSFER_DAYS, CHECKOUT_HOURS, type PaymentMethod } from '../../contracts/enumerations';
import type { Checkout } from '../../contracts/order';
import type { PaymentsConfig } from '../config';
import type { OrderRow } from '../db/schema';
import type { Logger } from '../logger';
import { createTossClient, type TossClient } from './toss';

/** How an order of one payment method is paid: until when, and what the buyer does next. */
export interface PaymentProvider {
  method: PaymentMethod;
  payBy(now: Date): string;
  checkout(order: OrderRow, buyerName: string): Checkout;
}

const hoursLater = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

/** The card stand-in of the embedded default: a local page marked 테스트 결제 approves or declines. */
const testCard: PaymentProvider = {
  method: 'test',
  payBy: (now) => hoursLater(now, CHECKOUT_HOURS),
  checkout: (order) => ({ type: 'test', orderNo: order.order_no }),
};

/** 무통장입금: the buyer transfers to the account; an operator confirms the deposit. */
function bankTransfer(account: PaymentsConfig['bankAccount']): PaymentProvider {
  return {
    method: 'bank_transfer',
    payBy: (now) => hoursLater(now, BANK_TRANSFER_DAYS * 24),
    checkout: (order, buyerName) => ({
      type: 'bank_transfer',
      bank: account.bank,
      accountNumber: account.number,
      accountHolder: account.holder,
      depositorName: order.depositor_name ?? buyerName,
      amount: order.amount,
      payBy: order.pay_by,
    }),
  };
}

/** Toss Payments: the buyer pays in Toss's checkout, the server confirms on the success URL. */
function toss(client: TossClient): PaymentProvider {
  return {
    method: 'toss',
    payBy: (now) => hoursLater(now, CHECKOUT_HOURS),
    checkout: (order, buyerName) => ({
      type: 'toss',
      clientKey: client.clientKey,
      orderId: order.order_no,
      orderName: order.product_name,
      amount: order.amount,
      customerName: buyerName,
    }),
  };
}

/** The methods this installation offers, in the order buyers see them. */
export function createPaymentProviders(config: PaymentsConfig, logger: Logger, fetchImpl: typeof fetch = fetch) {
  const tossClient = config.toss ? createTossClient(config.toss, logger, fetchImpl) : null;
  const providers = new Map<PaymentMethod, PaymentProvider>();
  if (tossClient) providers.set('toss', toss(tossClient));
  if (config.testEnabled) providers.set('test', testCard);
  providers.set('bank_transfer', bankTransfer(config.bankAccount));
  return { providers, tossClient };
}

export type PaymentProviders = ReturnType<typeof createPaymentProviders>;
