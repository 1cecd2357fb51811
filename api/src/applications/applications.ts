import type { Kysely, Transaction } from 'kysely';
import type {
  ApplicantCounts,
  ApplicationDecision,
  ApplicationSummary,
  OpenedApplication,
} from '../../contracts/application';
import type { ApplicationStatus } from '../../contracts/enumerations';
import type { Resume } from '../../contracts/resume';
import { type Clock, isoNow, todayKst } from '../clock';
import { paginate } from '../db/paginate';
import type { ApplicationRow, Database, UserRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../http/errors';
import type { DecidedSource } from '../insights/application-source';
import type { Resumes } from '../resumes/resumes';
import {
  applicationCancelled,
  applicationFacts,
  applicationReceived,
  applicationStatus,
} from '../messages/event-messages';
import { SEEKER_WAITING_DAYS } from '../messages/answer-messages';
import type { Messages } from '../messages/messages';
import type { Paged } from '../../contracts/paging';
import { closeOpenInterviews } from '../interviews/interviews';
import { freezePortfolio, frozenPortfolio, matchedTechniques } from '../portfolio/frozen-copies';
import { shownItems, splitTechniques } from '../portfolio/portfolio';
import { destroyCopiesDue } from './retention';

const NOT_FOUND_MESSAGE = '지원 내역을 찾을 수 없습니다.';

/**
 * 지원: a job seeker sends a frozen copy of one of their complete resumes to a listed posting; the
 * company opens (열람), passes (서류합격) or fails (불합격) it; the seeker may cancel until it is
 * opened. Copies are destroyed once the posting's retention period after recruiting has passed.
 * Each step is told to the other side in its own transaction: the company hears of applications
 * and cancellations, the seeker of 열람, 서류합격 and 불합격.
 */
export function createApplications(db: Kysely<Database>, clock: Clock, resumes: Resumes, messages: Messages) {
  function base(executor: Kysely<Database> = db) {
    return executor
      .selectFrom('applications')
      .innerJoin('job_infos', 'job_infos.id', 'applications.job_info_id')
      .innerJoin('users as company', 'company.id', 'job_infos.company_id')
      .selectAll('applications')
      .select([
        'job_infos.title as job_info_title',
        'job_infos.company_id',
        'job_infos.wanted_techniques',
        'company.username as company_name',
      ]);
  }
  type Joined = ApplicationRow & {
    job_info_title: string;
    company_id: number;
    wanted_techniques: string;
    company_name: string;
  };

  /** When an opened application left without any answer may be withdrawn (the seeker is told so). */
  const waitedSince = () => new Date(clock.now().getTime() - SEEKER_WAITING_DAYS * 86_400_000).toISOString();

  function toSummary(row: Joined): ApplicationSummary {
    const copy = row.resume_copy ? (JSON.parse(row.resume_copy) as Resume) : null;
    return {
      id: row.id,
      jobInfoId: row.job_info_id,
      jobInfoTitle: row.job_info_title,
      companyName: row.company_name,
      resumeTitle: row.resume_title,
      applicantName: copy?.name ?? null,
      status: row.status,
      appliedAt: row.applied_at,
      viewedAt: row.viewed_at,
      decidedAt: row.decided_at,
      answeredAt: row.answered_at,
      cancelledAt: row.cancelled_at,
      destroyed: row.resume_copy === null,
      cancellable:
        row.status === 'applied' ||
        (row.status === 'viewed' && row.answered_at === null && row.applied_at <= waitedSince()),
      matchedTechniques: matchedTechniques(splitTechniques(row.wanted_techniques), copy?.portfolio ?? []),
    };
  }

  const destroyDue = (jobInfoIds: number[] | 'all') => destroyCopiesDue(db, clock, jobInfoIds);

  async function companyRow(companyId: number, id: number): Promise<Joined> {
    const row = await base().where('applications.id', '=', id).executeTakeFirst();
    if (!row || row.company_id !== companyId || row.status === 'cancelled') throw notFound(NOT_FOUND_MESSAGE);
    await destroyDue([row.job_info_id]);
    return (await base().where('applications.id', '=', id).executeTakeFirst()) as Joined;
  }

  return {
    /** Destroys the resume copies past their retention: of some postings, or of all (the scheduler's daily pass). */
    destroyDue,

    /**
     * `within` runs in the application's own transaction once it is written (accepting an offer
     * marks the offer there): when it throws, nothing of the application is left.
     */
    async apply(
      seeker: UserRow,
      jobInfoId: number,
      resumeId: number,
      within?: (trx: Transaction<Database>, application: ApplicationSummary) => Promise<void>,
      /** where the seeker came from (insights/application-source.ts); unknown when not given */
      origin?: DecidedSource,
    ): Promise<ApplicationSummary> {
      if (seeker.role !== 'normal') throw forbidden('지원은 개인회원만 할 수 있습니다.');
      const posting = await db
        .selectFrom('job_infos')
        .select(['id', 'status', 'visible_until', 'published_at'])
        .where('id', '=', jobInfoId)
        .executeTakeFirst();
      if (!posting || posting.published_at === null || posting.status === 'hidden' || posting.status === 'draft') {
        throw notFound('공고를 찾을 수 없습니다.');
      }
      const today = todayKst(clock);
      if (posting.status !== 'published' || !posting.visible_until || posting.visible_until < today) {
        throw conflict('마감된 공고에는 지원할 수 없습니다.', 'JOB_INFO_CLOSED');
      }
      const resume = await resumes.findOwn(seeker.id, resumeId);
      if (!resume.complete) throw conflict('이력서를 끝까지 작성한 뒤 지원해주세요.', 'RESUME_INCOMPLETE');
      const active = await db
        .selectFrom('applications')
        .select('id')
        .where('job_info_id', '=', jobInfoId)
        .where('seeker_id', '=', seeker.id)
        .where('status', '<>', 'cancelled')
        .executeTakeFirst();
      if (active) throw conflict('이미 지원한 공고입니다. 지원 내역에서 확인해주세요.', 'ALREADY_APPLIED');
      return db.transaction().execute(async (trx) => {
        let id: number;
        try {
          ({ id } = await trx
            .insertInto('applications')
            .values({
              job_info_id: jobInfoId,
              seeker_id: seeker.id,
              resume_id: resume.id,
              resume_title: resume.title,
              // the photo is not frozen: opening shows the resume's photo as it is then (resumes.photoOf);
              // the portfolio is, with the photos others may see (freezePortfolio holds their pictures)
              resume_copy: JSON.stringify({ ...resume, photo: null, portfolio: shownItems(resume.portfolio) }),
              status: 'applied',
              applied_at: isoNow(clock),
              viewed_at: null,
              decided_at: null,
              cancelled_at: null,
              destroyed_at: null,
              source: origin?.source ?? null,
              source_detail: origin?.detail ?? null,
            })
            .returning('id')
            .executeTakeFirstOrThrow());
        } catch {
          // two submissions at once: the partial unique index let one through
          throw conflict('이미 지원한 공고입니다. 지원 내역에서 확인해주세요.', 'ALREADY_APPLIED');
        }
        await freezePortfolio(trx, id, shownItems(resume.portfolio));
        const row = (await base(trx).where('applications.id', '=', id).executeTakeFirst()) as Joined;
        await messages.notify(trx, applicationReceived(applicationFacts(row)));
        const application = toSummary(row);
        await within?.(trx, application);
        return application;
      });
    },

    async listMine(seekerId: number, page: number): Promise<Paged<ApplicationSummary>> {
      const mine = await db
        .selectFrom('applications')
        .select('job_info_id')
        .where('seeker_id', '=', seekerId)
        .execute();
      await destroyDue(mine.map((row) => row.job_info_id));
      const found = await paginate({
        rows: base()
          .where('applications.seeker_id', '=', seekerId)
          .orderBy('applications.applied_at', 'desc')
          .orderBy('applications.id', 'desc'),
        count: db.selectFrom('applications').where('seeker_id', '=', seekerId),
        page,
      });
      return { ...found, items: (found.items as Joined[]).map(toSummary) };
    },

    /** One of the seeker's own applications, for its page; someone else's is a 404. */
    async findForSeeker(seekerId: number, id: number): Promise<ApplicationSummary> {
      const row = await base().where('applications.id', '=', id).executeTakeFirst();
      if (!row || row.seeker_id !== seekerId) throw notFound(NOT_FOUND_MESSAGE);
      await destroyDue([row.job_info_id]);
      return toSummary((await base().where('applications.id', '=', id).executeTakeFirst()) as Joined);
    },

    /**
     * Allowed until the company has opened it, and again once an opened one has waited 14 days
     * without any answer (the seeker is told then that they may withdraw).
     */
    async cancel(seekerId: number, id: number): Promise<ApplicationSummary> {
      const row = await base().where('applications.id', '=', id).executeTakeFirst();
      if (!row || row.seeker_id !== seekerId) throw notFound(NOT_FOUND_MESSAGE);
      const waited = waitedSince();
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('applications')
          .set({ status: 'cancelled', cancelled_at: isoNow(clock) })
          .where('id', '=', id)
          .where((eb) =>
            eb.or([
              eb('status', '=', 'applied'),
              eb.and([eb('status', '=', 'viewed'), eb('answered_at', 'is', null), eb('applied_at', '<=', waited)]),
            ]),
          )
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) {
          throw conflict(
            row.status === 'cancelled' ? '이미 취소한 지원입니다.' : '기업이 열람한 지원은 취소할 수 없습니다.',
            'NOT_CANCELLABLE',
          );
        }
        await messages.notify(trx, applicationCancelled(applicationFacts(row)));
        return toSummary((await base(trx).where('applications.id', '=', id).executeTakeFirst()) as Joined);
      });
    },

    /** The company's applicants, newest first; a posting that is not the company's is a 404. */
    async listForCompany(
      companyId: number,
      filter: { jobInfoId?: number; status?: ApplicationStatus },
      page: number,
    ): Promise<Paged<ApplicationSummary>> {
      if (filter.jobInfoId !== undefined) {
        const posting = await db
          .selectFrom('job_infos')
          .select('company_id')
          .where('id', '=', filter.jobInfoId)
          .executeTakeFirst();
        if (!posting || posting.company_id !== companyId) throw notFound('공고를 찾을 수 없습니다.');
      }
      const postings = await db.selectFrom('job_infos').select('id').where('company_id', '=', companyId).execute();
      await destroyDue(postings.map((row) => row.id));
      const filtered = base()
        .where('job_infos.company_id', '=', companyId)
        .where('applications.status', '<>', 'cancelled')
        .$if(filter.jobInfoId !== undefined, (qb) => qb.where('applications.job_info_id', '=', filter.jobInfoId!))
        .$if(filter.status !== undefined, (qb) => qb.where('applications.status', '=', filter.status!));
      const found = await paginate({
        rows: filtered.orderBy('applications.applied_at', 'desc').orderBy('applications.id', 'desc'),
        count: filtered,
        page,
      });
      return { ...found, items: (found.items as Joined[]).map(toSummary) };
    },

    /**
     * The company opens an application: 열람 for the seeker, and the resume as submitted, contacts
     * included (it was sent to this company), with the photo its resume has now. Null once the copy
     * was destroyed.
     */
    async openForCompany(
      companyId: number,
      id: number,
    ): Promise<Omit<OpenedApplication, 'interviews' | 'trialShifts' | 'thread'>> {
      const row = await companyRow(companyId, id);
      if (row.status === 'applied') {
        await db.transaction().execute(async (trx) => {
          const result = await trx
            .updateTable('applications')
            .set({ status: 'viewed', viewed_at: isoNow(clock) })
            .where('id', '=', id)
            .where('status', '=', 'applied')
            .executeTakeFirst();
          // of two opening at once, the one that marked it tells
          if (Number(result.numUpdatedRows) === 1)
            await messages.notify(trx, applicationStatus(applicationFacts(row), 'viewed'));
        });
      }
      const fresh = (await base().where('applications.id', '=', id).executeTakeFirst()) as Joined;
      const copy = fresh.resume_copy ? (JSON.parse(fresh.resume_copy) as Resume) : null;
      return {
        application: toSummary(fresh),
        resume: copy && {
          ...copy,
          photo: await resumes.photoOf(fresh.resume_id),
          portfolio: await frozenPortfolio(db, copy.portfolio),
        },
      };
    },

    /**
     * 서류합격 or 불합격. 최종 합격 is final; 서류합격 does not undo an interview under way. A 불합격
     * ends the open proposal or the confirmed interview, and its message says so.
     */
    async decide(companyId: number, id: number, status: ApplicationDecision): Promise<ApplicationSummary> {
      const row = await companyRow(companyId, id);
      const now = isoNow(clock);
      if (row.status === 'hired') throw conflict('최종 합격한 지원은 결과를 바꿀 수 없습니다.', 'APPLICATION_CLOSED');
      const interviewing: ApplicationStatus[] = ['interview_proposed', 'interview_confirmed'];
      if (status === 'passed' && interviewing.includes(row.status)) {
        throw conflict('면접을 진행 중인 지원입니다. 면접 결과는 면접이 끝난 뒤 기록해주세요.');
      }
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('applications')
          .set({ status, decided_at: now, viewed_at: row.viewed_at ?? now, answered_at: row.answered_at ?? now })
          .where('id', '=', id)
          .where('status', 'not in', ['cancelled', 'hired', ...(status === 'passed' ? interviewing : [])])
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) {
          throw conflict('그사이 지원 상태가 바뀌었습니다. 새로고침한 뒤 다시 확인해주세요.');
        }
        const interviewCancelled = status === 'failed' && (await closeOpenInterviews(trx, id, now)) > 0;
        // told once per status: marking the same result again tells nothing new
        await messages.notify(trx, applicationStatus(applicationFacts(row), status, { interviewCancelled }));
        return toSummary((await base(trx).where('applications.id', '=', id).executeTakeFirst()) as Joined);
      });
    },

    /** The postings a job seeker has an active (not cancelled) application to, newest first. */
    async appliedJobInfoIds(seekerId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('applications')
        .select('job_info_id')
        .where('seeker_id', '=', seekerId)
        .where('status', '<>', 'cancelled')
        .orderBy('applied_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => row.job_info_id);
    },

    /** Applications to the company's postings it has not opened yet, for its menu. */
    async unreadCount(companyId: number): Promise<number> {
      const row = await db
        .selectFrom('applications')
        .innerJoin('job_infos', 'job_infos.id', 'applications.job_info_id')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('job_infos.company_id', '=', companyId)
        .where('applications.status', '=', 'applied')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Applicants per posting and the unread ones, for the company's lists and its filter. */
    async countsForCompany(companyId: number): Promise<ApplicantCounts> {
      const rows = await db
        .selectFrom('applications')
        .innerJoin('job_infos', 'job_infos.id', 'applications.job_info_id')
        .select((eb) => [
          'applications.job_info_id',
          'job_infos.title',
          eb.fn.countAll<number | string>().as('total'),
          eb.fn
            .sum<number | string>(eb.case().when('applications.status', '=', 'applied').then(1).else(0).end())
            .as('unread'),
          eb.fn.max('applications.id').as('latest'),
        ])
        .where('job_infos.company_id', '=', companyId)
        .where('applications.status', '<>', 'cancelled')
        .groupBy(['applications.job_info_id', 'job_infos.title'])
        .orderBy('latest', 'desc')
        .execute();
      const postings = rows.map((row) => ({
        jobInfoId: row.job_info_id,
        title: row.title,
        total: Number(row.total),
        unread: Number(row.unread),
      }));
      return { unread: postings.reduce((sum, posting) => sum + posting.unread, 0), postings };
    },

    /** Account deletion: the seeker's resume copies go; the companies keep that someone applied. */
    async forgetSeeker(seekerId: number, trx: Transaction<Database>): Promise<void> {
      await trx
        .updateTable('applications')
        .set({ resume_copy: null, destroyed_at: isoNow(clock) })
        .where('seeker_id', '=', seekerId)
        .where('resume_copy', 'is not', null)
        .execute();
      await trx
        .updateTable('applications')
        .set({ status: 'cancelled', cancelled_at: isoNow(clock) })
        .where('seeker_id', '=', seekerId)
        .where('status', '=', 'applied')
        .execute();
    },
  };
}

export type Applications = ReturnType<typeof createApplications>;
