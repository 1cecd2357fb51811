import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { BEACON_PATH } from '#contracts/beacon';
import { apiRelay } from './api-relay';

const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control'] as const;

/**
 * GET and POST /_view, the view beacon, handed to the api as it came, where no nginx sends it there
 * (`npm start`, the e2e projects that talk to the web): with the visitor's address
 * (X-Forwarded-For, as `clientAddress` wrote it) and user agent, which make the visitor the api
 * counts. Nothing of the body: the beacon says all in its query. When the api cannot be reached
 * the browser is told 204 all the same; a lost view is no visitor's business.
 */
export function beaconPassThrough(apiBaseUrl: string, log: Logger): RequestHandler {
  const relay = apiRelay(apiBaseUrl);

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'POST') return next();
    const headers: Record<string, string> = {};
    const forwardedFor = req.get('x-forwarded-for');
    const userAgent = req.get('user-agent');
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    if (userAgent) headers['user-agent'] = userAgent;
    const queryAt = req.originalUrl.indexOf('?');
    const query = queryAt < 0 ? '' : req.originalUrl.slice(queryAt);
    relay(res, {
      method: req.method,
      path: `${BEACON_PATH}${query}`,
      headers,
      passed: PASSED_HEADERS,
      unreachable: (error) => {
        log.warn({ err: error }, 'view beacon: api unreachable');
        res.status(204).setHeader('cache-control', 'no-store').end();
      },
    });
  };
}
