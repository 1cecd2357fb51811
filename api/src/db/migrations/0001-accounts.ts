import type { Kysely } from 'kysely';
import { serialPrimaryKey } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('user_id', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('username', 'varchar(50)', (col) => col.notNull())
    .addColumn('email', 'varchar(100)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('role', 'varchar(10)', (col) => col.notNull())
    .addColumn('business_number', 'varchar(10)')
    .addColumn('ceo_name', 'varchar(30)')
    .addColumn('company_address', 'varchar(200)')
    .addColumn('business_type', 'varchar(50)')
    .addColumn('verified_at', 'varchar(30)')
    .addColumn('terms_agreed_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('privacy_agreed_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('marketing_agreed_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('deleted_at', 'varchar(30)')
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('rotated_at', 'varchar(30)')
    .addColumn('revoked_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('login_id', 'varchar(20)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_login_idx')
    .on('login_failures')
    .columns(['login_id', 'created_at'])
    .execute();
  await db.schema.createIndex('login_failures_ip_idx').on('login_failures').columns(['ip', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
  await db.schema.dropTable('refresh_tokens').execute();
  await db.schema.dropTable('users').execute();
}
