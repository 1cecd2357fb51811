import { type Kysely, sql } from 'kysely';

/**
 * What a bakery learns from its postings and what the operator sees of the board: views and search
 * appearances counted per posting and Korean day from a beacon, without a cookie (a visitor is a
 * hash of the address, the user agent and the day's salt, kept for that day only); where each
 * application came from; and the searches that found nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  /** the day's salt, shared by every api process; deleted with the day's marks */
  await db.schema
    .createTable('view_salts')
    .addColumn('day', 'varchar(10)', (col) => col.primaryKey())
    .addColumn('salt', 'varchar(64)', (col) => col.notNull())
    .execute();

  /** who was already counted today: one row per visitor, posting and kind; deleted after the day */
  await db.schema
    .createTable('view_marks')
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    /** view (the posting's page) or appearance (a list or search page that showed it) */
    .addColumn('kind', 'varchar(12)', (col) => col.notNull())
    .addColumn('job_info_id', 'integer', (col) => col.notNull())
    /** hex of sha256(salt, address, user agent), truncated */
    .addColumn('visitor', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('view_marks_pk', ['day', 'kind', 'job_info_id', 'visitor'])
    .execute();

  /** a posting's counted visitors per Korean day */
  await db.schema
    .createTable('job_info_days')
    .addColumn('job_info_id', 'integer', (col) => col.notNull().references('job_infos.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('appearances', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('job_info_days_pk', ['job_info_id', 'day'])
    .execute();

  /** searches that found nothing, per Korean day and normalized term */
  await db.schema
    .createTable('search_misses')
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    /** job (postings) or resume (talent) */
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('term', 'varchar(100)', (col) => col.notNull())
    .addColumn('searches', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('search_misses_pk', ['day', 'kind', 'term'])
    .execute();

  /**
   * Where the seeker came from when applying: list, search, alert (a 맞춤 공고 mail), company (the
   * company's page), other_site, shared (no referrer: a shared link or a typed address); null for
   * applications made before it was recorded. The detail is the other site's host or utm_source.
   */
  await db.schema.alterTable('applications').addColumn('source', 'varchar(20)').execute();
  await db.schema.alterTable('applications').addColumn('source_detail', 'varchar(100)').execute();

  // A company's insights over 90 days (insights/company-insights.ts) read each of its postings'
  // scraps of the range as one index range, never their whole history. (A posting's applications,
  // a few dozen over its paid periods, are read through applications_posting_idx.)
  await db.schema.dropIndex('scraps_target_idx').execute();
  await db.schema.createIndex('scraps_target_idx').on('scraps').columns(['kind', 'target_id', 'created_at']).execute();
  /** a posting's pay peers: the listed postings of one 직종 and 시·도 */
  await db.schema
    .createIndex('job_infos_peers_idx')
    .on('job_infos')
    .columns(['status', 'position', 'sido', 'visible_until'])
    .execute();
  /**
   * When the resume was first made public (its owner's switch or a paid period), for the operator's
   * board; null for one never public, and for those made public before it was recorded.
   */
  await db.schema.alterTable('resumes').addColumn('made_public_at', 'varchar(30)').execute();
  await db.schema.createIndex('resumes_made_public_idx').on('resumes').column('made_public_at').execute();
  // The operator's board (insights/board.ts) counts each day's sign-ups by role, postings published,
  // applications and payments: each a range of its instant, not the whole table. (Failed mails are
  // outbox_mails_due_idx's (status, next_attempt_at); refunds, few, orders_status_idx's.)
  await db.schema.createIndex('users_created_idx').on('users').columns(['role', 'created_at']).execute();
  await db.schema.createIndex('job_infos_published_idx').on('job_infos').column('published_at').execute();
  await db.schema.createIndex('orders_paid_idx').on('orders').column('paid_at').execute();
  // Applications by the hour they were made, which only the board asks for: on applied_at itself,
  // PostgreSQL would walk every application backwards for a company's newest applicants, or hash a
  // range of them for its responsiveness, rather than read its postings' (applications_posting_idx).
  // It holds applied_at too, so the day is counted from the index without reading the rows (their
  // resume copies): 50 000 applications in 13 ms rather than 280 on SQLite.
  await db.schema
    .createIndex('applications_applied_hour_idx')
    .on('applications')
    .expression(sql`substr(applied_at, 1, 13), applied_at`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_paid_idx').execute();
  await db.schema.dropIndex('applications_applied_hour_idx').execute();
  await db.schema.dropIndex('job_infos_published_idx').execute();
  await db.schema.dropIndex('users_created_idx').execute();
  await db.schema.dropIndex('resumes_made_public_idx').execute();
  await db.schema.alterTable('resumes').dropColumn('made_public_at').execute();
  await db.schema.dropIndex('job_infos_peers_idx').execute();
  await db.schema.dropIndex('scraps_target_idx').execute();
  await db.schema.createIndex('scraps_target_idx').on('scraps').columns(['kind', 'target_id']).execute();
  await db.schema.alterTable('applications').dropColumn('source_detail').execute();
  await db.schema.alterTable('applications').dropColumn('source').execute();
  await db.schema.dropTable('search_misses').execute();
  await db.schema.dropTable('job_info_days').execute();
  await db.schema.dropTable('view_marks').execute();
  await db.schema.dropTable('view_salts').execute();
}
