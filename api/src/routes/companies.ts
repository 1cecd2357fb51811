import { createRoute } from '@hono/zod-openapi';
import { companyPageSchema } from '../../contracts/company';
import { pageSchema } from '../../contracts/paging';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { ApiError, notFound } from '../http/errors';
import {
  createRouter,
  errorBody,
  errorResponses,
  idParamsSchema,
  jsonResponse,
  notFoundOnBadPath,
} from '../http/router';

const NOT_FOUND_MESSAGE = '기업 정보를 찾을 수 없습니다.';

const getPublic = createRoute({
  operationId: 'getCompany',
  security: [],
  method: 'get',
  path: '/companies/{id}',
  tags: ['기업'],
  summary: '기업 페이지: 로고, 이름, 인증 여부, 소개, 지역, 지원자 응답률과 게재 중인 공고 (20개씩)',
  description: '없는 기업, 탈퇴한 기업, 기업회원이 아닌 회원은 404, 이용이 정지된 기업은 410 (details: name).',
  request: { params: idParamsSchema, query: z.object({ page: pageSchema }) },
  responses: {
    200: jsonResponse(companyPageSchema, '기업과 게재 중인 공고'),
    ...errorResponses(400, 404),
    410: jsonResponse(errorBody, '이용이 정지된 기업 (details: name)'),
  },
});

/** A company's public page; anyone may read it, crawlers included. */
export function companyRoutes({ companies, jobInfos, responsiveness }: ApiDeps) {
  return createRouter().openapi(
    getPublic,
    async (c) => {
      const { id } = c.req.valid('param');
      const found = await companies.findPublic(id);
      if (!found) throw notFound(NOT_FOUND_MESSAGE);
      const { company, suspended } = found;
      if (suspended) {
        throw new ApiError(410, 'GONE', '운영 정책에 따라 이용이 정지된 기업입니다.', { name: company.name });
      }
      const [listed, answers] = await Promise.all([
        jobInfos.listedOfCompany(id, c.req.valid('query').page),
        responsiveness.ofCompany(id),
      ]);
      return c.json({ company, jobInfos: listed, responsiveness: answers }, 200);
    },
    notFoundOnBadPath(NOT_FOUND_MESSAGE),
  );
}
