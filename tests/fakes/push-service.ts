import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

/**
 * web-push-testing (a real push service: it checks the VAPID signature and decrypts the aes128gcm
 * payload) in a child process of its own, on a free port or the one given. Used by the api tests,
 * the e2e tests and `npm run dev:fakes`. Its own CLI is not used: `start` detaches the server and
 * keeps its pid in a node-persist folder of the working directory, so a crashed run blocks the port
 * for the next; its server script with the port as argument is what that CLI runs.
 */

/** What `/subscribe` answers: a browser's PushSubscription, and the id the service reads it by. */
export interface FakeSubscription {
  /** http://localhost:<port>/notify/<clientHash> */
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface FakePushService {
  /** http://localhost:<port>, the host its subscriptions' endpoints name */
  url: string;
  port: number;
  /** A new subscription, as a browser makes it with `applicationServerKey` (the api's VAPID public key). */
  subscribe(applicationServerKey: string): Promise<FakeSubscription>;
  /** What the subscription received, decrypted, oldest first. */
  received(clientHash: string): Promise<string[]>;
  /** From now on the subscription answers 410 Gone, as a browser that unsubscribed. */
  expire(clientHash: string): Promise<void>;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);
const SERVER_SCRIPT = path.join(path.dirname(require.resolve('web-push-testing/package.json')), 'src/bin/server.js');
const READY_MS = 10_000;

async function call<T>(url: string, route: string, body: unknown = {}): Promise<T> {
  const res = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`push service ${route} answered ${res.status}: ${text}`);
  // some routes answer a bare OK
  return (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null) as T;
}

/** POST /subscribe on the push service at `url` (another process's, for the e2e tests). */
export async function subscribeOn(url: string, applicationServerKey: string): Promise<FakeSubscription> {
  return (await call<{ data: FakeSubscription }>(url, '/subscribe', { applicationServerKey })).data;
}

/** POST /get-notifications on the push service at `url`: what one subscription received, decrypted. */
export async function receivedOn(url: string, clientHash: string): Promise<string[]> {
  return (await call<{ data: { messages: string[] } }>(url, '/get-notifications', { clientHash })).data.messages;
}

/** POST /expire-subscription/<clientHash> on the push service at `url`. */
export async function expireOn(url: string, clientHash: string): Promise<void> {
  await call(url, `/expire-subscription/${clientHash}`);
}

/** A port nothing listens on now (the server takes it a moment later; a clash is retried). */
async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** Resolves once the child says it listens, rejects when it exits first (a taken port) or never says. */
function listening(child: ChildProcess, output: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`web-push-testing did not start:\n${output.join('')}`)), READY_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      if (/Server running on port/.test(output.join(''))) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`web-push-testing exited (${code}) before listening:\n${output.join('')}`));
    });
  });
}

async function launch(port: number): Promise<{ child: ChildProcess; output: string[] }> {
  const child = spawn(process.execPath, [SERVER_SCRIPT, String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  try {
    await listening(child, output);
  } catch (error) {
    child.kill();
    throw error;
  }
  return { child, output };
}

/**
 * Starts web-push-testing on `port` (a free one when not given) and resolves once it answers
 * `/status`. `stop()` ends the child and waits for it.
 */
export async function startPushService({ port }: { port?: number } = {}): Promise<FakePushService> {
  let started: { child: ChildProcess; output: string[] } | null = null;
  let chosen = port ?? 0;
  for (let attempt = 0; !started; attempt += 1) {
    chosen = port ?? (await freePort());
    try {
      started = await launch(chosen);
    } catch (error) {
      // another process took the free port between our look and the server's listen: another one
      if (port !== undefined || attempt >= 2) throw error;
    }
  }
  const { child } = started;
  const url = `http://localhost:${chosen}`;
  const status = await fetch(`${url}/status`, { method: 'POST' });
  if (status.status !== 200) {
    child.kill();
    throw new Error(`web-push-testing answered /status with ${status.status}`);
  }
  return {
    url,
    port: chosen,
    subscribe: (applicationServerKey) => subscribeOn(url, applicationServerKey),
    received: (clientHash) => receivedOn(url, clientHash),
    expire: (clientHash) => expireOn(url, clientHash),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
