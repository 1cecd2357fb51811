import { createRoute } from '@hono/zod-openapi';
import { noticeSchema } from '../../contracts/customer-centre';
import { jobInfoListQuerySchema, jobInfoSummarySchema } from '../../contracts/job-info';
import { resumeListQuerySchema, resumeSummarySchema } from '../../contracts/resume';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { createRouter, jsonResponse } from '../http/router';

const HOME_ITEMS = 8;
const HOME_NOTICES = 5;

const home = createRoute({
  operationId: 'getHome',
  security: [],
  method: 'get',
  path: '/home',
  tags: ['홈'],
  summary: '첫 화면: 최신 공고, 마감 임박 공고, 새로 공개된 인재, 최근 공지 (한 번의 호출)',
  responses: {
    200: jsonResponse(
      z.object({
        latest: z.array(jobInfoSummarySchema),
        deadlineSoon: z.array(jobInfoSummarySchema),
        talent: z.array(resumeSummarySchema),
        notices: z.array(noticeSchema.pick({ id: true, title: true, pinned: true, createdAt: true })),
      }),
      '첫 화면',
    ),
  },
});

export function homeRoutes({ jobInfos, resumes, notices }: ApiDeps) {
  return createRouter().openapi(home, async (c) => {
    const [latest, deadlineSoon, talent, latestNotices] = await Promise.all([
      jobInfos.listPublic(jobInfoListQuerySchema.parse({ sort: 'latest' })),
      jobInfos.listPublic(jobInfoListQuerySchema.parse({ sort: 'deadline' })),
      resumes.listPublic(resumeListQuerySchema.parse({})),
      notices.latest(HOME_NOTICES),
    ]);
    return c.json(
      {
        latest: latest.items.slice(0, HOME_ITEMS),
        deadlineSoon: deadlineSoon.items.filter((item) => !item.alwaysOpen).slice(0, HOME_ITEMS),
        talent: talent.items.slice(0, HOME_ITEMS),
        notices: latestNotices.map(({ id, title, pinned, createdAt }) => ({ id, title, pinned, createdAt })),
      },
      200,
    );
  });
}
