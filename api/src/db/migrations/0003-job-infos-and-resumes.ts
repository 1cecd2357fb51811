import type { Kysely } from 'kysely';
import { serialPrimaryKey } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_infos')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('position', 'varchar(20)')
    .addColumn('employment_type', 'varchar(20)')
    .addColumn('career_type', 'varchar(20)')
    .addColumn('career_years', 'integer')
    .addColumn('education', 'varchar(20)')
    .addColumn('pay_type', 'varchar(20)')
    .addColumn('pay_amount', 'integer')
    .addColumn('pay_monthly', 'integer')
    .addColumn('sido', 'varchar(10)')
    .addColumn('sigungu', 'varchar(20)')
    .addColumn('address_detail', 'varchar(100)')
    .addColumn('work_days', 'varchar(40)', (col) => col.notNull().defaultTo(''))
    .addColumn('work_start', 'varchar(5)')
    .addColumn('work_end', 'varchar(5)')
    .addColumn('dawn_shift', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('days_off', 'varchar(50)')
    .addColumn('headcount', 'integer')
    .addColumn('deadline', 'varchar(10)')
    .addColumn('always_open', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('benefits', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('preferred_certificates', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text')
    .addColumn('contact_name', 'varchar(30)')
    .addColumn('contact_phone', 'varchar(20)')
    .addColumn('complete', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('published_at', 'varchar(30)')
    .addColumn('published_until', 'varchar(10)')
    /** the last day it can be seen: the earlier of published_until and deadline (9999-12-31 when open) */
    .addColumn('visible_until', 'varchar(10)')
    .addColumn('closed_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  // The public list: published, still visible, then each filter or sort.
  for (const [name, columns] of [
    ['job_infos_visible_latest_idx', ['status', 'visible_until', 'published_at']],
    ['job_infos_published_idx', ['status', 'published_at']],
    ['job_infos_deadline_idx', ['status', 'visible_until']],
    ['job_infos_pay_idx', ['status', 'pay_monthly']],
    ['job_infos_region_idx', ['sido', 'sigungu', 'published_at']],
    ['job_infos_position_idx', ['position', 'published_at']],
    ['job_infos_employment_idx', ['employment_type', 'published_at']],
    ['job_infos_career_idx', ['career_type', 'published_at']],
    ['job_infos_pay_type_idx', ['pay_type', 'pay_amount']],
    ['job_infos_dawn_idx', ['dawn_shift', 'published_at']],
    ['job_infos_company_idx', ['company_id', 'updated_at']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('job_infos')
      .columns([...columns])
      .execute();
  }

  await db.schema
    .createTable('job_info_certificates')
    .addColumn('job_info_id', 'integer', (col) => col.notNull().references('job_infos.id').onDelete('cascade'))
    .addColumn('certificate', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('job_info_certificates_pk', ['certificate', 'job_info_id'])
    .execute();

  await db.schema
    .createTable('resumes')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('name', 'varchar(30)')
    .addColumn('birth_year', 'integer')
    .addColumn('phone', 'varchar(20)')
    .addColumn('email', 'varchar(100)')
    .addColumn('employment_type', 'varchar(20)')
    .addColumn('pay_type', 'varchar(20)')
    .addColumn('pay_amount', 'integer')
    .addColumn('education', 'varchar(20)')
    .addColumn('careers', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('career_months', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('certificates', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('introduction', 'text')
    .addColumn('complete', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('visibility', 'varchar(10)', (col) => col.notNull().defaultTo('private'))
    .addColumn('public_until', 'varchar(10)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('resumes_listed_idx')
    .on('resumes')
    .columns(['visibility', 'public_until', 'updated_at'])
    .execute();
  await db.schema.createIndex('resumes_career_idx').on('resumes').columns(['career_months', 'updated_at']).execute();
  await db.schema.createIndex('resumes_user_idx').on('resumes').columns(['user_id', 'updated_at']).execute();

  await db.schema
    .createTable('resume_regions')
    .addColumn('resume_id', 'integer', (col) => col.notNull().references('resumes.id').onDelete('cascade'))
    .addColumn('sido', 'varchar(10)', (col) => col.notNull())
    /** empty: anywhere in the 시·도 */
    .addColumn('sigungu', 'varchar(20)', (col) => col.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('resume_regions_pk', ['sido', 'sigungu', 'resume_id'])
    .execute();
  await db.schema
    .createTable('resume_positions')
    .addColumn('resume_id', 'integer', (col) => col.notNull().references('resumes.id').onDelete('cascade'))
    .addColumn('position', 'varchar(20)', (col) => col.notNull())
    .addPrimaryKeyConstraint('resume_positions_pk', ['position', 'resume_id'])
    .execute();
  await db.schema
    .createTable('resume_certificates')
    .addColumn('resume_id', 'integer', (col) => col.notNull().references('resumes.id').onDelete('cascade'))
    .addColumn('certificate', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('resume_certificates_pk', ['certificate', 'resume_id'])
    .execute();
  for (const table of ['resume_regions', 'resume_positions', 'resume_certificates', 'job_info_certificates']) {
    const column = table === 'job_info_certificates' ? 'job_info_id' : 'resume_id';
    await db.schema.createIndex(`${table}_doc_idx`).on(table).column(column).execute();
  }

  // Korean search: every distinct character bigram (and single character) of a document.
  await db.schema
    .createTable('search_terms')
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('term', 'varchar(8)', (col) => col.notNull())
    .addColumn('doc_id', 'integer', (col) => col.notNull())
    /** 1 when the term occurs in the title, which ranks first */
    .addColumn('in_title', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_terms_pk', ['kind', 'term', 'doc_id'])
    .execute();
  await db.schema.createIndex('search_terms_doc_idx').on('search_terms').columns(['kind', 'doc_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'search_terms',
    'resume_certificates',
    'resume_positions',
    'resume_regions',
    'resumes',
    'job_info_certificates',
    'job_infos',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
