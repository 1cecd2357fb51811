import { createRoute } from '@hono/zod-openapi';
import {
  myTrialShiftsSchema,
  trialShiftOutcomeSchema,
  trialShiftProposalSchema,
  trialShiftReasonSchema,
  trialShiftSignatureSchema,
  trialShiftWithContractSchema,
} from '../../contracts/trial-shift';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { clientIp, onlyRole, requireUser } from '../http/auth';
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

const TAGS = ['체험 근무'];

// `{id}` is the application's on both sides, as in /my/applicants/{id}; shift ids are global
const notFoundHook = notFoundOnBadPath('지원 내역을 찾을 수 없습니다.');
const shiftId = pathIdSchema.openapi({ param: { name: 'shiftId', in: 'path' }, example: 1 });
const shiftParamsSchema = idParamsSchema.extend({ shiftId });
const shiftIdParamsSchema = z.object({ shiftId });
const one = z.object({ trialShift: trialShiftWithContractSchema });
const answered = (description: string) => jsonResponse(one, description);

const propose = createRoute({
  operationId: 'proposeTrialShift',
  method: 'post',
  path: '/my/applicants/{id}/trial-shifts',
  tags: TAGS,
  summary: '유급 체험 근무 제안 (8시간 이내, 법정 휴게시간 이상, 최저임금 이상의 시급)',
  security: bearerSecurity,
  request: { params: idParamsSchema, body: jsonBody(trialShiftProposalSchema) },
  responses: { 201: answered('제안한 체험 근무'), ...errorResponses(400, 401, 403, 404, 409) },
});

/** A step without a body on one side's path. */
const step = <P extends string>(operationId: string, path: P, summary: string) =>
  createRoute({
    operationId,
    method: 'post',
    path,
    tags: TAGS,
    summary,
    security: bearerSecurity,
    request: { params: shiftParamsSchema },
    responses: { 200: answered('체험 근무'), ...errorResponses(401, 403, 404, 409) },
  });

const accept = step(
  'acceptTrialShift',
  '/my/applications/{id}/trial-shifts/{shiftId}/accept',
  '체험 근무 제안 수락 (근로계약서가 만들어짐)',
);
const decline = step(
  'declineTrialShift',
  '/my/applications/{id}/trial-shifts/{shiftId}/decline',
  '체험 근무 제안 거절',
);
const confirmAsSeeker = step(
  'confirmMyTrialShift',
  '/my/applications/{id}/trial-shifts/{shiftId}/confirm',
  '체험 근무를 마쳤다고 확인 (구직자)',
);
const confirmAsCompany = step(
  'confirmApplicantTrialShift',
  '/my/applicants/{id}/trial-shifts/{shiftId}/confirm',
  '체험 근무를 마쳤다고 확인 (기업)',
);

const cancel = <P extends string>(operationId: string, path: P, who: string) =>
  createRoute({
    operationId,
    method: 'post',
    path,
    tags: TAGS,
    summary: `체험 근무 취소 (${who}, 시작 전까지, 사유와 함께)`,
    security: bearerSecurity,
    request: { params: shiftParamsSchema, body: jsonBody(trialShiftReasonSchema) },
    responses: { 200: answered('취소된 체험 근무'), ...errorResponses(400, 401, 403, 404, 409) },
  });
const cancelAsSeeker = cancel('cancelMyTrialShift', '/my/applications/{id}/trial-shifts/{shiftId}/cancel', '구직자');
const cancelAsCompany = cancel(
  'cancelApplicantTrialShift',
  '/my/applicants/{id}/trial-shifts/{shiftId}/cancel',
  '기업',
);

const sign = <P extends string>(operationId: string, path: P, who: string) =>
  createRoute({
    operationId,
    method: 'post',
    path,
    tags: TAGS,
    summary: `근로계약서 서명 (${who}: 이름 입력, 시각과 접속 주소 기록; 양쪽 서명 시 PDF를 메일로 보냄)`,
    security: bearerSecurity,
    request: { params: shiftParamsSchema, body: jsonBody(trialShiftSignatureSchema) },
    responses: { 200: answered('서명한 체험 근무'), ...errorResponses(400, 401, 403, 404, 409) },
  });
const signAsSeeker = sign('signMyTrialShift', '/my/applications/{id}/trial-shifts/{shiftId}/sign', '구직자');
const signAsCompany = sign('signApplicantTrialShift', '/my/applicants/{id}/trial-shifts/{shiftId}/sign', '기업');

const outcome = createRoute({
  operationId: 'recordTrialShiftOutcome',
  method: 'post',
  path: '/my/applicants/{id}/trial-shifts/{shiftId}/outcome',
  tags: TAGS,
  summary: '체험 근무 결과 기록 (양쪽 확인 후; 채용은 최종 합격, 불채용은 불합격)',
  security: bearerSecurity,
  request: { params: shiftParamsSchema, body: jsonBody(trialShiftOutcomeSchema) },
  responses: { 200: answered('결과를 기록한 체험 근무'), ...errorResponses(400, 401, 403, 404, 409) },
});

