import { createRoute } from '@hono/zod-openapi';
import { pageSchema, pagedSchema } from '../../contracts/paging';
import {
  reportedThreadSchema,
  threadMessageBodySchema,
  threadMessageSchema,
  threadQuerySchema,
  threadReportBodySchema,
  threadReportSummarySchema,
  threadSchema,
} from '../../contracts/thread';
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
import type { Side } from '../threads/threads';

const TAGS = ['지원 대화'];
const oneThread = z.object({ thread: threadSchema });
const oneMessage = z.object({ message: threadMessageSchema });

/** The four operations of a side's thread, under its applications' path: `{id}` is the application's. */
function sideRoutes<Base extends '/my/applications' | '/my/applicants'>(base: Base, side: Side) {
  const who = side === 'company' ? '지원자와의 대화' : '기업과의 대화';
  const name = side === 'company' ? 'Applicant' : 'Application';
  return {
    read: createRoute({
      operationId: `read${name}Thread`,
      method: 'get',
      path: `${base}/{id}/messages`,
      tags: TAGS,
      summary: `${who} 읽기 (최근 메시지, before로 이전, after로 새 메시지만; 읽음 표시는 하지 않음)`,
      security: bearerSecurity,
      request: { params: idParamsSchema, query: threadQuerySchema },
      responses: { 200: jsonResponse(oneThread, '대화'), ...errorResponses(400, 401, 403, 404) },
    }),
    post: createRoute({
      operationId: `post${name}Message`,
      method: 'post',
      path: `${base}/{id}/messages`,
      tags: TAGS,
      summary: `${who}에 메시지 보내기 (1000자까지; 상대에게 알림)`,
      security: bearerSecurity,
      request: { params: idParamsSchema, body: jsonBody(threadMessageBodySchema) },
      responses: { 201: jsonResponse(oneMessage, '보낸 메시지'), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    markRead: createRoute({
      operationId: `mark${name}ThreadRead`,
      method: 'post',
      path: `${base}/{id}/messages/read`,
      tags: TAGS,
      summary: `${who} 읽음 표시`,
      security: bearerSecurity,
      request: { params: idParamsSchema },
      responses: { 200: jsonResponse(oneThread, '대화'), ...errorResponses(401, 403, 404) },
    }),
    report: createRoute({
      operationId: `report${name}Thread`,
      method: 'post',
      path: `${base}/{id}/messages/report`,
      tags: TAGS,
      summary: `${who} 신고 (운영자가 읽을 수 있게 됨)`,
      security: bearerSecurity,
      request: { params: idParamsSchema, body: jsonBody(threadReportBodySchema) },
      responses: { 201: jsonResponse(oneThread, '신고된 대화'), ...errorResponses(400, 401, 403, 404, 409) },
    }),
  };
}

const seeker = sideRoutes('/my/applications', 'applicant');
const company = sideRoutes('/my/applicants', 'company');

const listReported = createRoute({
  operationId: 'listReportedThreads',
  method: 'get',
  path: '/admin/thread-reports',
  tags: ['운영'],
  summary: '신고된 지원 대화 (최근 신고순)',
  security: bearerSecurity,
  request: { query: z.object({ page: pageSchema }) },
  responses: {
    200: jsonResponse(pagedSchema(threadReportSummarySchema), '신고된 대화'),
    ...errorResponses(400, 401, 403),
  },
});

const openReported = createRoute({
  operationId: 'openReportedThread',
  method: 'get',
  path: '/admin/thread-reports/{id}',
  tags: ['운영'],
  summary: '신고된 지원 대화 읽기 (신고 내용과 함께; 운영 기록에 남음, id는 지원 번호)',
  security: bearerSecurity,
  request: { params: idParamsSchema, query: threadQuerySchema.pick({ before: true }) },
  responses: {
    200: jsonResponse(z.object({ thread: reportedThreadSchema }), '신고된 대화'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const markHandled = createRoute({
  operationId: 'markThreadReportsHandled',
  method: 'post',
  path: '/admin/thread-reports/{id}/handled',
  tags: ['운영'],
  summary: '지원 대화 신고 처리 완료 (운영 기록에 남음)',
  security: bearerSecurity,
  request: { params: idParamsSchema },
  responses: {
    200: jsonResponse(z.object({ message: z.string() }), '처리함'),
    ...errorResponses(401, 403, 404, 409),
  },
});

export function threadRoutes({ threads, tokens, signIns }: ApiDeps) {
  const router = createRouter();
  const signedIn = requireUser(tokens, signIns);
  for (const path of ['/my/applications/:id/messages', '/my/applications/:id/messages/*']) {
    router.use(path, signedIn, onlyRole('normal'));
  }
  for (const path of ['/my/applicants/:id/messages', '/my/applicants/:id/messages/*']) {
    router.use(path, signedIn, onlyRole('company'));
  }
  router.use('/admin/thread-reports', signedIn, onlyRole('admin'));
  router.use('/admin/thread-reports/*', signedIn, onlyRole('admin'));
  const idHook = notFoundOnBadPath('지원 내역을 찾을 수 없습니다.');
  const reportedHook = notFoundOnBadPath('신고된 대화를 찾을 수 없습니다.');
  const as = (side: Side, userId: number) => ({ side, userId });

  return router
    .openapi(
      seeker.read,
      async (c) =>
        c.json(
          {
            thread: await threads.read(
              as('applicant', c.get('user').id),
              c.req.valid('param').id,
              c.req.valid('query'),
            ),
          },
          200,
        ),
      idHook,
    )
    .openapi(
      seeker.post,
      async (c) =>
        c.json(
          {
            message: await threads.post(
              as('applicant', c.get('user').id),
              c.req.valid('param').id,
              c.req.valid('json').body,
            ),
          },
          201,
        ),
      idHook,
    )
    .openapi(
      seeker.markRead,
      async (c) =>
        c.json({ thread: await threads.markRead(as('applicant', c.get('user').id), c.req.valid('param').id) }, 200),
      idHook,
    )
    .openapi(
      seeker.report,
      async (c) =>
        c.json(
          {
            thread: await threads.report(
              as('applicant', c.get('user').id),
              c.req.valid('param').id,
              c.req.valid('json').reason,
            ),
          },
          201,
        ),
      idHook,
    )
    .openapi(
      company.read,
      async (c) =>
        c.json(
          {
            thread: await threads.read(as('company', c.get('user').id), c.req.valid('param').id, c.req.valid('query')),
          },
          200,
        ),
      idHook,
    )
    .openapi(
      company.post,
      async (c) =>
        c.json(
          {
            message: await threads.post(
              as('company', c.get('user').id),
              c.req.valid('param').id,
              c.req.valid('json').body,
            ),
          },
          201,
        ),
      idHook,
    )
    .openapi(
      company.markRead,
      async (c) =>
        c.json({ thread: await threads.markRead(as('company', c.get('user').id), c.req.valid('param').id) }, 200),
      idHook,
    )
    .openapi(
      company.report,
      async (c) =>
        c.json(
          {
            thread: await threads.report(
              as('company', c.get('user').id),
              c.req.valid('param').id,
              c.req.valid('json').reason,
            ),
          },
          201,
        ),
      idHook,
    )
    .openapi(listReported, async (c) => c.json(await threads.listReported(c.req.valid('query').page), 200))
    .openapi(
      openReported,
      async (c) =>
        c.json(
          {
            thread: await threads.openReported(c.get('user').id, c.req.valid('param').id, c.req.valid('query')),
          },
          200,
        ),
      reportedHook,
    )
    .openapi(
      markHandled,
      async (c) => {
        await threads.markReportsHandled(c.get('user').id, c.req.valid('param').id);
        return c.json({ message: '신고를 처리했습니다.' }, 200);
      },
      reportedHook,
    );
}
