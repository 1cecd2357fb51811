import { createRoute } from '@hono/zod-openapi';
import { companyInsightsSchema, insightsQuerySchema, postingInsightsSchema } from '../../contracts/insights';
import type { ApiDeps } from '../deps';
import { onlyRole, requireUser } from '../http/auth';
import { notFound } from '../http/errors';
import {
  bearerSecurity,
  createRouter,
  errorResponses,
  idParamsSchema,
  jsonResponse,
  notFoundOnBadPath,
} from '../http/router';

const TAGS = ['통계'];
/** as the other /my/job-infos routes say it */
const NOT_FOUND_MESSAGE = '공고를 찾을 수 없습니다.';
const COMPANY_PATH = '/my/insights';

const companyInsights = createRoute({
  operationId: 'getCompanyInsights',
  method: 'get',
  path: COMPANY_PATH,
  tags: TAGS,
  summary: '내 공고 전체의 통계 (일별 노출·조회·스크랩·지원, 퍼널, 유입 경로, 첫 응답까지 걸린 날, 공고별 합계)',
  security: bearerSecurity,
  request: { query: insightsQuerySchema },
  responses: {
    200: jsonResponse(companyInsightsSchema, '기간(오늘까지 7·30·90일, 한국 날짜)의 통계'),
    ...errorResponses(400, 401, 403),
  },
});

const postingInsights = createRoute({
  operationId: 'getJobInfoInsights',
  method: 'get',
  path: '/my/job-infos/{id}/insights',
  tags: TAGS,
  summary: '내 공고 하나의 통계 (급여를 같은 직종·시·도 공고와 비교)',
  security: bearerSecurity,
  request: { params: idParamsSchema, query: insightsQuerySchema },
  responses: {
    200: jsonResponse(postingInsightsSchema, '기간(오늘까지 7·30·90일, 한국 날짜)의 통계'),
    ...errorResponses(400, 401, 403, 404),
  },
});

/**
 * A company's insights. Signing in and the role of /my/job-infos/{id}/insights come from the guard
 * of /my/job-infos/* in routes/job-infos.ts; /my/insights has its own.
 */
export function insightRoutes({ companyInsights: insights, tokens, signIns }: ApiDeps) {
  const router = createRouter();
  router.use(COMPANY_PATH, requireUser(tokens, signIns), onlyRole('company'));
  return router
    .openapi(companyInsights, async (c) =>
      c.json(await insights.ofCompany(c.get('user').id, c.req.valid('query').days), 200),
    )
    .openapi(
      postingInsights,
      async (c) => {
        const found = await insights.ofPosting(c.get('user').id, c.req.valid('param').id, c.req.valid('query').days);
        if (!found) throw notFound(NOT_FOUND_MESSAGE);
        return c.json(found, 200);
      },
      notFoundOnBadPath(NOT_FOUND_MESSAGE),
    );
}
