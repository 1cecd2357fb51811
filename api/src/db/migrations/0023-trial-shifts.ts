import type { Kysely } from 'kysely';
import { serialPrimaryKey } from './helpers';

/**
 * Paid trial shifts (유급 체험 근무): a company's proposal on an application, the seeker's answer, the
 * 근로계약서 frozen at acceptance with both signatures (name, time, address), both confirmations
 * after the shift and the company's result. Kept until `keep_until` (근로기준법 제42조: 3 years
 * after the shift), then the retention task destroys the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trial_shifts')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    // no cascade: an application is never deleted, and a signed contract must outlive any attempt
    .addColumn('application_id', 'integer', (col) => col.notNull().references('applications.id'))
    /** proposed, accepted, declined, cancelled, signed, completed (contracts/trial-shift.ts) */
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    /** the Korean calendar day, YYYY-MM-DD, and the times there, HH:MM (an end before the start is the next day) */
    .addColumn('work_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('start_time', 'varchar(5)', (col) => col.notNull())
    .addColumn('end_time', 'varchar(5)', (col) => col.notNull())
    /** the same span as UTC instants, to compare with the clock */
    .addColumn('starts_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('ends_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('break_minutes', 'integer', (col) => col.notNull())
    .addColumn('work_minutes', 'integer', (col) => col.notNull())
    .addColumn('place', 'varchar(200)', (col) => col.notNull())
    /** 준비물·복장 */
    .addColumn('note', 'varchar(500)')
    .addColumn('hourly_wage', 'integer', (col) => col.notNull())
    .addColumn('pay_due', 'integer', (col) => col.notNull())
    /** the 근로계약서's fields as drawn up at acceptance (JSON, contracts/trial-shift.ts TrialContract) */
    .addColumn('contract', 'text')
    .addColumn('company_signed_name', 'varchar(50)')
    .addColumn('company_signed_at', 'varchar(30)')
    .addColumn('company_signed_ip', 'varchar(64)')
    .addColumn('seeker_signed_name', 'varchar(50)')
    .addColumn('seeker_signed_at', 'varchar(30)')
    .addColumn('seeker_signed_ip', 'varchar(64)')
    .addColumn('company_confirmed_at', 'varchar(30)')
    .addColumn('seeker_confirmed_at', 'varchar(30)')
    /** hired (채용) or rejected (불채용) */
    .addColumn('result', 'varchar(10)')
    .addColumn('decided_at', 'varchar(30)')
    /** company or seeker */
    .addColumn('cancelled_by', 'varchar(10)')
    .addColumn('cancel_reason', 'varchar(300)')
    .addColumn('cancelled_at', 'varchar(30)')
    .addColumn('answered_at', 'varchar(30)')
    /** the last day the record is kept: the shift's day 3 years on */
    .addColumn('keep_until', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('trial_shifts_application_idx')
    .on('trial_shifts')
    .columns(['application_id', 'id'])
    .execute();
  // the retention task's daily scan
  await db.schema.createIndex('trial_shifts_keep_until_idx').on('trial_shifts').column('keep_until').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trial_shifts').execute();
}
