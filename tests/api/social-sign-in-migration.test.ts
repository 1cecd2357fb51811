import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { isoNow } from '../../api/src/clock';
import { connectDatabase } from '../../api/src/db/connect';
import { migrateToLatest } from '../../api/src/db/migrate';
import { migrations } from '../../api/src/db/migrations';
import type { Database } from '../../api/src/db/schema';
import { DEMO_ACCOUNTS, seedDemoContent, seedProducts } from '../../api/src/db/seed';
import { createUsers } from '../../api/src/users/users';
import { TestClock } from './harness';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bbangjob-0019-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('0019 makes users.password_hash nullable on SQLite and keeps every member and every row that hangs on them', async () => {
  const { db, close } = connectDatabase(`file:${path.join(dir, 'app.db')}`);
  try {
    const clock = new TestClock();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const before0019 = await migrator.migrateTo('0018-insights');
    expect(before0019.error).toBeUndefined();

    // a database in use: members, their postings, resumes, applications, scraps… and their sign-ins,
    // written by today's code on today's schema in a database of its own, then copied over, the
    // columns 0018 had of the tables it had
    const today = connectDatabase(`file:${path.join(dir, 'today.db')}`);
    try {
      await migrateToLatest(today.db);
      await seedProducts(today.db);
      // the demo accounts as 0018 knew them (the seed of today also links 카카오, a table 0019 makes)
      const users = createUsers(today.db, clock);
      for (const { password, ...account } of DEMO_ACCOUNTS) await users.create({ ...account, passwordHash: password });
      await seedDemoContent(today.db, clock);
    } finally {
      await today.close();
    }
    await copyRowsOf(db, path.join(dir, 'today.db'));
    const baker = await db.selectFrom('users').select('id').where('user_id', '=', 'baker01').executeTakeFirstOrThrow();
    await db
      .insertInto('sign_ins')
      .values({ family_id: 'family-1', user_id: baker.id, created_at: isoNow(clock) })
      .execute();
    await db
      .insertInto('refresh_tokens')
      .values({
        user_id: baker.id,
        family_id: 'family-1',
        token_hash: 'a'.repeat(64),
        created_at: isoNow(clock),
        expires_at: isoNow(clock),
      })
      .execute();

    const tables = async () =>
      (
        await sql<{ name: string }>`select name from sqlite_master where type = 'table'
          and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(db)
      ).rows.map((row) => row.name);
    const counts = async (names: string[]) =>
      Object.fromEntries(
        await Promise.all(
          names.map(async (name) => {
            const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
            return [name, rows[0]!.n] as const;
          }),
        ),
      );
    const tablesBefore = await tables();
    const countsBefore = await counts(tablesBefore);
    expect(countsBefore.users).toBeGreaterThan(10);
    expect(countsBefore.job_infos).toBeGreaterThan(0);
    expect(countsBefore.resumes).toBeGreaterThan(0);
    expect(countsBefore.sign_ins).toBe(1);
    const usersBefore = await db.selectFrom('users').selectAll().orderBy('id').execute();
    const indexesBefore = await sql<{ name: string }>`select name from sqlite_master
      where type = 'index' and tbl_name = 'users' order by name`.execute(db);

    expect(await migrateToLatest(db)).toContain('0019-social-sign-in');

    expect(await counts(tablesBefore)).toEqual(countsBefore);
    // every table is still there (later migrations add their own)
    expect(await tables()).toEqual(expect.arrayContaining([...tablesBefore, 'user_identities']));
    expect(await db.selectFrom('users').selectAll().orderBy('id').execute()).toEqual(usersBefore);
    const indexesAfter = await sql<{ name: string }>`select name from sqlite_master
      where type = 'index' and tbl_name = 'users' order by name`.execute(db);
    expect(indexesAfter.rows).toEqual(indexesBefore.rows);
    expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
    expect((await sql`pragma integrity_check`.execute(db)).rows).toEqual([{ integrity_check: 'ok' }]);
    expect((await sql`pragma foreign_keys`.execute(db)).rows).toEqual([{ foreign_keys: 1 }]);

    // a member without a password can be stored, numbered after every member before
    const now = isoNow(clock);
    const provider = await db
      .insertInto('users')
      .values({
        user_id: 'kakaoonly',
        password_hash: null,
        username: '김카카오',
        role: 'normal',
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
      .returning(['id', 'password_hash'])
      .executeTakeFirstOrThrow();
    expect(provider.password_hash).toBeNull();
    expect(provider.id).toBeGreaterThan(Math.max(...usersBefore.map((user) => user.id)));

    // the children still point at the rebuilt table: a member's sign-ins still go with the member
    await db.insertInto('sign_ins').values({ family_id: 'family-2', user_id: provider.id, created_at: now }).execute();
    await db.deleteFrom('users').where('id', '=', provider.id).execute();
    expect(await db.selectFrom('sign_ins').select('family_id').where('user_id', '=', provider.id).execute()).toEqual(
      [],
    );
    // and a row naming no member is still refused
    await expect(
      db.insertInto('sign_ins').values({ family_id: 'family-3', user_id: 999_999, created_at: now }).execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
  } finally {
    await close();
  }
}, 60_000);

/** Copies every row of the database file `from` into `db`'s tables, the columns both have (SQLite). */
async function copyRowsOf(db: Kysely<Database>, from: string): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`attach database ${from} as source`.execute(db);
  const { rows: tables } = await sql<{ name: string }>`select name from main.sqlite_master where type = 'table'
    and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(db);
  for (const { name } of tables) {
    // the columns both have: today's schema may have dropped one that 0018 had (0024 drops pay_monthly)
    const { rows: columns } = await sql<{ name: string }>`select name from pragma_table_info(${name}, 'main')
      where name in (select name from pragma_table_info(${name}, 'source'))`.execute(db);
    const list = sql.join(columns.map((column) => sql.ref(column.name)));
    await sql`insert or replace into main.${sql.table(name)} (${list}) select ${list} from source.${sql.table(name)}`.execute(
      db,
    );
  }
  await sql`detach database source`.execute(db);
  await sql`pragma foreign_keys = on`.execute(db);
}
