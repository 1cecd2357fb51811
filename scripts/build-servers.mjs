// `npm run build`'s second half, after `remix build`: the api and the web server compiled by esbuild
// to plain JavaScript, which production runs with node alone (tsx is a devDependency). The
// packages stay imports of node_modules; only this repository's TypeScript is bundled.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Each server's source and the file it is compiled to, from the repository's root. */
export const SERVERS = {
  api: { entry: 'api/src/main.ts', outfile: 'build/api/main.js' },
  web: { entry: 'app/server/index.ts', outfile: 'build/web/server.js' },
};

/**
 * Compiles both servers (ES modules for node, with source maps: run them with --enable-source-maps).
 * With `write: false` nothing is written, as when a test reads what the bundles import while other
 * tests run the built servers.
 * @param {{ write?: boolean }} [options]
 * @returns {Promise<import('esbuild').Metafile[]>} what each bundle holds and imports
 */
export async function buildServers({ write = true } = {}) {
  const results = await Promise.all(
    Object.values(SERVERS).map(({ entry, outfile }) =>
      build({
        absWorkingDir: ROOT,
        entryPoints: [entry],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        sourcemap: true,
        metafile: true,
        write,
        logLevel: 'warning',
      }),
    ),
  );
  return results.map((result) => /** @type {import('esbuild').Metafile} */ (result.metafile));
}

/** @param {string} file @returns {number} the newest modification time under a file or folder */
function newestMtime(file) {
  const stat = fs.statSync(path.join(ROOT, file));
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(path.join(ROOT, file)).map((name) => newestMtime(path.join(file, name))));
}

/** @param {string} file @returns {number} its modification time, 0 when it is missing */
const builtAt = (file) => (fs.existsSync(path.join(ROOT, file)) ? fs.statSync(path.join(ROOT, file)).mtimeMs : 0);

/**
 * `npm start`'s build: the Remix build and the servers, each only when it is missing or older than
 * its sources. Exits with the compiler's status when it fails.
 * @param {NodeJS.ProcessEnv} env
 */
export async function buildWhatIsStale(env = process.env) {
  if (
    builtAt('build/index.js') < Math.max(...['app', 'api/contracts', 'api/runtime', 'remix.config.js'].map(newestMtime))
  ) {
    console.log('웹 빌드 중... (remix build)');
    const result = spawnSync('npx', ['remix', 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const serversBuilt = Math.min(...Object.values(SERVERS).map(({ outfile }) => builtAt(outfile)));
  if (serversBuilt < Math.max(...['app', 'api', 'scripts/build-servers.mjs', 'package.json'].map(newestMtime))) {
    console.log('서버 빌드 중... (esbuild)');
    await buildServers();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServers();
