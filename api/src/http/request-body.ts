import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiErrorCode } from '../../contracts/errors';
import { ApiError } from './errors';
import type { ApiEnv } from './env';

/**
 * Request bodies up to `maxBytes`, and a connection still usable after any answer.
 *
 * A body over the limit is not read at all: its 413 says `Connection: close`, so the server ends
 * the connection after answering and the client opens a new one for its next request.
 *
 * A body within the limit that the handler never read (a 401 before validation, a 404, a 403)
 * is read to its end and dropped before the answer goes out. Left on the socket, it would sit
 * between this answer and the next request: @hono/node-server drains such a body only when
 * nothing has opened it as a web stream (the limit check does, on every request) and gives up
 * after half a second by destroying the socket, so a kept-alive client's next request failed.
 */
/** A route that takes larger bodies than the rest (an upload), and what it says of one too large still. */
export interface LargerBody {
  method: string;
  path: string;
  maxBytes: number;
  code: ApiErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

export function requestBody(maxBytes: number, larger: LargerBody[] = []): MiddlewareHandler<ApiEnv> {
  const limitOf = (maxSize: number, tooLarge: () => ApiError) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw tooLarge();
      },
    });
  const close = { Connection: 'close' };
  const limit = limitOf(
    maxBytes,
    () =>
      new ApiError(
        413,
        'PAYLOAD_TOO_LARGE',
        `요청 본문이 너무 큽니다. (최대 ${maxBytes / 1024 / 1024}MB)`,
        undefined,
        close,
      ),
  );
  const routes = new Map(
    larger.map((route) => [
      `${route.method} ${route.path}`,
      limitOf(route.maxBytes, () => new ApiError(413, route.code, route.message, route.details, close)),
    ]),
  );
  return async (c, next) => {
    await (routes.get(`${c.req.method} ${c.req.path}`) ?? limit)(c, next);
    const request = c.req.raw;
    if (request.bodyUsed || !request.body || c.res.headers.get('connection') === 'close') return;
    // a client that hangs up mid-body has nothing left to drain
    await request.body.pipeTo(new WritableStream()).catch(() => undefined);
  };
}
