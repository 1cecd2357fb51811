import { createRoute } from '@hono/zod-openapi';
import { pageSchema } from '../../contracts/paging';
import {
  notificationPageSchema,
  notificationReadSchema,
  notificationSettingsBodySchema,
  notificationSettingsSchema,
  unsubscribeBodySchema,
  unsubscribeSchema,
  unsubscribeTokenSchema,
} from '../../contracts/notification';
import { z } from '../../contracts/zod';
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

const list = createRoute({
  operationId: 'listNotifications',
  method: 'get',
  path: '/my/notifications',
  tags: TAGS,
  summary: '내 알림 (최신순, 20개씩, 읽지 않은 수 포함)',
  security: bearerSecurity,
  request: { query: z.object({ page: pageSchema }) },
  responses: { 200: jsonResponse(notificationPageSchema, '알림'), ...errorResponses(400, 401) },
});

const readOne = createRoute({
  operationId: 'readNotification',
  method: 'post',
  path: '/my/notifications/{id}/read',
  tags: TAGS,
  summary: '알림 하나를 읽음으로 (이미 읽었으면 그대로)',
  security: bearerSecurity,
  request: { params: idParamsSchema },
  responses: {
    200: jsonResponse(notificationReadSchema, '알림의 링크와 남은 읽지 않은 수'),
    ...errorResponses(401, 404),
  },
});

const readAll = createRoute({
  operationId: 'readAllNotifications',
  method: 'post',
  path: '/my/notifications/read-all',
  tags: TAGS,
  summary: '모든 알림을 읽음으로',
  security: bearerSecurity,
  responses: {
    200: jsonResponse(z.object({ unread: z.number().int() }), '남은 읽지 않은 수'),
    ...errorResponses(401),
  },
});

const getSettings = createRoute({
  operationId: 'getNotificationSettings',
  method: 'get',
  path: '/my/notification-settings',
  tags: TAGS,
  summary: '알림 메일 설정 (종류별 메일 수신, 끌 수 없는 메일, 개인회원의 입사 제안 받기)',
  security: bearerSecurity,
  responses: { 200: jsonResponse(notificationSettingsSchema, '알림 메일 설정'), ...errorResponses(401) },
});

const putSettings = createRoute({
  operationId: 'updateNotificationSettings',
  method: 'put',
  path: '/my/notification-settings',
  tags: TAGS,
  summary: '종류별 메일 수신 켜기·끄기와 입사 제안 받기 (알림은 항상 남음, 결제·계정 보안 메일은 끌 수 없음)',
  security: bearerSecurity,
  request: { body: jsonBody(notificationSettingsBodySchema) },
  responses: { 200: jsonResponse(notificationSettingsSchema, '바뀐 설정'), ...errorResponses(400, 401) },
});

const describeLink = createRoute({
  operationId: 'describeUnsubscribeLink',
  security: [],
  method: 'get',
  path: '/unsubscribe',
  tags: TAGS,
  summary: '수신 거부 링크가 멈출 메일 (아무것도 바꾸지 않음, 로그인 없이)',
  request: { query: z.object({ token: unsubscribeTokenSchema }) },
  responses: { 200: jsonResponse(unsubscribeSchema, '멈출 메일과 이미 멈췄는지'), ...errorResponses(400, 404) },
});

const unsubscribe = createRoute({
  operationId: 'unsubscribe',
  security: [],
  method: 'post',
  path: '/unsubscribe',
  tags: TAGS,
  summary: '수신 거부 (메일의 링크, 로그인 없이; 맞춤 공고는 그 알림을 삭제; 다시 해도 같음)',
  request: { body: jsonBody(unsubscribeBodySchema) },
  responses: { 200: jsonResponse(unsubscribeSchema, '멈춘 메일'), ...errorResponses(400, 404) },
});

export function notificationRoutes({ notifications, mailSettings, tokens, signIns }: ApiDeps) {
  const router = createRouter();
  router.use('/my/notifications/*', requireUser(tokens, signIns));
  router.use('/my/notification-settings', requireUser(tokens, signIns));
  return router
    .openapi(list, async (c) => c.json(await notifications.page(c.get('user').id, c.req.valid('query').page), 200))
    .openapi(readAll, async (c) => c.json(await notifications.markAllRead(c.get('user').id), 200))
    .openapi(
      readOne,
      async (c) => c.json(await notifications.markRead(c.get('user').id, c.req.valid('param').id), 200),
      notFoundOnBadPath('알림을 찾을 수 없습니다.'),
    )
    .openapi(getSettings, async (c) => c.json(await mailSettings.settingsOf(c.get('user')), 200))
    .openapi(putSettings, async (c) => c.json(await mailSettings.update(c.get('user'), c.req.valid('json')), 200))
    .openapi(describeLink, async (c) => c.json(await mailSettings.describe(c.req.valid('query').token), 200))
    .openapi(unsubscribe, async (c) => c.json(await mailSettings.unsubscribe(c.req.valid('json').token), 200));
}
