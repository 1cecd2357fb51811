/**
 * The api and the web in production mode, as child processes of the bench on their own ports,
 * and the web build they serve (rebuilt only when app/ is newer, as `npm start` does).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
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

export interface Server {
  name: string;
  url: string;
  pid: number;
  /** the web build the process loaded (webBuildTime when it started) */
  buildTime: number;
  stop(): Promise<void>;
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

/** Starts `args` under node and waits until `readyPath` answers 200; its output is kept for errors. */
async function startProcess(
  name: string,
  args: string[],
  env: Record<string, string>,
  port: number,
  readyPath: string,
): Promise<Server> {
  const buildTime = webBuildTime();
  if (await portTaken(port))
    throw new Error(`${name}: port ${port} is already in use (an earlier bench still running?)`);
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://localhost:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(url + readyPath);
      await response.arrayBuffer();
      if (response.status === 200) break;
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
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The api on `databaseUrl`, production mode: no demo data, warnings only in its log, anonymous
 * public answers kept `cacheSeconds` (PUBLIC_CACHE_SECONDS; 0 sends every request to the database).
 */
export function startApi(databaseUrl: string, port: number, cacheSeconds: number, publicUrl: string): Promise<Server> {
  return startProcess(
    'api',
    ['--import', 'tsx', 'api/src/main.ts'],
    {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_CACHE_SECONDS: String(cacheSeconds),
      // the web's address, which starts the links in mail
      PUBLIC_URL: publicUrl,
      // the pictures made through POST /images (bench/pictures.ts), beside the bench's databases
      IMAGE_DIR: path.join(ROOT, 'bench', 'data', 'uploads'),
    },
    port,
    '/health',
  );
}

/** The built web tier, production mode, on plain http (cookies not Secure); `nodeFlags` such as --cpu-prof. */
export function startWeb(port: number, apiUrl: string, nodeFlags: string[] = []): Promise<Server> {
  return startProcess(
    'web',
    [...nodeFlags, '--import', 'tsx', 'app/server/index.ts'],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      API_BASE_URL: apiUrl,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      COOKIE_SECURE: 'false',
    },
    port,
    '/',
  );
}
