import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The column modifier for an integer surrogate key that the database numbers itself. */
export function serialPrimaryKey(db: Kysely<unknown>) {
  return (col: ColumnDefinitionBuilder) =>
    isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}
