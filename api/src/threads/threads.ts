import { type Kysely, sql } from 'kysely';
import type { Paged } from '../../contracts/paging';
import {
  type ReportedThread,
  type Thread,
  THREAD_LIMITS,
  type ThreadMessage,
  type ThreadQuery,
  type ThreadReportSummary,
} from '../../contracts/thread';
import { destroyCopiesDue, destroyOn } from '../applications/retention';
import { type Clock, isoNow, todayKst } from '../clock';
import { isPostgres } from '../db/dialect';
import { paginate } from '../db/paginate';
import type { Database, ThreadsTable } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { Messages } from '../messages/messages';
import type { AdminLog } from '../moderation/admin-log';
import type { ScheduledTask } from '../scheduler';
import { newMessage, type Side, type ThreadFacts, unreadMessages } from './words';

export type { Side } from './words';

const NOT_FOUND_MESSAGE = '지원 내역을 찾을 수 없습니다.';
const CLOSED_MESSAGE = '취소되었거나 보관 기간이 끝난 지원에는 메시지를 보낼 수 없습니다.';
const NOT_REPORTED_MESSAGE = '신고된 대화를 찾을 수 없습니다.';
const MAIL_EVERY_MS = THREAD_LIMITS.mailEveryMinutes * 60_000;
/** gathered mails per side and pass, so a pass stays short; the rest follow in the next minutes */
const BATCH = 500;

const otherSide = (side: Side): Side => (side === 'company' ? 'applicant' : 'company');
const roleOf = (side: Side) => (side === 'company' ? ('company' as const) : ('normal' as const));
const sideOf = (role: 'company' | 'normal'): Side => (role === 'company' ? 'company' : 'applicant');

/** The thread's columns of one side: when it read, when it was mailed, when a gathered mail is due. */
const COLUMNS = {
  company: { read: 'company_read_at', mailed: 'company_mailed_at', due: 'company_mail_due_at' },
  applicant: { read: 'seeker_read_at', mailed: 'seeker_mailed_at', due: 'seeker_mail_due_at' },
} as const satisfies Record<Side, Record<string, keyof ThreadsTable>>;

type ThreadRow = ThreadsTable;

/** Who asks: a member of one side, by account id. */
export interface ThreadReader {
  userId: number;
  side: Side;
}

/**
 * 지원 대화: one conversation per application between the company and the applicant, made with
 * its first message. Each side sees only its own applications' threads; reading never marks
 * anything (polling is free of side effects), `markRead` does. A new message is an 알림 to the
 * other side at once, and a mail at most once per thread and side in 10 minutes: a message arriving
 * sooner sets when a gathered mail is due, which `mailTask` sends then if something is still unread.
 * An operator reads a thread only once a side reported it, and each reading is in the operator log.
 */
