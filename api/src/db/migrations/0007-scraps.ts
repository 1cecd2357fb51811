import type { Kysely } from 'kysely';

/** 스크랩: a job seeker keeps postings, a company keeps resumes, to come back to them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scraps')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    /** job: a posting, resume: a resume */
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('scraps_pk', ['user_id', 'kind', 'target_id'])
    .execute();
  await db.schema.createIndex('scraps_target_idx').on('scraps').columns(['kind', 'target_id']).execute();
  await db.schema.createIndex('scraps_latest_idx').on('scraps').columns(['user_id', 'kind', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scraps').execute();
}
