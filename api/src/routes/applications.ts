import { createRoute } from '@hono/zod-openapi';
import {
  applicantCountsSchema,
  applicantQuerySchema,
  applicationDetailSchema,
  applicationSummarySchema,
  applyBodySchema,
  decisionBodySchema,
  openedApplicationSchema,
} from '../../contracts/application';
import { pageSchema, pagedSchema } from '../../contracts/paging';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { onlyRole, requireUser } from '../http/auth';
import { applicationSource } from '../insights/application-source';
import {
  bearerSecurity,
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  idParamsSchema,
  notFoundOnBadPath,
} from '../http/router';

const TAGS = ['지원'];

const idHook = notFoundOnBadPath('지원 내역을 찾을 수 없습니다.');
const one = z.object({ application: applicationSummarySchema });
const paged = pagedSchema(applicationSummarySchema);

const apply = createRoute({
  operationId: 'applyToJobInfo',
  method: 'post',
  path: '/job-infos/{id}/applications',
  tags: TAGS,
  summary: '공고에 지원 (이력서 사본이 제출됨)',
  security: bearerSecurity,
  request: {
    params: idParamsSchema,
    body: jsonBody(applyBodySchema),
  },
  responses: { 201: jsonResponse(one, '지원'), ...errorResponses(400, 401, 403, 404, 409) },
});

const listMine = createRoute({
  operationId: 'listMyApplications',
  method: 'get',
  path: '/my/applications',
  tags: TAGS,
  summary: '내 지원 내역',
  security: bearerSecurity,
  request: { query: z.object({ page: pageSchema }) },
  responses: { 200: jsonResponse(paged, '지원 내역'), ...errorResponses(400, 401, 403) },
});

const showMine = createRoute({
  operationId: 'showMyApplication',
  method: 'get',
  path: '/my/applications/{id}',
  tags: TAGS,
  summary: '내 지원 하나 (진행 상황과 면접)',
  security: bearerSecurity,
  request: { params: idParamsSchema },
  responses: { 200: jsonResponse(applicationDetailSchema, '지원'), ...errorResponses(401, 403, 404) },
});

const cancelMine = createRoute({
  operationId: 'cancelMyApplication',
  method: 'post',
  path: '/my/applications/{id}/cancel',
  tags: TAGS,
  summary: '지원 취소 (기업이 열람하기 전까지)',
  security: bearerSecurity,
  request: { params: idParamsSchema },
  responses: { 200: jsonResponse(one, '취소된 지원'), ...errorResponses(401, 403, 404, 409) },
});

const listApplicants = createRoute({
  operationId: 'listApplicants',
  method: 'get',
  path: '/my/applicants',
  tags: TAGS,
  summary: '지원자 목록 (공고·상태로 거르기, 최신순)',
  security: bearerSecurity,
  request: { query: applicantQuerySchema },
  responses: { 200: jsonResponse(paged, '지원자'), ...errorResponses(400, 401, 403, 404) },
});

const counts = createRoute({
  operationId: 'countApplicants',
  method: 'get',
  path: '/my/applicants/counts',
  tags: TAGS,
  summary: '공고별 지원자 수와 안 읽은 지원',
  security: bearerSecurity,
  responses: {
    200: jsonResponse(applicantCountsSchema, '수'),
    ...errorResponses(401, 403),
  },
});

const openApplicant = createRoute({
  operationId: 'openApplicant',
  method: 'get',
  path: '/my/applicants/{id}',
  tags: TAGS,
  summary: '지원서 열람 (지원자에게 열람으로 표시됨), 면접과 함께',
  security: bearerSecurity,
  request: { params: idParamsSchema },
  responses: {
    200: jsonResponse(openedApplicationSchema, '지원서'),
    ...errorResponses(401, 403, 404),
  },
});

const decide = createRoute({
  operationId: 'decideApplicant',
  method: 'put',
  path: '/my/applicants/{id}/status',
  tags: TAGS,
  summary: '서류합격 또는 불합격',
  security: bearerSecurity,
  request: {
    params: idParamsSchema,
    body: jsonBody(decisionBodySchema),
  },
  responses: { 200: jsonResponse(one, '지원'), ...errorResponses(400, 401, 403, 404, 409) },
});

export function applicationRoutes({
  applications,
  interviews,
  trialShifts,
  threads,
  tokens,
  signIns,
  config,
}: ApiDeps) {
  const router = createRouter();
  router.use('/job-infos/:id/applications', requireUser(tokens, signIns));
  router.use('/my/applications/*', requireUser(tokens, signIns), onlyRole('normal'));
  router.use('/my/applicants/*', requireUser(tokens, signIns), onlyRole('company'));
  return router
    .openapi(
      apply,
      async (c) => {
        const { resumeId, ...origin } = c.req.valid('json');
        const application = await applications.apply(
          c.get('user'),
          c.req.valid('param').id,
          resumeId,
          undefined,
          applicationSource(origin, config.mail.publicUrl),
        );
        return c.json({ application }, 201);
      },
      idHook,
    )
    .openapi(listMine, async (c) =>
      c.json(await applications.listMine(c.get('user').id, c.req.valid('query').page), 200),
    )
    .openapi(
      showMine,
      async (c) => {
        const { id } = c.req.valid('param');
        const application = await applications.findForSeeker(c.get('user').id, id);
        return c.json(
          {
            application,
            interviews: await interviews.ofApplication(id),
            trialShifts: await trialShifts.ofApplication(id),
            thread: await threads.summaryFor(id, 'applicant'),
          },
          200,
        );
      },
      idHook,
    )
    .openapi(
      cancelMine,
      async (c) => c.json({ application: await applications.cancel(c.get('user').id, c.req.valid('param').id) }, 200),
      idHook,
    )
    .openapi(counts, async (c) => c.json(await applications.countsForCompany(c.get('user').id), 200))
    .openapi(listApplicants, async (c) => {
      const { jobInfoId, status, page } = c.req.valid('query');
      return c.json(await applications.listForCompany(c.get('user').id, { jobInfoId, status }, page), 200);
    })
    .openapi(
      openApplicant,
      async (c) => {
        const { id } = c.req.valid('param');
        const opened = await applications.openForCompany(c.get('user').id, id);
        return c.json(
          {
            ...opened,
            interviews: await interviews.ofApplication(id),
            trialShifts: await trialShifts.ofApplication(id),
            thread: await threads.summaryFor(id, 'company'),
          },
          200,
        );
      },
      idHook,
    )
    .openapi(
      decide,
      async (c) => {
        const application = await applications.decide(
          c.get('user').id,
          c.req.valid('param').id,
          c.req.valid('json').status,
        );
        return c.json({ application }, 200);
      },
      idHook,
    );
}
