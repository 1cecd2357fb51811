import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL only: the schema to work in (tests give each file its own). */
  searchPath?: string;
  poolSize?: number;
}

/** `file:./data/app.db` or `file::memory:` opens SQLite; `postgres://…` opens PostgreSQL. */
export function connectDatabase(url: string, options: ConnectOptions = {}): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) return connectPostgres(url, options);
  if (url.startsWith('file:')) return connectSqlite(url.slice('file:'.length));
  throw new Error(`DATABASE_URL must start with file: or postgres://, got "${url}"`);
}

function connectSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

function connectPostgres(url: string, options: ConnectOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}
