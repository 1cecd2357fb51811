import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { type ApiErrorBody, type ApiErrorCode, DEFAULT_ERROR_MESSAGE, type FieldErrors } from '../../contracts/errors';
import type { Logger } from '../logger';

/** An answer the client caused: thrown anywhere, rendered as `{ message, code, details? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthorized = (message = '로그인이 필요합니다.', code: ApiErrorCode = 'UNAUTHORIZED') =>
  new ApiError(401, code, message);
export const forbidden = (message = '접근 권한이 없습니다.') => new ApiError(403, 'FORBIDDEN', message);
export const notFound = (message = '요청한 정보를 찾을 수 없습니다.') => new ApiError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code: ApiErrorCode = 'CONFLICT') => new ApiError(409, code, message);

export function validationError(error: ZodError): ApiError {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0]?.message ?? '입력값이 올바르지 않습니다.';
  return new ApiError(400, 'VALIDATION_ERROR', first, { fields });
}

/** Hono's own exceptions (unparseable JSON, for one) by status, in Korean. */
const HTTP_EXCEPTION_MESSAGES: Partial<Record<number, [ApiErrorCode, string]>> = {
  400: ['BAD_REQUEST', '요청 형식이 올바르지 않습니다. JSON 본문을 확인해주세요.'],
  401: ['UNAUTHORIZED', '로그인이 필요합니다.'],
  413: ['PAYLOAD_TOO_LARGE', '요청 본문이 너무 큽니다. (최대 1MB)'],
  415: ['UNSUPPORTED_MEDIA_TYPE', '요청 본문은 JSON(application/json)으로 보내주세요.'],
};

export function renderError(err: Error, c: Context, logger: Logger): Response {
  if (err instanceof ApiError) {
    const body: ApiErrorBody = {
      message: err.message,
      code: err.code,
      ...(err.details ? { details: err.details } : {}),
    };
    return c.json(body, err.status, err.headers);
  }
  if (err instanceof HTTPException && err.status < 500) {
    const [code, message] = HTTP_EXCEPTION_MESSAGES[err.status] ?? ['BAD_REQUEST', '요청을 처리할 수 없습니다.'];
    return c.json({ message, code } satisfies ApiErrorBody, err.status);
  }
  logger.error({ err, requestId: c.get('requestId') }, 'unhandled error');
  return c.json({ message: DEFAULT_ERROR_MESSAGE, code: 'INTERNAL_ERROR' } satisfies ApiErrorBody, 500);
}

export function renderNotFound(c: Context): Response {
  return c.json({ message: '요청한 주소를 찾을 수 없습니다.', code: 'NOT_FOUND' } satisfies ApiErrorBody, 404);
}
