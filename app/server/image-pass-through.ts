import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { parseImageFileName } from '#contracts/image';
import { apiRelay } from './api-relay';

/** What the browser needs of the api's answer to cache the file and ask again with If-None-Match. */
const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag'] as const;

/**
 * GET /images/<name> is the api's file, streamed as it comes: pages name pictures by `imagePath`
 * on the site's own origin (CSP img-src 'self', one connection), and a CDN or nginx in front may
 * keep them for a year. Names the api could not serve are a 404 here, without a call.
 */
export function imagePassThrough(apiBaseUrl: string, log: Logger): RequestHandler {
  const relay = apiRelay(apiBaseUrl);

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (!parseImageFileName(name)) {
      res.status(404).type('text/plain; charset=utf-8').send('사진을 찾을 수 없습니다.');
      return;
    }
    const ifNoneMatch = req.get('if-none-match');
    relay(res, {
      method: req.method,
      path: `/images/${name}`,
      headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
      passed: PASSED_HEADERS,
      unreachable: (error) => {
        log.warn({ err: error, path: req.path }, 'image pass-through: api unreachable');
        res.status(502).type('text/plain; charset=utf-8').send('사진을 불러올 수 없습니다.');
      },
    });
  };
}
