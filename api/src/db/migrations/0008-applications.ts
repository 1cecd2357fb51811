import { type Kysely, sql } from 'kysely';
import { serialPrimaryKey } from './helpers';

/**
 * Applications: a job seeker's resume as submitted to a posting, frozen, kept for the period the
 * company set on the posting (채용절차법: 14–180 days after recruiting ends), then destroyed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('job_infos')
    .addColumn('retention_days', 'integer', (col) => col.notNull().defaultTo(30))
    .execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('job_info_id', 'integer', (col) => col.notNull().references('job_infos.id').onDelete('cascade'))
    .addColumn('seeker_id', 'integer', (col) => col.notNull().references('users.id'))
    /** the resume it was made from; the copy below is what counts */
    .addColumn('resume_id', 'integer')
    .addColumn('resume_title', 'varchar(100)', (col) => col.notNull())
    /** the resume as submitted (JSON); null once destroyed */
    .addColumn('resume_copy', 'text')
    /** applied, viewed (열람), passed (서류합격), failed (불합격), cancelled (지원취소) */
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('applied_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('viewed_at', 'varchar(30)')
    .addColumn('decided_at', 'varchar(30)')
    .addColumn('cancelled_at', 'varchar(30)')
    .addColumn('destroyed_at', 'varchar(30)')
    .execute();
  // one active application per seeker and posting; a cancelled one does not count
  await db.schema
    .createIndex('applications_active_idx')
    .on('applications')
    .columns(['job_info_id', 'seeker_id'])
    .unique()
    .where(sql.ref('status'), '<>', 'cancelled')
    .execute();
  await db.schema
    .createIndex('applications_posting_idx')
    .on('applications')
    .columns(['job_info_id', 'status', 'applied_at'])
    .execute();
  await db.schema
    .createIndex('applications_seeker_idx')
    .on('applications')
    .columns(['seeker_id', 'applied_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('applications').execute();
  await db.schema.alterTable('job_infos').dropColumn('retention_days').execute();
}
