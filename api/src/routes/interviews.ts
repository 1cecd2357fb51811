import { createRoute } from '@hono/zod-openapi';
import {
  interviewAnswerBodySchema,
  interviewOutcomeBodySchema,
  interviewReasonBodySchema,
  interviewSchema,
  proposeInterviewBodySchema,
  rescheduleInterviewBodySchema,
} from '../../contracts/interview';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import {
  bearerSecurity,
  createRouter,
  errorResponses,
  idParamsSchema,
  jsonBody,
  jsonResponse,
  notFoundOnBadPath,
  pathIdSchema,
} from '../http/router';

const TAGS = ['면접'];

// `{id}` is the application's on both sides, as in /my/applicants/{id}; interview ids are global
const notFoundHook = notFoundOnBadPath('지원 내역을 찾을 수 없습니다.');
const interviewParamsSchema = idParamsSchema.extend({
  interviewId: pathIdSchema.openapi({ param: { name: 'interviewId', in: 'path' }, example: 1 }),
});
const one = z.object({ interview: interviewSchema });
const answered = (description: string) => jsonResponse(one, description);

const propose = createRoute({
  operationId: 'proposeInterview',
  method: 'post',
  path: '/my/applicants/{id}/interviews',
  tags: TAGS,
  summary: '면접 제안 (후보 시간 1~3개; 열린 제안은 새 제안으로 바뀜)',
  security: bearerSecurity,
  request: { params: idParamsSchema, body: jsonBody(proposeInterviewBodySchema) },
  responses: { 201: answered('제안한 면접'), ...errorResponses(400, 401, 403, 404, 409) },
});

const answer = createRoute({
  operationId: 'answerInterview',
  method: 'post',
  path: '/my/applications/{id}/interviews/{interviewId}/answer',
  tags: TAGS,
  summary: '면접 제안에 답하기 (시간 고르기, 다른 시간 요청, 거절)',
  security: bearerSecurity,
  request: { params: interviewParamsSchema, body: jsonBody(interviewAnswerBodySchema) },
  responses: { 200: answered('답한 면접'), ...errorResponses(400, 401, 403, 404, 409) },
});

const cancelAsSeeker = createRoute({
  operationId: 'cancelMyInterview',
  method: 'post',
  path: '/my/applications/{id}/interviews/{interviewId}/cancel',
  tags: TAGS,
  summary: '면접 취소 (구직자, 시작 전까지, 사유와 함께)',
  security: bearerSecurity,
  request: { params: interviewParamsSchema, body: jsonBody(interviewReasonBodySchema) },
  responses: { 200: answered('취소된 면접'), ...errorResponses(400, 401, 403, 404, 409) },
});

const cancelAsCompany = createRoute({
  operationId: 'cancelApplicantInterview',
  method: 'post',
  path: '/my/applicants/{id}/interviews/{interviewId}/cancel',
  tags: TAGS,
  summary: '면접 취소 (기업, 시작 전까지, 사유와 함께)',
  security: bearerSecurity,
  request: { params: interviewParamsSchema, body: jsonBody(interviewReasonBodySchema) },
  responses: { 200: answered('취소된 면접'), ...errorResponses(400, 401, 403, 404, 409) },
});

const reschedule = createRoute({
  operationId: 'rescheduleInterview',
  method: 'post',
  path: '/my/applicants/{id}/interviews/{interviewId}/reschedule',
  tags: TAGS,
  summary: '확정된 면접의 일정 변경 (새 제안으로 바뀜, 사유와 함께)',
  security: bearerSecurity,
  request: { params: interviewParamsSchema, body: jsonBody(rescheduleInterviewBodySchema) },
  responses: { 201: answered('새로 제안한 면접'), ...errorResponses(400, 401, 403, 404, 409) },
});

const outcome = createRoute({
  operationId: 'recordInterviewOutcome',
  method: 'post',
  path: '/my/applicants/{id}/interviews/{interviewId}/outcome',
  tags: TAGS,
  summary: '면접 참석 여부와 결과 기록 (시작 후; 최종 합격 또는 불합격)',
  security: bearerSecurity,
  request: { params: interviewParamsSchema, body: jsonBody(interviewOutcomeBodySchema) },
  responses: { 200: answered('기록한 면접'), ...errorResponses(400, 401, 403, 404, 409) },
});

/**
 * 면접 제안 and what follows it, on an application's nested paths. Signing in and the role come
 * from the guards of /my/applications/* (개인회원) and /my/applicants/* (기업회원) in
 * routes/applications.ts, which app.ts mounts first.
 */
export function interviewRoutes({ interviews }: ApiDeps) {
  return createRouter()
    .openapi(
      propose,
      async (c) => {
        const interview = await interviews.propose(c.get('user').id, c.req.valid('param').id, c.req.valid('json'));
        return c.json({ interview }, 201);
      },
      notFoundHook,
    )
    .openapi(
      answer,
      async (c) => {
        const { id, interviewId } = c.req.valid('param');
        const interview = await interviews.answer(c.get('user').id, id, interviewId, c.req.valid('json'));
        return c.json({ interview }, 200);
      },
      notFoundHook,
    )
    .openapi(
      cancelAsSeeker,
      async (c) => {
        const { id, interviewId } = c.req.valid('param');
        const { reason } = c.req.valid('json');
        return c.json({ interview: await interviews.cancel('normal', c.get('user').id, id, interviewId, reason) }, 200);
      },
      notFoundHook,
    )
    .openapi(
      cancelAsCompany,
      async (c) => {
        const { id, interviewId } = c.req.valid('param');
        const { reason } = c.req.valid('json');
        return c.json(
          { interview: await interviews.cancel('company', c.get('user').id, id, interviewId, reason) },
          200,
        );
      },
      notFoundHook,
    )
    .openapi(
      reschedule,
      async (c) => {
        const { id, interviewId } = c.req.valid('param');
        const interview = await interviews.reschedule(c.get('user').id, id, interviewId, c.req.valid('json'));
        return c.json({ interview }, 201);
      },
      notFoundHook,
    )
    .openapi(
      outcome,
      async (c) => {
        const { id, interviewId } = c.req.valid('param');
        const interview = await interviews.recordOutcome(c.get('user').id, id, interviewId, c.req.valid('json'));
        return c.json({ interview }, 200);
      },
      notFoundHook,
    );
}
