import http from 'node:http';
import https from 'node:https';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { parseImageFileName } from '#contracts/image';
import { keptAliveAgentOptions } from '#runtime/keep-alive';

/** What the browser needs of the api's answer to cache the file and ask again with If-None-Match. */
const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag'] as const;

/**
 * GET /images/<name> is the api's file, streamed as it comes: pages name pictures by `imagePath`
 * on the site's own origin (CSP img-src 'self', one connection), and a CDN or nginx in front may
 * keep them for a year. Names the api could not serve are a 404 here, without a call.
 */
export function imagePassThrough(apiBaseUrl: string, log: Logger): RequestHandler {
  const base = new URL(apiBaseUrl);
  const client = base.protocol === 'https:' ? https : http;
  // an idle connection closed here before the api would close it (api/runtime/keep-alive.ts)
  const agent = new client.Agent(keptAliveAgentOptions());

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (!parseImageFileName(name)) {
      res.status(404).type('text/plain; charset=utf-8').send('사진을 찾을 수 없습니다.');
      return;
    }
    const ifNoneMatch = req.get('if-none-match');
    const upstream = client.request(new URL(`/images/${name}`, base), {
      method: req.method,
      agent,
      headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
    });
    upstream.on('response', (answer) => {
      res.status(answer.statusCode ?? 502);
      for (const header of PASSED_HEADERS) {
        const value = answer.headers[header];
        if (value !== undefined) res.setHeader(header, value);
      }
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (res.destroyed) return; // the visitor left first (see below)
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      log.warn({ err: error, path: req.path }, 'image pass-through: api unreachable');
      res.status(502).type('text/plain; charset=utf-8').send('사진을 불러올 수 없습니다.');
    });
    // a visitor who leaves stops the api's answer too
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end();
  };
}
