import { type Kysely, sql } from 'kysely';

/**
 * The generation of what the public reads: one row, bumped by every write that empties the api's
 * answer cache. On SQLite several api processes share the file, and an answer one of them keeps is
 * served only while the generation it was read under is current (PostgreSQL tells the processes
 * with NOTIFY instead, and leaves the row at 0).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('public_generation')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('generation', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into public_generation (id, generation) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('public_generation').execute();
}
