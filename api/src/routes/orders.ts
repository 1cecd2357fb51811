import { createRoute } from '@hono/zod-openapi';
import { ORDER_STATUSES, PAYMENT_METHODS, codes } from '../../contracts/enumerations';
import { pageSchema, pagedSchema } from '../../contracts/paging';
import {
  checkoutSchema,
  createOrderSchema,
  creditsSchema,
  orderSchema,
  orderTargetSchema,
  paymentMethodSchema,
  periodKindSchema,
  refundRequestSchema,
} from '../../contracts/order';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { onlyRole, requireUser } from '../http/auth';
import { notFound } from '../http/errors';
import {
  bearerSecurity,
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  idParamsSchema,
  notFoundOnBadPath,
} from '../http/router';

// Longer than a module should be: sixteen routes, each declaring its schemas for the OpenAPI
// document and the web's typed client; what they do is in orders/.

const TAGS = ['결제'];

const idHook = notFoundOnBadPath('주문을 찾을 수 없습니다.');

const orderBody = z.object({ order: orderSchema });
const orderWithCheckout = z.object({ order: orderSchema, checkout: checkoutSchema.nullable() });
const pageQuery = z.object({ page: pageSchema });

const listMethods = createRoute({
  operationId: 'listPaymentMethods',
  security: [],
  method: 'get',
  path: '/payment-methods',
  tags: TAGS,
  summary: '지금 쓸 수 있는 결제 수단',
  responses: {
    200: jsonResponse(
      z.object({ methods: z.array(z.object({ method: paymentMethodSchema, label: z.string() })) }),
      '결제 수단',
    ),
  },
});

