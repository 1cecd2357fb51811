import { ORDER_STATUSES, PAYMENT_METHODS } from '../../api/contracts/enumerations';
import type { Order } from '../../api/contracts/order';

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

/** 2026.11.23 14:05, in Korea */
export function formatDateTime(iso: string): string {
  const kst = new Date(new Date(iso).getTime() + 9 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${kst.getUTCFullYear()}.${pad(kst.getUTCMonth() + 1)}.${pad(kst.getUTCDate())} ${pad(kst.getUTCHours())}:${pad(kst.getUTCMinutes())}`;
}
