import { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import { apiErrorSchema } from '../../contracts/errors';
import { z } from '../../contracts/zod';
import type { ApiEnv } from './env';
import { notFound, validationError } from './errors';

/** A router whose invalid bodies and queries all become the same Korean 400. */
export function createRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}

export function jsonBody<T extends ZodType>(schema: T) {
  return { content: { 'application/json': { schema } }, required: true } as const;
}

export function jsonResponse<T extends ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description } as const;
}

const ERROR_DESCRIPTIONS = {
  400: '입력값 오류',
  401: '인증 실패',
  402: '결제 필요 또는 결제 거절',
  403: '권한 없음',
  404: '없음',
  409: '충돌',
  410: '더 이상 쓸 수 없음',
  413: '본문이 너무 큼',
  429: '요청이 너무 많음',
  502: '외부 서비스(결제사, 카카오·네이버) 응답 없음',
  503: '일시적으로 사용할 수 없음',
} as const;

/** The common error body, one component of the OpenAPI document that every error answer refers to. */
export const errorBody = apiErrorSchema.meta({ id: 'ApiError' });

/** The error answers a route can give, documented with the common error body. */
export function errorResponses<S extends keyof typeof ERROR_DESCRIPTIONS>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, jsonResponse(errorBody, ERROR_DESCRIPTIONS[status])]),
  ) as Record<S, ReturnType<typeof jsonResponse<typeof errorBody>>>;
}

export const messageSchema = z.object({ message: z.string() });

export const bearerSecurity = [{ bearerAuth: [] }];

/** Ids are positive 32-bit integers; anything else names nothing, so it is a 404 rather than a 400. */
export const pathIdSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(2_147_483_647)
  .openapi({ param: { name: 'id', in: 'path' }, example: 1 });
export const idParamsSchema = z.object({ id: pathIdSchema });

type HookResult = { target: string } & ({ success: true } | { success: false; error: z.ZodError });

/** A route hook: a bad path parameter is "no such thing" (404 with `message`), other bad input the usual 400. */
export function notFoundOnBadPath(message: string) {
  return (result: HookResult): undefined => {
    if (result.success) return undefined;
    throw result.target === 'param' ? notFound(message) : validationError(result.error);
  };
}
