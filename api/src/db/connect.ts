import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL: a new client outside the pool, for a connection of its own (LISTEN) */
  newClient?: () => pg.Client;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL only: the schema to work in (tests give each file its own). */
  searchPath?: string;
  poolSize?: number;
}

/** SQLite's in-memory database, which lives and dies with the one process that opened it. */
export const isInMemoryDatabase = (url: string) => url === 'file::memory:';

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
  // Reads of a large database stay in memory: 64 MB of page cache and the file mapped, rather
  // than SQLite's default 2 MB cache and a read() call per page; sorts stay in memory too.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 1073741824');
  sqlite.pragma('temp_store = MEMORY');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

function connectPostgres(url: string, options: ConnectOptions): DatabaseHandle {
  const connection = {
    connectionString: url,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', newClient: () => new pg.Client(connection), close: () => db.destroy() };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; the api sends the same few hundred SQL texts again and again,
 * so each is prepared once and its statement reused (most recently used kept, up to 500). A
 * statement still being iterated is busy: that caller gets a fresh one.
 *
 * A transaction begins IMMEDIATE: it takes the write lock at its start, waiting busy_timeout for it.
 * Kysely's plain `begin` is deferred: with several api processes on one file, a transaction that
 * read first and writes second fails at once (SQLITE_BUSY_SNAPSHOT, or SQLITE_BUSY while another
 * holds the lock: SQLite calls no busy handler for that upgrade), which the visitor saw as a 500.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      const sql = text === 'begin' ? 'begin immediate' : text;
      let statement = statements.get(sql);
      if (statement?.busy) return sqlite.prepare(sql);
      if (statement) statements.delete(sql);
      else {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
