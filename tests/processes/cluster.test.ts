import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../api/src/config';
import packageJson from '../../package.json';
import { buildServers, SERVERS } from '../../scripts/build-servers.mjs';
import { vapidPair } from '../fakes/push-service';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The compiled servers as production runs them: node alone, NODE_ENV=production. */
const PRODUCTION: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://localhost:3121',
  JWT_SECRET: 'cluster-test-jwt-secret-cluster-test-jwt-secret',
  BANK_ACCOUNT: '신한은행|110-123-456789|(주)빵잡',
  ...vapidPair,
  SESSION_SECRET: 'cluster-test-session-secret',
  COOKIE_SECURE: 'false',
  LOG_LEVEL: 'warn',
};

describe('the compiled servers', () => {
  it('import nothing at run time but node itself and the dependencies (tsx and the rest of devDependencies are not installed in production)', async () => {
    const allowed = new Set([...Object.keys(packageJson.dependencies), ...builtinModules]);
    const imported = (await buildServers({ write: false })).flatMap((metafile) =>
      Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path)),
    );
    const packageOf = (specifier: string) =>
      specifier
        .replace(/^node:/, '')
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    expect(imported).toContain('@hono/node-server');
    expect(imported.filter((specifier) => !allowed.has(packageOf(specifier)))).toEqual([]);
  });

  it('refuse a concurrency that is not a whole number of processes, and a cluster on an in-memory database', () => {
    for (const value of ['0', '-1', '1.5', 'two'])
      expect(() => loadConfig({ NODE_ENV: 'test', API_CONCURRENCY: value })).toThrow(/API_CONCURRENCY/);
    expect(() => loadConfig({ NODE_ENV: 'test', API_CONCURRENCY: '2', DATABASE_URL: 'file::memory:' })).toThrow(
      /file::memory: is one process's own database/,
    );
    // production's default, every core, would be refused there: it stays one process
    expect(loadConfig({ ...PRODUCTION, DATABASE_URL: 'file::memory:' }).concurrency).toBe(1);
    expect(loadConfig({ ...PRODUCTION, DATABASE_URL: 'file:./data/app.db' }).concurrency).toBe(
      os.availableParallelism(),
    );
    expect(loadConfig({ NODE_ENV: 'test', API_CONCURRENCY: '3' }).concurrency).toBe(3);
  });
});

/** A server process started from build/, with what it printed, for the failure messages. */
class Server {
  readonly child: ChildProcess;
  output = '';
  readonly exited: Promise<number | null>;

  constructor(file: string, env: NodeJS.ProcessEnv) {
    // a process group of its own, as a terminal gives `npm start`: a Ctrl-C signals all of it
    this.child = spawn(process.execPath, ['--enable-source-maps', file], {
      cwd: ROOT,
      env,
      stdio: 'pipe',
      detached: true,
    });
    const keep = (chunk: Buffer) => (this.output += chunk.toString());
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
  }

  get pid() {
    return this.child.pid!;
  }

  /** the primary's children: its workers */
  workers(): number[] {
    const file = `/proc/${this.pid}/task/${this.pid}/children`;
    if (!fs.existsSync(file)) return [];
    return fs.readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  }

  /** Waits for both workers to be forked, and one of them to answer on `port`. */
  async started(port: number, probe: string) {
    await vi.waitFor(() => expect(this.workers()).toHaveLength(2), { timeout: 20_000, interval: 100 });
    await vi.waitFor(() => answeringWorker(this, port, probe), { timeout: 20_000, interval: 100 });
  }

  stop() {
    if (this.child.exitCode === null && this.child.signalCode === null) process.kill(-this.pid, 'SIGKILL');
  }
}

/** The inode of the server's end of the TCP connection whose client end is `clientPort`. */
function serverSocketInode(serverPort: number, clientPort: number): string | undefined {
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, remote, , , , , , , inode] = line.trim().split(/\s+/);
      const port = (address: string | undefined) => parseInt(address?.split(':')[1] ?? '', 16);
      if (port(local) === serverPort && port(remote) === clientPort) return inode;
    }
  }
  return undefined;
}

/**
 * The worker holding the server's end of a connection, read from /proc, so that no pid is ever
 * shown to a visitor; an error while none does (the primary has not handed it over yet).
 */
