import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ExtractSchema } from 'hono/types';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import pg from 'pg';
import { type Api, createApi } from '../../api/src/app';
import type { PasswordCost } from '../../api/src/auth/passwords';
import type { Clock } from '../../api/src/clock';
import { loadConfig } from '../../api/src/config';
import { connectDatabase, type DatabaseHandle, type DialectName } from '../../api/src/db/connect';
import { migrateToLatest } from '../../api/src/db/migrate';
import { seedProducts } from '../../api/src/db/seed';
import { createDeps } from '../../api/src/deps';
import { createLogger } from '../../api/src/logger';
import { type ApiErrorCode, apiErrorCodeSchema, type FieldErrors } from '#contracts/errors';
import type { RegisterBody, SessionTokens } from '#contracts/user';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * argon2id at the least it takes (8 KiB per lane, one pass) rather than production's 19 MiB, twice
 * over: the suite signs up thousands of members (login.test.ts alone took 40% less CPU with it).
 * passwords.test.ts checks what production hashes with.
 */
export const TEST_PASSWORD_COST: PasswordCost = { memoryKib: 8, passes: 1 };

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

/** The api's routes as its chained app declares them: path → `$method` → each answer with its status. */
type Routes = ExtractSchema<Api>;
type RoutePath = Extract<keyof Routes, string>;

/** `/my/job-infos/7/close?x=1` → `['', 'my', 'job-infos', '7', 'close']`; `${number}` stays a segment. */
type Segments<Path extends string> = Path extends `${infer Head}?${string}`
  ? Segments<Head>
  : Path extends `${infer Head}/${infer Tail}`
    ? [Head, ...Segments<Tail>]
    : [Path];

/** Whether a path's segments fit a route's, where a route's `:param` takes any one segment. */
type Fits<Route extends string[], Path extends string[]> = Route extends [
  infer R extends string,
  ...infer RouteRest extends string[],
]
  ? Path extends [infer P extends string, ...infer PathRest extends string[]]
    ? R extends `:${string}`
      ? Fits<RouteRest, PathRest>
      : P extends R
        ? Fits<RouteRest, PathRest>
        : false
    : false
  : Path extends []
    ? true
    : false;

/** The route a request's path reaches: the literal one when there is one, as the router prefers it. */
type RouteOf<Path extends string> =
  Segments<Path> extends infer S extends string[]
    ? {
        [R in RoutePath]: R extends `${string}:${string}` ? never : Fits<Segments<R>, S> extends true ? R : never;
      }[RoutePath] extends infer Literal extends RoutePath
      ? [Literal] extends [never]
        ? { [R in RoutePath]: Fits<Segments<R>, S> extends true ? R : never }[RoutePath]
        : Literal
      : never
    : never;

/** `/my/job-infos/:id` as the OpenAPI document writes it: `/my/job-infos/{id}`. */
type DocumentedPath<R extends string> = R extends `${infer Head}:${infer Param}/${infer Tail}`
  ? `${Head}{${Param}}/${DocumentedPath<Tail>}`
  : R extends `${infer Head}:${infer Param}`
    ? `${Head}{${Param}}`
    : R;

/** What the tests read of an operation in the OpenAPI document. */
interface DocumentedOperation {
  operationId: string;
  security: Record<string, string[]>[];
  tags: string[];
  parameters: { name: string }[];
  requestBody: { content: Record<'application/json', { schema: { required: string[] } }> };
  responses: Record<string, unknown>;
}

/** GET /openapi.json, which the app serves beside its typed routes: each route, each of its methods. */
export interface OpenApiDocument {
  paths: {
    [R in RoutePath as DocumentedPath<R>]: {
      [M in keyof Routes[R] as M extends `$${infer Method}` ? Method : never]: DocumentedOperation;
    };
  };
  components: { securitySchemes: { bearerAuth: { scheme: string } }; schemas: Record<string, unknown> };
}

/** The body of the route's 2xx answer to `method` on `path`, as its schema declares it; unknown when no route fits. */
export type Answer<Method extends string, Path extends string> = Path extends '/openapi.json'
  ? OpenApiDocument
  : RouteOf<Path> extends infer R extends RoutePath
    ? [R] extends [never]
      ? unknown
      : Routes[R] extends infer Methods
        ? `$${Lowercase<Method>}` extends keyof Methods
          ? Extract<Methods[`$${Lowercase<Method>}`], { status: SuccessStatusCode }> extends { output: infer Output }
            ? Output
            : unknown
          : unknown
        : unknown
    : unknown;

/** What a test reads of an error answer: the Korean message, the code and, on a 400, the field messages. */
export interface ErrorAnswer {
  message: string;
  code: ApiErrorCode;
  details: { fields: FieldErrors } & Record<string, unknown>;
}

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The answer: typed as the route's 2xx body, and as an error's fields for the tests of refusals. */
  body: T & ErrorAnswer;
}

export type Harness = Awaited<ReturnType<typeof createHarness>>;

interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  rawBody?: BodyInit;
}

/**
 * A fresh api on a fresh database: in-memory SQLite (a file in a folder of its own with
 * `sqliteFile`, which processes with connections of their own can share), or a PostgreSQL schema
 * of its own that is dropped on close. Requests go through the app in process, no port.
 */
