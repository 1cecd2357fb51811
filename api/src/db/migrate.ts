import { type Kysely, Migrator, sql } from 'kysely';
import { isPostgres } from './dialect';
import { migrations } from './migrations';
import type { Database } from './schema';

/**
 * PostgreSQL's current schema, named to the migrator: its bookkeeping tables otherwise are looked
 * up across all schemas, and one schema's tables would hide another's missing ones.
 */
async function currentSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** Brings the schema to the latest migration; running it again does nothing. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await currentSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
