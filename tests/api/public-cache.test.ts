import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobInfoInputSchema } from '#contracts/job-info';
import { postgresChanges, type PublicChanges } from '../../api/src/http/public-changes';
import { createLogger } from '../../api/src/logger';
import { createHarness, DIALECTS, type Harness } from './harness';
import { postingInput } from './fixtures';

/** The anonymous public answers are reused for a few seconds, and never survive a write through the api. */
describe.each(DIALECTS)('public answer cache (%s)', (dialect) => {
  let api: Harness;
  let companyId: number;
  let seeker: { accessToken: string; userId: string; password: string };

  /** Publishes a posting behind the api's back, as the seed CLI or another api process would. */
  async function publishOutsideTheApi(title: string) {
    const created = await api.deps.jobInfos.create(companyId, jobInfoInputSchema.parse(postingInput(title)));
    await api.deps.jobInfos.publish(created.id, 30);
  }
  const list = async (token?: string) => {
    const res = await api.get('/job-infos', token);
    expect(res.status).toBe(200);
    return { total: res.body.total, cache: res.headers.get('x-cache') };
  };

  beforeAll(async () => {
    api = await createHarness(dialect, { PUBLIC_CACHE_SECONDS: '10' });
    await api.deps.publicChanges.ready();
    const company = await api.signUp(api.companyUser());
    companyId = (await api.deps.users.findByUserId(company.userId))!.id;
    seeker = await api.signUp(api.normalUser());
    await publishOutsideTheApi('마포 제빵사 1');
  });
  afterAll(() => api.close());

  it('reuses an anonymous answer, and a signed-in caller always reads the database', async () => {
    expect(await list()).toEqual({ total: 1, cache: 'miss' });
    await publishOutsideTheApi('마포 제빵사 2');
    expect(await list()).toEqual({ total: 1, cache: 'hit' });
    // (the count is kept apart, for as long: a write outside the api goes unseen in it meanwhile)
    const signedIn = await api.get('/job-infos', seeker.accessToken);
    expect(signedIn.headers.get('x-cache')).toBeNull();
    expect(signedIn.body.items.map((item) => item.title).sort()).toEqual(['마포 제빵사 1', '마포 제빵사 2']);
  });

  it('is emptied by a successful write through the api, not by signing in or a refused write', async () => {
    api.clock.advance(11_000);
    expect((await list()).cache).toBe('miss');
    await publishOutsideTheApi('마포 제빵사 3');
    expect((await api.post('/login', { userId: seeker.userId, password: seeker.password })).status).toBe(200);
    const refused = await api.post(
      '/my/inquiries',
      { category: 'payment', title: '질문', body: '짧음' },
      seeker.accessToken,
    );
    expect(refused.status).toBe(400);
    expect(await list()).toEqual({ total: 2, cache: 'hit' });

    const inquiry = await api.post(
      '/my/inquiries',
      { category: 'payment', title: '환불 문의', body: '결제한 공고 상품을 환불받고 싶습니다.' },
      seeker.accessToken,
    );
    expect(inquiry.status).toBe(201);
    expect(await list()).toEqual({ total: 3, cache: 'miss' });
  });

  it('keeps an answer for its seconds only, and caches no refusal', async () => {
    await publishOutsideTheApi('마포 제빵사 4');
    expect(await list()).toEqual({ total: 3, cache: 'hit' });
    api.clock.advance(10_001);
    expect(await list()).toEqual({ total: 4, cache: 'miss' });
    const missing = await api.get('/job-infos/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-cache')).toBeNull();
  });
});

/**
 * Several api processes on one database (a SQLite file, a PostgreSQL schema), each with its own
 * connection and cache: a write through one empties what the others keep, at once on SQLite (the
 * generation in the file) and once the notification arrives on PostgreSQL.
 */
describe.each(DIALECTS)('public answer cache across processes (%s)', (dialect) => {
  let api: Harness;
  let other: ReturnType<Harness['anotherProcess']>;
  let company: { accessToken: string; userId: string };
  let postingId: number;

  const titlesThroughOther = async () => {
    const res = await other.get('/job-infos');
    expect(res.status).toBe(200);
    return { titles: res.body.items.map((item) => item.title), cache: res.headers.get('x-cache') };
  };

  beforeAll(async () => {
    api = await createHarness(dialect, { PUBLIC_CACHE_SECONDS: '10' }, { sqliteFile: true });
    other = api.anotherProcess({ ownConnection: true });
    await Promise.all([api.deps.publicChanges.ready(), other.deps.publicChanges.ready()]);
    company = await api.signUp(api.companyUser());
    const companyId = (await api.deps.users.findByUserId(company.userId))!.id;
    const created = await api.deps.jobInfos.create(companyId, jobInfoInputSchema.parse(postingInput('마포 제빵사')));
    await api.deps.jobInfos.publish(created.id, 30);
    postingId = created.id;
  });
  afterAll(() => api.close());

  it("shows a company's edit through another process", async () => {
    expect(await titlesThroughOther()).toEqual({ titles: ['마포 제빵사'], cache: 'miss' });
    expect(await titlesThroughOther()).toEqual({ titles: ['마포 제빵사'], cache: 'hit' });

    // the edit is the only write announced from here on: the other process hears of it (PostgreSQL)
    const heard = new Promise<void>((resolve) => other.deps.publicChanges.onChange(resolve));
    const edited = await api.put(`/my/job-infos/${postingId}`, postingInput('마포 새벽 제빵사'), company.accessToken);
    expect(edited.status).toBe(200);
    if (dialect === 'postgres') await heard;

    expect(await titlesThroughOther()).toEqual({ titles: ['마포 새벽 제빵사'], cache: 'miss' });
    expect(await titlesThroughOther()).toEqual({ titles: ['마포 새벽 제빵사'], cache: 'hit' });
  });
});

/** A dropped LISTEN connection: nothing kept is reused until it listens again, which it does by itself. */
describe.runIf(DIALECTS.includes('postgres'))('public changes on a dropped connection (postgres)', () => {
  let api: Harness;
  let changes: PublicChanges;
  const clients: pg.Client[] = [];

  beforeAll(async () => {
    api = await createHarness('postgres', { PUBLIC_CACHE_SECONDS: '10' });
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(api.db);
    const connect = () => {
      const client = new pg.Client({
        connectionString: process.env.TEST_DATABASE_URL,
        options: `-c search_path=${rows[0]!.schema}`,
      });
      clients.push(client);
      return client;
    };
    changes = postgresChanges({ db: api.db, connect, logger: createLogger('silent') });
    await changes.ready();
  });
  afterAll(async () => {
    await changes.close();
    await api.close();
  });

  it('counts every read as a new generation meanwhile, and listens again', async () => {
    const steady = await changes.current();
    expect(await changes.current()).toBe(steady);

    const listener = await clients[0]!.query<{ pid: number }>('select pg_backend_pid() as pid');
    const heard = new Promise<void>((resolve) => changes.onChange(resolve));
    await sql`select pg_terminate_backend(${listener.rows[0]!.pid})`.execute(api.db);
    await heard;
    const first = await changes.current();
    expect(first).toBeGreaterThan(steady);
    expect(await changes.current()).not.toBe(first);

    await changes.ready();
    expect(clients).toHaveLength(2);
    const again = await changes.current();
    expect(await changes.current()).toBe(again);
  });
});
