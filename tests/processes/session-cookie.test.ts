import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVERS } from '../../scripts/build-servers.mjs';
import { vapidPair } from '../fakes/push-service';
import { freePort } from './free-port';

// The refreshed session reaches the visitor whatever the route answers: the compiled web and api
// as production runs them, with an access token so short-lived that every request of a signed-in
// member refreshes it (the api's refresh token rotates each time, so a lost cookie is a spent one).

const ROOT = path.resolve(import.meta.dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bbangjob-session-'));
/** the web's address: on a port free when the test starts */
let WEB = '';

function serversEnv(webPort: number, apiPort: number): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PUBLIC_URL: `http://localhost:${webPort}`,
    JWT_SECRET: 'session-test-jwt-secret-session-test-jwt-secret',
    BANK_ACCOUNT: '신한은행|110-123-456789|(주)빵잡',
    ...vapidPair,
    SESSION_SECRET: 'session-test-session-secret',
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_URL: 'file::memory:',
    SEED_DEMO_DATA: 'true',
    IMAGE_DIR: path.join(dir, 'images'),
    // inside the web's 10-minute refresh window from the start
    API_ACCESS_TOKEN_TTL_SECONDS: '300',
    API_PORT: String(apiPort),
    PORT: String(webPort),
    API_BASE_URL: `http://localhost:${apiPort}`,
  };
}

const servers: ChildProcess[] = [];
let output = '';

function start(file: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', file], { cwd: ROOT, env, stdio: 'pipe' });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  servers.push(child);
  return child;
}

beforeAll(async () => {
  const [webPort, apiPort] = [await freePort(), await freePort()];
  const env = serversEnv(webPort, apiPort);
  WEB = env.PUBLIC_URL!;
  start(SERVERS.api.outfile, env);
  start(SERVERS.web.outfile, env);
  // the web answers its pages once the api behind it does (the api seeds the demo data first: on a
  // machine whose cores are busy with the other test files, that took over 30 s once)
  await vi.waitFor(async () => expect((await fetch(`${WEB}/service/question`)).status).toBe(200), {
    timeout: 80_000,
    interval: 100,
  });
}, 90_000);
afterAll(async () => {
  for (const child of servers) child.kill('SIGKILL');
  await Promise.all(servers.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The `__session=…` pair a response sets, or null. */
function sessionSet(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((each) => each.startsWith('__session='));
  return cookie ? cookie.split(';')[0]! : null;
}

/** The member's browser: one cookie, replaced by every answer that sets a new one. */
class Member {
  constructor(private cookie: string) {}

  /** `path` asked with the session; the answer must carry a new session cookie, which is kept. */
  async ask(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('Cookie', this.cookie);
    headers.set('Accept', 'text/html');
    const response = await fetch(`${WEB}${pathname}`, { ...init, headers, redirect: 'manual' });
    const next = sessionSet(response);
    expect(next, `${init.method ?? 'GET'} ${pathname} (${response.status}) set no session cookie`).not.toBeNull();
    expect(next).not.toBe(this.cookie);
    this.cookie = next!;
    return response;
  }
}

async function signIn(userId: string, password: string): Promise<Member> {
  const response = await fetch(`${WEB}/login`, {
    method: 'POST',
    headers: { Origin: WEB, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ userId, password, redirectTo: '/' }),
    redirect: 'manual',
  });
  expect(response.status, output).toBe(302);
  return new Member(sessionSet(response)!);
}

describe('every answer to a signed-in member carries the refreshed session', () => {
  it('a loader’s page, an action’s refusal, a guard’s redirect and a thrown 403, one after another', async () => {
    const baker = await signIn('baker01', 'baker1234');

    const page = await baker.ask('/resume');
    expect(page.status).toBe(200);

    const form = new URLSearchParams({ name: '' });
    const refused = await baker.ask('/resume/alerts/new', {
      method: 'POST',
      headers: { Origin: WEB, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(refused.status).toBe(400);

    const redirected = await baker.ask('/login');
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/');

    const forbidden = await baker.ask('/job-info');
    expect(forbidden.status).toBe(403);

    // each cookie above was the only one that still worked: the member is still in
    expect((await baker.ask('/user/edit')).status).toBe(200);
  });

  it('a public page refreshed for a member is never left for a shared cache', async () => {
    const anonymous = await fetch(`${WEB}/info/job-info-list`);
    expect(anonymous.headers.get('cache-control')).toMatch(/public/);
    expect(anonymous.headers.get('etag')).toBeTruthy();

    const bakery = await signIn('bakery01', 'bakery1234');
    const list = await bakery.ask('/info/job-info-list');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(list.headers.get('etag')).toBeNull();
  });
});
