import type { Kysely } from 'kysely';
import { serialPrimaryKey } from './helpers';

/**
 * Web push (issue 29): the browsers a member subscribed, the pushes written in the transaction of
 * their 알림 and sent by the api (push/push-sender.ts), and per kind whether it is pushed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    /** the push service's address for this browser: one browser, one row, whoever subscribed it last */
    .addColumn('endpoint', 'varchar(2048)', (col) => col.notNull().unique())
    .addColumn('p256dh', 'varchar(100)', (col) => col.notNull())
    .addColumn('auth', 'varchar(30)', (col) => col.notNull())
    /** named from the user agent, e.g. `Android · Chrome` */
    .addColumn('label', 'varchar(60)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('last_pushed_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .columns(['user_id', 'created_at'])
    .execute();

  /** one row per subscription per 알림; a subscription that goes takes its rows with it */
  await db.schema
    .createTable('push_outbox')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('subscription_id', 'integer', (col) =>
      col.notNull().references('push_subscriptions.id').onDelete('cascade'),
    )
    /** the 알림's event key */
    .addColumn('event_key', 'varchar(200)', (col) => col.notNull())
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    /** JSON of pushPayloadSchema, encrypted for the browser only when sent */
    .addColumn('payload', 'text', (col) => col.notNull())
    /** pending, sent, failed */
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(30)', (col) => col.notNull())
    /** a sender working on the row holds it until then */
    .addColumn('claimed_until', 'varchar(30)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('sent_at', 'varchar(30)')
    .addColumn('failed_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addUniqueConstraint('push_outbox_event_uq', ['subscription_id', 'event_key'])
    .execute();
  await db.schema.createIndex('push_outbox_due_idx').on('push_outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('push_outbox_created_idx').on('push_outbox').columns(['created_at', 'id']).execute();

  /** every kind is pushed until the member turns it off */
  await db.schema
    .alterTable('mail_settings')
    .addColumn('push_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_settings').dropColumn('push_enabled').execute();
  await db.schema.dropTable('push_outbox').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
