import { createRoute } from '@hono/zod-openapi';
import {
  oauthCompleteBodySchema,
  oauthProviderSchema,
  oauthSignInSchema,
  oauthTokenBodySchema,
  setPasswordBodySchema,
  signInMethodsSchema,
} from '../../contracts/oauth';
import { sessionTokensSchema } from '../../contracts/user';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { clientIp, requireRecentSignInCheck, requireUser } from '../http/auth';
import {
  bearerSecurity,
  createRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  messageSchema,
  notFoundOnBadPath,
} from '../http/router';

const providerParamsSchema = z.object({
  // a copy made here, after @hono/zod-openapi gave zod its `.openapi`: the contract's own schema may
  // have been made before that (the seed imports the contracts first), and zod 4 puts methods on
  // each schema as it is made
  provider: oauthProviderSchema.clone().openapi({ param: { name: 'provider', in: 'path' }, example: 'kakao' }),
});
/** /oauth/naverr is no way in: a 404, as for any path that names nothing */
const unknownProvider = notFoundOnBadPath('지원하지 않는 로그인 방법입니다.');

const completeSignUp = createRoute({
  operationId: 'completeOAuthSignUp',
  security: [],
  method: 'post',
  path: '/oauth/complete',
  tags: ['회원'],
  summary:
    '카카오/네이버로 처음 로그인한 사람의 가입 마무리 (비밀번호 없는 계정, 제공자가 인증한 이메일은 인증된 것으로; 회원가입과 같은 제한)',
  request: { body: jsonBody(oauthCompleteBodySchema) },
  responses: {
    201: jsonResponse(sessionTokensSchema, '가입 완료, 토큰 발급'),
    ...errorResponses(400, 409, 413, 429),
  },
});

const signIn = createRoute({
  operationId: 'oauthSignIn',
  security: [],
  method: 'post',
  path: '/oauth/{provider}',
  tags: ['회원'],
  summary: '카카오/네이버 로그인 (연결된 회원은 로그인, 처음인 사람은 가입 마무리 정보; api가 제공자에게 직접 확인)',
  request: { params: providerParamsSchema, body: jsonBody(oauthTokenBodySchema) },
  responses: {
    200: jsonResponse(oauthSignInSchema, '로그인 또는 가입 마무리 필요'),
    ...errorResponses(400, 401, 403, 404, 429, 502),
  },
});

const confirm = createRoute({
  operationId: 'confirmWithProvider',
  method: 'post',
  path: '/oauth/{provider}/confirm',
  tags: ['회원'],
  summary:
    '비밀번호 없는 회원의 본인 확인 (연결된 카카오/네이버 계정으로 다시 로그인; 이 로그인에서 10분 동안 회원정보를 열고 바꿀 수 있음)',
  security: bearerSecurity,
  request: { params: providerParamsSchema, body: jsonBody(oauthTokenBodySchema) },
  responses: {
    200: jsonResponse(messageSchema, '확인됨'),
    ...errorResponses(400, 401, 403, 404, 429, 502),
  },
});

const signInMethods = createRoute({
  operationId: 'getSignInMethods',
  method: 'get',
  path: '/my/sign-in-methods',
  tags: ['회원'],
  summary: '내 로그인 방법 (비밀번호 유무, 연결된 카카오/네이버 계정)',
  security: bearerSecurity,
  responses: {
    200: jsonResponse(signInMethodsSchema, '로그인 방법'),
    ...errorResponses(401),
  },
});

const linkIdentity = createRoute({
  operationId: 'linkIdentity',
  method: 'post',
  path: '/my/identities/{provider}',
  tags: ['회원'],
  summary: '카카오/네이버 계정 연결 (10분 안에 본인 확인 필요; 다른 회원에게 연결된 계정은 거절)',
  security: bearerSecurity,
  request: { params: providerParamsSchema, body: jsonBody(oauthTokenBodySchema) },
  responses: {
    201: jsonResponse(signInMethodsSchema, '연결된 뒤의 로그인 방법'),
    ...errorResponses(400, 401, 403, 404, 409, 429, 502),
  },
});

const unlinkIdentity = createRoute({
  operationId: 'unlinkIdentity',
  method: 'delete',
  path: '/my/identities/{provider}',
  tags: ['회원'],
  summary: '카카오/네이버 계정 연결 해제 (10분 안에 본인 확인 필요; 마지막 로그인 방법은 해제할 수 없음)',
  security: bearerSecurity,
  request: { params: providerParamsSchema },
  responses: {
    200: jsonResponse(signInMethodsSchema, '해제된 뒤의 로그인 방법'),
    ...errorResponses(401, 403, 404, 409),
  },
});

const setPassword = createRoute({
  operationId: 'setPassword',
  method: 'put',
  path: '/set-password',
  tags: ['회원'],
  summary: '비밀번호 설정 (카카오/네이버로 가입해 비밀번호가 없는 회원; 10분 안에 본인 확인 필요)',
  security: bearerSecurity,
  request: { body: jsonBody(setPasswordBodySchema) },
  responses: {
    200: jsonResponse(messageSchema, '설정 완료'),
    ...errorResponses(400, 401, 403, 409),
  },
});

export function oauthRoutes({ socialSignIn, accounts, tokens, signIns, config }: ApiDeps) {
  const router = createRouter();
  const authenticate = requireUser(tokens, signIns);
  const recentlyChecked = requireRecentSignInCheck(signIns);
  router.use('/oauth/:provider/confirm', authenticate);
  router.use(signInMethods.path, authenticate);
  router.use('/my/identities/:provider', authenticate, recentlyChecked);
  router.use(setPassword.path, authenticate, recentlyChecked);

  return (
    router
      // before /oauth/{provider}, which would take "complete" for a provider
      .openapi(completeSignUp, async (c) => {
        const tokens = await socialSignIn.complete(c.req.valid('json'), clientIp(c, config.trustedProxies));
        return c.json(tokens, 201);
      })
      .openapi(
        signIn,
        async (c) => {
          const { provider } = c.req.valid('param');
          const { accessToken } = c.req.valid('json');
          return c.json(await socialSignIn.signIn(provider, accessToken, clientIp(c, config.trustedProxies)), 200);
        },
        unknownProvider,
      )
      .openapi(
        confirm,
        async (c) => {
          const { provider } = c.req.valid('param');
          const { accessToken } = c.req.valid('json');
          const ip = clientIp(c, config.trustedProxies);
          await socialSignIn.confirm(c.get('user'), c.get('signIn'), provider, accessToken, ip);
          return c.json({ message: '본인 확인이 완료되었습니다.' }, 200);
        },
        unknownProvider,
      )
      .openapi(signInMethods, async (c) => c.json(await socialSignIn.methods(c.get('user')), 200))
      .openapi(
        linkIdentity,
        async (c) => {
          const { provider } = c.req.valid('param');
          const { accessToken } = c.req.valid('json');
          const ip = clientIp(c, config.trustedProxies);
          return c.json(await socialSignIn.link(c.get('user'), provider, accessToken, ip), 201);
        },
        unknownProvider,
      )
      .openapi(
        unlinkIdentity,
        async (c) => c.json(await socialSignIn.unlink(c.get('user'), c.req.valid('param').provider), 200),
        unknownProvider,
      )
      .openapi(setPassword, async (c) => {
        await accounts.setPassword(c.get('user'), c.req.valid('json').newPassword);
        return c.json({ message: '비밀번호가 설정되었습니다. 이제 아이디와 비밀번호로도 로그인할 수 있습니다.' }, 200);
      })
  );
}
