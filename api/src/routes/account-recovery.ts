import { createRoute } from '@hono/zod-openapi';
import {
  findIdBodySchema,
  findPasswordBodySchema,
  resetLinkSchema,
  resetPasswordBodySchema,
  verifyEmailBodySchema,
} from '../../contracts/account-recovery';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { clientIp, requireUser } from '../http/auth';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse, messageSchema } from '../http/router';
import { FIND_ID_ANSWER, FIND_PASSWORD_ANSWER } from '../users/account-recovery';

const verifyEmail = createRoute({
  operationId: 'verifyEmail',
  security: [],
  method: 'post',
  path: '/verify-email',
  tags: ['회원'],
  summary: '이메일 인증 (메일의 링크, 로그인 불필요, 한 번만, 24시간, 보낸 주소가 지금 주소일 때만)',
  request: { body: jsonBody(verifyEmailBodySchema) },
  responses: {
    200: jsonResponse(messageSchema.extend({ email: z.string() }), '인증 완료'),
    ...errorResponses(400, 404, 410),
  },
});

const resendVerification = createRoute({
  operationId: 'resendVerification',
  method: 'post',
  path: '/resend-verification',
  tags: ['회원'],
  summary: '이메일 인증 메일 다시 보내기 (이메일 주소별 1시간 3통·하루 10통, 가입 때 메일 포함)',
  security: bearerSecurity,
  responses: {
    200: jsonResponse(messageSchema, '인증 메일 발송'),
    ...errorResponses(400, 401, 409, 429),
  },
});

const findId = createRoute({
  operationId: 'findId',
  security: [],
  method: 'post',
  path: '/find-id',
  tags: ['회원'],
  summary: '아이디 찾기 (인증된 이메일로 가린 아이디 발송, 일치 여부와 관계없이 같은 답)',
  request: { body: jsonBody(findIdBodySchema) },
  responses: {
    200: jsonResponse(messageSchema, '접수 (계정이 있든 없든 같은 답)'),
    ...errorResponses(400, 429),
  },
});

const findPassword = createRoute({
  operationId: 'findPassword',
  security: [],
  method: 'post',
  path: '/find-password',
  tags: ['회원'],
  summary: '비밀번호 찾기 (인증된 이메일로 30분짜리 재설정 링크 발송, 일치 여부와 관계없이 같은 답)',
  request: { body: jsonBody(findPasswordBodySchema) },
  responses: {
    200: jsonResponse(messageSchema, '접수 (계정이 있든 없든 같은 답)'),
    ...errorResponses(400, 429),
  },
});

/** Any text: a mangled token is a link that names nothing (404), not a bad request. */
const tokenParamsSchema = z.object({ token: z.string().openapi({ param: { name: 'token', in: 'path' } }) });

const getResetLink = createRoute({
  operationId: 'getResetLink',
  security: [],
  method: 'get',
  path: '/reset-password/{token}',
  tags: ['회원'],
  summary: '비밀번호 재설정 링크를 쓸 수 있는지',
  request: { params: tokenParamsSchema },
  responses: {
    200: jsonResponse(resetLinkSchema, '쓸 수 있는 링크 (아이디는 가려서)'),
    ...errorResponses(404, 410),
  },
});

const resetPassword = createRoute({
  operationId: 'resetPassword',
  security: [],
  method: 'post',
  path: '/reset-password',
  tags: ['회원'],
  summary: '비밀번호 재설정 (링크는 한 번만, 모든 로그인 종료)',
  request: { body: jsonBody(resetPasswordBodySchema) },
  responses: {
    200: jsonResponse(messageSchema, '변경 완료'),
    ...errorResponses(400, 404, 410),
  },
});

/** Verified addresses, 아이디 찾기 and 비밀번호 찾기. */
export function accountRecoveryRoutes({ accountRecovery, tokens, signIns, config }: ApiDeps) {
  const router = createRouter();
  router.use(resendVerification.path, requireUser(tokens, signIns));
  // a link's answer is for whoever holds the link, never for a cache
  for (const path of [verifyEmail.path, '/reset-password/*', resetPassword.path]) {
    router.use(path, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    });
  }

  return router
    .openapi(verifyEmail, async (c) => {
      const { email } = await accountRecovery.verifyEmail(c.req.valid('json').token);
      return c.json({ message: '이메일 주소가 인증되었습니다.', email }, 200);
    })
    .openapi(resendVerification, async (c) => {
      const user = c.get('user');
      await accountRecovery.resendVerification(user, clientIp(c, config.trustedProxies));
      return c.json(
        { message: `${user.email}(으)로 인증 메일을 보냈습니다. 메일의 링크를 24시간 안에 열어주세요.` },
        200,
      );
    })
    .openapi(findId, async (c) => {
      await accountRecovery.findId(c.req.valid('json'), clientIp(c, config.trustedProxies));
      return c.json({ message: FIND_ID_ANSWER }, 200);
    })
    .openapi(findPassword, async (c) => {
      await accountRecovery.findPassword(c.req.valid('json'), clientIp(c, config.trustedProxies));
      return c.json({ message: FIND_PASSWORD_ANSWER }, 200);
    })
    .openapi(getResetLink, async (c) => c.json(await accountRecovery.resetLink(c.req.valid('param').token), 200))
    .openapi(resetPassword, async (c) => {
      const { token, newPassword } = c.req.valid('json');
      await accountRecovery.resetPassword(token, newPassword, clientIp(c, config.trustedProxies));
      return c.json({ message: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.' }, 200);
    });
}
