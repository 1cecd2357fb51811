import { createRoute } from '@hono/zod-openapi';
import { jobInfoSummarySchema } from '../../contracts/job-info';
import { listPageSchema, pagedSchema } from '../../contracts/paging';
import { resumeSummarySchema } from '../../contracts/resume';
import { searchWordSchema } from '../../contracts/search';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { createRouter, errorResponses, jsonResponse } from '../http/router';
import { queryTerms } from '../search/terms';

const searchQuerySchema = z.object({
  q: searchWordSchema,
  jobPage: listPageSchema,
  resumePage: listPageSchema,
});

const search = createRoute({
  operationId: 'search',
  security: [],
  method: 'get',
  path: '/search',
  tags: ['검색'],
  summary: '공고와 인재 검색 (두 글자 단어와 단어 속 부분도 찾음, 제목 일치 먼저)',
  request: { query: searchQuerySchema },
  responses: {
    200: jsonResponse(
      z.object({
        q: z.string(),
        jobInfos: pagedSchema(jobInfoSummarySchema),
        resumes: pagedSchema(resumeSummarySchema),
      }),
      '검색 결과',
    ),
    ...errorResponses(400),
  },
});

export function searchRoutes({ jobInfos, resumes }: ApiDeps) {
  return createRouter().openapi(search, async (c) => {
    const { q, jobPage, resumePage } = c.req.valid('query');
    const terms = queryTerms(q);
    const empty = (page: number) => ({ items: [], total: 0, page, pageSize: 20 });
    if (!terms.length) return c.json({ q, jobInfos: empty(jobPage), resumes: empty(resumePage) }, 200);
    const [jobResults, resumeResults] = await Promise.all([
      jobInfos.searchPublic(terms, jobPage),
      resumes.searchPublic(terms, resumePage),
    ]);
    return c.json({ q, jobInfos: jobResults, resumes: resumeResults }, 200);
  });
}
