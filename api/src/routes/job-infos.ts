import { createRoute } from '@hono/zod-openapi';
import {
  jobInfoInputSchema,
  jobInfoListQuerySchema,
  jobInfoSchema,
  jobInfoSummarySchema,
  ownJobInfoSchema,
} from '../../contracts/job-info';
import { responsivenessSchema } from '../../contracts/company';
import { pagedSchema, pageSchema } from '../../contracts/paging';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { onlyRole, requireUser } from '../http/auth';
import { releasesPictures } from '../http/released-pictures';
import { ApiError, notFound } from '../http/errors';
import {
  bearerSecurity,
  createRouter,
  errorBody,
  errorResponses,
  jsonBody,
  jsonResponse,
  idParamsSchema,
  notFoundOnBadPath,
} from '../http/router';

const NOT_FOUND_MESSAGE = '공고를 찾을 수 없습니다.';
const MY_PATH = '/my/job-infos';

const jobInfoBody = z.object({ jobInfo: jobInfoSchema });
/** the public detail: the posting and its company's 지원자 응답률 */
const publicJobInfoBody = jobInfoBody.extend({ responsiveness: responsivenessSchema });
const ownJobInfoBody = z.object({ jobInfo: ownJobInfoSchema });
const goneResponse = jsonResponse(errorBody, '마감된 공고 (details: title, companyName)');

const listMine = createRoute({
  operationId: 'listMyJobInfos',
  method: 'get',
  path: MY_PATH,
  tags: ['공고'],
  summary: '내 공고 목록 (모든 상태, 최근 수정순)',
  security: bearerSecurity,
  request: { query: z.object({ page: pageSchema }) },
  responses: {
    200: jsonResponse(pagedSchema(ownJobInfoSchema), '내 공고'),
    ...errorResponses(400, 401, 403),
  },
});

const getMine = createRoute({
  operationId: 'getMyJobInfo',
  method: 'get',
  path: `${MY_PATH}/{id}`,
  tags: ['공고'],
  summary: '내 공고 보기',
  security: bearerSecurity,
  request: { params: idParamsSchema },
  responses: {
    200: jsonResponse(ownJobInfoBody, '공고'),
    ...errorResponses(401, 403, 404),
  },
});

const createMine = createRoute({
  operationId: 'createJobInfo',
  method: 'post',
  path: MY_PATH,
  tags: ['공고'],
  summary: '공고 작성 (작성중 상태로 저장)',
  security: bearerSecurity,
  request: { body: jsonBody(jobInfoInputSchema) },
  responses: {
    201: jsonResponse(ownJobInfoBody, '저장된 공고'),
    ...errorResponses(400, 401, 403, 413),
  },
});