const createOrder = createRoute({
  operationId: 'createOrder',
  method: 'post',
  path: '/my/orders',
  tags: TAGS,
  summary: '주문 만들기 (가격은 상품표에서)',
  security: bearerSecurity,
  request: { body: jsonBody(createOrderSchema) },
  responses: {
    201: jsonResponse(orderWithCheckout, '주문과 결제 안내'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const listOrders = createRoute({
  operationId: 'listMyOrders',
  method: 'get',
  path: '/my/orders',
  tags: TAGS,
  summary: '내 결제 내역',
  security: bearerSecurity,
  request: { query: pageQuery },
  responses: {
    200: jsonResponse(pagedSchema(orderSchema), '결제 내역'),
    ...errorResponses(400, 401),
  },
});

const listTargets = createRoute({
  operationId: 'listOrderTargets',
  method: 'get',
  path: '/my/order-targets',
  tags: TAGS,
  summary: '결제할 수 있는 내 공고(기업) 또는 이력서(개인), 목록의 순서대로',
  security: bearerSecurity,
  request: { query: z.object({ kind: periodKindSchema }) },
  responses: {
    200: jsonResponse(z.object({ targets: z.array(orderTargetSchema) }), '결제할 수 있는 대상'),
    ...errorResponses(400, 401, 403),
  },
});

const getOrder = createRoute({
  operationId: 'getMyOrder',
  method: 'get',
  path: '/my/orders/{id}',
  tags: TAGS,
  summary: '내 주문 (영수증, 이력, 결제 안내)',
  security: bearerSecurity,
  request: { params: idParamsSchema },
  responses: {
    200: jsonResponse(orderWithCheckout, '주문'),
    ...errorResponses(401, 404),
  },
});

const cancelOrder = createRoute({
  operationId: 'cancelOrder',
  method: 'post',
  path: '/my/orders/{id}/cancel',
  tags: TAGS,
  summary: '결제 대기 주문 취소',
  security: bearerSecurity,
  request: { params: idParamsSchema },
  responses: {
    200: jsonResponse(orderBody, '취소된 주문'),
    ...errorResponses(401, 404, 409),
  },
});

const testPayment = createRoute({
  operationId: 'settleTestPayment',
  method: 'post',
  path: '/my/orders/{id}/test-payment',
  tags: TAGS,
  summary: '테스트 결제 승인 또는 거절 (개발·시연용)',
  security: bearerSecurity,
  request: {
    params: idParamsSchema,
    body: jsonBody(z.object({ result: z.enum(['approve', 'decline'], { error: '승인 또는 거절을 골라주세요.' }) })),
  },
  responses: {
    200: jsonResponse(orderBody, '결제된 주문'),
    ...errorResponses(400, 401, 402, 404, 409),
  },
});

const requestRefund = createRoute({
  operationId: 'requestRefund',
  method: 'post',
  path: '/my/orders/{id}/refund-request',
  tags: TAGS,
  summary: '환불 요청',
  security: bearerSecurity,
  request: { params: idParamsSchema, body: jsonBody(refundRequestSchema) },
  responses: {
    200: jsonResponse(orderBody, '환불 요청된 주문'),
    ...errorResponses(400, 401, 404, 409),
  },
});

const orderNoField = z
  .string({ error: '주문번호가 없습니다.' })
  .regex(/^BJ\d{8}[A-Z0-9]{10}$/, { error: '주문번호가 올바르지 않습니다.' });

const tossConfirm = createRoute({
  operationId: 'confirmTossPayment',
  method: 'post',
  path: '/payments/toss/confirm',
  tags: TAGS,
  summary: '토스페이먼츠 결제 승인 (successUrl에서)',
  security: bearerSecurity,
  request: {
    body: jsonBody(
      z.object({
        orderId: orderNoField,
        paymentKey: z.string({ error: 'paymentKey가 없습니다.' }).min(1).max(200),
        amount: z.coerce.number({ error: '결제 금액이 없습니다.' }).int().positive(),
      }),
    ),
  },
  responses: {
    200: jsonResponse(orderBody, '결제된 주문'),
    ...errorResponses(400, 401, 402, 404, 409, 502, 503),
  },
});

const tossFail = createRoute({
  operationId: 'failTossPayment',
  method: 'post',
  path: '/payments/toss/fail',
  tags: TAGS,
  summary: '토스페이먼츠 결제 실패 (failUrl에서)',
  security: bearerSecurity,
  request: {
    body: jsonBody(
      z.object({
        orderId: orderNoField,
        code: z.string().max(100).default('UNKNOWN'),
        message: z.string().max(300).default(''),
      }),
    ),
  },
  responses: {
    200: jsonResponse(orderBody, '주문 (결제 대기 그대로)'),
    ...errorResponses(400, 401, 404),
  },
});

const getCredits = createRoute({
  operationId: 'getTalentCredits',
  method: 'get',
  path: '/my/talent-credits',
  tags: TAGS,
  summary: '남은 인재 열람권',
  security: bearerSecurity,
  responses: {
    200: jsonResponse(creditsSchema, '열람권'),
    ...errorResponses(401, 403),
  },
});

const unlockResume = createRoute({
  operationId: 'unlockResume',
  method: 'post',
  path: '/resumes/{id}/unlock',
  tags: TAGS,
  summary: '열람권 1건으로 이력서 연락처 열기 (이미 연 이력서는 무료)',
  security: bearerSecurity,
  request: { params: idParamsSchema },
  responses: {
    200: jsonResponse(z.object({ charged: z.boolean(), credits: creditsSchema }), '열린 이력서'),
    ...errorResponses(401, 402, 403, 404),
  },
});

const adminList = createRoute({
  operationId: 'listAllOrders',
  method: 'get',
  path: '/admin/orders',
  tags: ['운영'],
  summary: '주문 목록 (상태·결제 수단으로 거르기)',
  security: bearerSecurity,
  request: {
    query: z.object({
      status: z.enum(codes(ORDER_STATUSES)).optional(),
      method: z.enum(codes(PAYMENT_METHODS)).optional(),
      page: pageSchema,
    }),
  },
  responses: {
    200: jsonResponse(pagedSchema(orderSchema), '주문'),
    ...errorResponses(400, 401, 403),
  },
});

const adminAction = <P extends string>(operationId: string, path: P, summary: string) =>
  createRoute({
    operationId,
    method: 'post',
    path,
    tags: ['운영'],
    summary,
    security: bearerSecurity,
    request: { params: idParamsSchema },
    responses: {
      200: jsonResponse(orderBody, '주문'),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });

const refuseRefund = createRoute({
  operationId: 'refuseRefund',
  method: 'post',
  path: '/admin/orders/{id}/refund/refuse',
  tags: ['운영'],
  summary: '환불 거절',
  security: bearerSecurity,
  request: {
    params: idParamsSchema,
    body: jsonBody(
      z.object({
        note: z
          .string({ error: '거절 사유를 입력해주세요.' })
          .trim()
          .min(2, { error: '거절 사유를 2자 이상 입력해주세요.' })
          .max(300, { error: '거절 사유는 300자 이하로 입력해주세요.' }),
      }),
    ),
  },
  responses: {
    200: jsonResponse(orderBody, '주문'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function orderRoutes({ orders, credits, payments, resumes, tokens, signIns }: ApiDeps) {
  const router = createRouter();
  router.use('/my/orders/*', requireUser(tokens, signIns));
  router.use('/my/order-targets', requireUser(tokens, signIns));
  router.use('/payments/*', requireUser(tokens, signIns));
  router.use('/my/talent-credits', requireUser(tokens, signIns), onlyRole('company'));
  router.use('/resumes/:id/unlock', requireUser(tokens, signIns), onlyRole('company'));
  router.use('/admin/orders/*', requireUser(tokens, signIns), onlyRole('admin'));

  return router
    .openapi(listMethods, (c) =>
      c.json(
        { methods: [...payments.providers.keys()].map((method) => ({ method, label: PAYMENT_METHODS[method] })) },
        200,
      ),
    )
    .openapi(createOrder, async (c) => c.json(await orders.create(c.get('user'), c.req.valid('json')), 201))
    .openapi(listTargets, async (c) =>
      c.json({ targets: await orders.targets(c.get('user'), c.req.valid('query').kind) }, 200),
    )
    .openapi(listOrders, async (c) => c.json(await orders.listOwn(c.get('user').id, c.req.valid('query').page), 200))
    .openapi(getOrder, async (c) => c.json(await orders.findOwn(c.get('user'), c.req.valid('param').id), 200), idHook)
    .openapi(
      cancelOrder,
      async (c) => c.json({ order: await orders.cancel(c.get('user').id, c.req.valid('param').id) }, 200),
      idHook,
    )
    .openapi(
      testPayment,
      async (c) => {
        const order = await orders.testPayment(c.get('user').id, c.req.valid('param').id, c.req.valid('json').result);
        return c.json({ order }, 200);
      },
      idHook,
    )
    .openapi(
      requestRefund,
      async (c) => {
        const order = await orders.requestRefund(c.get('user').id, c.req.valid('param').id, c.req.valid('json').reason);
        return c.json({ order }, 200);
      },
      idHook,
    )
    .openapi(tossConfirm, async (c) => {
      const { orderId, paymentKey, amount } = c.req.valid('json');
      return c.json({ order: await orders.confirmToss(c.get('user'), orderId, paymentKey, amount) }, 200);
    })
    .openapi(tossFail, async (c) => {
      const { orderId, code, message } = c.req.valid('json');
      return c.json({ order: await orders.tossFailed(c.get('user'), orderId, code, message) }, 200);
    })
    .openapi(getCredits, async (c) => c.json(await credits.summary(c.get('user').id), 200))
    .openapi(
      unlockResume,
      async (c) => {
        const id = c.req.valid('param').id;
        await resumes.findForReader(id, null); // a resume nobody may read cannot be unlocked
        const { charged } = await credits.unlock(c.get('user').id, id);
        return c.json({ charged, credits: await credits.summary(c.get('user').id) }, 200);
      },
      (result) => {
        if (!result.success) throw notFound('이력서를 찾을 수 없습니다.');
        return undefined;
      },
    )
    .openapi(adminList, async (c) => {
      const { status, method, page } = c.req.valid('query');
      return c.json(await orders.listForAdmin({ status, method }, page), 200);
    })
    .openapi(
      adminAction('confirmDeposit', '/admin/orders/{id}/confirm-deposit', '무통장입금 확인 (결제 완료 처리)'),
      async (c) => {
        const order = await orders.confirmDeposit(c.get('user').id, c.req.valid('param').id);
        return c.json({ order }, 200);
      },
      idHook,
    )
    .openapi(
      adminAction('approveRefund', '/admin/orders/{id}/refund/approve', '환불 승인'),
      async (c) => {
        const order = await orders.approveRefund(c.get('user').id, c.req.valid('param').id);
        return c.json({ order }, 200);
      },
      idHook,
    )
    .openapi(
      refuseRefund,
      async (c) => {
        const order = await orders.refuseRefund(c.get('user').id, c.req.valid('param').id, c.req.valid('json').note);
        return c.json({ order }, 200);
      },
      idHook,
    );
}
