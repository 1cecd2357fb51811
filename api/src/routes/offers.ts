import { createRoute } from '@hono/zod-openapi';
import { acceptOfferBodySchema, offerBodySchema, offerSchema } from '../../contracts/offer';
import { pageSchema, pagedSchema } from '../../contracts/paging';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { onlyRole, requireUser } from '../http/auth';
import {
  bearerSecurity,
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  notFoundOnBadPath,
  pathIdSchema,
} from '../http/router';

const TAGS = ['입사 제안'];
const one = z.object({ offer: offerSchema });

const resumeParams = z.object({
  resumeId: pathIdSchema.openapi({ param: { name: 'resumeId', in: 'path' }, example: 1 }),
});
const offerParams = z.object({
  offerId: pathIdSchema.openapi({ param: { name: 'offerId', in: 'path' }, example: 1 }),
});

const send = createRoute({
  operationId: 'sendOffer',
  method: 'post',
  path: '/my/talent/{resumeId}/offers',
  tags: TAGS,
  summary: '인재에게 입사 제안 보내기 (열람한 이력서나 지원받은 분께, 게재 중인 내 공고로, 하루 20건까지)',
  description:
    '열람권으로 연 이력서도 지원받은 이력서도 아니면 404 RESUME_NOT_UNLOCKED, 남의 공고는 404, 게재 중이 아닌 공고는 409 JOB_INFO_CLOSED, ' +
    '제안을 끈 분은 409 OFFERS_TURNED_OFF, 같은 공고로 답을 기다리는 제안이 있으면 409, 하루 20건을 넘으면 429 OFFER_LIMIT. ' +
    '면접 시간(slots)은 지나지 않고 60일 안이어야 합니다.',
  security: bearerSecurity,
  request: { params: resumeParams, body: jsonBody(offerBodySchema) },
  responses: { 201: jsonResponse(one, '보낸 제안'), ...errorResponses(400, 401, 403, 404, 409, 429) },
});

const listMine = createRoute({
  operationId: 'listMyOffers',
  method: 'get',
  path: '/my/offers',
  tags: TAGS,
  summary: '받은 입사 제안 (최신순)',
  security: bearerSecurity,
  request: { query: z.object({ page: pageSchema }) },
  responses: { 200: jsonResponse(pagedSchema(offerSchema), '받은 제안'), ...errorResponses(400, 401, 403) },
});

const accept = createRoute({
  operationId: 'acceptOffer',
  method: 'post',
  path: '/my/offers/{offerId}/accept',
  tags: TAGS,
  summary: '입사 제안 수락 (고른 이력서로 그 공고에 지원, 함께 온 면접 시간은 면접 제안으로)',
  description: '지원의 규칙을 그대로 따릅니다. 이미 답한 제안은 409 OFFER_CLOSED.',
  security: bearerSecurity,
  request: { params: offerParams, body: jsonBody(acceptOfferBodySchema) },
  responses: { 200: jsonResponse(one, '수락한 제안'), ...errorResponses(400, 401, 403, 404, 409) },
});

const decline = createRoute({
  operationId: 'declineOffer',
  method: 'post',
  path: '/my/offers/{offerId}/decline',
  tags: TAGS,
  summary: '입사 제안 거절',
  description: '이미 답한 제안은 409 OFFER_CLOSED.',
  security: bearerSecurity,
  request: { params: offerParams },
  responses: { 200: jsonResponse(one, '거절한 제안'), ...errorResponses(401, 403, 404, 409) },
});

/** 입사 제안: companies send them from a resume, job seekers answer them. */
export function offerRoutes({ offers, tokens, signIns }: ApiDeps) {
  const router = createRouter();
  router.use('/my/talent/*', requireUser(tokens, signIns), onlyRole('company'));
  router.use('/my/offers/*', requireUser(tokens, signIns), onlyRole('normal'));
  return router
    .openapi(
      send,
      async (c) => {
        const offer = await offers.send(c.get('user'), c.req.valid('param').resumeId, c.req.valid('json'));
        return c.json({ offer }, 201);
      },
      notFoundOnBadPath('이력서를 찾을 수 없습니다.'),
    )
    .openapi(listMine, async (c) => c.json(await offers.listMine(c.get('user').id, c.req.valid('query').page), 200))
    .openapi(
      accept,
      async (c) => {
        const offer = await offers.accept(c.get('user'), c.req.valid('param').offerId, c.req.valid('json').resumeId);
        return c.json({ offer }, 200);
      },
      notFoundOnBadPath('입사 제안을 찾을 수 없습니다.'),
    )
    .openapi(
      decline,
      async (c) => c.json({ offer: await offers.decline(c.get('user').id, c.req.valid('param').offerId) }, 200),
      notFoundOnBadPath('입사 제안을 찾을 수 없습니다.'),
    );
}
