// `npm start`: builds the web tier and the servers if missing or older than their sources, then runs
// the compiled api (which migrates and seeds an empty database) and web together, each in
// API_CONCURRENCY / WEB_CONCURRENCY processes. One Ctrl-C or SIGTERM stops all, gracefully.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildWhatIsStale, SERVERS } from './build-servers.mjs';

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
  // the web runs in production mode here, whose default is every core: one process is enough for one person
  env.WEB_CONCURRENCY ??= '1';
  if (!env.SESSION_SECRET) {
    const file = path.join('data', 'session-secret');
    if (!fs.existsSync(file)) {
      fs.mkdirSync('data', { recursive: true });
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    }
    env.SESSION_SECRET = fs.readFileSync(file, 'utf8').trim();
  }
  // web push's VAPID pair, made once and kept beside the database like the session secret: a new
  // pair would silence every browser subscribed with the old public key
  if (!env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) {
    const file = path.join('data', 'vapid-keys');
    if (!fs.existsSync(file)) {
      const { default: webpush } = await import('web-push');
      const made = webpush.generateVAPIDKeys();
      fs.mkdirSync('data', { recursive: true });
      // the public key on the first line, the private one on the second
      fs.writeFileSync(file, `${made.publicKey}\n${made.privateKey}\n`, { mode: 0o600 });
    }
    const [publicKey, privateKey] = fs.readFileSync(file, 'utf8').trim().split('\n');
    env.VAPID_PUBLIC_KEY = publicKey;
    env.VAPID_PRIVATE_KEY = privateKey;
  }
}

await buildWhatIsStale(env);

// node itself rather than npx, which does not pass a SIGTERM on to the server it started
/** @param {string} file @returns {[string, string[]]} */
const node = (file) => [process.execPath, ['--enable-source-maps', file]];
const children = [
  spawn(...node(SERVERS.api.outfile), { stdio: 'inherit', env }),
  spawn(...node(SERVERS.web.outfile), { stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } }),
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
