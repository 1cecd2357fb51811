import { createRoute } from '@hono/zod-openapi';
import { pageSchema, pagedSchema } from '../../contracts/paging';
import { scrapKindSchema, scrappedJobInfoSchema, scrappedResumeSchema } from '../../contracts/scrap';
import { userActionSchema } from '../../contracts/user';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { requireUser } from '../http/auth';
import { notFound, validationError } from '../http/errors';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/router';

const TAGS = ['스크랩'];

const targetParams = z.object({
  kind: scrapKindSchema.openapi({ param: { name: 'kind', in: 'path' }, example: 'job' }),
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});

/** A path naming no kind or no id names nothing that could be scrapped: a 404. */
function targetHook(
  result: { target: string } & ({ success: true } | { success: false; error: z.ZodError }),
): undefined {
  if (result.success) return undefined;
  throw result.target === 'param' ? notFound('스크랩할 대상을 찾을 수 없습니다.') : validationError(result.error);
}

const actionBody = z.object({ action: userActionSchema });

const toggle = (operationId: string, method: 'put' | 'delete', summary: string) =>
  createRoute({
    operationId,
    method,
    path: '/my/scraps/{kind}/{id}',
    tags: TAGS,
    summary,
    security: bearerSecurity,
    request: { params: targetParams },
    responses: {
      200: jsonResponse(actionBody, '스크랩한 id들 (로그인 사용자의 action)'),
      ...errorResponses(401, 403, 404),
    },
  });

const pageQuery = z.object({ page: pageSchema });

const listJobInfos = createRoute({
  operationId: 'listScrappedJobInfos',
  method: 'get',
  path: '/my/scraps/job-infos',
  tags: TAGS,
  summary: '스크랩한 공고 (최근 스크랩순, 마감된 공고 포함)',
  security: bearerSecurity,
  request: { query: pageQuery },
  responses: {
    200: jsonResponse(pagedSchema(scrappedJobInfoSchema), '스크랩한 공고'),
    ...errorResponses(400, 401, 403),
  },
});

const listResumes = createRoute({
  operationId: 'listScrappedResumes',
  method: 'get',
  path: '/my/scraps/resumes',
  tags: TAGS,
  summary: '스크랩한 인재 (가린 요약, 내려간 이력서는 내용 없이)',
  security: bearerSecurity,
  request: { query: pageQuery },
  responses: {
    200: jsonResponse(pagedSchema(scrappedResumeSchema), '스크랩한 인재'),
    ...errorResponses(400, 401, 403),
  },
});

export function scrapRoutes({ scraps, loginActions, tokens, signIns }: ApiDeps) {
  const router = createRouter();
  router.use('/my/scraps/*', requireUser(tokens, signIns));
  return router
    .openapi(listJobInfos, async (c) =>
      c.json(await scraps.listJobInfos(c.get('user'), c.req.valid('query').page), 200),
    )
    .openapi(listResumes, async (c) => c.json(await scraps.listResumes(c.get('user'), c.req.valid('query').page), 200))
    .openapi(
      toggle('addScrap', 'put', '스크랩하기 (이미 했으면 그대로)'),
      async (c) => {
        const { kind, id } = c.req.valid('param');
        await scraps.add(c.get('user'), kind, id);
        return c.json({ action: await loginActions.of(c.get('user')) }, 200);
      },
      targetHook,
    )
    .openapi(
      toggle('removeScrap', 'delete', '스크랩 해제 (없으면 그대로)'),
      async (c) => {
        const { kind, id } = c.req.valid('param');
        await scraps.remove(c.get('user'), kind, id);
        return c.json({ action: await loginActions.of(c.get('user')) }, 200);
      },
      targetHook,
    );
}
