import type { Kysely } from 'kysely';
import { serialPrimaryKey } from './helpers';

/**
 * The customer centre (notices, FAQ, 1:1 inquiries, banner-ad inquiries) and the operator's back
 * office: reports of postings, hiding with a reason, suspended accounts, and the log of every
 * operator action.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notices')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('pinned', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notices_order_idx').on('notices').columns(['pinned', 'created_at', 'id']).execute();

  await db.schema
    .createTable('faqs')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    /** member, posting, resume, payment, other */
    .addColumn('category', 'varchar(20)', (col) => col.notNull())
    .addColumn('question', 'varchar(200)', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    /** smaller first within a category */
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('inquiries')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('category', 'varchar(20)', (col) => col.notNull())
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'varchar(30)')
    .addColumn('answered_by', 'integer')
    .execute();
  await db.schema.createIndex('inquiries_user_idx').on('inquiries').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('inquiries_queue_idx').on('inquiries').columns(['answered_at', 'created_at']).execute();

  await db.schema
    .createTable('banner_inquiries')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('company', 'varchar(100)', (col) => col.notNull())
    .addColumn('contact_name', 'varchar(30)', (col) => col.notNull())
    .addColumn('phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('email', 'varchar(100)', (col) => col.notNull())
    .addColumn('slot', 'varchar(20)', (col) => col.notNull())
    .addColumn('period', 'varchar(50)', (col) => col.notNull())
    .addColumn('budget', 'varchar(50)')
    .addColumn('message', 'text')
    /** new, contacted, done */
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('consented_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('banner_inquiries_ip_idx').on('banner_inquiries').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('job_info_reports')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('job_info_id', 'integer', (col) => col.notNull().references('job_infos.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('reason', 'varchar(20)', (col) => col.notNull())
    .addColumn('text', 'text')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    /** when an operator dealt with it (hid the posting or dismissed the report) */
    .addColumn('resolved_at', 'varchar(30)')
    .addUniqueConstraint('job_info_reports_once', ['job_info_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('job_info_reports_open_idx')
    .on('job_info_reports')
    .columns(['resolved_at', 'job_info_id'])
    .execute();

  await db.schema.alterTable('job_infos').addColumn('hidden_reason', 'varchar(500)').execute();
  await db.schema.alterTable('job_infos').addColumn('status_before_hidden', 'varchar(20)').execute();
  await db.schema.alterTable('users').addColumn('suspended_at', 'varchar(30)').execute();
  await db.schema.alterTable('users').addColumn('suspended_reason', 'varchar(500)').execute();

  await db.schema
    .createTable('admin_actions')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('admin_id', 'integer', (col) => col.notNull().references('users.id'))
    /** e.g. notice.create, job_info.hide, user.suspend, order.confirm_deposit */
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('target_kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('detail', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('admin_actions_latest_idx').on('admin_actions').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['admin_actions', 'job_info_reports', 'banner_inquiries', 'inquiries', 'faqs', 'notices']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('suspended_reason').execute();
  await db.schema.alterTable('users').dropColumn('suspended_at').execute();
  await db.schema.alterTable('job_infos').dropColumn('status_before_hidden').execute();
  await db.schema.alterTable('job_infos').dropColumn('hidden_reason').execute();
}
