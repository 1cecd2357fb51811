import { createRoute } from '@hono/zod-openapi';
import {
  jobAlertInputSchema,
  jobAlertListSchema,
  jobAlertRenameSchema,
  jobAlertSchema,
} from '../../contracts/job-alert';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { onlyRole, requireUser } from '../http/auth';
import {
  bearerSecurity,
  createRouter,
  errorResponses,
  idParamsSchema,
  jsonBody,
  jsonResponse,
  notFoundOnBadPath,
} from '../http/router';

const TAGS = ['맞춤 공고'];
const PATH = '/my/job-alerts';
const jobAlertBody = z.object({ jobAlert: jobAlertSchema });
const badPath = notFoundOnBadPath('맞춤 공고 알림을 찾을 수 없습니다.');

const list = createRoute({
  operationId: 'listJobAlerts',
  method: 'get',
  path: PATH,
  tags: TAGS,
  summary: '내 맞춤 공고 알림 (저장한 순서, 최대 5개)',
  security: bearerSecurity,
  responses: {
    200: jsonResponse(jobAlertListSchema, '맞춤 공고 알림'),
    ...errorResponses(401, 403),
  },
});

const create = createRoute({
  operationId: 'createJobAlert',
  method: 'post',
  path: PATH,
  tags: TAGS,
  summary:
    '맞춤 공고 알림 저장: 채용정보 목록의 검색 조건(목록의 쿼리 문자열 그대로) 또는 검색어(q=…). 매일 08:00(KST)에 새 공고를 알림과 메일로 보냄',
  security: bearerSecurity,
  request: { body: jsonBody(jobAlertInputSchema) },
  responses: {
    201: jsonResponse(jobAlertBody, '저장된 알림'),
    ...errorResponses(400, 401, 403, 409, 413),
  },
});

const rename = createRoute({
  operationId: 'renameJobAlert',
  method: 'patch',
  path: `${PATH}/{id}`,
  tags: TAGS,
  summary: '맞춤 공고 알림 이름 바꾸기',
  security: bearerSecurity,
  request: { params: idParamsSchema, body: jsonBody(jobAlertRenameSchema) },
  responses: {
    200: jsonResponse(jobAlertBody, '바뀐 알림'),
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

const remove = createRoute({
  operationId: 'deleteJobAlert',
  method: 'delete',
  path: `${PATH}/{id}`,
  tags: TAGS,
  summary: '맞춤 공고 알림 삭제',
  security: bearerSecurity,
  request: { params: idParamsSchema },
  responses: {
    204: { description: '삭제됨' },
    ...errorResponses(401, 403, 404),
  },
});

export function jobAlertRoutes({ jobAlerts, tokens, signIns }: ApiDeps) {
  const router = createRouter();
  router.use(
    `${PATH}/*`,
    requireUser(tokens, signIns),
    onlyRole('normal', '맞춤 공고 알림은 개인회원만 이용할 수 있습니다.'),
  );
  return router
    .openapi(list, async (c) => c.json(await jobAlerts.list(c.get('user').id), 200))
    .openapi(create, async (c) =>
      c.json({ jobAlert: await jobAlerts.create(c.get('user').id, c.req.valid('json')) }, 201),
    )
    .openapi(
      rename,
      async (c) => {
        const jobAlert = await jobAlerts.rename(c.get('user').id, c.req.valid('param').id, c.req.valid('json').name);
        return c.json({ jobAlert }, 200);
      },
      badPath,
    )
    .openapi(
      remove,
      async (c) => {
        await jobAlerts.remove(c.get('user').id, c.req.valid('param').id);
        return c.body(null, 204);
      },
      badPath,
    );
}
