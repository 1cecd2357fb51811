import {
  codes,
  JOB_INFO_STATUSES,
  type OrderStatus,
  ORDER_STATUSES,
  type PaymentMethod,
  PAYMENT_METHODS,
  RESUME_VISIBILITIES,
} from './enumerations';
import { productKindSchema } from './product';
import { z } from './zod';

export type { OrderStatus, PaymentMethod };

export const paymentMethodSchema = z.enum(codes(PAYMENT_METHODS), { error: '결제 수단을 선택해주세요.' });
export const orderStatusSchema = z.enum(codes(ORDER_STATUSES));

export const createOrderSchema = z.object({
  productCode: z.string({ error: '상품을 선택해주세요.' }).trim().min(1, { error: '상품을 선택해주세요.' }).max(30),
  /** the posting or resume the period is for; none for talent credits */
  targetId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  method: paymentMethodSchema,
  /** 무통장입금: the name the transfer will come from */
  depositorName: z
    .string()
    .trim()
    .max(30, { error: '입금자명은 30자 이하로 입력해주세요.' })
    .optional()
    .transform((value) => value || undefined),
});
export type CreateOrderBody = z.input<typeof createOrderSchema>;

/** What the buyer does next to pay. */
export const checkoutSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('test'), orderNo: z.string() }),
  z.object({
    type: z.literal('bank_transfer'),
    bank: z.string(),
    accountNumber: z.string(),
    accountHolder: z.string(),
    depositorName: z.string(),
    amount: z.number().int(),
    payBy: z.string(),
  }),
  z.object({
    type: z.literal('toss'),
    clientKey: z.string(),
    orderId: z.string(),
    orderName: z.string(),
    amount: z.number().int(),
    customerName: z.string(),
  }),
]);
export type Checkout = z.infer<typeof checkoutSchema>;

export const orderEventSchema = z.object({
  at: z.string(),
  actor: z.string(),
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema.nullable(),
  note: z.string(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  productCode: z.string(),
  kind: productKindSchema,
  productName: z.string(),
  amount: z.number().int(),
  days: z.number().int().nullable(),
  credits: z.number().int().nullable(),
  targetId: z.number().int().nullable(),
  targetTitle: z.string().nullable(),
  method: paymentMethodSchema,
  status: orderStatusSchema,
  depositorName: z.string().nullable(),
  payBy: z.string(),
  paidAt: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  refundAmount: z.number().int().nullable(),
  refundReason: z.string().nullable(),
  refundedAt: z.string().nullable(),
  createdAt: z.string(),
  /** what a refund asked for today would return, or why none is possible */
  refund: z.object({ amount: z.number().int(), rule: z.string() }).nullable(),
  buyer: z.object({ userId: z.string(), name: z.string() }).optional(),
  events: z.array(orderEventSchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const refundRequestSchema = z.object({
  reason: z
    .string({ error: '환불 사유를 입력해주세요.' })
    .trim()
    .min(2, { error: '환불 사유를 2자 이상 입력해주세요.' })
    .max(500, { error: '환불 사유는 500자 이하로 입력해주세요.' }),
});

export const creditsSchema = z.object({
  /** credits that can still be used today */
  remaining: z.number().int(),
  /** the first day on which some of them lapse */
  nextExpiry: z.string().nullable(),
  grants: z.array(
    z.object({ orderNo: z.string(), granted: z.number().int(), remaining: z.number().int(), expiresOn: z.string() }),
  ),
});
export type Credits = z.infer<typeof creditsSchema>;

/** The product kinds bought for a posting or a resume of one's own: a period in a public list. */
export const periodKindSchema = productKindSchema.exclude(['talent'], {
  error: '상품 종류는 posting 또는 resume 중에서 골라주세요.',
});
export type PeriodKind = z.infer<typeof periodKindSchema>;

/** A posting or resume of the caller that an order can be placed for, as the payment pages list it. */
export const orderTargetSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** a posting's status, or a resume's visibility */
  status: z.enum([...JOB_INFO_STATUSES, ...RESUME_VISIBILITIES]),
  /** in the public list today: a posting's `visible`, a resume's `listed` */
  listed: z.boolean(),
  /** the last day of its paid period, running or past; null before the first */
  until: z.string().nullable(),
});
export type OrderTarget = z.infer<typeof orderTargetSchema>;