export async function createHarness(
  dialect: DialectName,
  env: Record<string, string> = {},
  { sqliteFile = false }: { sqliteFile?: boolean } = {},
) {
  const clock = new TestClock();
  let schema: string | undefined;
  let sqliteDir: string | undefined;
  let connect: () => DatabaseHandle;
  if (dialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const own = `test_${randomBytes(6).toString('hex')}`;
    schema = own;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    connect = () => connectDatabase(url, { searchPath: own, poolSize: 5 });
  } else if (sqliteFile) {
    const dir = await mkdtemp(path.join(tmpdir(), 'bbangjob-db-'));
    sqliteDir = dir;
    connect = () => connectDatabase(`file:${path.join(dir, 'test.db')}`);
  } else {
    connect = () => connectDatabase('file::memory:');
  }
  const handle = connect();
  const handles = [handle];
  await migrateToLatest(handle.db);
  await seedProducts(handle.db);
  // pictures go to a folder of this api's own, removed on close, unless the test names one (or S3)
  const imageDir = env.IMAGE_DIR ? null : await mkdtemp(path.join(tmpdir(), 'bbangjob-images-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_MEMORY_KIB: String(TEST_PASSWORD_COST.memoryKib),
    PASSWORD_HASH_PASSES: String(TEST_PASSWORD_COST.passes),
    ...(imageDir ? { IMAGE_DIR: imageDir } : {}),
    ...env,
  });
  const deps = createDeps({ ...handle, config, logger: createLogger('silent'), clock });
  const app = createApi(deps);
  const processes = [deps];

  async function send<Method extends string, Path extends string>(
    to: Api,
    method: Method,
    path: Path,
    options: RequestOptions = {},
  ): Promise<JsonResponse<Answer<Method, Path>>> {
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
    // Every refusal any api test meets carries a code the contracts list, or that test fails here.
    const code = res.status >= 400 ? (parsed as { code?: unknown } | null)?.code : undefined;
    if (code !== undefined && !apiErrorCodeSchema.safeParse(code).success) {
      throw new Error(
        `${method} ${path} answered ${res.status} with code ${JSON.stringify(code)}, not in API_ERROR_CODES`,
      );
    }
    return { status: res.status, headers: res.headers, body: parsed as Answer<Method, Path> & ErrorAnswer };
  }

  const request = <Method extends string, Path extends string>(
    method: Method,
    path: Path,
    options: RequestOptions = {},
  ) => send(app, method, path, options);

  let counter = 0;
  function normalUser(overrides: Partial<RegisterBody> = {}): RegisterBody {
    counter += 1;
    const userId = `seeker${counter}${randomBytes(2).toString('hex')}`;
    return {
      userId,
      password: 'bread1234',
      username: '박파티',
      // a mailbox of its own: an address is sent only a few verification mails an hour
      email: `${userId}@example.com`,
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
    post: <Path extends string>(path: Path, body?: unknown, token?: string) => request('POST', path, { body, token }),
    put: <Path extends string>(path: Path, body?: unknown, token?: string) => request('PUT', path, { body, token }),
    get: <Path extends string>(path: Path, token?: string) => request('GET', path, { token }),
    normalUser,
    companyUser,
    /** POST /check-password: opens the member's details and account changes for 10 minutes of this sign-in. */
    async checkPassword(accessToken: string, password: string): Promise<void> {
      const res = await request('POST', '/check-password', { body: { password }, token: accessToken });
      if (res.status !== 200) throw new Error(`password check failed: ${res.status} ${JSON.stringify(res.body)}`);
    },
    /**
     * A second api process on the same database: what it knows of sign-ins it must learn from there.
     * With `ownConnection` it connects to the database itself (an in-memory SQLite cannot be shared).
     */
    anotherProcess({ ownConnection = false }: { ownConnection?: boolean } = {}) {
      const otherHandle = ownConnection ? connect() : handle;
      if (ownConnection) handles.push(otherHandle);
      const otherDeps = createDeps({ ...otherHandle, config, logger: createLogger('silent'), clock });
      processes.push(otherDeps);
      const other = createApi(otherDeps);
      return {
        app: other,
        deps: otherDeps,
        get: <Path extends string>(path: Path, token?: string) => send(other, 'GET', path, { token }),
        post: <Path extends string>(path: Path, body?: unknown, token?: string) =>
          send(other, 'POST', path, { body, token }),
        put: <Path extends string>(path: Path, body?: unknown, token?: string) =>
          send(other, 'PUT', path, { body, token }),
      };
    },
    /** Registers and returns the session the api answered with. */
    async signUp(body: RegisterBody = normalUser()): Promise<SessionTokens & { password: string; userId: string }> {
      const res = await request('POST', '/register', { body });
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { ...res.body, password: String(body.password), userId: String(body.userId) };
    },
    async close() {
      await Promise.all(processes.map((each) => each.publicChanges.close()));
      await Promise.all(handles.map((each) => each.close()));
      if (sqliteDir) await rm(sqliteDir, { recursive: true, force: true });
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
