import { type Expression, type Kysely, PostgresAdapter, type SqlBool, sql } from 'kysely';

export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * `column >= day` for "still listed on day", as a check each row passes rather than a range to
 * seek. SQLite plans without statistics and rates an index range above a second equality, so it
 * would read every listed row through the (status, until) index and sort them all, instead of
 * walking the filter's index in list order and stopping after a page. A unary `+` is SQLite's
 * documented way to keep a term off the indexes; PostgreSQL plans from statistics and gets the
 * plain comparison.
 */
export function onOrAfter<DB>(db: Kysely<DB>, column: string, day: string): Expression<SqlBool> {
  return isPostgres(db) ? sql<SqlBool>`${sql.ref(column)} >= ${day}` : sql<SqlBool>`+${sql.ref(column)} >= ${day}`;
}

/**
 * `column = value` as a check each row passes: for a query that another term (a company's id)
 * narrows far better, which SQLite, rating the two equalities alike, would not see (as above).
 */
export function equalsUnindexed<DB>(db: Kysely<DB>, column: string, value: string): Expression<SqlBool> {
  return isPostgres(db) ? sql<SqlBool>`${sql.ref(column)} = ${value}` : sql<SqlBool>`+${sql.ref(column)} = ${value}`;
}
