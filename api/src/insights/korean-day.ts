import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../db/connect';

/**
 * The Korean calendar day (YYYY-MM-DD) of an instant column, in SQL: instants are stored as ISO
 * UTC strings and Korea keeps +09:00 all year, so the day is the instant nine hours on. Grouping in
 * the database keeps a 90-day range of applications from travelling to the api row by row.
 */
export function koreanDayOf(dialect: DialectName, column: string): RawBuilder<string> {
  // PostgreSQL reads the ISO string as a timestamp without zone, which ignores its trailing Z
  return dialect === 'postgres'
    ? sql<string>`to_char(cast(${sql.ref(column)} as timestamp) + interval '9 hours', 'YYYY-MM-DD')`
    : sql<string>`date(${sql.ref(column)}, '+9 hours')`;
}
