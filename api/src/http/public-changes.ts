import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';

/**
 * Word of a change to what the public reads, shared by every api process on the database: what an
 * api keeps of its public answers (the answer cache, the lists' counts) is good only while the
 * generation it was read under is `current()`.
 */
export interface PublicChanges {
  /** Tells every process: call after a write has committed. */
  announce(): Promise<void>;
  /** The generation now; a value read under an earlier one may be stale. */
  current(): Promise<number>;
  /** Calls `listener` whenever this process learns of a change, its own or another's; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
  /** Resolves once this process hears of other processes' changes (PostgreSQL: once it LISTENs). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The NOTIFY channel of the PostgreSQL api processes. */
export const PUBLIC_CHANGES_CHANNEL = 'bbangjob_public_changes';
/** How long a dropped LISTEN connection waits before it connects again. */
const RECONNECT_MS = 1000;

/** A promise and what settles it (Node 20 has no Promise.withResolvers). */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

function listeners() {
  const all = new Set<() => void>();
  return {
    add(listener: () => void) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    emit: () => all.forEach((listener) => listener()),
  };
}

/**
 * SQLite: the processes share the file, so the generation is its `public_generation` row, read
 * at each use (a primary-key read, 8 µs through Kysely; `PRAGMA data_version` would save 4 µs but
 * cannot see a write by another api on the same connection, as the tests' processes are).
 */
export function sqliteChanges(db: Kysely<Database>): PublicChanges {
  const changed = listeners();
  return {
    async announce() {
      await db
        .updateTable('public_generation')
        .set((eb) => ({ generation: eb('generation', '+', 1) }))
        .where('id', '=', 1)
        .execute();
      changed.emit();
    },
    async current() {
      const row = await db
        .selectFrom('public_generation')
        .select('generation')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.generation);
    },
    onChange: changed.add,
    ready: async () => {},
    close: async () => {},
  };
}

/**
 * PostgreSQL: a write NOTIFYs every process, each of which LISTENs on a connection of its own (a
 * pooled one would be handed to queries). The generation is counted in memory. A notification
 * names the schema written to, which apis on other schemas of the database (the tests') ignore,
 * and the process that wrote, which counted it already. While that
 * connection is down, notifications are missed: every call to `current()` is then a new
 * generation, so nothing kept is reused until it listens again. It starts listening at the first
 * `current()`.
 */
export function postgresChanges({
  db,
  connect,
  logger,
}: {
  db: Kysely<Database>;
  /** a new client outside the pool, on the api's database */
  connect: () => pg.Client;
  logger: Logger;
}): PublicChanges {
  const changed = listeners();
  let generation = 0;
  let client: pg.Client | null = null;
  let started = false;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** a notification names the schema written to and the process that wrote */
  const self = randomUUID();
  /** the schema this api works in */
  let schema: string | null = null;
  let whenListening = deferred();

  const bump = () => {
    generation += 1;
    changed.emit();
  };

  function dropped(err?: Error) {
    if (!client) return;
    if (err) logger.warn({ err }, 'public changes: LISTEN connection lost, connecting again');
    const lost = client;
    client = null;
    if (listening) whenListening = deferred();
    listening = false;
    lost.removeAllListeners();
    lost.on('error', () => {});
    void lost.end().catch(() => {});
    bump();
    if (!closed) retry = setTimeout(listen, RECONNECT_MS).unref();
  }

  function listen() {
    started = true;
    const next = connect();
    client = next;
    next.on('notification', (message) => {
      // its own were counted when announced
      const [writtenTo, sender] = (message.payload ?? '').split(' ');
      if (writtenTo === schema && sender !== self) bump();
    });
    next.on('error', dropped);
    next.on('end', () => dropped(new Error('connection ended')));
    next
      .connect()
      .then(() => next.query<{ schema: string }>('select current_schema() as schema'))
      .then((result) => {
        schema = result.rows[0]!.schema;
        return next.query(`LISTEN ${PUBLIC_CHANGES_CHANNEL}`);
      })
      .then(() => {
        if (client !== next) return;
        listening = true;
        whenListening.resolve();
        // what was written before it listened may be kept under the generation it had
        bump();
      })
      .catch((err: Error) => {
        if (client === next) dropped(err);
      });
  }

  return {
    async announce() {
      // this process needs no round trip to see its own write
      bump();
      await db
        .selectNoFrom((eb) =>
          eb
            .fn('pg_notify', [eb.val(PUBLIC_CHANGES_CHANNEL), sql<string>`current_schema() || ${` ${self}`}`])
            .as('sent'),
        )
        .execute();
    },
    async current() {
      // a process that never reads what it keeps (a CLI, a test with the cache off) never listens
      if (!started && !closed) listen();
      if (!listening) generation += 1;
      return generation;
    },
    onChange: changed.add,
    ready() {
      if (!started && !closed) listen();
      return whenListening.promise;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      listening = false;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => {});
        await last.end().catch(() => {});
      }
    },
  };
}

/**
 * Values kept `seconds` under the generation they were read at, at most `maxEntries` (the oldest
 * go first): the first use under a newer generation empties them, and a value read under an older
 * one is not kept. `seconds` 0 keeps nothing.
 */
export function publicMemo<T>({
  changes,
  clock,
  seconds,
  maxEntries,
}: {
  changes: PublicChanges;
  clock: Clock;
  seconds: number;
  maxEntries: number;
}) {
  let generation = -1;
  const entries = new Map<string, { value: T; storedAt: number }>();

  const memo = {
    enabled: seconds > 0,
    /** The generation to read under, for `set`. */
    async generation(): Promise<number> {
      const now = await changes.current();
      if (now !== generation) {
        entries.clear();
        generation = now;
      }
      return now;
    },
    get(key: string): T | undefined {
      const entry = entries.get(key);
      return entry && clock.now().getTime() - entry.storedAt < seconds * 1000 ? entry.value : undefined;
    },
    set(key: string, value: T, readUnder: number) {
      if (!memo.enabled || readUnder !== generation) return;
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, storedAt: clock.now().getTime() });
    },
    /** The value kept under `key`, else `read()`'s, kept. */
    async remember(key: string, read: () => Promise<T>): Promise<T> {
      if (!memo.enabled) return read();
      const readUnder = await memo.generation();
      const kept = memo.get(key);
      if (kept !== undefined) return kept;
      const value = await read();
      memo.set(key, value, readUnder);
      return value;
    },
  };
  return memo;
}
