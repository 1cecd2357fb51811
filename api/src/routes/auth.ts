import { createRoute } from '@hono/zod-openapi';
import {
  companyFieldsSchema,
  loginBodySchema,
  refreshBodySchema,
  registerBodySchema,
  sessionTokensSchema,
} from '../../contracts/user';
import type { ApiDeps } from '../deps';
import { accountSuspended, clientIp, SUSPENDED_MESSAGE } from '../http/auth';
import { forbidden, unauthorized } from '../http/errors';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../http/router';

const BAD_CREDENTIALS = '아이디 또는 비밀번호가 올바르지 않습니다.';
const invalidRefreshToken = () =>
  unauthorized('로그인이 만료되었습니다. 다시 로그인해주세요.', 'INVALID_REFRESH_TOKEN');

const register = createRoute({
  operationId: 'register',
  security: [],
  method: 'post',
  path: '/register',
  tags: ['회원'],
  summary: '회원가입 (가입 즉시 로그인; IP별 1시간 10번, 인증 메일은 이메일 주소별 1시간 3통·하루 10통)',
  request: { body: jsonBody(registerBodySchema) },
  responses: {
    201: jsonResponse(sessionTokensSchema, '가입 완료, 토큰 발급'),
    ...errorResponses(400, 409, 413, 429),
  },
});

const login = createRoute({
  operationId: 'login',
  security: [],
  method: 'post',
  path: '/login',
  tags: ['회원'],
  summary: '로그인',
  request: { body: jsonBody(loginBodySchema) },
  responses: {
    200: jsonResponse(sessionTokensSchema, '토큰 발급'),
    ...errorResponses(400, 401, 403, 429),
  },
});

const refresh = createRoute({
  operationId: 'refreshSession',
  security: [],
  method: 'post',
  path: '/refresh',
  tags: ['회원'],
  summary: '토큰 갱신 (리프레시 토큰 회전)',
  request: { body: jsonBody(refreshBodySchema) },
  responses: {
    200: jsonResponse(sessionTokensSchema, '새 토큰'),
    ...errorResponses(400, 401),
  },
});

const logout = createRoute({
  operationId: 'logout',
  security: [],
  method: 'post',
  path: '/logout',
  tags: ['회원'],
  summary: '로그아웃 (토큰 패밀리 폐기)',
  request: { body: jsonBody(refreshBodySchema) },
  responses: { 204: { description: '로그아웃 완료' }, ...errorResponses(400) },
});

export function authRoutes({
  accounts,
  users,
  sessions,
  refreshTokens,
  signIns,
  throttle,
  passwords,
  config,
}: ApiDeps) {
  return createRouter()
    .openapi(register, async (c) => {
      const body = c.req.valid('json');
      const company = body.role === 'company' ? companyFieldsSchema.parse(body) : null;
      const user = await accounts.signUp(
        {
          userId: body.userId,
          password: body.password,
          username: body.username,
          email: body.email,
          phone: body.phone,
          role: body.role,
          company,
          agreeMarketing: body.agreeMarketing,
        },
        clientIp(c, config.trustedProxies),
      );
      return c.json(await sessions.start(user), 201);
    })
    .openapi(login, async (c) => {
      const { userId, password } = c.req.valid('json');
      const ip = clientIp(c, config.trustedProxies);
      await throttle.admit(userId, ip);
      const user = await users.findByUserId(userId);
      const live = user && !user.deleted_at ? user : undefined;
      if (!(await passwords.verify(live?.password_hash, password)) || !live) {
        await throttle.recordFailure(userId, ip);
        throw unauthorized(BAD_CREDENTIALS, 'INVALID_CREDENTIALS');
      }
      await throttle.reset(userId, ip);
      if (live.suspended_at) throw forbidden(SUSPENDED_MESSAGE);
      return c.json(await sessions.start(live), 200);
    })
    .openapi(refresh, async (c) => {
      const { refreshToken } = c.req.valid('json');
      const rotation = await refreshTokens.rotate(refreshToken);
      const owner = 'userId' in rotation ? await users.findById(rotation.userId) : undefined;
      const live = owner && !owner.deleted_at ? owner : undefined;
      if (!rotation.ok || !live || live.suspended_at) {
        if (rotation.ok) await signIns.end(rotation.familyId);
        // Suspension ended the sign-in: its member is told why, not that the login expired.
        throw live?.suspended_at ? accountSuspended() : invalidRefreshToken();
      }
      return c.json(await sessions.resume(live, rotation.familyId, rotation.refreshToken), 200);
    })
    .openapi(logout, async (c) => {
      const { refreshToken } = c.req.valid('json');
      await refreshTokens.endSignInOf(refreshToken);
      return c.body(null, 204);
    });
}
