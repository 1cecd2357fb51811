import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { BEACON_MAX_IDS, BEACON_PATH } from '../../contracts/beacon';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { clientIp } from '../http/auth';
import type { ApiEnv } from '../http/env';
import { createRouter } from '../http/router';
import { seenOf, TRANSPARENT_GIF } from '../insights/view-beacon';

const TAGS = ['통계'];
/** answered before the api's middleware (app.ts), so with the headers it would have added */
const NOT_KEPT = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

// Documented only: read by hand (insights/view-beacon.ts), so that no query, however made, is
// answered otherwise than a good one.
const query = z.object({
  v: z.string().optional().openapi({ description: '본 공고의 id (공고 페이지)', example: '12' }),
  a: z
    .string()
    .optional()
    .openapi({ description: `목록·검색 페이지에 보인 공고 id, 쉼표로 ${BEACON_MAX_IDS}개까지`, example: '12,15,31' }),
});
const ANSWERED_ALIKE = '세지 않은 것(크롤러, 없거나 마감된 공고, 같은 날 다시 본 것, 잘못된 값)도 같은 응답';

const pixel = createRoute({
  operationId: 'viewBeaconPixel',
  security: [],
  method: 'get',
  path: BEACON_PATH,
  tags: TAGS,
  summary: `조회·노출 비콘 (JavaScript 없이 <img>): 방문자·공고·종류마다 하루 한 번. ${ANSWERED_ALIKE}`,
  request: { query },
  responses: { 200: { description: '1×1 투명 GIF, 캐시 안 함', content: { 'image/gif': { schema: z.string() } } } },
});

const beacon = createRoute({
  operationId: 'sendViewBeacon',
  security: [],
  method: 'post',
  path: BEACON_PATH,
  tags: TAGS,
  summary: `조회·노출 비콘 (navigator.sendBeacon): 방문자·공고·종류마다 하루 한 번. ${ANSWERED_ALIKE}`,
  request: { query },
  responses: { 204: { description: '받음' } },
});

/**
 * GET and POST /_view: notes what the visitor saw (insights/view-counter.ts) and answers the same
 * whatever happened, so a forged beacon learns nothing. Nothing is written here: the counter
 * writes every few seconds. Mounted before every middleware (app.ts): no log line, no body read,
 * and the answer cache is neither read nor emptied.
 */
export function beaconRoutes({ viewCounter, config, logger }: ApiDeps) {
  const router = createRouter();
  router.openAPIRegistry.registerPath(pixel);
  router.openAPIRegistry.registerPath(beacon);

  async function note(c: Context<ApiEnv>) {
    const seen = seenOf(new URL(c.req.url).searchParams);
    if (!seen) return;
    try {
      await viewCounter.record(seen, {
        address: clientIp(c, config.trustedProxies),
        userAgent: c.req.header('user-agent'),
      });
    } catch (err) {
      logger.warn({ err }, 'views: beacon not noted');
    }
  }

  return router
    .get(BEACON_PATH, async (c) => {
      await note(c);
      return c.body(TRANSPARENT_GIF, 200, { ...NOT_KEPT, 'Content-Type': 'image/gif' });
    })
    .post(BEACON_PATH, async (c) => {
      await note(c);
      return c.body(null, 204, NOT_KEPT);
    });
}
