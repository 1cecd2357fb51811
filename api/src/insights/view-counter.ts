import { createHash, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import type { Kysely } from 'kysely';
import type { ViewKind } from '../../contracts/insights';
import { type Clock, todayKst } from '../clock';
import type { Database } from '../db/schema';
import { listedConditions } from '../job-infos/listing';
import type { Logger } from '../logger';
import type { Seen } from './view-beacon';

/**
 * The marks one client address may add in a Korean day, per api process. A job seeker reads a
 * few dozen postings a day and pages through lists of 20 (40 with the 추천 row); an office's or a
 * bakery school's shared address holds a few of them. Past these, it is one machine changing its
 * user agent to be counted again: 100 views and 2 000 appearances (50 full pages) a day. With N
 * api processes an address can reach N times as much, as its beacons land on each in turn.
 */
export const FLOOD_LIMITS: Record<ViewKind, number> = { view: 100, appearance: 2000 };

/** Marks kept between two writes at most: a database down for a while costs memory up to here, then views. */
const MAX_PENDING = 200_000;
/** Rows per statement: within SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 500;
/** A user agent longer than any browser's is cut before it is hashed or matched. */
const MAX_USER_AGENT = 512;

/** Who sent a beacon, as the api sees the request. */
export interface Visitor {
  /** the client's address (http/auth.ts clientIp); null when a trusted proxy did not name it */
  address: string | null;
  userAgent: string | undefined;
}

interface Mark {
  day: string;
  kind: ViewKind;
  job_info_id: number;
  visitor: string;
}

/**
 * The flood limit's unit: an IPv4 address, or an IPv6 address's /64 (what one subscriber is
 * given, every address of which they may use).
 */
export function addressGroup(address: string): string {
  if (!address.includes(':') || address.startsWith('::ffff:')) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Views (a posting's page) and appearances (a list or search page that showed it), counted once
 * per visitor, posting, kind and Korean day without a cookie: the visitor is a hash of the day's
 * salt, the address and the user agent. The salt is a row of `view_salts`, shared by every api
 * process and deleted with the day's marks, after which nobody can tell who was counted.
 *
 * A beacon costs memory only: the marks gather in this process and are written every few seconds
 * (`start`), kept to listed postings, each new mark adding one to its posting's day in
 * `job_info_days` in the same transaction. A killed process loses what it had not written yet.
 */
export function createViewCounter({ db, clock, logger }: { db: Kysely<Database>; clock: Clock; logger: Logger }) {
  const pending = new Map<string, Mark>();
  let salt: { day: string; value: Promise<string> } | null = null;
  let flood = { day: '', marks: new Map<string, Record<ViewKind, number>>() };
  let writes: Promise<number> = Promise.resolve(0);

  /** The day's salt: made by the first process that needs it, read by the others, kept in memory for the day. */
  function saltOf(day: string): Promise<string> {
    if (salt?.day !== day) {
      const value = (async () => {
        await db
          .insertInto('view_salts')
          .values({ day, salt: randomBytes(32).toString('hex') })
          .onConflict((oc) => oc.column('day').doNothing())
          .execute();
        const row = await db.selectFrom('view_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
        return row.salt;
      })();
      salt = { day, value };
      // a failed read is tried again by the next beacon
      value.catch(() => {
        if (salt?.value === value) salt = null;
      });
    }
    return salt.value;
  }

  /**
   * The marks the address added today. An unnamed address (a trusted proxy that did not say whom
   * it speaks for) has no limit: it would be every visitor at once, and nobody outside the trusted
   * proxies can send one.
   */
  function floodCount(address: string | null, day: string): Record<ViewKind, number> {
    if (flood.day !== day) flood = { day, marks: new Map() };
    if (address === null) return { view: 0, appearance: 0 };
    const group = addressGroup(address);
    let counts = flood.marks.get(group);
    if (!counts) flood.marks.set(group, (counts = { view: 0, appearance: 0 }));
    return counts;
  }

  /** Notes what a visitor saw; crawlers, repeats and what passes the flood limit are not noted. */
  async function record(seen: Seen, { address, userAgent }: Visitor): Promise<void> {
    const agent = userAgent?.slice(0, MAX_USER_AGENT);
    // every browser names itself; a request without a user agent is a script
    if (!agent || isbot(agent)) return;
    const day = todayKst(clock);
    const visitor = createHash('sha256')
      .update(`${await saltOf(day)}\n${address ?? ''}\n${agent}`)
      .digest('hex')
      .slice(0, 32);
    const counts = floodCount(address, day);
    for (const id of seen.ids) {
      const key = `${day} ${seen.kind} ${id} ${visitor}`;
      if (pending.has(key)) continue;
      if (counts[seen.kind] >= FLOOD_LIMITS[seen.kind] || pending.size >= MAX_PENDING) return;
      counts[seen.kind] += 1;
      pending.set(key, { day, kind: seen.kind, job_info_id: id, visitor });
    }
  }

  /** The ids among `ids` of postings listed on `day`. */
  async function listedOn(day: string, ids: number[]): Promise<Set<number>> {
    const listed = new Set<number>();
    for (let at = 0; at < ids.length; at += CHUNK) {
      const rows = await db
        .selectFrom('job_infos')
        .select('id')
        .where((eb) => eb.and([eb('id', 'in', ids.slice(at, at + CHUNK)), ...listedConditions(db, eb, day, true)]))
        .execute();
      for (const row of rows) listed.add(row.id);
    }
    return listed;
  }

  /** Writes `marks`; answers how many were new, each of which its posting's day counted. */
  async function write(marks: Mark[]): Promise<number> {
    const kept: Mark[] = [];
    for (const day of new Set(marks.map((mark) => mark.day))) {
      const ofDay = marks.filter((mark) => mark.day === day);
      const listed = await listedOn(day, [...new Set(ofDay.map((mark) => mark.job_info_id))]);
      kept.push(...ofDay.filter((mark) => listed.has(mark.job_info_id)));
    }
    if (!kept.length) return 0;
    // one order for every process, so two writing the same rows at once wait rather than deadlock
    const order = (mark: Mark) => `${mark.job_info_id} ${mark.day} ${mark.kind} ${mark.visitor}`;
    kept.sort((a, b) => (order(a) < order(b) ? -1 : 1));
    return db.transaction().execute(async (trx) => {
      const tallies = new Map<string, { job_info_id: number; day: string; appearances: number; views: number }>();
      for (let at = 0; at < kept.length; at += CHUNK) {
        // the marks already there (another process's, or an earlier write's) come back as nothing
        const added = await trx
          .insertInto('view_marks')
          .values(kept.slice(at, at + CHUNK))
          .onConflict((oc) => oc.columns(['day', 'kind', 'job_info_id', 'visitor']).doNothing())
          .returning(['day', 'kind', 'job_info_id'])
          .execute();
        for (const mark of added) {
          const key = `${mark.job_info_id} ${mark.day}`;
          let tally = tallies.get(key);
          if (!tally)
            tallies.set(key, (tally = { job_info_id: mark.job_info_id, day: mark.day, appearances: 0, views: 0 }));
          if (mark.kind === 'view') tally.views += 1;
          else tally.appearances += 1;
        }
      }
      const rows = [...tallies.values()];
      for (let at = 0; at < rows.length; at += CHUNK) {
        await trx
          .insertInto('job_info_days')
          .values(rows.slice(at, at + CHUNK))
          .onConflict((oc) =>
            oc.columns(['job_info_id', 'day']).doUpdateSet((eb) => ({
              appearances: eb('job_info_days.appearances', '+', eb.ref('excluded.appearances')),
              views: eb('job_info_days.views', '+', eb.ref('excluded.views')),
            })),
          )
          .execute();
      }
      return rows.reduce((sum, row) => sum + row.appearances + row.views, 0);
    });
  }

  /**
   * Writes what was gathered, one write at a time; answers how many marks were new. A failed write
   * keeps its marks for the next (those already written are not counted twice: their marks exist).
   */
  function flush(): Promise<number> {
    writes = writes.then(async () => {
      if (!pending.size) return 0;
      const marks = [...pending.values()];
      pending.clear();
      try {
        return await write(marks);
      } catch (err) {
        logger.warn({ err, marks: marks.length }, 'views: write failed, kept for the next');
        for (const mark of marks) {
          if (pending.size >= MAX_PENDING) break;
          pending.set(`${mark.day} ${mark.kind} ${mark.job_info_id} ${mark.visitor}`, mark);
        }
        return 0;
      }
    });
    return writes;
  }

  /** Writes every `seconds`; `stop()` writes what is left. */
  function start(seconds: number) {
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const tick = () => {
      void flush().finally(() => {
        if (!stopped) timer = setTimeout(tick, seconds * 1000).unref();
      });
    };
    timer = setTimeout(tick, seconds * 1000).unref();
    return {
      async stop() {
        stopped = true;
        clearTimeout(timer);
        await flush();
      },
    };
  }

  /** The marks and salts of the days before today: once deleted, nobody can tell who was counted. */
  async function deleteOldMarks(): Promise<number> {
    const today = todayKst(clock);
    const marks = await db.deleteFrom('view_marks').where('day', '<', today).executeTakeFirst();
    const salts = await db.deleteFrom('view_salts').where('day', '<', today).executeTakeFirst();
    return Number(marks.numDeletedRows) + Number(salts.numDeletedRows);
  }

  return { record, flush, start, deleteOldMarks };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
