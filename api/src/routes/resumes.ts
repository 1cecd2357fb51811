import { createRoute } from '@hono/zod-openapi';
import { pagedSchema } from '../../contracts/paging';
import {
  ownResumeSchema,
  resumeInputSchema,
  resumeListQuerySchema,
  resumeSchema,
  resumeSummarySchema,
} from '../../contracts/resume';
import { RESUME_VISIBILITIES } from '../../contracts/enumerations';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { onlyRole, optionalUser, requireUser } from '../http/auth';
import { releasesPictures } from '../http/released-pictures';
import {
  bearerSecurity,
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  idParamsSchema,
  notFoundOnBadPath,
} from '../http/router';

const TAGS = ['이력서'];

const NOT_FOUND_MESSAGE = '이력서를 찾을 수 없습니다.';

const idHook = notFoundOnBadPath(NOT_FOUND_MESSAGE);

const visibilityBodySchema = z.object({
  visibility: z.enum(RESUME_VISIBILITIES, { error: '공개 여부는 public 또는 private 중에서 골라주세요.' }),
});
const ownResumeBody = z.object({ resume: ownResumeSchema });
const readerResumeBody = z.object({
  resume: resumeSchema,
  /** a company reader unlocked it with a talent credit and sees its contacts */
  unlocked: z.boolean(),
});

const listMine = createRoute({
  operationId: 'listMyResumes',
  method: 'get',
  path: '/my/resumes',
  tags: TAGS,
  summary: '내 이력서 목록 (최근 수정순, 최대 10개)',
  security: bearerSecurity,
  responses: {
    200: jsonResponse(pagedSchema(ownResumeSchema), '내 이력서'),
    ...errorResponses(401, 403),
  },
});

const getMine = createRoute({
  operationId: 'getMyResume',
  method: 'get',
  path: '/my/resumes/{id}',
  tags: TAGS,
  summary: '내 이력서 (가리지 않음)',
  security: bearerSecurity,
  request: { params: idParamsSchema },
  responses: {
    200: jsonResponse(ownResumeBody, '이력서'),
    ...errorResponses(401, 403, 404),
  },
});

const createMine = createRoute({
  operationId: 'createResume',
  method: 'post',
  path: '/my/resumes',
  tags: TAGS,
  summary: '이력서 작성 (비공개로 저장)',
  security: bearerSecurity,
  request: { body: jsonBody(resumeInputSchema) },
  responses: {
    201: jsonResponse(ownResumeBody, '작성된 이력서'),
    ...errorResponses(400, 401, 403, 409),
  },
});

const updateMine = createRoute({
  operationId: 'updateResume',
  method: 'put',
  path: '/my/resumes/{id}',
  tags: TAGS,
  summary: '이력서 수정',
  security: bearerSecurity,
  request: { params: idParamsSchema, body: jsonBody(resumeInputSchema) },
  responses: {
    200: jsonResponse(ownResumeBody, '수정된 이력서'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const copyMine = createRoute({
  operationId: 'copyResume',
  method: 'post',
  path: '/my/resumes/{id}/copy',
  tags: TAGS,
  summary: '이력서 복사 (제목 앞에 [복사], 비공개)',
  security: bearerSecurity,
  request: { params: idParamsSchema },
  responses: {
    201: jsonResponse(ownResumeBody, '복사본'),
    ...errorResponses(401, 403, 404, 409),
  },
});

const deleteMine = createRoute({
  operationId: 'deleteResume',
  method: 'delete',
  path: '/my/resumes/{id}',
  tags: TAGS,
  summary: '이력서 삭제',
  security: bearerSecurity,
  request: { params: idParamsSchema },
  responses: {
    204: { description: '삭제됨' },
    ...errorResponses(401, 403, 404),
  },
});

const setVisibility = createRoute({
  operationId: 'setResumeVisibility',
  method: 'put',
  path: '/my/resumes/{id}/visibility',
  tags: TAGS,
  summary: '공개·비공개 전환 (인재 목록에는 공개 기간 동안만 보임)',
  security: bearerSecurity,
  request: { params: idParamsSchema, body: jsonBody(visibilityBodySchema) },
  responses: {
    200: jsonResponse(ownResumeBody, '바뀐 이력서'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const listPublic = createRoute({
  operationId: 'listResumes',
  security: [],
  method: 'get',
  path: '/resumes',
  tags: TAGS,
  summary: '인재 목록 (공개 기간 중인 이력서, 개인정보 가림)',
  request: { query: resumeListQuerySchema },
  responses: {
    200: jsonResponse(pagedSchema(resumeSummarySchema), '인재 목록'),
    ...errorResponses(400),
  },
});

const getPublic = createRoute({
  operationId: 'getResume',
  method: 'get',
  path: '/resumes/{id}',
  tags: TAGS,
  summary: '이력서 보기 (본인은 전부, 그 밖에는 공개 중인 이력서를 가려서)',
  description: '로그인 토큰은 선택입니다. 본인의 토큰이면 연락처까지 보입니다.',
  security: [{}, ...bearerSecurity],
  request: { params: idParamsSchema },
  responses: {
    200: jsonResponse(readerResumeBody, '이력서'),
    ...errorResponses(404),
  },
});

export function resumeRoutes({ resumes, credits, tokens, signIns, images, logger }: ApiDeps) {
  const router = createRouter();

  // `/my/resumes/*` covers `/my/resumes` itself too; naming both would check the token twice
  router.use('/my/resumes/*', requireUser(tokens, signIns), onlyRole('normal'), releasesPictures(images, logger));

  return router
    .openapi(listMine, async (c) => c.json(await resumes.listOwn(c.get('user').id), 200))
    .openapi(
      getMine,
      async (c) => {
        const resume = await resumes.findOwn(c.get('user').id, c.req.valid('param').id);
        return c.json({ resume }, 200);
      },
      idHook,
    )
    .openapi(createMine, async (c) => {
      const resume = await resumes.create(c.get('user').id, c.req.valid('json'));
      return c.json({ resume }, 201);
    })
    .openapi(
      updateMine,
      async (c) => {
        const resume = await resumes.update(c.get('user').id, c.req.valid('param').id, c.req.valid('json'));
        return c.json({ resume }, 200);
      },
      idHook,
    )
    .openapi(
      copyMine,
      async (c) => {
        const resume = await resumes.copy(c.get('user').id, c.req.valid('param').id);
        return c.json({ resume }, 201);
      },
      idHook,
    )
    .openapi(
      deleteMine,
      async (c) => {
        await resumes.remove(c.get('user').id, c.req.valid('param').id);
        return c.body(null, 204);
      },
      idHook,
    )
    .openapi(
      setVisibility,
      async (c) => {
        const { visibility } = c.req.valid('json');
        const resume = await resumes.setVisibility(c.get('user').id, c.req.valid('param').id, visibility);
        return c.json({ resume }, 200);
      },
      idHook,
    )
    .openapi(listPublic, async (c) => c.json(await resumes.listPublic(c.req.valid('query')), 200))
    .openapi(
      getPublic,
      async (c) => {
        const id = c.req.valid('param').id;
        const reader = await optionalUser(c, tokens, signIns);
        const unlocked = reader?.role === 'company' && (await credits.hasUnlocked(reader.id, id));
        const resume = await resumes.findForReader(id, reader?.id ?? null, unlocked);
        return c.json({ resume, unlocked }, 200);
      },
      idHook,
    );
}
