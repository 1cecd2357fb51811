import { createRoute } from '@hono/zod-openapi';
import { hidePortfolioPhotoBodySchema } from '../../contracts/portfolio';
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

const TAGS = ['운영'];
const ok = z.object({ message: z.string() });

const hide = createRoute({
  operationId: 'hidePortfolioPhoto',
  method: 'post',
  path: '/admin/portfolio-photos/{id}/hide',
  tags: TAGS,
  summary: '포트폴리오 사진 숨김 ({id}는 사진 id; 올린 회원에게만 사유와 함께 보임, 알림·메일)',
  security: bearerSecurity,
  request: { params: idParamsSchema, body: jsonBody(hidePortfolioPhotoBodySchema) },
  responses: { 200: jsonResponse(ok, '숨김'), ...errorResponses(400, 401, 403, 404, 409) },
});

const unhide = createRoute({
  operationId: 'unhidePortfolioPhoto',
  method: 'post',
  path: '/admin/portfolio-photos/{id}/unhide',
  tags: TAGS,
  summary: '숨긴 포트폴리오 사진 다시 보이기',
  security: bearerSecurity,
  request: { params: idParamsSchema },
  responses: { 200: jsonResponse(ok, '다시 보임'), ...errorResponses(401, 403, 404, 409) },
});

/** The operator's side of portfolios: hiding a photo and showing it again. */
export function portfolioRoutes({ portfolioHiding, tokens, signIns }: ApiDeps) {
  const router = createRouter();
  router.use('/admin/portfolio-photos/*', requireUser(tokens, signIns), onlyRole('admin'));
  const idHook = notFoundOnBadPath('포트폴리오 사진을 찾을 수 없습니다.');
  return router
    .openapi(
      hide,
      async (c) => {
        await portfolioHiding.hide(c.get('user').id, c.req.valid('param').id, c.req.valid('json').reason);
        return c.json({ message: '사진을 숨겼습니다. 올린 회원에게 사유를 알렸습니다.' }, 200);
      },
      idHook,
    )
    .openapi(
      unhide,
      async (c) => {
        await portfolioHiding.unhide(c.get('user').id, c.req.valid('param').id);
        return c.json({ message: '사진을 다시 보이게 했습니다.' }, 200);
      },
      idHook,
    );
}
