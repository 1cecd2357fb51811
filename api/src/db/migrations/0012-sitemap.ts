import type { Kysely } from 'kysely';

/**
 * The sitemap reads the listed postings in id order, 50 000 at a time. Led by `status` and ordered
 * by `id`, and holding `visible_until` and `updated_at`, this index answers a page in order without
 * a sort and without reading the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('job_infos_sitemap_idx')
    .on('job_infos')
    .columns(['status', 'id', 'visible_until', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('job_infos_sitemap_idx').execute();
}
