import http from 'node:http';
import https from 'node:https';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { BEACON_PATH } from '#contracts/beacon';
import { keptAliveAgentOptions } from '#runtime/keep-alive';

const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control'] as const;

/**
 * GET and POST /_view, the view beacon, handed to the api as it came, where no nginx sends it there
 * (`npm start`, the e2e projects that talk to the web): with the visitor's address
 * (X-Forwarded-For, as `clientAddress` wrote it) and user agent, which make the visitor the api
 * counts. Nothing of the body: the beacon says all in its query. When the api cannot be reached
 * the browser is told 204 all the same; a lost view is no visitor's business.
 */
export function beaconPassThrough(apiBaseUrl: string, log: Logger): RequestHandler {
  const base = new URL(apiBaseUrl);
  const client = base.protocol === 'https:' ? https : http;
  const agent = new client.Agent(keptAliveAgentOptions());

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'POST') return next();
    const headers: Record<string, string> = {};
    const forwardedFor = req.get('x-forwarded-for');
    const userAgent = req.get('user-agent');
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    if (userAgent) headers['user-agent'] = userAgent;
    const queryAt = req.originalUrl.indexOf('?');
    const query = queryAt < 0 ? '' : req.originalUrl.slice(queryAt);
    const upstream = client.request(new URL(`${BEACON_PATH}${query}`, base), { method: req.method, agent, headers });
    upstream.on('response', (answer) => {
      res.status(answer.statusCode ?? 204);
      for (const header of PASSED_HEADERS) {
        const value = answer.headers[header];
        if (value !== undefined) res.setHeader(header, value);
      }
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (res.destroyed) return;
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      log.warn({ err: error }, 'view beacon: api unreachable');
      res.status(204).setHeader('cache-control', 'no-store').end();
    });
    upstream.end();
  };
}
