// The web tier in production: `tsx app/server/index.ts` serves the Remix build (`remix build`) on PORT.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { installGlobals, type ServerBuild } from '@remix-run/node';
import { env, publicOrigin, trustedProxies } from '../utils/env.server';
import { createWebApp } from './app';
import { createLogger } from './log';
import { thirdParties } from './security-headers';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;

const build = (await import(pathToFileURL(path.join(ROOT, 'build/index.js')).href)) as ServerBuild;
// Remix's fetch, whose keep-alive agents the api client uses (app/utils/api.server.ts)
installGlobals({ nativeFetch: build.future.v3_singleFetch });

const log = createLogger(env.WEB_LOG_FILE);
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

// Stop taking connections, let the requests under way finish, then leave; a stuck one gets 10 s.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  });
}
