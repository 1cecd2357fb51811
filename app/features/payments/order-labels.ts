import { ORDER_STATUSES, PAYMENT_METHODS } from '#contracts/enumerations';
import type { Order } from '#contracts/order';

export const orderStatusLabel = (status: Order['status']) => ORDER_STATUSES[status];
export const paymentMethodLabel = (method: Order['method']) => PAYMENT_METHODS[method];

export const ORDER_STATUS_COLORS: Record<Order['status'], string> = {
  pending: 'yellow',
  paid: 'green',
  refund_requested: 'orange',
  refunded: 'gray',
  cancelled: 'gray',
  expired: 'gray',
};
