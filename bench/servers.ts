/**
 * The api and the web in production mode, as child processes of the bench on their own ports,
 * and the web build they serve (rebuilt only when app/ is newer, as `npm start` does); for the
 * production stack, the compiled servers (build/api/main.js, build/web/server.js) with their
 * workers and nginx in front (scripts/start-proxy.mjs).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import webpush from 'web-push';
import { get } from './get';
import { log, seconds } from './log';

const ROOT = path.resolve(import.meta.dirname, '..');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** When build/index.js was written (0 when there is none). */
export function webBuildTime(): number {
  const file = path.join(ROOT, 'build/index.js');
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

/** Builds the web tier when build/index.js is missing or older than its sources (scripts/start.mjs's rule). */
export function ensureWebBuild(): void {
  const at = (file: string) => path.join(ROOT, file);
  const built = webBuildTime();
  const sources = Math.max(
    newestMtime(at('app')),
    newestMtime(at('api/contracts')),
    newestMtime(at('api/runtime')),
    fs.statSync(at('remix.config.js')).mtimeMs,
  );
  if (built >= sources) {
    log('web build is up to date');
    return;
  }
  log('web build is missing or older than app/: remix build');
  const started = performance.now();
  const result = spawnSync(process.execPath, [at('node_modules/@remix-run/dev/dist/cli.js'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`remix build failed (exit ${result.status})`);
  log(`web built in ${seconds(performance.now() - started)}`);
}

const SERVER_BUILDS = ['build/api/main.js', 'build/web/server.js'];

/**
 * `npm run build` when the compiled servers are missing or older than their sources (api/, app/),
 * as the production stack runs them.
 */
export function ensureServersBuild(): void {
  const at = (file: string) => path.join(ROOT, file);
  const built = Math.min(...SERVER_BUILDS.map((file) => (fs.existsSync(at(file)) ? fs.statSync(at(file)).mtimeMs : 0)));
  if (
    built >=
    Math.max(
      newestMtime(at('api/src')),
      newestMtime(at('api/contracts')),
      newestMtime(at('api/runtime')),
      newestMtime(at('app')),
    )
  ) {
    log('compiled servers are up to date');
    return;
  }
  log('compiled servers are missing or older than their sources: npm run build');
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
  log(`built in ${seconds(performance.now() - started)}`);
}

export interface Server {
  name: string;
  url: string;
  pid: number;
  /** the web build the process loaded (webBuildTime when it started) */
  buildTime: number;
  /** the process and all its descendants now: a primary's cluster workers, nginx's workers */
  pids(): number[];
  /** SIGKILL to the process group: the primary and its workers die at once, as in a crash */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** The processes below `root` in the process tree, `depth` levels down (Linux /proc; elsewhere none). */
export function descendantsOf(root: number, depth = Infinity): number[] {
  if (!fs.existsSync('/proc')) return [];
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // after "pid (comm) ": state, then the parent's pid
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (pid: number, level: number) => {
    if (level > depth) return;
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      walk(child, level + 1);
    }
  };
  walk(root, 1);
  return found;
}

async function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts `args` under node in a process group of its own and waits until `readyPath` answers 200
 * at `url`; its output is kept for errors.
 */
async function startProcess(
  name: string,
  args: string[],
  env: Record<string, string>,
  port: number,
  readyPath: string,
  url = `http://localhost:${port}`,
): Promise<Server> {
  const buildTime = webBuildTime();
  if (await portTaken(port))
    throw new Error(`${name}: port ${port} is already in use (an earlier bench still running?)`);
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
    try {
      if ((await get(url + readyPath)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 60_000) {
      child.kill('SIGTERM');
      throw new Error(`${name} did not answer ${readyPath} within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  log(`${name} listening on ${url} (pid ${child.pid}) after ${seconds(performance.now() - started)}`);
  return {
    name,
    url,
    pid: child.pid!,
    buildTime,
    pids: () => [child.pid!, ...descendantsOf(child.pid!)],
    async kill() {
      killGroup(child.pid!);
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      // a primary lets its workers finish their requests first; past 10 s the whole group goes
      const timer = setTimeout(() => killGroup(child.pid!), 10_000);
      await exited;
      clearTimeout(timer);
      // a worker its primary left behind
      killGroup(child.pid!);
    },
  };
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // the group is gone already
  }
}

/** The compiled servers with this many workers each (API_CONCURRENCY, WEB_CONCURRENCY; 1 is one process). */
export interface Built {
  concurrency: number;
}

/**
 * The api on `databaseUrl`, production mode: no demo data, warnings only in its log, anonymous
 * public answers kept `cacheSeconds` (PUBLIC_CACHE_SECONDS; 0 sends every request to the database).
 * Through tsx as `npm run api` does, or `built` as `npm start` runs it in production.
 */
export function startApi(
  databaseUrl: string,
  port: number,
  cacheSeconds: number,
  publicUrl: string,
  built?: Built,
): Promise<Server> {
  return startProcess(
    built ? `api ×${built.concurrency}` : 'api',
    built ? ['build/api/main.js'] : ['--import', 'tsx', 'api/src/main.ts'],
    {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      JWT_SECRET: API_SECRET,
      // production refuses to start without the 무통장입금 account buyers transfer to
      BANK_ACCOUNT: '신한은행|110-123-456789|(주)빵잡벤치',
      // and without web push's VAPID pair
      VAPID_PUBLIC_KEY: VAPID_KEYS.publicKey,
      VAPID_PRIVATE_KEY: VAPID_KEYS.privateKey,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_CACHE_SECONDS: String(cacheSeconds),
      // the web's address, which starts the links in mail
      PUBLIC_URL: publicUrl,
      // the pictures made through POST /images (bench/pictures.ts), beside the bench's databases
      IMAGE_DIR: path.join(ROOT, 'bench', 'data', 'uploads'),
      // production's default is a process per core: the bench's single process says it is one
      API_CONCURRENCY: String(built?.concurrency ?? 1),
    },
    port,
    '/health',
  );
}

/**
 * One secret per bench run: an api started again after a crash must accept the tokens in the
 * web's sessions, and a session cookie made by one web must open the next.
 */
const API_SECRET = randomBytes(32).toString('hex');
const SESSION_SECRET = randomBytes(32).toString('hex');
/** the same for web push's pair: browsers subscribe with its public key */
const VAPID_KEYS = webpush.generateVAPIDKeys();

/**
 * The built web tier, production mode, on plain http (cookies not Secure); `nodeFlags` such as
 * --cpu-prof; `built` as for startApi.
 */
export function startWeb(port: number, apiUrl: string, nodeFlags: string[] = [], built?: Built): Promise<Server> {
  return startProcess(
    built ? `web ×${built.concurrency}` : 'web',
    [...nodeFlags, ...(built ? ['build/web/server.js'] : ['--import', 'tsx', 'app/server/index.ts'])],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      API_BASE_URL: apiUrl,
      SESSION_SECRET,
      COOKIE_SECURE: 'false',
      WEB_CONCURRENCY: String(built?.concurrency ?? 1),
    },
    port,
    '/',
  );
}

/**
 * nginx in front of the web on `webPort` and the api on `apiPort` (scripts/start-proxy.mjs, as
 * `npm run start:proxy`), https on `port` with the certificate it makes, its files in `dir`; its
 * plain-HTTP and purge listeners on the two ports after it (start-proxy's 8080 and 8081 would
 * meet another bench's nginx on the same machine).
 */
export function startProxy(port: number, webPort: number, apiPort: number, dir: string): Promise<Server> {
  return startProcess(
    'nginx',
    ['scripts/start-proxy.mjs'],
    {
      PROXY_PORT: String(port),
      PROXY_HTTP_PORT: String(port + 1),
      PROXY_PURGE_PORT: String(port + 2),
      PORT: String(webPort),
      API_PORT: String(apiPort),
      PROXY_DIR: dir,
    },
    port,
    '/',
    `https://localhost:${port}`,
  );
}
