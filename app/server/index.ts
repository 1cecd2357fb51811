// The web tier in production: `node build/web/server.js` (this file compiled by `npm run build`) or
// `tsx app/server/index.ts` serves the Remix build (`remix build`) on PORT, in WEB_CONCURRENCY processes.
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { installGlobals, type ServerBuild } from '@remix-run/node';
import { onStopSignal, superviseWorkers } from '#runtime/cluster';
import { keepIdleConnections } from '#runtime/keep-alive';
import { env, publicOrigin, trustedProxies, webConcurrency } from '../utils/env.server';
import { createWebApp } from './app';
import { createLogger } from './log';
import { thirdParties } from './security-headers';

// two folders up from app/server/index.ts and from build/web/server.js alike
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;

const log = createLogger(env.WEB_LOG_FILE);

if (cluster.isPrimary && webConcurrency > 1) {
  log.info({ workers: webConcurrency }, 'web: starting a cluster');
  superviseWorkers({ count: webConcurrency, log });
} else {
  const build = (await import(pathToFileURL(path.join(ROOT, 'build/index.js')).href)) as ServerBuild;
  // Remix's fetch, whose keep-alive agents the api client uses (app/utils/api.server.ts)
  installGlobals({ nativeFetch: build.future.v3_singleFetch });

  const app = createWebApp(build, {
    root: ROOT,
    mode: env.NODE_ENV,
    trustedProxies,
    thirdParties: thirdParties({
      gaMeasurementId: env.GA_MEASUREMENT_ID,
      channelPluginKey: env.CHANNEL_PLUGIN_KEY,
      channelScriptUrl: env.CHANNEL_SCRIPT_URL,
      tossClientKey: env.TOSS_CLIENT_KEY,
    }),
    log,
    apiBaseUrl: env.API_BASE_URL,
  });

  const server = app.listen(env.PORT, () => log.info({ port: env.PORT, publicOrigin }, 'web listening'));
  // nginx's upstream connections idle less long (api/runtime/keep-alive.ts)
  keepIdleConnections(server);

  // Stop taking connections, let the requests under way finish, then leave; a stuck one gets 10 s.
  onStopSignal(() => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  });
}
