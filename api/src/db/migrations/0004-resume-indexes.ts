import type { Kysely } from 'kysely';

/**
 * The talent list's first pages: public resumes newest edit first, read in index order and stopped
 * after a page, instead of sorting every listed resume. `id` breaks ties the way the list does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('resumes_public_latest_idx')
    .on('resumes')
    .columns(['visibility', 'updated_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('resumes_public_latest_idx').execute();
}
