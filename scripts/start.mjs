// `npm start`: builds the web tier if its build is missing or older than the sources, then runs
// the api (which migrates and seeds an empty database) and the web together. One Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

if (fs.existsSync('.env')) process.loadEnvFile('.env');

const env = { ...process.env };
const localMode = env.NODE_ENV !== 'production';
env.PORT ??= '3000';
env.API_PORT ??= '4000';
env.API_BASE_URL ??= `http://localhost:${env.API_PORT}`;

if (localMode) {
  // The embedded default runs the production build on plain http://localhost: cookies cannot be
  // Secure there, and the session secret is made once and kept beside the database.
  env.COOKIE_SECURE ??= 'false';
  // the address the payment providers send buyers back to
  env.PUBLIC_URL ??= `http://localhost:${env.PORT}`;
  if (!env.SESSION_SECRET) {
    const file = path.join('data', 'session-secret');
    if (!fs.existsSync(file)) {
      fs.mkdirSync('data', { recursive: true });
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    }
    env.SESSION_SECRET = fs.readFileSync(file, 'utf8').trim();
  }
}

/** @param {string} dir */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const built = fs.existsSync('build/index.js') ? fs.statSync('build/index.js').mtimeMs : 0;
const sources = Math.max(newestMtime('app'), newestMtime('api/contracts'), fs.statSync('remix.config.js').mtimeMs);
if (built < sources) {
  console.log('웹 빌드 중... (remix build)');
  const result = spawnSync('npx', ['remix', 'build'], { stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// node itself rather than npx, which does not pass a SIGTERM on to the server it started
/** @param {string} entry @returns {[string, string[]]} */
const tsx = (entry) => [process.execPath, ['--import', 'tsx', entry]];
const children = [
  spawn(...tsx('api/src/main.ts'), { stdio: 'inherit', env }),
  spawn(...tsx('app/server/index.ts'), { stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } }),
];
console.log(`\n빵잡: http://localhost:${env.PORT}   (api: ${env.API_BASE_URL})\n`);

let stopping = false;
/** @param {NodeJS.Signals} signal */
function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(stopping ? (code ?? 0) : 1);
  });
}
