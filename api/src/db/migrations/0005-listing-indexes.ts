import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Indexes that keep the public lists and search fast at 100 000 postings.
 *
 * Postings: each filter's index leads with `status` and the filter, then the list's order
 * (`published_at`, `id`), and ends with `visible_until`. The newest page is then read in index
 * order and stopped after 20 rows, and a count is a range of one index without touching the table.
 * `pay_monthly` holds 0 rather than null for "면접 후 결정", so "best paid first" is a plain
 * descending order that both databases read from an index.
 *
 * Search: each term row carries its document's listing (`listed_until`, null while not listed)
 * and list order (`sort_key`), so a term's listed documents, title matches first and newest next,
 * are one index range, and other terms are checked by primary key (kind, doc_id, term), which
 * holds `in_title` too so that the check never reads the table.
 */
const OLD_JOB_INFO_INDEXES = [
  'job_infos_visible_latest_idx',
  'job_infos_published_idx',
  'job_infos_pay_idx',
  'job_infos_region_idx',
  'job_infos_position_idx',
  'job_infos_employment_idx',
  'job_infos_career_idx',
  'job_infos_pay_type_idx',
  'job_infos_dawn_idx',
];

const LIST_ORDER = ['published_at', 'id', 'visible_until'];
const JOB_INFO_INDEXES: [string, string[]][] = [
  ['job_infos_listed_latest_idx', ['status', ...LIST_ORDER]],
  ['job_infos_listed_pay_idx', ['status', 'pay_monthly', ...LIST_ORDER]],
  ['job_infos_listed_sido_idx', ['status', 'sido', ...LIST_ORDER]],
  ['job_infos_listed_sigungu_idx', ['status', 'sido', 'sigungu', ...LIST_ORDER]],
  ['job_infos_listed_position_idx', ['status', 'position', ...LIST_ORDER]],
  ['job_infos_listed_employment_idx', ['status', 'employment_type', ...LIST_ORDER]],
  ['job_infos_listed_career_idx', ['status', 'career_type', ...LIST_ORDER]],
  ['job_infos_listed_pay_type_idx', ['status', 'pay_type', 'pay_amount', 'visible_until']],
  ['job_infos_listed_dawn_idx', ['status', 'dawn_shift', ...LIST_ORDER]],
];

/** The one table this migration writes rows of, as it stood then. */
interface Tables {
  job_infos: { pay_monthly: number | null };
}

export async function up(db: Kysely<Tables>): Promise<void> {
  for (const name of OLD_JOB_INFO_INDEXES) await db.schema.dropIndex(name).execute();
  await db.updateTable('job_infos').set({ pay_monthly: 0 }).where('pay_monthly', 'is', null).execute();
  for (const [name, columns] of JOB_INFO_INDEXES) {
    await db.schema.createIndex(name).on('job_infos').columns(columns).execute();
  }

  await db.schema
    .createTable('search_terms_listed')
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('term', 'varchar(8)', (col) => col.notNull())
    .addColumn('doc_id', 'integer', (col) => col.notNull())
    .addColumn('in_title', 'integer', (col) => col.notNull())
    .addColumn('listed_until', 'varchar(10)')
    .addColumn('sort_key', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_terms_doc_pk', ['kind', 'doc_id', 'term', 'in_title'])
    // SQLite keeps the rows in the primary key itself rather than in a rowid table beside it
    .$call((table) => (isPostgres(db) ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await sql`
    insert into search_terms_listed (kind, term, doc_id, in_title, listed_until, sort_key)
    select s.kind, s.term, s.doc_id, s.in_title,
           case when j.status = 'published' then j.visible_until end,
           coalesce(j.published_at, j.created_at)
    from search_terms s join job_infos j on j.id = s.doc_id
    where s.kind = 'job'`.execute(db);
  await sql`
    insert into search_terms_listed (kind, term, doc_id, in_title, listed_until, sort_key)
    select s.kind, s.term, s.doc_id, s.in_title,
           case when r.visibility = 'public' then r.public_until end,
           r.updated_at
    from search_terms s join resumes r on r.id = s.doc_id
    where s.kind = 'resume'`.execute(db);
  await db.schema.dropTable('search_terms').execute();
  await db.schema.alterTable('search_terms_listed').renameTo('search_terms').execute();
  await db.schema
    .createIndex('search_terms_listed_idx')
    .on('search_terms')
    .columns(['kind', 'term', 'in_title', 'sort_key', 'doc_id', 'listed_until'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('0005-listing-indexes cannot be undone: restore a backup instead');
}
