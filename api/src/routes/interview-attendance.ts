import { createRoute } from '@hono/zod-openapi';
import { attendanceBodySchema, attendanceLinkSchema } from '../../contracts/interview';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../http/router';

const TAGS = ['면접'];

/** Any text: a mangled token is a link that opens nothing, which the answer says. */
const tokenParamsSchema = z.object({ token: z.string().openapi({ param: { name: 'token', in: 'path' } }) });

const lookup = createRoute({
  operationId: 'getAttendanceLink',
  security: [],
  method: 'get',
  path: '/interviews/attend/{token}',
  tags: TAGS,
  summary: '참석 확인 링크가 여는 면접 (로그인 불필요, 아무것도 바꾸지 않음)',
  request: { params: tokenParamsSchema },
  responses: {
    200: jsonResponse(attendanceLinkSchema, '면접'),
    ...errorResponses(400, 410),
  },
});

const confirm = createRoute({
  operationId: 'confirmAttendance',
  security: [],
  method: 'post',
  path: '/interviews/attend',
  tags: TAGS,
  summary: '면접 참석 확인 (하루 전 메일의 링크, 로그인 불필요, 한 번만, 면접 시작 전까지)',
  request: { body: jsonBody(attendanceBodySchema) },
  responses: {
    200: jsonResponse(z.object({ message: z.string(), interview: attendanceLinkSchema }), '참석 확인'),
    ...errorResponses(400, 409, 410),
  },
});

/** 참석 확인 through the seeker's day-before mail, without signing in. */
export function interviewAttendanceRoutes({ attendance }: ApiDeps) {
  const router = createRouter();
  // a link's answer is for whoever holds the link, never for a cache
  for (const path of [confirm.path, '/interviews/attend/*']) {
    router.use(path, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    });
  }
  return router
    .openapi(lookup, async (c) => c.json(await attendance.lookup(c.req.valid('param').token), 200))
    .openapi(confirm, async (c) => {
      const interview = await attendance.confirm(c.req.valid('json').token);
      return c.json({ message: '참석을 확인했습니다. 기업의 지원자 관리에 표시됩니다.', interview }, 200);
    });
}
