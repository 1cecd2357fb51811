import type { ExpressionBuilder, Kysely } from 'kysely';
import type { JobInfoListQuery } from '../../contracts/job-info';
import { equalsUnindexed, onOrAfter } from '../db/dialect';
import type { Database, JobInfoRow } from '../db/schema';
import type { Listing } from '../search/search-index';

// Which postings the public lists show: the last day each is listed, and the conditions (in SQL,
// and in memory for the digest) that find them.

/** A posting is listed while published, through its last visible day, newest publication first. */
export function listingOf(row: Pick<JobInfoRow, 'status' | 'visible_until' | 'published_at' | 'created_at'>): Listing {
  return {
    until: row.status === 'published' ? row.visible_until : null,
    sortKey: row.published_at ?? row.created_at,
  };
}

/** The last day a posting shows: its paid period, cut short by its deadline. */
export function visibleUntil(
  publishedUntil: string | null,
  deadline: string | null,
  alwaysOpen: boolean,
): string | null {
  if (!publishedUntil) return null;
  if (alwaysOpen || !deadline) return publishedUntil;
  return deadline < publishedUntil ? deadline : publishedUntil;
}

/** 신입 and 경력 seekers also want the postings that take either (경력 무관). */
const CAREER_MATCHES = { new: ['new', 'any'], experienced: ['experienced', 'any'], any: ['any'] } as const;

/**
 * Listed on `today` (a KST day): published, through its last visible day. For one company's
 * postings the status is checked rather than sought, so they are read through the company's index
 * instead of every published posting being walked for the few that are the company's.
 */
export function listedConditions(
  db: Kysely<Database>,
  eb: ExpressionBuilder<Database, 'job_infos'>,
  today: string,
  ofOneCompany = false,
) {
  return [
    ofOneCompany ? equalsUnindexed(db, 'job_infos.status', 'published') : eb('job_infos.status', '=', 'published'),
    onOrAfter(db, 'job_infos.visible_until', today),
  ];
}

/**
 * The postings listed on `today` of the company in the outer query's `users` row: a company page
 * is worth a crawler's visit while it has one.
 */
export function listedPostingsOfCompany(db: Kysely<Database>, eb: ExpressionBuilder<Database, 'users'>, today: string) {
  return eb
    .selectFrom('job_infos')
    .whereRef('job_infos.company_id', '=', 'users.id')
    .where((inner) => inner.and(listedConditions(db, inner, today, true)));
}

/** The public list's conditions: visible today, then each filter the seeker chose. */
export function publicConditions(
  db: Kysely<Database>,
  eb: ExpressionBuilder<Database, 'job_infos'>,
  query: JobInfoListQuery,
  today: string,
) {
  const conditions = listedConditions(db, eb, today);
  if (query.sido) conditions.push(eb('job_infos.sido', '=', query.sido));
  if (query.sigungu) conditions.push(eb('job_infos.sigungu', '=', query.sigungu));
  if (query.position.length) conditions.push(eb('job_infos.position', 'in', query.position));
  if (query.employmentType.length) conditions.push(eb('job_infos.employment_type', 'in', query.employmentType));
  if (query.careerType) conditions.push(eb('job_infos.career_type', 'in', [...CAREER_MATCHES[query.careerType]]));
  if (query.payType) conditions.push(eb('job_infos.pay_type', '=', query.payType));
  if (query.minPay !== undefined) {
    // Without a pay type the amounts are not comparable, so the hourly figure (시급 환산) is.
    conditions.push(
      query.payType
        ? eb('job_infos.pay_amount', '>=', query.minPay)
        : eb('job_infos.hourly_pay', '>=', Math.max(query.minPay, 1)),
    );
  }
  if (query.dawn) conditions.push(eb('job_infos.dawn_shift', '=', 1));
  if (query.certificate.length) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('job_info_certificates')
          .select('job_info_certificates.job_info_id')
          .whereRef('job_info_certificates.job_info_id', '=', 'job_infos.id')
          .where('job_info_certificates.certificate', 'in', query.certificate),
      ),
    );
  }
  return eb.and(conditions);
}

/** The list's filters without its order and page: what a 맞춤 공고 alert keeps. */
export type ListFilters = Omit<JobInfoListQuery, 'sort' | 'page'>;

/** A listed posting with what the list's filters read, for matching in memory. */
export interface ListedPosting {
  id: number;
  title: string;
  companyName: string;
  sido: string | null;
  sigungu: string | null;
  position: string | null;
  employmentType: string | null;
  careerType: string | null;
  payType: string | null;
  payAmount: number | null;
  /** the hourly figure as stored (0 when none): what a minimum without a pay type is compared to */
  hourlyPay: number;
  dawnShift: boolean;
  certificates: string[];
  publishedAt: string;
}

/** Outside the matcher, which runs millions of times a digest: a closure per call costs more than the test. */
function oneOf(value: string | null, codes: readonly string[]): boolean {
  return value !== null && codes.includes(value);
}

/**
 * `publicConditions`' filters on a posting in memory: the daily digest matches tens of thousands
 * of alerts against one day's postings, which is one query and a loop rather than a query per
 * alert. tests/api/job-alerts.test.ts holds the two to the same answers; change them together.
 */
export function matchesListQuery(posting: ListedPosting, query: ListFilters): boolean {
  if (query.sido && posting.sido !== query.sido) return false;
  if (query.sigungu && posting.sigungu !== query.sigungu) return false;
  if (query.position.length && !oneOf(posting.position, query.position)) return false;
  if (query.employmentType.length && !oneOf(posting.employmentType, query.employmentType)) return false;
  if (query.careerType && !oneOf(posting.careerType, CAREER_MATCHES[query.careerType])) return false;
  if (query.payType && posting.payType !== query.payType) return false;
  if (query.minPay !== undefined) {
    const enough = query.payType
      ? posting.payAmount !== null && posting.payAmount >= query.minPay
      : posting.hourlyPay >= Math.max(query.minPay, 1);
    if (!enough) return false;
  }
  if (query.dawn && !posting.dawnShift) return false;
  if (query.certificate.length && !query.certificate.some((code) => posting.certificates.includes(code))) return false;
  return true;
}
