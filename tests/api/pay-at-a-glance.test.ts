import { randomBytes } from 'node:crypto';
import { type Kysely, Migrator } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertConditionWords } from '#contracts/job-alert-filters';
import { type JobInfoInput, jobInfoInputSchema } from '#contracts/job-info';
import { isoNow } from '../../api/src/clock';
import { connectDatabase, type DialectName } from '../../api/src/db/connect';
import { migrateToLatest } from '../../api/src/db/migrate';
import { migrations } from '../../api/src/db/migrations';
import { alertFiltersHourly } from '../../api/src/db/migrations/0024-hourly-pay';
import { hourlyPayColumn } from '../../api/src/job-infos/mapping';
import { newMember, postingInput } from './fixtures';
import { createHarness, DIALECTS, type Harness, TestClock } from './harness';

interface Listed {
  items: { id: number; hourlyPay: unknown }[];
}

/** Five days a week, 09:00–18:00 (8 hours): 40 hours, 8 of 주휴. */
const FULL_WEEK: Partial<JobInfoInput> = {
  workDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
  workStart: '09:00',
  workEnd: '18:00',
};

describe.each(DIALECTS)('pay at a glance (%s)', (dialect) => {
  let api: Harness;
  let company: Awaited<ReturnType<typeof newMember>>;
  const posting = { hourly: 0, daily: 0, monthly: 0, negotiable: 0 };

  const publish = async (title: string, overrides: Partial<JobInfoInput>) => {
    const { id } = await api.deps.jobInfos.create(company.id, jobInfoInputSchema.parse(postingInput(title, overrides)));
    api.clock.advance(60_000);
    await api.deps.jobInfos.publish(id, 30);
    return id;
  };
  const listed = async (query: string) => {
    const res = await api.get(`/job-infos?${query}`);
    expect(res.status).toBe(200);
    return (res.body as Listed).items;
  };

  beforeAll(async () => {
    api = await createHarness(dialect);
    company = await newMember(api, 'company');
    posting.hourly = await publish('시급 카페', { ...FULL_WEEK, payType: 'hourly', payAmount: 11_200 });
    // 09:00–14:00 holds 4½ hours of work: 22,222 an hour, though only 2,600,000 as 26 days' worth
    posting.daily = await publish('일급 새벽빵', {
      ...FULL_WEEK,
      workEnd: '14:00',
      payType: 'daily',
      payAmount: 100_000,
    });
    posting.monthly = await publish('월급 제빵사', { ...FULL_WEEK, payType: 'monthly', payAmount: 3_000_000 });
    posting.negotiable = await publish('협의 판매', { ...FULL_WEEK, payType: 'negotiable', payAmount: undefined });
  });
  afterAll(() => api.close());

  it('answers each posting’s hourly figure beside this year’s minimum, in the list and the detail', async () => {
    const expected = {
      amount: 11_200,
      holidayPay: 2_240,
      minimumWage: 10_320,
      aboveMinimumPercent: 8.5,
    };
    const items = await listed('');
    expect(items.find((item) => item.id === posting.hourly)?.hourlyPay).toEqual(expected);
    expect(items.find((item) => item.id === posting.monthly)?.hourlyPay).toEqual({
      amount: 14_354,
      holidayPay: 0,
      minimumWage: 10_320,
      aboveMinimumPercent: 39.1,
    });
    expect(items.find((item) => item.id === posting.negotiable)?.hourlyPay).toBeNull();
    const detail = await api.get(`/job-infos/${posting.hourly}`);
    expect(detail.status).toBe(200);
    expect((detail.body as { jobInfo: { hourlyPay: unknown } }).jobInfo.hourlyPay).toEqual(expected);
  });

  it('sorts 급여순 by the hourly figure, 면접 후 결정 last', async () => {
    // as months' worth the order was 월급 (3,000,000), 일급 (2,600,000), 시급 (2,340,800)
    expect((await listed('sort=pay')).map((item) => item.id)).toEqual([
      posting.daily,
      posting.monthly,
      posting.hourly,
      posting.negotiable,
    ]);
  });

  it('compares a minimum without a pay type with the hourly figure', async () => {
    expect((await listed('minPay=14354')).map((item) => item.id)).toEqual([posting.monthly, posting.daily]);
    expect((await listed('minPay=14355')).map((item) => item.id)).toEqual([posting.daily]);
    expect((await listed('minPay=11200&payType=hourly')).map((item) => item.id)).toEqual([posting.hourly]);
  });

  it('keeps the stored figure up to date when a posting is edited', async () => {
    const res = await api.put(
      `/my/job-infos/${posting.hourly}`,
      postingInput('시급 카페', { ...FULL_WEEK, payType: 'hourly', payAmount: 30_000 }),
      company.accessToken,
    );
    expect(res.status).toBe(200);
    const row = await api.db
      .selectFrom('job_infos')
      .select('hourly_pay')
      .where('id', '=', posting.hourly)
      .executeTakeFirstOrThrow();
    expect(row.hourly_pay).toBe(30_000);
    expect((await listed('sort=pay'))[0]?.id).toBe(posting.hourly);
  });
});

