import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { PAGE_SIZE } from '../../contracts/enumerations';
import type { JobInfo, JobInfoListQuery, JobInfoSummary, OwnJobInfo } from '../../contracts/job-info';
import type { Paged } from '../../contracts/paging';
import { SITEMAP_PAGE_SIZE, type SitemapEntry } from '../../contracts/sitemap';
import { type Clock, todayKst } from '../clock';
import { onOrAfter } from '../db/dialect';
import type { ListCounts } from '../db/list-counts';
import { countRows, paginate } from '../db/paginate';
import type { Database } from '../db/schema';
import { searchListed } from '../search/search-index';
import { listedConditions, type ListedPosting, publicConditions } from './listing';
import { isVisible, splitCodes, SUMMARY_COLUMNS, toJobInfo, toSummary, unpayableReason } from './mapping';
import { photosOf } from './photos';
import { answer, findOwnRow, findRow, ownAnswer, withCompany, withCompanyTables } from './rows';

/** What postings are read as: a company's own, the public list and detail, search, the sitemap, the digest. */
export function createJobInfoQueries(db: Kysely<Database>, clock: Clock, listCounts: ListCounts) {
  /**
   * One page of the summaries of the postings `where` picks, in the list's `sort` (newest
   * publication first after it), and how many it picks (kept by `listCounts` under `countedAs`,
   * what `where` depends on).
   */
  async function summaryPage(
    where: (eb: ExpressionBuilder<Database, 'job_infos'>) => Expression<SqlBool>,
    page: number,
    today: string,
    sort: JobInfoListQuery['sort'] = 'latest',
    countedAs?: Record<string, unknown>,
  ): Promise<Paged<JobInfoSummary>> {
    let rows = withCompanyTables(db).select(SUMMARY_COLUMNS).where(where);
    if (sort === 'deadline') rows = rows.orderBy('job_infos.visible_until', 'asc');
    if (sort === 'pay') rows = rows.orderBy('job_infos.hourly_pay', 'desc');
    // counted without the company tables, which cannot change how many there are
    const counted = db.selectFrom('job_infos').where(where);
    const found = await paginate({
      rows: rows.orderBy('job_infos.published_at', 'desc').orderBy('job_infos.id', 'desc'),
      count: countedAs ? listCounts.of('job-infos', countedAs, () => countRows(counted)) : counted,
      page,
    });
    return { ...found, items: found.items.map((row) => toSummary(row, today)) };
  }

  /** How many postings are listed on `today`: the sitemap index's count of child sitemaps. */
  async function countListed(today: string = todayKst(clock)): Promise<number> {
    const row = await db
      .selectFrom('job_infos')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where((eb) => eb.and(listedConditions(db, eb, today)))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  return {
    async findOwn(companyId: number, id: number): Promise<OwnJobInfo | null> {
      const row = await findOwnRow(db, companyId, id);
      return row ? ownAnswer(db, row, todayKst(clock)) : null;
    },

    /** Every posting of the company, whatever its status, last edited first. */
    async listOwn(companyId: number, page: number): Promise<Paged<OwnJobInfo>> {
      const found = await paginate({
        rows: withCompany(db)
          .where('job_infos.company_id', '=', companyId)
          .orderBy('job_infos.updated_at', 'desc')
          .orderBy('job_infos.id', 'desc'),
        count: db.selectFrom('job_infos').where('company_id', '=', companyId),
        page,
      });
      const today = todayKst(clock);
      const photos = await photosOf(
        db,
        found.items.map((row) => row.id),
      );
      return {
        ...found,
        items: found.items.map((row) => ({
          ...toJobInfo(row, today, photos.get(row.id) ?? []),
          payable: unpayableReason(row) === null,
        })),
      };
    },

    /** Postings visible on `today` (KST) that pass the seeker's filters, in the chosen order. */
    listPublic(query: JobInfoListQuery, today: string = todayKst(clock)): Promise<Paged<JobInfoSummary>> {
      const { page, sort, ...filters } = query;
      return summaryPage((eb) => publicConditions(db, eb, query, today), page, today, sort, { ...filters, today });
    },

    countListed,

    /** A company's postings listed on `today`, newest publication first: its page /company/:id. */
    listedOfCompany(companyId: number, page: number, today: string = todayKst(clock)): Promise<Paged<JobInfoSummary>> {
      return summaryPage(
        (eb) => eb.and([...listedConditions(db, eb, today, true), eb('job_infos.company_id', '=', companyId)]),
        page,
        today,
      );
    },

    /**
     * One sitemap's worth of the postings listed on `today`, in id order so that a page keeps its
     * postings from one day to the next: their ids and last edits, read from one index.
     */
    async listedForSitemap(
      page: number,
      today: string = todayKst(clock),
      pageSize: number = SITEMAP_PAGE_SIZE,
    ): Promise<Paged<SitemapEntry>> {
      const found = await paginate({
        rows: db
          .selectFrom('job_infos')
          .select(['id', 'updated_at'])
          .where((eb) => eb.and(listedConditions(db, eb, today)))
          .orderBy('id'),
        count: countListed(today),
        page,
        pageSize,
      });
      return { ...found, items: found.items.map((row) => ({ id: row.id, updatedAt: row.updated_at })) };
    },

    /**
     * Postings first published after `since` and by `until` that are listed on `today`, newest
     * first: the news of the 맞춤 공고 digest. One range of the list's latest-first index.
     */
    async listedBetween(since: string, until: string, today: string = todayKst(clock)): Promise<ListedPosting[]> {
      const rows = await db
        .selectFrom('job_infos')
        .innerJoin('users', 'users.id', 'job_infos.company_id')
        .select([
          'job_infos.id',
          'job_infos.title',
          'users.username as company_name',
          'job_infos.sido',
          'job_infos.sigungu',
          'job_infos.position',
          'job_infos.employment_type',
          'job_infos.career_type',
          'job_infos.pay_type',
          'job_infos.pay_amount',
          'job_infos.hourly_pay',
          'job_infos.dawn_shift',
          'job_infos.preferred_certificates',
          'job_infos.published_at',
        ])
        .where('job_infos.status', '=', 'published')
        .where('job_infos.published_at', '>', since)
        .where('job_infos.published_at', '<=', until)
        .where(onOrAfter(db, 'job_infos.visible_until', today))
        .orderBy('job_infos.published_at', 'desc')
        .orderBy('job_infos.id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        companyName: row.company_name,
        sido: row.sido,
        sigungu: row.sigungu,
        position: row.position,
        employmentType: row.employment_type,
        careerType: row.career_type,
        payType: row.pay_type,
        payAmount: row.pay_amount,
        hourlyPay: row.hourly_pay,
        dawnShift: row.dawn_shift === 1,
        certificates: splitCodes(row.preferred_certificates),
        publishedAt: row.published_at!,
      }));
    },

    /**
     * Postings by id for lists of one's own (scraps, applications): the summary of each one still
     * listed, and just its title once it is not (마감).
     */
    async summariesOf(ids: number[], today: string = todayKst(clock)) {
      if (!ids.length) return new Map<number, { title: string; listed: boolean; summary: JobInfoSummary | null }>();
      const rows = await withCompanyTables(db)
        .select([...SUMMARY_COLUMNS, 'job_infos.status', 'job_infos.visible_until'])
        .where('job_infos.id', 'in', ids)
        .execute();
      return new Map(
        rows.map((row) => {
          const listed = isVisible(row, today);
          return [row.id, { title: row.title, listed, summary: listed ? toSummary(row, today) : null }];
        }),
      );
    },

    /** Visible postings holding every search term; title matches first, then the newest. */
    async searchPublic(terms: string[], page: number, today: string = todayKst(clock)): Promise<Paged<JobInfoSummary>> {
      const { ids, total } = await searchListed(db, 'job', terms, today, page);
      const rows = ids.length
        ? await withCompanyTables(db).select(SUMMARY_COLUMNS).where('job_infos.id', 'in', ids).execute()
        : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      const items = ids.flatMap((id) => byId.get(id) ?? []).map((row) => toSummary(row, today));
      return { items, total, page, pageSize: PAGE_SIZE };
    },

    /**
     * A posting as the public may see it: null when it never was public (unknown, draft, hidden, or
     * closed before publishing); otherwise the posting, whose `visible` says whether it has ended.
     */
    async findPublic(id: number): Promise<JobInfo | null> {
      const row = await findRow(db, id);
      if (!row || row.status === 'draft' || row.status === 'hidden') return null;
      if (row.status === 'closed' && row.published_at === null) return null;
      return answer(db, row, todayKst(clock));
    },
  };
}
