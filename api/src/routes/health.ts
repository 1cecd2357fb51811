import { createRoute } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { ApiError } from '../http/errors';
import { createRouter, errorResponses, jsonResponse } from '../http/router';

const health = createRoute({
  operationId: 'getHealth',
  security: [],
  method: 'get',
  path: '/health',
  tags: ['운영'],
  summary: 'api와 데이터베이스 상태',
  responses: {
    200: jsonResponse(z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }), '정상'),
    ...errorResponses(503),
  },
});

export function healthRoutes({ db, dialect, logger }: ApiDeps) {
  return createRouter().openapi(health, async (c) => {
    try {
      await sql`select 1`.execute(db);
    } catch (err) {
      logger.error({ err }, 'health check: database unreachable');
      throw new ApiError(503, 'DATABASE_UNAVAILABLE', '데이터베이스에 연결할 수 없습니다.');
    }
    return c.json({ status: 'ok' as const, database: dialect }, 200);
  });
}
