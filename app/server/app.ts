import path from 'node:path';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { BEACON_PATH } from '#contracts/beacon';
import { CLIENT_LOG_PATH } from '../utils/client-errors';
import { beaconPassThrough } from './beacon-pass-through';
import { clientAddress } from './client-address';
import { clientErrorLog } from './client-error-log';
import { imagePassThrough } from './image-pass-through';
import { originGuard } from './origin-guard';
import { remixWithCachePolicy } from './page-cache';
import { sendPlainPage } from './plain-page';
import { publicFiles } from './public-files';
import { securityHeadersMiddleware, type ThirdParty } from './security-headers';

export interface WebSettings {
  /** the folder holding public/ and build/ */
  root: string;
  mode: string;
  trustedProxies: string[];
  thirdParties: ThirdParty[];
  log: Logger;
  /** where the api answers (API_BASE_URL): pictures are its files */
  apiBaseUrl: string;
}

/**
 * The web tier's HTTP server: security headers on every answer, the view beacon (the api's),
 * cross-site writes refused, the browser error log, the pictures (the api's files), static files, then Remix with the response's CSP nonce
 * and the cache headers of its answer (page-cache.ts).
 */
export function createWebApp(build: ServerBuild, settings: WebSettings): express.Express {
  const isTrustedProxy = (address: string | undefined) => !!address && settings.trustedProxies.includes(address);
  const app = express();
  app.disable('x-powered-by');
  // req.ip, req.protocol and req.secure follow X-Forwarded-* only from these addresses
  app.set('trust proxy', isTrustedProxy);

  app.use(securityHeadersMiddleware(settings.thirdParties));
  app.use(compression());
  // before the cross-site guard: the beacon is answered alike whoever sends it, as through nginx,
  // which hands it to the api straight
  app.all(BEACON_PATH, clientAddress, beaconPassThrough(settings.apiBaseUrl, settings.log));
  app.use(originGuard(isTrustedProxy, settings.log));
  app.use(clientAddress);
  app.post(CLIENT_LOG_PATH, ...clientErrorLog(settings.log));
  app.use('/images', imagePassThrough(settings.apiBaseUrl, settings.log));
  // the compiler's files carry a content hash in their names: cached for good
  app.use(
    build.publicPath,
    express.static(path.join(settings.root, build.assetsBuildDirectory), { immutable: true, maxAge: '1y' }),
  );
  app.use(publicFiles(path.join(settings.root, 'public'), path.join(settings.root, build.assetsBuildDirectory)));
  app.all('*', remixWithCachePolicy(build, settings.mode));
  app.use(errorPage(settings.log));
  return app;
}

/** What fails outside Remix's own error handling: a Korean page, never a stack trace. */
export function errorPage(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const status = (error as { status?: unknown }).status;
    const clientError = typeof status === 'number' && status >= 400 && status < 500;
    if (!clientError) log.error({ err: error, method: req.method, path: req.path }, 'request failed');
    // a response already under way can only be cut off, which Express does
    if (res.headersSent) return next(error);
    if (clientError) sendPlainPage(res, status, '요청을 처리할 수 없습니다', '요청을 다시 확인해주세요.');
    else sendPlainPage(res, 500, '오류가 발생했습니다', '오류! 다시 시도해주세요.');
  };
}
