import { FULL_REFUND_DAYS } from '../../contracts/enumerations';
import type { ProductKind } from '../../contracts/product';
import { daysBetween } from '../../contracts/korea-time';

/** What a paid order has left, the input of the refund rule. */
export interface RefundBasis {
  kind: ProductKind;
  amount: number;
  /** days bought (posting, resume) */
  days: number | null;
  /** credits bought (talent) */
  credits: number | null;
  /** the KST day of payment */
  paidOn: string;
  /** the last day of the period this order added (posting, resume) */
  periodEnd: string | null;
  /** credits of this order not used yet, and the last day they can be (talent) */
  creditsLeft: number | null;
  creditsExpireOn: string | null;
}

export interface RefundQuote {
  /** 원 returned */
  amount: number;
  /** days or credits taken back */
  unused: number;
  rule: string;
}

/**
 * 전자상거래법 as DESIGN.md puts it: within 7 days of payment an unused product is refunded in full;
 * otherwise the unused part is, pro rata (days of a period after today, credits not yet spent),
 * rounded down to the won.
 *
 * A period's days are the `days` ending on `periodEnd`; a day counts as used once it has begun, so
 * on the day of payment a fresh period is still whole.
 */
export function refundQuote(basis: RefundBasis, today: string): RefundQuote {
  const withinWindow = daysBetween(basis.paidOn, today) <= FULL_REFUND_DAYS;
  if (basis.kind === 'talent') {
    const bought = basis.credits ?? 0;
    const left = basis.creditsExpireOn && basis.creditsExpireOn >= today ? (basis.creditsLeft ?? 0) : 0;
    if (withinWindow && left === bought && bought > 0) {
      return {
        amount: basis.amount,
        unused: left,
        rule: `결제 후 ${FULL_REFUND_DAYS}일 이내, 사용하지 않은 열람권: 전액 환불`,
      };
    }
    if (left === 0) return { amount: 0, unused: 0, rule: '남은 열람권이 없어 환불할 금액이 없습니다.' };
    return {
      amount: Math.floor((basis.amount * left) / bought),
      unused: left,
      rule: `남은 열람권 ${left}건 / ${bought}건 만큼 환불`,
    };
  }
  const bought = basis.days ?? 0;
  const left = basis.periodEnd ? Math.min(bought, Math.max(0, daysBetween(today, basis.periodEnd))) : 0;
  if (withinWindow && left === bought && bought > 0) {
    return { amount: basis.amount, unused: left, rule: `결제 후 ${FULL_REFUND_DAYS}일 이내, 사용 전: 전액 환불` };
  }
  if (left === 0) return { amount: 0, unused: 0, rule: '남은 기간이 없어 환불할 금액이 없습니다.' };
  return {
    amount: Math.floor((basis.amount * left) / bought),
    unused: left,
    rule: `남은 기간 ${left}일 / ${bought}일 만큼 환불`,
  };
}
