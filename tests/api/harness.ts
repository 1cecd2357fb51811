import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Api, createApi } from '../../api/src/app';
import type { Clock } from '../../api/src/clock';
import { loadConfig } from '../../api/src/config';
import { connectDatabase, type DialectName } from '../../api/src/db/connect';
import { migrateToLatest } from '../../api/src/db/migrate';
import { seedProducts } from '../../api/src/db/seed';
import { createDeps } from '../../api/src/deps';
import { createLogger } from '../../api/src/logger';
import type { RegisterBody, SessionTokens } from '../../api/contracts/user';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A clock the test moves by hand; a wait moves it on at once. */
export class TestClock implements Clock {
  private current = new Date('2026-11-23T09:00:00.000Z').getTime();
  now() {
    return new Date(this.current);
  }
  advance(milliseconds: number) {
    this.current += milliseconds;
  }
  async sleep(milliseconds: number) {
    this.advance(milliseconds);
  }
}

export interface JsonResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export type Harness = Awaited<ReturnType<typeof createHarness>>;

interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  rawBody?: BodyInit;
}

/**
 * A fresh api on a fresh database: in-memory SQLite, or a PostgreSQL schema of its own that is
 * dropped on close. Requests go through the app in process, no port.
 */
export async function createHarness(dialect: DialectName, env: Record<string, string> = {}) {
  const clock = new TestClock();
  let schema: string | undefined;
  let handle;
  if (dialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    handle = connectDatabase(url, { searchPath: schema, poolSize: 5 });
  } else {
    handle = connectDatabase('file::memory:');
  }
  await migrateToLatest(handle.db);
  await seedProducts(handle.db);
  // pictures go to a folder of this api's own, removed on close, unless the test names one (or S3)
  const imageDir = env.IMAGE_DIR ? null : await mkdtemp(path.join(tmpdir(), 'bbangjob-images-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...(imageDir ? { IMAGE_DIR: imageDir } : {}),
    ...env,
  });
  const deps = createDeps({ ...handle, config, logger: createLogger('silent'), clock });
  const app = createApi(deps);

  async function send<T = any>(
    to: Api,
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<JsonResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined = options.rawBody;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    const res = await to.request(path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // a non-JSON answer stays text, which the assertions then show
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  const request = <T = any>(method: string, path: string, options: RequestOptions = {}) =>
    send<T>(app, method, path, options);

  let counter = 0;
  function normalUser(overrides: Partial<RegisterBody> = {}): RegisterBody {
    counter += 1;
    return {
      userId: `seeker${counter}${randomBytes(2).toString('hex')}`,
      password: 'bread1234',
      username: '박파티',
      email: 'seeker@example.com',
      phone: '010-2222-3333',
      role: 'normal',
      agreeTerms: true,
      agreePrivacy: true,
      agreeMarketing: false,
      ...overrides,
    };
  }

  function companyUser(overrides: Partial<RegisterBody> = {}): RegisterBody {
    return normalUser({
      role: 'company',
      username: '달빛제과',
      businessNumber: '124-81-00998',
      ceoName: '최대표',
      companyAddress: '부산광역시 해운대구 센텀로 1',
      businessType: '제과점업',
      ...overrides,
    });
  }

  return {
    app,
    clock,
    deps,
    db: handle.db,
    dialect,
    request,
    post: <T = any>(path: string, body?: unknown, token?: string) => request<T>('POST', path, { body, token }),
    put: <T = any>(path: string, body?: unknown, token?: string) => request<T>('PUT', path, { body, token }),
    get: <T = any>(path: string, token?: string) => request<T>('GET', path, { token }),
    normalUser,
    companyUser,
    /** POST /check-password: opens the member's details and account changes for 10 minutes of this sign-in. */
    async checkPassword(accessToken: string, password: string): Promise<void> {
      const res = await request('POST', '/check-password', { body: { password }, token: accessToken });
      if (res.status !== 200) throw new Error(`password check failed: ${res.status} ${JSON.stringify(res.body)}`);
    },
    /** A second api process on the same database: what it knows of sign-ins it must learn from there. */
    anotherProcess() {
      const other = createApi(createDeps({ ...handle, config, logger: createLogger('silent'), clock }));
      return {
        app: other,
        get: <T = any>(path: string, token?: string) => send<T>(other, 'GET', path, { token }),
        post: <T = any>(path: string, body?: unknown, token?: string) => send<T>(other, 'POST', path, { body, token }),
        put: <T = any>(path: string, body?: unknown, token?: string) => send<T>(other, 'PUT', path, { body, token }),
      };
    },
    /** Registers and returns the session the api answered with. */
    async signUp(body: RegisterBody = normalUser()): Promise<SessionTokens & { password: string; userId: string }> {
      const res = await request<SessionTokens>('POST', '/register', { body });
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { ...res.body, password: String(body.password), userId: String(body.userId) };
    },
    async close() {
      await handle.close();
      if (imageDir) await rm(imageDir, { recursive: true, force: true });
      if (schema) {
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
        await admin.connect();
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
    },
  };
}
