import { createRoute } from '@hono/zod-openapi';
import { pageSchema, pagedSchema } from '../../contracts/paging';
import { SITEMAP_PAGE_SIZE, sitemapEntrySchema, sitemapSummarySchema } from '../../contracts/sitemap';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { createRouter, errorResponses, jsonResponse } from '../http/router';

const TAGS = ['사이트맵'];

const summary = createRoute({
  operationId: 'getSitemapSummary',
  security: [],
  method: 'get',
  path: '/sitemap',
  tags: TAGS,
  summary: '사이트맵 색인: 게재 중인 공고 수, 기업 페이지 수와 사이트맵 한 파일의 URL 수',
  responses: { 200: jsonResponse(sitemapSummarySchema, '사이트맵 색인') },
});

const jobInfoPage = createRoute({
  operationId: 'listSitemapJobInfos',
  security: [],
  method: 'get',
  path: '/sitemap/job-infos',
  tags: TAGS,
  summary: '게재 중인 공고의 id와 수정 시각 (id순, 50 000개씩)',
  request: { query: z.object({ page: pageSchema }) },
  responses: {
    200: jsonResponse(pagedSchema(sitemapEntrySchema), '공고 (범위를 벗어난 페이지는 빈 목록)'),
    ...errorResponses(400),
  },
});

const companyPage = createRoute({
  operationId: 'listSitemapCompanies',
  security: [],
  method: 'get',
  path: '/sitemap/companies',
  tags: TAGS,
  summary: '게재 중인 공고가 있는 기업의 id와 수정 시각 (기업이나 그 공고 중 나중 것; id순, 50 000개씩)',
  request: { query: z.object({ page: pageSchema }) },
  responses: {
    200: jsonResponse(pagedSchema(sitemapEntrySchema), '기업 (범위를 벗어난 페이지는 빈 목록)'),
    ...errorResponses(400),
  },
});

const notices = createRoute({
  operationId: 'listSitemapNotices',
  security: [],
  method: 'get',
  path: '/sitemap/notices',
  tags: TAGS,
  summary: '공지사항의 id와 수정 시각 (id순)',
  responses: { 200: jsonResponse(z.object({ items: z.array(sitemapEntrySchema) }), '공지사항') },
});

/** What the web's /sitemap.xml lists; only what anyone may read, so no authentication. */
export function sitemapRoutes({ jobInfos, companies, notices: noticeBoard }: ApiDeps) {
  return createRouter()
    .openapi(summary, async (c) => {
      const [jobInfoTotal, companyTotal] = await Promise.all([jobInfos.countListed(), companies.countListed()]);
      return c.json({ jobInfoTotal, companyTotal, pageSize: SITEMAP_PAGE_SIZE }, 200);
    })
    .openapi(jobInfoPage, async (c) => c.json(await jobInfos.listedForSitemap(c.req.valid('query').page), 200))
    .openapi(companyPage, async (c) => c.json(await companies.listedForSitemap(c.req.valid('query').page), 200))
    .openapi(notices, async (c) => c.json({ items: await noticeBoard.forSitemap() }, 200));
}