const updateMine = createRoute({
  operationId: 'updateJobInfo',
  method: 'put',
  path: `${MY_PATH}/{id}`,
  tags: ['공고'],
  summary: '공고 수정 (게재 중인 공고는 필수 항목을 비울 수 없음)',
  security: bearerSecurity,
  request: { params: idParamsSchema, body: jsonBody(jobInfoInputSchema) },
  responses: {
    200: jsonResponse(ownJobInfoBody, '수정된 공고'),
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

const copyMine = createRoute({
  operationId: 'copyJobInfo',
  method: 'post',
  path: `${MY_PATH}/{id}/copy`,
  tags: ['공고'],
  summary: '공고 복사 (새 작성중 공고)',
  security: bearerSecurity,
  request: { params: idParamsSchema },
  responses: {
    201: jsonResponse(ownJobInfoBody, '복사된 공고'),
    ...errorResponses(401, 403, 404),
  },
});

const closeMine = createRoute({
  operationId: 'closeJobInfo',
  method: 'post',
  path: `${MY_PATH}/{id}/close`,
  tags: ['공고'],
  summary: '공고 마감 (공개 목록에서 즉시 내려감)',
  security: bearerSecurity,
  request: { params: idParamsSchema },
  responses: {
    200: jsonResponse(ownJobInfoBody, '마감된 공고'),
    ...errorResponses(401, 403, 404),
  },
});

const deleteMine = createRoute({
  operationId: 'deleteJobInfo',
  method: 'delete',
  path: `${MY_PATH}/{id}`,
  tags: ['공고'],
  summary: '공고 삭제',
  security: bearerSecurity,
  request: { params: idParamsSchema },
  responses: {
    204: { description: '삭제됨' },
    ...errorResponses(401, 403, 404),
  },
});

const listPublic = createRoute({
  operationId: 'listJobInfos',
  security: [],
  method: 'get',
  path: '/job-infos',
  tags: ['공고'],
  summary: '채용정보 목록 (게재 기간 중이고 마감일이 지나지 않은 공고)',
  description:
    '여러 값은 쉼표 또는 반복으로 (position=baker,barista). minPay는 payType과 함께면 그 급여형태의 금액, 없으면 시급 환산 금액(hourlyPay.amount)과 비교. careerType=new·experienced는 경력 무관 공고도 포함.',
  request: { query: jobInfoListQuerySchema },
  responses: {
    200: jsonResponse(pagedSchema(jobInfoSummarySchema), '공고 목록'),
    ...errorResponses(400),
  },
});

const getPublic = createRoute({
  operationId: 'getJobInfo',
  security: [],
  method: 'get',
  path: '/job-infos/{id}',
  tags: ['공고'],
  summary: '채용정보 상세 (기업의 지원자 응답률과 함께)',
  request: { params: idParamsSchema },
  responses: {
    200: jsonResponse(publicJobInfoBody, '공고와 지원자 응답률'),
    ...errorResponses(404),
    410: goneResponse,
  },
});

const idHook = notFoundOnBadPath(NOT_FOUND_MESSAGE);

export function jobInfoRoutes({ jobInfos, responsiveness, tokens, signIns, images, logger }: ApiDeps) {
  const router = createRouter();
  // `/my/job-infos/*` covers `/my/job-infos` itself too; naming both would check the token twice
  router.use(`${MY_PATH}/*`, requireUser(tokens, signIns), onlyRole('company'), releasesPictures(images, logger));

  const found = <T>(value: T | null): T => {
    if (value === null) throw notFound(NOT_FOUND_MESSAGE);
    return value;
  };

  return router
    .openapi(listMine, async (c) => {
      const page = await jobInfos.listOwn(c.get('user').id, c.req.valid('query').page);
      return c.json(page, 200);
    })
    .openapi(
      getMine,
      async (c) => {
        const jobInfo = found(await jobInfos.findOwn(c.get('user').id, c.req.valid('param').id));
        return c.json({ jobInfo }, 200);
      },
      idHook,
    )
    .openapi(createMine, async (c) => {
      const jobInfo = await jobInfos.create(c.get('user').id, c.req.valid('json'));
      return c.json({ jobInfo }, 201);
    })
    .openapi(
      updateMine,
      async (c) => {
        const { id } = c.req.valid('param');
        const jobInfo = found(await jobInfos.update(c.get('user').id, id, c.req.valid('json')));
        return c.json({ jobInfo }, 200);
      },
      idHook,
    )
    .openapi(
      copyMine,
      async (c) => {
        const jobInfo = found(await jobInfos.copy(c.get('user').id, c.req.valid('param').id));
        return c.json({ jobInfo }, 201);
      },
      idHook,
    )
    .openapi(
      closeMine,
      async (c) => {
        const jobInfo = found(await jobInfos.close(c.get('user').id, c.req.valid('param').id));
        return c.json({ jobInfo }, 200);
      },
      idHook,
    )
    .openapi(
      deleteMine,
      async (c) => {
        if (!(await jobInfos.remove(c.get('user').id, c.req.valid('param').id))) throw notFound(NOT_FOUND_MESSAGE);
        return c.body(null, 204);
      },
      idHook,
    )
    .openapi(listPublic, async (c) => c.json(await jobInfos.listPublic(c.req.valid('query')), 200))
    .openapi(
      getPublic,
      async (c) => {
        const jobInfo = found(await jobInfos.findPublic(c.req.valid('param').id));
        if (!jobInfo.visible) {
          throw new ApiError(410, 'GONE', '마감된 공고입니다.', {
            title: jobInfo.title,
            companyName: jobInfo.company.name,
          });
        }
        return c.json({ jobInfo, responsiveness: await responsiveness.ofCompany(jobInfo.company.id) }, 200);
      },
      idHook,
    );
}
