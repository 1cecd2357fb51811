import { type Kysely, sql } from 'kysely';
import { serialPrimaryKey } from './helpers';

/**
 * Messages that reach people: 알림 (notifications), the mail outbox they share an event key with,
 * each member's mail choices per kind, verified addresses and the single-use links of account
 * recovery, 맞춤 공고 alerts, and the requests that recovery counts per id and per address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'varchar(30)').execute();
  // 아이디 찾기 looks members up by address, whatever its letter case
  await db.schema
    .createIndex('users_email_lower_idx')
    .on('users')
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    /** what happened, once per person: the same event never makes a second 알림 or mail */
    .addColumn('event_key', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    /** a path on the web, e.g. /job-info/applicants/12 */
    .addColumn('link', 'varchar(500)', (col) => col.notNull())
    .addColumn('read_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('notifications_unread_idx').on('notifications').columns(['user_id', 'read_at']).execute();

  await db.schema
    .createTable('outbox_mails')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    /** the event key (of the 알림, when there is one): also the Message-ID, so a resend is the same mail */
    .addColumn('event_key', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('to_address', 'varchar(100)', (col) => col.notNull())
    .addColumn('subject', 'varchar(200)', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    /** the one-click unsubscribe link, also sent as List-Unsubscribe (RFC 8058) */
    .addColumn('unsubscribe_url', 'varchar(500)')
    /** pending, sent, failed */
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(30)', (col) => col.notNull())
    /** a sender working on the row holds it until then */
    .addColumn('claimed_until', 'varchar(30)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('sent_at', 'varchar(30)')
    /** when the one log line of a mail kept without SMTP_URL was written */
    .addColumn('logged_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_mails_due_idx')
    .on('outbox_mails')
    .columns(['status', 'next_attempt_at'])
    .execute();
  // without SMTP_URL: the kept mail not yet written to the log
  await db.schema
    .createIndex('outbox_mails_unlogged_idx')
    .on('outbox_mails')
    .columns(['status', 'logged_at', 'id'])
    .execute();
  await db.schema.createIndex('outbox_mails_created_idx').on('outbox_mails').columns(['created_at', 'id']).execute();

  /** only the kinds a member turned off: every kind mails by default */
  await db.schema
    .createTable('mail_settings')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('mail_enabled', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('mail_settings_pk', ['user_id', 'kind'])
    .execute();

  /** single-use links: address verification and password reset, stored hashed */
  await db.schema
    .createTable('account_links')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    /** verify_email, reset_password */
    .addColumn('purpose', 'varchar(20)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(100)', (col) => col.notNull().unique())
    /** the address the link was sent to: verifying it verifies this address, not a later one */
    .addColumn('email', 'varchar(100)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('account_links_user_idx').on('account_links').columns(['user_id', 'purpose']).execute();

  /** 아이디 찾기 and 비밀번호 찾기 requests, counted per login id or name and per address */
  await db.schema
    .createTable('recovery_requests')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    /** find_id, find_password, verify_email */
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    /** what the request named: a login id, or the email for 아이디 찾기 */
    .addColumn('subject', 'varchar(100)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('recovery_requests_subject_idx')
    .on('recovery_requests')
    .columns(['kind', 'subject', 'created_at'])
    .execute();
  await db.schema
    .createIndex('recovery_requests_ip_idx')
    .on('recovery_requests')
    .columns(['kind', 'ip', 'created_at'])
    .execute();

  /** 맞춤 공고: a job seeker's saved filters of /info/job-info-list, mailed as a daily digest */
  await db.schema
    .createTable('job_alerts')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    /** the list's query string, e.g. area=서울&job=제빵사 (the same parse as the list) */
    .addColumn('filters', 'varchar(1000)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    /** postings published after this are news for the next digest */
    .addColumn('last_digest_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('job_alerts_user_idx').on('job_alerts').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['job_alerts', 'recovery_requests', 'account_links', 'mail_settings', 'outbox_mails']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropIndex('users_email_lower_idx').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