const listMine = createRoute({
  operationId: 'listMyTrialShifts',
  method: 'get',
  path: '/my/trial-shifts',
  tags: TAGS,
  summary: '내 체험 근무 (근무일 최근 순, 임금과 함께)',
  security: bearerSecurity,
  responses: { 200: jsonResponse(myTrialShiftsSchema, '내 체험 근무'), ...errorResponses(401, 403) },
});

const contractPdf = createRoute({
  operationId: 'getTrialShiftContract',
  method: 'get',
  path: '/trial-shifts/{shiftId}/contract.pdf',
  tags: TAGS,
  summary: '서명된 근로계약서 PDF (양쪽 서명 후, 기업 또는 구직자)',
  security: bearerSecurity,
  request: { params: shiftIdParamsSchema },
  responses: {
    200: { description: '근로계약서 (PDF)', content: { 'application/pdf': { schema: z.string() } } },
    ...errorResponses(401, 404, 409),
  },
});

/**
 * 유급 체험 근무 on an application's nested paths: signing in and the role come from the guards of
 * /my/applications/* (개인회원) and /my/applicants/* (기업회원) in routes/applications.ts, which
 * app.ts mounts first; the seeker's list and the contract's PDF have their own.
 */
export function trialShiftRoutes({ trialShifts, tokens, signIns, config }: ApiDeps) {
  const router = createRouter();
  router.use('/my/trial-shifts', requireUser(tokens, signIns), onlyRole('normal'));
  router.use('/trial-shifts/:shiftId/contract.pdf', requireUser(tokens, signIns));
  return router
    .openapi(
      propose,
      async (c) => {
        const trialShift = await trialShifts.propose(c.get('user').id, c.req.valid('param').id, c.req.valid('json'));
        return c.json({ trialShift }, 201);
      },
      notFoundHook,
    )
    .openapi(
      accept,
      async (c) => {
        const { id, shiftId } = c.req.valid('param');
        return c.json({ trialShift: await trialShifts.accept(c.get('user').id, id, shiftId) }, 200);
      },
      notFoundHook,
    )
    .openapi(
      decline,
      async (c) => {
        const { id, shiftId } = c.req.valid('param');
        return c.json({ trialShift: await trialShifts.decline(c.get('user').id, id, shiftId) }, 200);
      },
      notFoundHook,
    )
    .openapi(
      cancelAsSeeker,
      async (c) => {
        const { id, shiftId } = c.req.valid('param');
        const { reason } = c.req.valid('json');
        return c.json({ trialShift: await trialShifts.cancel('seeker', c.get('user').id, id, shiftId, reason) }, 200);
      },
      notFoundHook,
    )
    .openapi(
      signAsSeeker,
      async (c) => {
        const { id, shiftId } = c.req.valid('param');
        const { name } = c.req.valid('json');
        const address = clientIp(c, config.trustedProxies);
        return c.json(
          { trialShift: await trialShifts.sign('seeker', c.get('user').id, id, shiftId, name, address) },
          200,
        );
      },
      notFoundHook,
    )
    .openapi(
      confirmAsSeeker,
      async (c) => {
        const { id, shiftId } = c.req.valid('param');
        return c.json({ trialShift: await trialShifts.confirm('seeker', c.get('user').id, id, shiftId) }, 200);
      },
      notFoundHook,
    )
    .openapi(
      cancelAsCompany,
      async (c) => {
        const { id, shiftId } = c.req.valid('param');
        const { reason } = c.req.valid('json');
        return c.json({ trialShift: await trialShifts.cancel('company', c.get('user').id, id, shiftId, reason) }, 200);
      },
      notFoundHook,
    )
    .openapi(
      signAsCompany,
      async (c) => {
        const { id, shiftId } = c.req.valid('param');
        const { name } = c.req.valid('json');
        const address = clientIp(c, config.trustedProxies);
        return c.json(
          { trialShift: await trialShifts.sign('company', c.get('user').id, id, shiftId, name, address) },
          200,
        );
      },
      notFoundHook,
    )
    .openapi(
      confirmAsCompany,
      async (c) => {
        const { id, shiftId } = c.req.valid('param');
        return c.json({ trialShift: await trialShifts.confirm('company', c.get('user').id, id, shiftId) }, 200);
      },
      notFoundHook,
    )
    .openapi(
      outcome,
      async (c) => {
        const { id, shiftId } = c.req.valid('param');
        const { result } = c.req.valid('json');
        return c.json({ trialShift: await trialShifts.recordOutcome(c.get('user').id, id, shiftId, result) }, 200);
      },
      notFoundHook,
    )
    .openapi(listMine, async (c) => c.json({ trialShifts: await trialShifts.ofSeeker(c.get('user').id) }, 200))
    .openapi(
      contractPdf,
      async (c) => {
        const file = await trialShifts.contractFile(c.get('user').id, c.req.valid('param').shiftId);
        return c.body(new Uint8Array(file.content), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${file.filename}"`,
          // names both parties, their contacts and the pay: for the member's own browser alone
          'Cache-Control': 'private, no-store',
        });
      },
      notFoundOnBadPath('체험 근무를 찾을 수 없습니다.'),
    );
}
