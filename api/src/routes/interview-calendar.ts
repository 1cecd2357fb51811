import { createRoute } from '@hono/zod-openapi';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { requireUser } from '../http/auth';
import { bearerSecurity, createRouter, errorResponses, idParamsSchema, notFoundOnBadPath } from '../http/router';

const calendarFile = createRoute({
  operationId: 'getInterviewCalendar',
  method: 'get',
  path: '/interviews/{id}/calendar.ics',
  tags: ['면접'],
  summary: '확정된 면접의 캘린더 파일 (.ics, Asia/Seoul): 공고의 기업 또는 지원한 구직자',
  security: bearerSecurity,
  request: { params: idParamsSchema },
  responses: {
    200: {
      description: 'iCalendar (RFC 5545) 파일',
      content: { 'text/calendar': { schema: z.string() } },
    },
    ...errorResponses(401, 404, 409),
  },
});

/** An interview's calendar event, for either side to download. */
export function interviewCalendarRoutes({ interviewCalendar, tokens, signIns }: ApiDeps) {
  const router = createRouter();
  router.use('/interviews/:id/calendar.ics', requireUser(tokens, signIns));
  return router.openapi(
    calendarFile,
    async (c) => {
      const file = await interviewCalendar.fileFor(c.get('user'), c.req.valid('param').id);
      return c.body(file.content, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        // names both sides, the place and the time: for the member's own browser alone
        'Cache-Control': 'private, no-store',
      });
    },
    notFoundOnBadPath('면접을 찾을 수 없습니다.'),
  );
}
