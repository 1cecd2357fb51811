import type { Kysely } from 'kysely';
import type { CompanyInsights, FunnelStep, InsightRange, PostingInsights } from '../../contracts/insights';
import { minimumWageFor } from '../../contracts/wage-floor';
import { type Clock, todayKst } from '../clock';
import type { Database } from '../db/schema';
import { listedConditions } from '../job-infos/listing';
import { type CountedApplication, firstAnswerDays, passedPapers, sourcesOf, wasViewed } from './application-figures';
import { funnelOf } from './funnel';
import { payComparison } from './pay-comparison';
import { type InsightWindow, insightWindow, seriesOf } from './series';

/** Which postings a figure covers: one of the company's, or all of them. */
type Scope = { companyId: number; jobInfoId?: number };

/**
 * What a company learns from its postings over a range of Korean days (issue 28 §2): each day's
 * appearances and views (the beacon's job_info_days), scraps and applications; the funnel; where
 * applicants came from; the time to a first answer; and for one posting its pay beside its peers'.
 *
 * Applications are those made in the range and not cancelled: a withdrawn application is gone
 * from the company's side (its 지원자 list, its 응답률), and counting it here would make the two
 * disagree. Every figure is a handful of indexed queries whatever the range or the number of
 * postings; what is counted per day or per posting is counted in memory from their rows.
 */
