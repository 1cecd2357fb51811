import { createRoute } from '@hono/zod-openapi';
import {
  companyFieldsSchema,
  deleteUserBodySchema,
  editPasswordBodySchema,
  editUserBodySchema,
  loginUserSchema,
  passwordBodySchema,
  userProfileSchema,
} from '../../contracts/user';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { clientIp, requireRecentSignInCheck, requireUser } from '../http/auth';
import { releasesPictures } from '../http/released-pictures';
import { validationError } from '../http/errors';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse, messageSchema } from '../http/router';
import { toLoginUser } from '../users/users';

const getLoginUser = createRoute({
  operationId: 'getLoginUser',
  method: 'get',
  path: '/get-login-user',
  tags: ['회원'],
  summary: '로그인 사용자',
  security: bearerSecurity,
  responses: {
    200: jsonResponse(z.object({ user: loginUserSchema }), '로그인 사용자'),
    ...errorResponses(401),
  },
});

const getUserInfo = createRoute({
  operationId: 'getUserInfo',
  method: 'get',
  path: '/get-user-info',
  tags: ['회원'],
  summary: '내 회원정보 (수정 화면용, 10분 안에 비밀번호 확인 필요)',
  security: bearerSecurity,
  responses: {
    200: jsonResponse(z.object({ user: userProfileSchema }), '회원정보'),
    ...errorResponses(401, 403),
  },
});

const checkPassword = createRoute({
  operationId: 'checkPassword',
  method: 'post',
  path: '/check-password',
  tags: ['회원'],
  summary: '비밀번호 확인 (이 로그인에서 10분 동안 회원정보를 열고 바꿀 수 있음)',
  security: bearerSecurity,
  request: { body: jsonBody(passwordBodySchema) },
  responses: {
    200: jsonResponse(messageSchema, '일치'),
    ...errorResponses(400, 401, 429),
  },
});

const editUser = createRoute({
  operationId: 'editUser',
  method: 'put',
  path: '/edit-user',
  tags: ['회원'],
  summary: '회원정보 수정 (10분 안에 비밀번호 확인 필요, 이메일을 바꾸면 새 주소로 인증 메일, 주소 변경은 하루 3번)',
  security: bearerSecurity,
  request: { body: jsonBody(editUserBodySchema) },
  responses: {
    200: jsonResponse(z.object({ user: userProfileSchema }), '수정된 회원정보'),
    ...errorResponses(400, 401, 403, 429),
  },
});

const editPassword = createRoute({
  operationId: 'editPassword',
  method: 'put',
  path: '/edit-password',
  tags: ['회원'],
  summary: '비밀번호 변경 (10분 안에 비밀번호 확인 필요, 다른 기기의 로그인은 끝남)',
  security: bearerSecurity,
  request: { body: jsonBody(editPasswordBodySchema) },
  responses: {
    200: jsonResponse(messageSchema, '변경 완료'),
    ...errorResponses(400, 401, 403, 429),
  },
});

const deleteUser = createRoute({
  operationId: 'deleteUser',
  method: 'put',
  path: '/delete-user',
  tags: ['회원'],
  summary:
    '회원 탈퇴 (10분 안에 비밀번호 확인 필요, 개인정보 삭제, 모든 로그인 종료; 비밀번호 없는 회원은 본인 확인만으로)',
  security: bearerSecurity,
  request: { body: jsonBody(deleteUserBodySchema) },
  responses: {
    200: jsonResponse(messageSchema, '탈퇴 완료'),
    ...errorResponses(400, 401, 403, 429),
  },
});

function parseCompanyFields(body: unknown) {
  const parsed = companyFieldsSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export function userRoutes({
  accounts,
  users,
  tokens,
  signIns,
  config,
  accountDeletion,
  loginActions,
  images,
  logger,
}: ApiDeps) {
  const router = createRouter();
  const authenticate = requireUser(tokens, signIns);
  for (const route of [getLoginUser, checkPassword]) router.use(route.path, authenticate);
  // The member's full details and every account change need a recent password check in this sign-in.
  const recentlyChecked = requireRecentSignInCheck(signIns);
  for (const route of [getUserInfo, editUser, editPassword, deleteUser]) {
    router.use(route.path, authenticate, recentlyChecked);
  }
  // a new logo, or none: the one before stops being served
  router.use(editUser.path, releasesPictures(images, logger));

  return router
    .openapi(getLoginUser, async (c) => {
      const user = c.get('user');
      return c.json({ user: toLoginUser(user, await loginActions.of(user)) }, 200);
    })
    .openapi(getUserInfo, async (c) => c.json({ user: await users.profile(c.get('user')) }, 200))
    .openapi(checkPassword, async (c) => {
      await accounts.confirmPassword(c.get('user'), c.req.valid('json').password, clientIp(c, config.trustedProxies));
      await signIns.recordSignInCheck(c.get('signIn').familyId);
      return c.json({ message: '비밀번호가 확인되었습니다.' }, 200);
    })
    .openapi(editUser, async (c) => {
      const body = c.req.valid('json');
      const user = c.get('user');
      const company = user.role === 'company' ? parseCompanyFields(body) : null;
      const updated = await accounts.changeContact(user, { ...body, company }, clientIp(c, config.trustedProxies));
      return c.json({ user: await users.profile(updated) }, 200);
    })
    .openapi(editPassword, async (c) => {
      const ip = clientIp(c, config.trustedProxies);
      await accounts.changePassword(c.get('user'), c.req.valid('json'), ip, c.get('signIn').familyId);
      return c.json({ message: '비밀번호가 변경되었습니다.' }, 200);
    })
    .openapi(deleteUser, async (c) => {
      const user = c.get('user');
      const { password } = c.req.valid('json');
      // a member without a password proved who they are with the provider (the recent sign-in check)
      if (user.password_hash || password !== undefined) {
        await accounts.confirmPassword(user, password ?? '', clientIp(c, config.trustedProxies));
      }
      await accountDeletion.deleteAccount(user.id);
      // every picture of the account stops being served, its records having let go of them
      await images.releaseAllOf(user.id);
      return c.json({ message: '회원 탈퇴가 완료되었습니다.' }, 200);
    });
}
