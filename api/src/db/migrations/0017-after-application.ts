import { type Kysely, sql } from 'kysely';
import { serialPrimaryKey } from './helpers';

/**
 * What follows an application: interview proposals (면접 제안) and their answers, one conversation
 * per application (threads), offers from a company to a person whose resume it may read (입사 제안),
 * and the company's first answer, which the reminders and its responsiveness count from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  /** the first answer from the company (a result, a proposal, a message); null while unanswered */
  await db.schema.alterTable('applications').addColumn('answered_at', 'varchar(30)').execute();
  /** 1: the person accepts offers (입사 제안); 0: turned off in 알림 설정 */
  await db.schema
    .alterTable('users')
    .addColumn('accepts_offers', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  /** files sent with the mail (JSON [{ filename, contentType, content }]), e.g. an interview's .ics */
  await db.schema.alterTable('outbox_mails').addColumn('attachments', 'text').execute();

  await db.schema
    .createTable('interviews')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('application_id', 'integer', (col) => col.notNull().references('applications.id').onDelete('cascade'))
    /** visit (방문), phone (전화), video (화상) */
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('place', 'varchar(200)')
    .addColumn('link', 'varchar(500)')
    /** 준비물 */
    .addColumn('bring', 'varchar(200)')
    .addColumn('note', 'varchar(500)')
    /** the candidate times, JSON [{ startsAt, minutes }] in the order proposed */
    .addColumn('slots', 'text', (col) => col.notNull())
    /** the last candidate's start: past it, an unanswered proposal lapses */
    .addColumn('last_slot_at', 'varchar(30)', (col) => col.notNull())
    /**
     * proposed, other_times (the seeker asked for others), declined, lapsed, superseded (proposed
     * again), confirmed, cancelled, done (참석 or 불참 recorded)
     */
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    /** the time picked: set once confirmed */
    .addColumn('starts_at', 'varchar(30)')
    .addColumn('minutes', 'integer')
    /** the seeker's words: other times asked for, or why they declined */
    .addColumn('answer_message', 'varchar(1000)')
    .addColumn('decline_reason', 'varchar(30)')
    .addColumn('cancelled_by', 'varchar(10)')
    .addColumn('cancel_reason', 'varchar(500)')
    /** the seeker's 참석 확인 from the day-before mail */
    .addColumn('attendance_confirmed_at', 'varchar(30)')
    /** 1 참석, 0 불참; null until the company records it */
    .addColumn('attended', 'integer')
    /** the offer it came with, if any */
    .addColumn('offer_id', 'integer')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('answered_at', 'varchar(30)')
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('interviews_application_idx')
    .on('interviews')
    .columns(['application_id', 'id'])
    .execute();
  await db.schema.createIndex('interviews_due_idx').on('interviews').columns(['status', 'starts_at']).execute();
  await db.schema.createIndex('interviews_lapse_idx').on('interviews').columns(['status', 'last_slot_at']).execute();

  /** one per application, made with its first message: who read up to when, what was mailed when */
  await db.schema
    .createTable('threads')
    .addColumn('application_id', 'integer', (col) => col.primaryKey().references('applications.id').onDelete('cascade'))
    .addColumn('last_message_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('company_read_at', 'varchar(30)')
    .addColumn('seeker_read_at', 'varchar(30)')
    .addColumn('company_mailed_at', 'varchar(30)')
    .addColumn('seeker_mailed_at', 'varchar(30)')
    /**
     * when a gathered mail of the messages held back (the side was mailed less than 10 minutes
     * before) is due; null when nothing waits
     */
    .addColumn('company_mail_due_at', 'varchar(30)')
    .addColumn('seeker_mail_due_at', 'varchar(30)')
    /** set by the first report: from then on an operator may read it */
    .addColumn('reported_at', 'varchar(30)')
    .execute();
  // the scheduler's minute pass reads the few threads whose gathered mail is due
  await db.schema.createIndex('threads_company_mail_due_idx').on('threads').column('company_mail_due_at').execute();
  await db.schema.createIndex('threads_seeker_mail_due_idx').on('threads').column('seeker_mail_due_at').execute();
  await db.schema.createIndex('threads_reported_idx').on('threads').column('reported_at').execute();
  await db.schema
    .createTable('thread_messages')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('threads.application_id').onDelete('cascade'),
    )
    /** company or normal */
    .addColumn('sender_role', 'varchar(10)', (col) => col.notNull())
    .addColumn('sender_id', 'integer', (col) => col.notNull())
    .addColumn('body', 'varchar(1000)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('thread_messages_thread_idx')
    .on('thread_messages')
    .columns(['application_id', 'id'])
    .execute();
  await db.schema
    .createTable('thread_reports')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('threads.application_id').onDelete('cascade'),
    )
    .addColumn('reporter_id', 'integer', (col) => col.notNull())
    .addColumn('reporter_role', 'varchar(10)', (col) => col.notNull())
    .addColumn('reason', 'varchar(500)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('handled_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('thread_reports_open_idx').on('thread_reports').columns(['handled_at', 'id']).execute();
  // a thread's reports: the operator's reading, and the cascade when the thread goes
  await db.schema
    .createIndex('thread_reports_thread_idx')
    .on('thread_reports')
    .columns(['application_id', 'id'])
    .execute();
  // one open report per thread and side: a second would only repeat the first
  await db.schema
    .createIndex('thread_reports_one_open_idx')
    .on('thread_reports')
    .columns(['application_id', 'reporter_role'])
    .unique()
    .where(sql.ref('handled_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('offers')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('job_info_id', 'integer', (col) => col.notNull().references('job_infos.id').onDelete('cascade'))
    .addColumn('resume_id', 'integer', (col) => col.notNull())
    .addColumn('seeker_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('message', 'varchar(1000)', (col) => col.notNull())
    /** interview times offered with it, JSON like interviews.slots; null without */
    .addColumn('slots', 'text')
    .addColumn('interview_kind', 'varchar(10)')
    .addColumn('place', 'varchar(200)')
    .addColumn('link', 'varchar(500)')
    /** open, accepted, declined */
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('application_id', 'integer')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('answered_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('offers_company_idx').on('offers').columns(['company_id', 'created_at']).execute();
  await db.schema.createIndex('offers_seeker_idx').on('offers').columns(['seeker_id', 'id']).execute();
  // one open offer per posting and person: a second would only repeat the first
  await db.schema
    .createIndex('offers_open_idx')
    .on('offers')
    .columns(['job_info_id', 'seeker_id'])
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  // the answer reminders' scan: applications still waiting for a first answer, by when they were made
  await db.schema
    .createIndex('applications_unanswered_idx')
    .on('applications')
    .column('applied_at')
    .where(sql.ref('answered_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('applications_unanswered_idx').execute();
  await db.schema.dropTable('offers').execute();
  await db.schema.dropTable('thread_reports').execute();
  await db.schema.dropTable('thread_messages').execute();
  await db.schema.dropTable('threads').execute();
  await db.schema.dropTable('interviews').execute();
  await db.schema.alterTable('outbox_mails').dropColumn('attachments').execute();
  await db.schema.alterTable('users').dropColumn('accepts_offers').execute();
  await db.schema.alterTable('applications').dropColumn('answered_at').execute();
}
