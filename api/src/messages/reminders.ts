import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { hourKst, todayKst } from '../clock';
import { addDays } from '../../contracts/korea-time';
import type { Database } from '../db/schema';
import type { ScheduledTask } from '../scheduler';
import { postingEnding, resumeEnding, scrapClosing } from './event-messages';
import type { Messages, Notice } from './messages';

/** Reminders are told from 09:00 KST: a notice about a day is no reason to wake anyone at midnight. */
export const REMINDER_HOUR_KST = 9;

/**
 * At most this many reminders of one kind per pass, so a pass stays short; the rest follow in the
 * next minutes, as what was told drops out of the query.
 */
export const BATCH = 500;

/**
 * The event key `parts.join(':')` computed by the database from the row's columns, as
 * event-messages.ts builds it, so a query can leave out what was already told.
 */
export function eventKeySql(...parts: (string | Expression<unknown>)[]): Expression<string> {
  const pieces = parts.map((part) => (typeof part === 'string' ? sql`${part}` : sql`cast(${part} as varchar(20))`));
  return sql<string>`${sql.join(
    pieces.flatMap((piece, i) => (i ? [sql`':'`, piece] : [piece])),
    sql` || `,
  )}`;
}

/** Not told yet: no 알림 with that event key (its unique index answers). */
export function notTold(key: Expression<string>): Expression<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from notifications where notifications.event_key = ${key})`;
}

/**
 * A reminder: the items due on a KST day that were not told yet, and what each one is told. A
 * pass answers what it `found` untold and what it `told` (another process may have been first).
 */
export function reminder<Row>(
  db: Kysely<Database>,
  messages: Messages,
  name: string,
  due: (today: string, now: Date) => Promise<Row[]>,
  notice: (row: Row, today: string) => Notice,
): ScheduledTask {
  return {
    name,
    async run(now) {
      const clock = { now: () => now };
      if (hourKst(clock) < REMINDER_HOUR_KST) return { found: 0, told: 0 };
      const today = todayKst(clock);
      const rows = await due(today, now);
      let told = 0;
      for (const row of rows) {
        // one transaction each: a second process telling the same key waits for this one, then finds it
        if (await db.transaction().execute((trx) => messages.notify(trx, notice(row, today)))) told += 1;
      }
      return { found: rows.length, told };
    },
  };
}

/**
 * The time-based events: a posting's publication ends in 3 days and on its last day (the company),
 * a resume's publication ends in 3 days, a scrapped posting closes tomorrow (the job seeker). Each
 * is one 알림 per item and KST day, through its event key, however many passes and processes run.
 */
export function createReminders(db: Kysely<Database>, messages: Messages): ScheduledTask[] {
  return [
    reminder(
      db,
      messages,
      'posting-ending',
      (today) =>
        db
          .selectFrom('job_infos')
          .select(['id', 'company_id', 'title', 'visible_until', 'published_until'])
          .where('status', '=', 'published')
          .where('visible_until', 'in', [addDays(today, 3), today])
          .where(notTold(eventKeySql('posting_ending', sql.ref('job_infos.id'), today)))
          .limit(BATCH)
          .execute(),
      (row, today) =>
        postingEnding({
          jobInfoId: row.id,
          companyId: row.company_id,
          title: row.title,
          lastDay: row.visible_until!,
          today,
          byDeadline: row.published_until !== null && row.visible_until! < row.published_until,
        }),
    ),
    reminder(
      db,
      messages,
      'resume-ending',
      (today) =>
        db
          .selectFrom('resumes')
          .select(['id', 'user_id', 'title', 'public_until'])
          .where('visibility', '=', 'public')
          .where('public_until', '=', addDays(today, 3))
          .where(notTold(eventKeySql('resume_ending', sql.ref('resumes.id'), today)))
          .limit(BATCH)
          .execute(),
      (row, today) =>
        resumeEnding({ resumeId: row.id, userId: row.user_id, title: row.title, lastDay: row.public_until!, today }),
    ),
    reminder(
      db,
      messages,
      'scrap-closing',
      (today) =>
        db
          .selectFrom('job_infos')
          // SQLite plans without statistics and would walk every scrap first; a CROSS JOIN keeps the
          // few postings closing tomorrow as the outer loop (PostgreSQL reorders it as it sees fit)
          .crossJoin('scraps')
          .innerJoin('users as company', 'company.id', 'job_infos.company_id')
          .select([
            'job_infos.id',
            'job_infos.title',
            'job_infos.visible_until',
            'scraps.user_id',
            'company.username as company_name',
          ])
          .where('scraps.kind', '=', 'job')
          .whereRef('scraps.target_id', '=', 'job_infos.id')
          .where('job_infos.status', '=', 'published')
          .where('job_infos.visible_until', '=', addDays(today, 1))
          // who already applied needs no reminder to apply
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('applications')
                  .select('applications.id')
                  .whereRef('applications.job_info_id', '=', 'job_infos.id')
                  .whereRef('applications.seeker_id', '=', 'scraps.user_id')
                  .where('applications.status', '<>', 'cancelled'),
              ),
            ),
          )
          .where(notTold(eventKeySql('scrap_closing', sql.ref('job_infos.id'), sql.ref('scraps.user_id'), today)))
          .limit(BATCH)
          .execute(),
      (row, today) =>
        scrapClosing({
          jobInfoId: row.id,
          userId: row.user_id,
          title: row.title,
          companyName: row.company_name,
          lastDay: row.visible_until!,
          today,
        }),
    ),
  ];
}
