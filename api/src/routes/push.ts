import { createRoute } from '@hono/zod-openapi';
import { pushDeviceSchema, pushDevicesSchema, pushSubscriptionBodySchema } from '../../contracts/push';
import type { ApiDeps } from '../deps';
import { requireUser } from '../http/auth';
import {
  bearerSecurity,
  createRouter,
  errorResponses,
  idParamsSchema,
  jsonBody,
  jsonResponse,
  notFoundOnBadPath,
} from '../http/router';

const TAGS = ['알림'];

const devices = createRoute({
  operationId: 'listPushDevices',
  method: 'get',
  path: '/my/push',
  tags: TAGS,
  summary: '푸시 알림: 구독에 쓸 공개 키(VAPID, 설정되지 않았으면 null)와 내 기기 목록',
  security: bearerSecurity,
  responses: { 200: jsonResponse(pushDevicesSchema, '공개 키와 기기'), ...errorResponses(401, 403) },
});

const subscribe = createRoute({
  operationId: 'subscribePush',
  method: 'post',
  path: '/my/push/subscriptions',
  tags: TAGS,
  summary: '이 기기에서 푸시 받기 (브라우저의 PushSubscription; 같은 주소는 다시 보내도 한 기기, 최대 10대)',
  security: bearerSecurity,
  request: { body: jsonBody(pushSubscriptionBodySchema) },
  responses: {
    201: jsonResponse(pushDeviceSchema, '구독한 기기'),
    ...errorResponses(400, 401, 403, 409),
  },
});

const unsubscribe = createRoute({
  operationId: 'removePushDevice',
  method: 'delete',
  path: '/my/push/subscriptions/{id}',
  tags: TAGS,
  summary: '기기의 푸시 구독 해제 (기다리던 푸시도 함께 지움)',
  security: bearerSecurity,
  request: { params: idParamsSchema },
  responses: { 204: { description: '해제됨' }, ...errorResponses(401, 404) },
});

export function pushRoutes({ pushSubscriptions, tokens, signIns }: ApiDeps) {
  const router = createRouter();
  router.use('/my/push', requireUser(tokens, signIns));
  router.use('/my/push/*', requireUser(tokens, signIns));
  return router
    .openapi(devices, async (c) => c.json(await pushSubscriptions.list(c.get('user')), 200))
    .openapi(subscribe, async (c) =>
      c.json(await pushSubscriptions.subscribe(c.get('user'), c.req.valid('json'), c.req.header('user-agent')), 201),
    )
    .openapi(
      unsubscribe,
      async (c) => {
        await pushSubscriptions.remove(c.get('user'), c.req.valid('param').id);
        return c.body(null, 204);
      },
      notFoundOnBadPath('기기를 찾을 수 없습니다. 목록을 새로 고쳐주세요.'),
    );
}
