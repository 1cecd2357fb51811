import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';
import { serialPrimaryKey } from './helpers';

/**
 * Signing in with 카카오 or 네이버: the provider accounts linked to a member, and members without a
 * password (who signed up through a provider), so `users.password_hash` may be null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_identities')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    /** kakao or naver */
    .addColumn('provider', 'varchar(10)', (col) => col.notNull())
    /** the provider's id for the person, as text (카카오's is a number, 네이버's a string) */
    .addColumn('subject', 'varchar(100)', (col) => col.notNull())
    /** the address the provider gave when the account was linked */
    .addColumn('email', 'varchar(100)')
    /** 1 when the provider said the address is verified */
    .addColumn('email_verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('last_sign_in_at', 'varchar(30)')
    // one member per provider account, and one account of each provider per member
    .addUniqueConstraint('user_identities_subject_key', ['provider', 'subject'])
    .addUniqueConstraint('user_identities_member_key', ['user_id', 'provider'])
    .execute();

  if (isPostgres(db)) {
    await db.schema
      .alterTable('users')
      .alterColumn('password_hash', (col) => col.dropNotNull())
      .execute();
  } else {
    await rebuildUsersWithNullablePassword(db);
  }
}

/**
 * SQLite cannot drop a NOT NULL with ALTER TABLE, and better-sqlite3's defensive mode forbids the
 * writable_schema shortcut, so `users` is rebuilt the documented way (lang_altertable.html §7, the
 * 12 steps): with foreign keys off — switched outside the transaction, where the pragma works —
 * dropping the old table neither cascades to its children (sign-ins, applications, postings…) nor
 * fails; the children's references name `users`, which the rebuilt table is renamed to. The table's
 * own SQL is copied with only the one NOT NULL taken out, so every column added since 0001 keeps its
 * place and type; the indexes are made again from their own SQL, the AUTOINCREMENT counter is kept,
 * and `foreign_key_check` must find nothing before the transaction commits.
 */
async function rebuildUsersWithNullablePassword(db: Kysely<unknown>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const table = await sql<{
        sql: string;
      }>`select sql from sqlite_master where type = 'table' and name = 'users'`.execute(trx);
      const created = table.rows[0]?.sql ?? '';
      const nullable = created.replace(/("password_hash"\s+text)\s+not null/i, '$1');
      if (nullable === created) throw new Error('users.password_hash: no NOT NULL found to remove');
      const indexes = await sql<{
        sql: string;
      }>`select sql from sqlite_master where type = 'index' and tbl_name = 'users' and sql is not null`.execute(trx);
      const counter = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'users'`.execute(trx);

      await sql.raw(nullable.replace(/^create table\s+"?users"?/i, 'create table "users_rebuilt"')).execute(trx);
      await sql`insert into users_rebuilt select * from users`.execute(trx);
      await sql`drop table users`.execute(trx);
      await sql`alter table users_rebuilt rename to users`.execute(trx);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
      const seq = counter.rows[0]?.seq;
      if (seq !== undefined) await sql`update sqlite_sequence set seq = ${seq} where name = 'users'`.execute(trx);

      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length) throw new Error(`users rebuild broke references: ${JSON.stringify(broken.rows)}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** Back to passwords only: the identities go; accounts without a password cannot be kept NOT NULL. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_identities').execute();
}