describe('the stored hourly figure', () => {
  it('is the contract’s figure, 0 where none is told, and never overflows a 32-bit column', () => {
    const terms = { workStart: '09:00', workEnd: '18:00' };
    expect(hourlyPayColumn({ payType: 'monthly', payAmount: 2_508_000, ...terms })).toBe(12_000);
    expect(hourlyPayColumn({ payType: 'negotiable', payAmount: null, ...terms })).toBe(0);
    expect(hourlyPayColumn({ payType: 'daily', payAmount: 100_000, workStart: null, workEnd: null })).toBe(0);
    expect(hourlyPayColumn({ payType: 'daily', payAmount: 1_000_000_000, workStart: '09:00', workEnd: '09:01' })).toBe(
      2_147_483_647,
    );
  });
});

describe('an alert’s saved minimum', () => {
  it('reads as 시급 환산 without a pay type, and as the pay type’s amount with one', () => {
    expect(alertConditionWords('minPay=12000')).toEqual(['시급 환산 12,000원 이상']);
    expect(alertConditionWords('payType=daily&minPay=90000')).toEqual(['일급 90,000원 이상']);
  });

  it.each([
    ['minPay=2500000&sido=서울', 'minPay=11962&sido=서울'],
    ['sido=서울&minPay=2156880', 'sido=서울&minPay=10320'],
    ['minPay=0', 'minPay=0'],
    ['payType=hourly&minPay=11000', 'payType=hourly&minPay=11000'],
    ['sido=서울', 'sido=서울'],
    ['q=크로아상', 'q=크로아상'],
  ])('%s becomes %s', (before, after) => {
    // stored as the list's canonical query string, Korean percent-encoded
    const canonical = (filters: string) => new URLSearchParams(filters).toString();
    expect(alertFiltersHourly(canonical(before))).toBe(canonical(after));
  });
});

/** Postings and alerts as 0020 stored them. */
interface Before {
  job_infos: {
    company_id: number;
    status: string;
    title: string;
    pay_type: string | null;
    pay_amount: number | null;
    pay_monthly: number;
    work_start: string | null;
    work_end: string | null;
    created_at: string;
    updated_at: string;
  };
  job_alerts: { user_id: number; name: string; filters: string; created_at: string; last_digest_at: string };
}

/** A database of its own: in-memory SQLite, or a PostgreSQL schema dropped on close. */
async function emptyDatabase(dialect: DialectName) {
  if (dialect === 'sqlite') return connectDatabase('file::memory:');
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = connectDatabase(url, { searchPath: schema, poolSize: 2 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop schema ${schema} cascade`);
      await dropper.end();
    },
  };
}

describe.each(DIALECTS)('0024-hourly-pay on a database in use (%s)', (dialect) => {
  it('backfills every posting’s hourly figure and moves monthly alert minimums to hourly ones', async () => {
    const { db, close } = await emptyDatabase(dialect);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0020-web-push')).error).toBeUndefined();
      const now = isoNow(new TestClock());
      const { id: companyId } = await db
        .insertInto('users')
        .values({
          user_id: 'oldbakery',
          password_hash: null,
          username: '옛날제과',
          role: 'company',
          email: null,
          phone: null,
          business_number: null,
          ceo_name: null,
          company_address: null,
          business_type: null,
          verified_at: null,
          terms_agreed_at: now,
          privacy_agreed_at: now,
          marketing_agreed_at: null,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const before = db as unknown as Kysely<Before>;
      const stored: [string, string | null, number | null, string | null, string | null, number][] = [
        ['시급', 'hourly', 11_200, '09:00', '18:00', 2_340_800],
        ['일급', 'daily', 100_000, '09:00', '14:00', 2_600_000],
        ['시간 없는 일급', 'daily', 100_000, null, null, 2_600_000],
        ['월급', 'monthly', 3_000_000, '09:00', '18:00', 3_000_000],
        ['연봉', 'yearly', 40_000_000, null, null, 3_333_333],
        ['협의', 'negotiable', null, '09:00', '18:00', 0],
      ];
      for (const [title, payType, payAmount, workStart, workEnd, payMonthly] of stored) {
        await before
          .insertInto('job_infos')
          .values({
            company_id: companyId,
            status: 'published',
            title,
            pay_type: payType,
            pay_amount: payAmount,
            pay_monthly: payMonthly,
            work_start: workStart,
            work_end: workEnd,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      const alert = { user_id: companyId, name: '알림', created_at: now, last_digest_at: now };
      await before
        .insertInto('job_alerts')
        .values([
          { ...alert, filters: 'minPay=2500000&sido=%EC%84%9C%EC%9A%B8' },
          { ...alert, filters: 'payType=daily&minPay=90000' },
        ])
        .execute();

      expect(await migrateToLatest(db)).toContain('0024-hourly-pay');

      const after = await db.selectFrom('job_infos').select(['title', 'hourly_pay']).orderBy('id').execute();
      expect(after).toEqual([
        { title: '시급', hourly_pay: 11_200 },
        { title: '일급', hourly_pay: 22_222 },
        { title: '시간 없는 일급', hourly_pay: 0 },
        { title: '월급', hourly_pay: 14_354 },
        { title: '연봉', hourly_pay: 15_949 },
        { title: '협의', hourly_pay: 0 },
      ]);
      const alerts = await db.selectFrom('job_alerts').select('filters').orderBy('id').execute();
      expect(alerts.map((row) => row.filters)).toEqual([
        'minPay=11962&sido=%EC%84%9C%EC%9A%B8',
        'payType=daily&minPay=90000',
      ]);
    } finally {
      await close();
    }
  });
});