function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function countBy<T>(items: readonly T[], key: (item: T) => number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

export function createCompanyInsights(db: Kysely<Database>, clock: Clock) {
  /** The scope's postings' ids, as a subquery; the company's id bounds one posting's too. */
  const postingIds = (scope: Scope) =>
    db
      .selectFrom('job_infos')
      .select('job_infos.id')
      .where('job_infos.company_id', '=', scope.companyId)
      .$if(scope.jobInfoId !== undefined, (query) => query.where('job_infos.id', '=', scope.jobInfoId!));

  /** The beacon's counters of the scope's postings over the window, summed per day or per posting. */
  const counterSums = <By extends 'day' | 'job_info_id'>(by: By, scope: Scope, window: InsightWindow) =>
    db
      .selectFrom('job_info_days')
      .select([`job_info_days.${by}`])
      .select((eb) => [
        eb.fn.sum<number | string>('job_info_days.appearances').as('appearances'),
        eb.fn.sum<number | string>('job_info_days.views').as('views'),
      ])
      .where('job_info_days.job_info_id', 'in', postingIds(scope))
      .where('job_info_days.day', '>=', window.first)
      .where('job_info_days.day', '<=', window.last)
      .groupBy(`job_info_days.${by}`)
      .execute();

  const scrapRows = (scope: Scope, window: InsightWindow) =>
    db
      .selectFrom('scraps')
      .select(['scraps.target_id', 'scraps.created_at'])
      .where('scraps.kind', '=', 'job')
      .where('scraps.target_id', 'in', postingIds(scope))
      .where('scraps.created_at', '>=', window.from)
      .where('scraps.created_at', '<', window.until)
      .execute();

  const applicationRows = async (scope: Scope, window: InsightWindow): Promise<CountedApplication[]> => {
    const rows = await db
      .selectFrom('applications')
      .select([
        'applications.id',
        'applications.job_info_id',
        'applications.status',
        'applications.applied_at',
        'applications.viewed_at',
        'applications.answered_at',
        'applications.source',
        'applications.source_detail',
      ])
      .where('applications.job_info_id', 'in', postingIds(scope))
      .where('applications.applied_at', '>=', window.from)
      .where('applications.applied_at', '<', window.until)
      .where('applications.status', '<>', 'cancelled')
      .execute();
    // Only a 불합격 asks whether an interview came first; asked by id, so that the interviews are
    // read through their application's index rather than hashed whole as a subquery may be.
    const failed = rows.filter((row) => row.status === 'failed').map((row) => row.id);
    const interviewed = new Set(
      failed.length
        ? (
            await db
              .selectFrom('interviews')
              .select('interviews.application_id')
              .distinct()
              .where('interviews.application_id', 'in', failed)
              .execute()
          ).map((row) => row.application_id)
        : [],
    );
    return rows.map((row) => ({
      jobInfoId: row.job_info_id,
      status: row.status,
      appliedAt: row.applied_at,
      viewedAt: row.viewed_at,
      answeredAt: row.answered_at,
      interviewed: interviewed.has(row.id),
      source: row.source,
      sourceDetail: row.source_detail,
    }));
  };

  /** The figures every insights answer shares, over the scope's postings. */
  async function figures(scope: Scope, window: InsightWindow) {
    const [counters, scraps, applications] = await Promise.all([
      counterSums('day', scope, window),
      scrapRows(scope, window),
      applicationRows(scope, window),
    ]);
    const series = seriesOf(
      window,
      counters,
      scraps.map((scrap) => scrap.created_at),
      applications.map((application) => application.appliedAt),
    );
    const total = (key: 'appearances' | 'views') => series.reduce((sum, day) => sum + day[key], 0);
    const viewed = applications.filter(wasViewed);
    const passed = viewed.filter(passedPapers);
    const counts: Record<FunnelStep, number> = {
      appearances: total('appearances'),
      views: total('views'),
      scraps: scraps.length,
      applications: applications.length,
      viewed: viewed.length,
      passed: passed.length,
      hired: passed.filter((application) => application.status === 'hired').length,
    };
    return {
      window,
      scraps,
      applications,
      shared: {
        days: window.days.length,
        series,
        funnel: funnelOf(counts),
        sources: sourcesOf(applications),
        firstAnswerDays: firstAnswerDays(applications),
      },
    };
  }

  /** The pay of the listed postings of the same 직종 and 시·도 as the posting, itself left out. */
  const peerPays = (id: number, position: string, sido: string, today: string) =>
    db
      .selectFrom('job_infos')
      .select(['job_infos.pay_type', 'job_infos.pay_amount', 'job_infos.work_start', 'job_infos.work_end'])
      .where((eb) => eb.and(listedConditions(db, eb, today)))
      .where('job_infos.position', '=', position)
      .where('job_infos.sido', '=', sido)
      .where('job_infos.id', '<>', id)
      .execute();

  return {
    /** One posting of the company's, or null when it is not the company's. */
    async ofPosting(companyId: number, jobInfoId: number, days: InsightRange): Promise<PostingInsights | null> {
      const posting = await db
        .selectFrom('job_infos')
        .select(['id', 'title', 'status', 'position', 'sido', 'pay_type', 'pay_amount', 'work_start', 'work_end'])
        .where('id', '=', jobInfoId)
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      if (!posting) return null;
      const today = todayKst(clock);
      const [{ shared }, peers] = await Promise.all([
        figures({ companyId, jobInfoId }, insightWindow(today, days)),
        posting.position && posting.sido ? peerPays(posting.id, posting.position, posting.sido, today) : [],
      ]);
      const terms = (row: typeof posting | (typeof peers)[number]) => ({
        payType: row.pay_type,
        payAmount: row.pay_amount,
        workStart: row.work_start,
        workEnd: row.work_end,
      });
      return {
        jobInfo: { id: posting.id, title: posting.title, status: posting.status },
        ...shared,
        pay: payComparison(terms(posting), peers.map(terms), minimumWageFor(Number(today.slice(0, 4))).hourly),
      };
    },

    /** Every posting of the company together, and a row of totals per posting, newest first. */
    async ofCompany(companyId: number, days: InsightRange): Promise<CompanyInsights> {
      const scope = { companyId };
      const window = insightWindow(todayKst(clock), days);
      const [{ shared, scraps, applications }, postings, counters] = await Promise.all([
        figures(scope, window),
        db
          .selectFrom('job_infos')
          .select(['id', 'title', 'status'])
          .where('company_id', '=', companyId)
          .where('published_at', 'is not', null)
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        counterSums('job_info_id', scope, window),
      ]);
      const countersOf = new Map(counters.map((row) => [row.job_info_id, row]));
      const scrapsOf = countBy(scraps, (scrap) => scrap.target_id);
      const applicationsOf = groupBy(applications, (application) => application.jobInfoId);
      return {
        ...shared,
        pay: null,
        postings: postings.map(({ id, title, status }) => {
          const own = applicationsOf.get(id) ?? [];
          return {
            id,
            title,
            status,
            appearances: Number(countersOf.get(id)?.appearances ?? 0),
            views: Number(countersOf.get(id)?.views ?? 0),
            scraps: scrapsOf.get(id) ?? 0,
            applications: own.length,
            firstAnswerDays: firstAnswerDays(own),
          };
        }),
      };
    },
  };
}

export type CompanyInsightsReader = ReturnType<typeof createCompanyInsights>;