export function createThreads(db: Kysely<Database>, clock: Clock, messages: Messages, adminLog: AdminLog) {
  /** The application behind a thread: who may read it, whether it is open, what notices name. */
  function application(executor: Kysely<Database>, applicationId: number) {
    return executor
      .selectFrom('applications')
      .innerJoin('job_infos', 'job_infos.id', 'applications.job_info_id')
      .innerJoin('users as company', 'company.id', 'job_infos.company_id')
      .select([
        'applications.id as applicationId',
        'applications.job_info_id',
        'applications.seeker_id as seekerId',
        'applications.status as application_status',
        'applications.resume_title as resumeTitle',
        // the copy itself is a whole resume: only whether it is still there
        sql<number>`case when applications.resume_copy is null then 1 else 0 end`.as('destroyed'),
        'job_infos.title as jobInfoTitle',
        'job_infos.company_id as companyId',
        'company.username as companyName',
        'company.deleted_at as companyDeletedAt',
        'job_infos.status',
        'job_infos.deadline',
        'job_infos.always_open',
        'job_infos.visible_until',
        'job_infos.closed_at',
        'job_infos.retention_days',
      ])
      .where('applications.id', '=', applicationId);
  }
  type Application = NonNullable<Awaited<ReturnType<ReturnType<typeof application>['executeTakeFirst']>>>;

  /** Messages can be sent: not cancelled, the copy kept (the seeker's deletion destroys it), the company still there. */
  const isOpen = (row: Application) =>
    row.application_status !== 'cancelled' && Number(row.destroyed) === 0 && row.companyDeletedAt === null;

  /**
   * The reader's application, or the 404 a stranger gets. A copy past its retention is destroyed
   * first (with its thread), as the applications' own reads do between the scheduler's passes.
   */
  async function own(reader: ThreadReader, applicationId: number): Promise<Application> {
    const row = await application(db, applicationId).executeTakeFirst();
    const owner = reader.side === 'company' ? row?.companyId : row?.seekerId;
    if (!row || owner !== reader.userId) throw notFound(NOT_FOUND_MESSAGE);
    if (Number(row.destroyed) === 0) {
      const day = destroyOn(row, todayKst(clock));
      if (day !== null && day <= todayKst(clock)) {
        await destroyCopiesDue(db, clock, [row.job_info_id]);
        return { ...row, destroyed: 1 };
      }
    }
    return row;
  }

  const threadOf = (executor: Kysely<Database>, applicationId: number) =>
    executor.selectFrom('threads').selectAll().where('application_id', '=', applicationId).executeTakeFirst();

  /** A page of messages, newest first from the database, oldest first in the answer. */
  async function messagesPage(applicationId: number, { before, after }: ThreadQuery) {
    const rows = await db
      .selectFrom('thread_messages')
      .select(['id', 'sender_role', 'body', 'created_at'])
      .where('application_id', '=', applicationId)
      .$if(before !== undefined, (qb) => qb.where('id', '<', before!))
      .$if(after !== undefined, (qb) => qb.where('id', '>', after!))
      .orderBy('id', 'desc')
      .limit(THREAD_LIMITS.page + 1)
      .execute();
    return { rows: rows.slice(0, THREAD_LIMITS.page).reverse(), hasOlder: rows.length > THREAD_LIMITS.page };
  }

  /** Messages from the other side that `side` has not read: written after it last read the thread. */
  async function unreadCount(applicationId: number, side: Side, thread: ThreadRow): Promise<number> {
    const row = await db
      .selectFrom('thread_messages')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('application_id', '=', applicationId)
      .where('sender_role', '=', roleOf(otherSide(side)))
      .where('created_at', '>', thread[COLUMNS[side].read] ?? '')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async function threadFor(app: Application, side: Side, query: ThreadQuery = {}): Promise<Thread> {
    const open = isOpen(app);
    const thread = await threadOf(db, app.applicationId);
    if (!thread) return { messages: [], hasOlder: false, unread: 0, reported: false, open };
    const [page, unread] = await Promise.all([
      messagesPage(app.applicationId, query),
      unreadCount(app.applicationId, side, thread),
    ]);
    const theirReadAt = thread[COLUMNS[otherSide(side)].read];
    return {
      messages: page.rows.map((row): ThreadMessage => {
        const mine = row.sender_role === roleOf(side);
        return {
          id: row.id,
          from: sideOf(row.sender_role),
          mine,
          body: row.body,
          createdAt: row.created_at,
          read: mine && theirReadAt !== null && theirReadAt >= row.created_at,
        };
      }),
      hasOlder: page.hasOlder,
      unread,
      reported: thread.reported_at !== null,
      open,
    };
  }

  const factsOf = (app: Application): ThreadFacts => ({
    applicationId: app.applicationId,
    jobInfoTitle: app.jobInfoTitle,
    companyName: app.companyName,
    companyId: app.companyId,
    seekerId: app.seekerId,
    resumeTitle: app.resumeTitle,
  });

  /** A reported thread's heading in the back office; undefined when nobody reported it. */
  function reportedBase() {
    return db
      .selectFrom('threads')
      .innerJoin('applications', 'applications.id', 'threads.application_id')
      .innerJoin('job_infos', 'job_infos.id', 'applications.job_info_id')
      .innerJoin('users as company', 'company.id', 'job_infos.company_id')
      .innerJoin('users as seeker', 'seeker.id', 'applications.seeker_id')
      .where('threads.reported_at', 'is not', null);
  }
  function reportedSummary(base: ReturnType<typeof reportedBase>) {
    return base.select((eb) => [
      'threads.application_id as applicationId',
      'job_infos.title as jobInfoTitle',
      'company.username as companyName',
      'seeker.username as applicantName',
      'threads.reported_at as reportedAt',
      eb
        .selectFrom('thread_reports')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('thread_reports.application_id', '=', 'threads.application_id')
        .as('reportCount'),
      eb
        .selectFrom('thread_reports')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('thread_reports.application_id', '=', 'threads.application_id')
        .where('thread_reports.handled_at', 'is', null)
        .as('openReportCount'),
    ]);
  }
  type SummaryRow = Awaited<ReturnType<ReturnType<typeof reportedSummary>['execute']>>[number];
  const toSummary = (row: SummaryRow): ThreadReportSummary => ({
    applicationId: row.applicationId,
    jobInfoTitle: row.jobInfoTitle,
    companyName: row.companyName,
    applicantName: row.applicantName,
    reportedAt: row.reportedAt!,
    reportCount: Number(row.reportCount),
    openReportCount: Number(row.openReportCount),
  });

  /** One side's gathered mail, if it is due and was not claimed by another process meanwhile. */
  async function mailDue(side: Side, applicationId: number, dueAt: string): Promise<boolean> {
    const { due, mailed, read } = COLUMNS[side];
    return db.transaction().execute(async (trx) => {
      // the claim: of two processes on the same due mail, one updates the row
      const claimed = await trx
        .updateTable('threads')
        .set({ [due]: null })
        .where('application_id', '=', applicationId)
        .where(due, '=', dueAt)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      const thread = (await threadOf(trx, applicationId))!;
      const unread = await trx
        .selectFrom('thread_messages')
        .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('id').as('newest')])
        .where('application_id', '=', applicationId)
        .where('sender_role', '=', roleOf(otherSide(side)))
        .where('created_at', '>', thread[read] ?? '')
        .executeTakeFirstOrThrow();
      if (!Number(unread.count)) return false;
      const app = (await application(trx, applicationId).executeTakeFirst())!;
      await messages.mailGathered(trx, unreadMessages(factsOf(app), side, Number(unread.count), unread.newest));
      await trx
        .updateTable('threads')
        .set({ [mailed]: isoNow(clock) })
        .where('application_id', '=', applicationId)
        .execute();
      return true;
    });
  }

  return {
    /** The latest page (or the one `query` names) of the reader's thread; marks nothing read. */
    async read(reader: ThreadReader, applicationId: number, query: ThreadQuery = {}): Promise<Thread> {
      return threadFor(await own(reader, applicationId), reader.side, query);
    },

    /**
     * The thread as `side` sees it (its latest page), for the application pages that show it
     * beside the application: the caller has checked that the reader owns `applicationId`.
     */
    async summaryFor(applicationId: number, side: Side): Promise<Thread> {
      const app = await application(db, applicationId).executeTakeFirst();
      if (!app) throw notFound(NOT_FOUND_MESSAGE);
      return threadFor(app, side);
    },

    /**
     * Sends a message: the first makes the thread. A company's message is its answer to the
     * application (answered_at) in the same transaction; the other side hears at once.
     */
    async post(reader: ThreadReader, applicationId: number, body: string): Promise<ThreadMessage> {
      const app = await own(reader, applicationId);
      if (!isOpen(app)) throw conflict(CLOSED_MESSAGE, 'APPLICATION_CLOSED');
      return db.transaction().execute(async (trx) => {
        // read again under the application's lock: a cancellation or a destruction committed
        // meanwhile closes the thread before this message, never after it
        const live = await trx
          .selectFrom('applications')
          .select([
            'status as application_status',
            sql<number>`case when resume_copy is null then 1 else 0 end`.as('destroyed'),
          ])
          .where('id', '=', applicationId)
          .$if(isPostgres<Database>(trx), (qb) => qb.forUpdate())
          .executeTakeFirst();
        if (!live || !isOpen({ ...app, ...live })) throw conflict(CLOSED_MESSAGE, 'APPLICATION_CLOSED');
        const now = isoNow(clock);
        // the upsert also holds the thread's row until commit: two messages at once decide the mail in turn
        const thread = await trx
          .insertInto('threads')
          .values({ application_id: applicationId, last_message_at: now })
          .onConflict((oc) => oc.column('application_id').doUpdateSet({ last_message_at: now }))
          .returningAll()
          .executeTakeFirstOrThrow();
        const { id } = await trx
          .insertInto('thread_messages')
          .values({
            application_id: applicationId,
            sender_role: roleOf(reader.side),
            sender_id: reader.userId,
            body,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (reader.side === 'company') {
          await trx
            .updateTable('applications')
            .set({ answered_at: now })
            .where('id', '=', applicationId)
            .where('answered_at', 'is', null)
            .execute();
        }
        const to = otherSide(reader.side);
        const { mailed, due } = COLUMNS[to];
        const lastMailed = thread[mailed];
        const mailedLately = lastMailed !== null && Date.parse(lastMailed) + MAIL_EVERY_MS > Date.parse(now);
        await messages.notify(trx, newMessage(factsOf(app), to, id), { mail: !mailedLately });
        await trx
          .updateTable('threads')
          .set(
            mailedLately
              ? { [due]: thread[due] ?? new Date(Date.parse(lastMailed) + MAIL_EVERY_MS).toISOString() }
              : { [mailed]: now, [due]: null },
          )
          .where('application_id', '=', applicationId)
          .execute();
        return { id, from: reader.side, mine: true, body, createdAt: now, read: false };
      });
    },

    /** The reader has read the thread: the other side's messages so far show 읽음, and no mail about them follows. */
    async markRead(reader: ThreadReader, applicationId: number): Promise<Thread> {
      const app = await own(reader, applicationId);
      const { read, due } = COLUMNS[reader.side];
      await db
        .updateTable('threads')
        .set({ [read]: isoNow(clock), [due]: null })
        .where('application_id', '=', applicationId)
        .execute();
      return threadFor(app, reader.side);
    },

    /** 신고: from now on an operator may read the thread. One open report per side. */
    async report(reader: ThreadReader, applicationId: number, reason: string): Promise<Thread> {
      const app = await own(reader, applicationId);
      const role = roleOf(reader.side);
      await db.transaction().execute(async (trx) => {
        if (!(await threadOf(trx, applicationId))) {
          throw conflict('아직 주고받은 메시지가 없어 신고할 수 없습니다.');
        }
        const already = () => conflict('이미 신고한 대화입니다. 운영자가 확인하고 있습니다.', 'ALREADY_REPORTED');
        const open = await trx
          .selectFrom('thread_reports')
          .select('id')
          .where('application_id', '=', applicationId)
          .where('reporter_role', '=', role)
          .where('handled_at', 'is', null)
          .executeTakeFirst();
        if (open) throw already();
        const now = isoNow(clock);
        try {
          await trx
            .insertInto('thread_reports')
            .values({
              application_id: applicationId,
              reporter_id: reader.userId,
              reporter_role: role,
              reason,
              created_at: now,
              handled_at: null,
            })
            .execute();
        } catch {
          // two reports at once: the partial unique index let one through
          throw already();
        }
        await trx
          .updateTable('threads')
          .set({ reported_at: now })
          .where('application_id', '=', applicationId)
          .where('reported_at', 'is', null)
          .execute();
      });
      return threadFor(app, reader.side);
    },

    /** The back office's reported threads, the latest first reported first. */
    async listReported(page: number): Promise<Paged<ThreadReportSummary>> {
      const found = await paginate({
        rows: reportedSummary(reportedBase())
          .orderBy('threads.reported_at', 'desc')
          .orderBy('threads.application_id', 'desc'),
        count: db.selectFrom('threads').where('reported_at', 'is not', null),
        page,
      });
      return { ...found, items: found.items.map(toSummary) };
    },

    /** An operator reads a reported thread with its reports; the reading is logged. */
    async openReported(adminId: number, applicationId: number, query: ThreadQuery = {}): Promise<ReportedThread> {
      const summary = await reportedSummary(reportedBase())
        .where('threads.application_id', '=', applicationId)
        .executeTakeFirst();
      if (!summary) throw notFound(NOT_REPORTED_MESSAGE);
      const [reports, page] = await Promise.all([
        db.selectFrom('thread_reports').selectAll().where('application_id', '=', applicationId).orderBy('id').execute(),
        messagesPage(applicationId, query),
      ]);
      await adminLog.record(adminId, { action: 'thread_read', targetKind: 'thread', targetId: applicationId });
      return {
        ...toSummary(summary),
        reports: reports.map((row) => ({
          id: row.id,
          by: sideOf(row.reporter_role),
          reason: row.reason,
          createdAt: row.created_at,
          handledAt: row.handled_at,
        })),
        messages: page.rows.map((row) => ({
          id: row.id,
          from: sideOf(row.sender_role),
          body: row.body,
          createdAt: row.created_at,
        })),
        hasOlder: page.hasOlder,
      };
    },

    /** An operator marks a thread's open reports handled, in the log's transaction. */
    async markReportsHandled(adminId: number, applicationId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const thread = await threadOf(trx, applicationId);
        if (!thread?.reported_at) throw notFound(NOT_REPORTED_MESSAGE);
        const handled = await trx
          .updateTable('thread_reports')
          .set({ handled_at: isoNow(clock) })
          .where('application_id', '=', applicationId)
          .where('handled_at', 'is', null)
          .executeTakeFirst();
        if (!Number(handled.numUpdatedRows)) throw conflict('이미 처리한 신고입니다.');
        await adminLog.record(
          adminId,
          { action: 'thread_reports_handled', targetKind: 'thread', targetId: applicationId },
          trx,
        );
      });
    },

    /** The scheduler's pass: each gathered mail that is due, once, whichever process is first. */
    mailTask: {
      name: 'thread-mails',
      async run(now) {
        const nowIso = now.toISOString();
        let found = 0;
        let mailed = 0;
        for (const side of ['company', 'applicant'] as const) {
          const { due } = COLUMNS[side];
          const rows = await db
            .selectFrom('threads')
            .select(['application_id', `${due} as dueAt`])
            .where(due, '<=', nowIso)
            .limit(BATCH)
            .execute();
          found += rows.length;
          for (const row of rows) if (await mailDue(side, row.application_id, row.dueAt!)) mailed += 1;
        }
        return { found, mailed };
      },
    } satisfies ScheduledTask,
  };
}

export type Threads = ReturnType<typeof createThreads>;