function workerHolding(server: Server, port: number, socket: net.Socket): number {
  const inode = serverSocketInode(port, socket.localPort!);
  const owner = server.workers().find((pid) =>
    fs.readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return fs.readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`;
      } catch {
        return false; // closed between the listing and the read
      }
    }),
  );
  if (!owner) throw new Error(`no worker of ${server.pid} holds the connection`);
  return owner;
}

/** Which worker answers a new connection. */
async function answeringWorker(server: Server, port: number, pathname: string): Promise<number> {
  const socket = net.connect(port, '127.0.0.1');
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.once('data', () => resolve());
      socket.write(`GET ${pathname} HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`);
    });
    return workerHolding(server, port, socket);
  } finally {
    socket.destroy();
  }
}

/** Resolves once a new connection to `port` is refused: the server stopped taking connections. */
async function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** A POST whose body is sent in two halves: `finish()` sends the rest and resolves with the answer's status. */
async function halfSentPost(port: number, pathname: string, body: string, headers: Record<string, string> = {}) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const head = Object.entries({
    Host: `localhost:${port}`,
    'Content-Type': 'application/json',
    'Content-Length': String(bytes.length),
    Connection: 'close',
    ...headers,
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.write(`POST ${pathname} HTTP/1.1\r\n${head}\r\n`);
    socket.write(bytes.subarray(0, half), () => resolve());
  });
  return {
    socket,
    /** whether the server answered before the body was whole (it must not have) */
    answeredEarly: () => answer.length > 0,
    async finish(): Promise<number> {
      // written, not end()ed: a client that half-closes its side has given up, for node's http server
      socket.write(bytes.subarray(half));
      await closed;
      return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
    },
  };
}

interface ClusterCase {
  name: string;
  file: string;
  port: number;
  env: () => Promise<Record<string, string>>;
  /** a path that answers without the other tier */
  probe: string;
  /** a request that reads its whole body before answering, and what it answers */
  slow: { path: string; body: string; headers?: Record<string, string>; status: number };
  cleanUp?: () => Promise<void>;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bbangjob-cluster-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// the body is read whole before it is found wanting: no password hashing to outlast the api's 3 s grace
const login = { path: '/login', body: JSON.stringify({ userId: 'nobody', password: 1 }), status: 400 };
const postgresSchema = `cluster_${randomBytes(6).toString('hex')}`;
const postgres = async (query: string) => {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
};

const cases: ClusterCase[] = [
  {
    name: 'the api on SQLite, API_CONCURRENCY=2',
    file: SERVERS.api.outfile,
    port: 4121,
    env: async () => ({ API_CONCURRENCY: '2', API_PORT: '4121', DATABASE_URL: `file:${path.join(dir, 'app.db')}` }),
    probe: '/health',
    slow: login,
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'the api on PostgreSQL, API_CONCURRENCY=2',
          file: SERVERS.api.outfile,
          port: 4122,
          env: async () => {
            await postgres(`create schema ${postgresSchema}`);
            const url = new URL(process.env.TEST_DATABASE_URL!);
            url.searchParams.set('options', `-c search_path=${postgresSchema}`);
            return { API_CONCURRENCY: '2', API_PORT: '4122', DATABASE_URL: url.href };
          },
          probe: '/health',
          slow: login,
          cleanUp: () => postgres(`drop schema ${postgresSchema} cascade`),
        },
      ]
    : []),
  {
    name: 'the web, WEB_CONCURRENCY=2',
    file: SERVERS.web.outfile,
    port: 3121,
    env: async () => ({ WEB_CONCURRENCY: '2', PORT: '3121', API_BASE_URL: 'http://localhost:4129' }),
    probe: '/favicon.svg',
    // the browser error beacon: read whole, then 204
    slow: {
      path: '/_log',
      body: JSON.stringify({ level: 'warn', code: 'cluster-test', details: {} }),
      headers: { Origin: 'http://localhost:3121' },
      status: 204,
    },
  },
];

describe.each(cases)('$name', ({ file, port, env, probe, slow, cleanUp }) => {
  let settings: NodeJS.ProcessEnv;
  let server: Server;
  let first: number[];
  const started: Server[] = [];
  const start = async () => {
    server = new Server(file, settings);
    started.push(server);
    await server.started(port, probe);
  };

  beforeAll(async () => {
    settings = { ...PRODUCTION, IMAGE_DIR: path.join(dir, 'images'), ...(await env()) };
    await start();
  }, 30_000);
  afterAll(async () => {
    for (const each of started) each.stop();
    await Promise.all(started.map((each) => each.exited));
    await cleanUp?.();
  });

  /** Stops the server with `signal` while a request is half sent: it must finish it and exit 0. */
  async function stopsGracefully(signal: () => void) {
    const request = await halfSentPost(port, slow.path, slow.body, slow.headers);
    // under way: in a worker's hands (a connection the primary has not handed over when the workers
    // stop is dropped, as one still in a single server's backlog is)
    await vi.waitFor(() => workerHolding(server, port, request.socket), { timeout: 10_000, interval: 20 });
    signal();
    await vi.waitFor(async () => expect(await refused(port)).toBe(true), { timeout: 10_000, interval: 50 });
    expect(request.answeredEarly()).toBe(false);
    expect(await request.finish(), server.output).toBe(slow.status);
    expect(await server.exited, server.output).toBe(0);
  }

  it('answers from two worker processes', async () => {
    first = server.workers();
    const answered = new Set<number>();
    await vi.waitFor(
      async () => {
        answered.add(await answeringWorker(server, port, probe));
        expect([...answered].sort()).toEqual([...first].sort());
      },
      { timeout: 20_000, interval: 50 },
    );
  });

  it('replaces a worker that dies', async () => {
    process.kill(first[0]!, 'SIGKILL');
    await vi.waitFor(
      async () => {
        const replacement = server.workers().find((pid) => !first.includes(pid));
        expect(replacement, server.output).toBeDefined();
        expect(await answeringWorker(server, port, probe)).toBe(replacement);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(server.workers()).toHaveLength(2);
  });

  it('on SIGTERM stops taking connections, finishes the request under way, and exits 0', async () => {
    await stopsGracefully(() => server.child.kill('SIGTERM'));
  });

  it('on one Ctrl-C, which signals the primary and every worker at once, stops the same way, once', async () => {
    server.stop(); // when the test above did not
    await server.exited;
    await start();
    await stopsGracefully(() => process.kill(-server.pid, 'SIGINT'));
    expect(server.output).not.toMatch(/Error|ERR_/);
  });
});
