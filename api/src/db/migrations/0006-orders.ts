import type { Kysely } from 'kysely';
import { serialPrimaryKey } from './helpers';

/**
 * Orders for the paid products, their history, talent-viewing credits and the resumes a company
 * unlocked with them. An order keeps the product as it was sold (name, price, days, credits), so a
 * later change to the price table never changes what somebody paid for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    /** what the customer and the payment provider see: BJ + 20 letters and digits */
    .addColumn('order_no', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('product_code', 'varchar(30)', (col) => col.notNull().references('products.code'))
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('product_name', 'varchar(50)', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('days', 'integer')
    .addColumn('credits', 'integer')
    .addColumn('valid_days', 'integer')
    /** the posting or resume a period is bought for; null for credits */
    .addColumn('target_id', 'integer')
    .addColumn('target_title', 'varchar(100)')
    .addColumn('method', 'varchar(20)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('depositor_name', 'varchar(30)')
    /** the provider's payment id (Toss paymentKey) */
    .addColumn('provider_ref', 'varchar(200)')
    /** a pending order is void after this instant */
    .addColumn('pay_by', 'varchar(30)', (col) => col.notNull())
    .addColumn('paid_at', 'varchar(30)')
    /** the days this order added to a posting's or resume's period, first and last (KST) */
    .addColumn('period_start', 'varchar(10)')
    .addColumn('period_end', 'varchar(10)')
    .addColumn('refund_amount', 'integer')
    .addColumn('refund_reason', 'varchar(500)')
    .addColumn('refunded_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'method', 'created_at']).execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('at', 'varchar(30)', (col) => col.notNull())
    /** user:12, admin:3, provider:toss, system */
    .addColumn('actor', 'varchar(40)', (col) => col.notNull())
    .addColumn('from_status', 'varchar(20)')
    .addColumn('to_status', 'varchar(20)')
    .addColumn('note', 'varchar(500)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('talent_credits')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id'))
    .addColumn('granted', 'integer', (col) => col.notNull())
    .addColumn('remaining', 'integer', (col) => col.notNull())
    /** the last day (KST) the credits can be used */
    .addColumn('expires_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('talent_credits_user_idx')
    .on('talent_credits')
    .columns(['user_id', 'expires_on'])
    .execute();

  await db.schema
    .createTable('resume_unlocks')
    .addColumn('company_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('resume_id', 'integer', (col) => col.notNull().references('resumes.id').onDelete('cascade'))
    .addColumn('credit_id', 'integer', (col) => col.notNull().references('talent_credits.id'))
    .addColumn('unlocked_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('resume_unlocks_pk', ['company_id', 'resume_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['resume_unlocks', 'talent_credits', 'order_events', 'orders']) {
    await db.schema.dropTable(table).execute();
  }
}
