import type { Expression, ExpressionBuilder, Kysely, SqlBool, Transaction } from 'kysely';
import {
  type JobInfo,
  type JobInfoFields,
  type JobInfoListQuery,
  jobInfoMissing,
  jobInfoRuleViolations,
  type JobInfoSummary,
  isDawnShift,
  type OwnJobInfo,
} from '../../contracts/job-info';
import type { OrderTarget } from '../../contracts/order';
import {
  BENEFITS,
  CERTIFICATES,
  EMPLOYMENT_TYPES,
  PAGE_SIZE,
  POSITIONS,
  WORK_DAYS,
  RETENTION_DAYS,
} from '../../contracts/enumerations';
import { sidoName } from '../../contracts/regions';
import { type Clock, isoNow, todayKst } from '../clock';
import type { Database, JobInfoRow, JobInfosTable } from '../db/schema';
import { ApiError, conflict, notFound } from '../http/errors';
import type { JobInfoPhoto } from '../../contracts/image';
import { createImageRecords, type ImageRecords } from '../images/images';
import { LOGO_COLUMNS, type LogoColumns, logoOf } from '../users/company-logo';
import { photosOf, savePhotos } from './photos';
import { equalsUnindexed, onOrAfter } from '../db/dialect';
import { endAfterPublishing, endAfterWithdrawing } from '../periods';
import type { Paged } from '../../contracts/paging';
import { SITEMAP_PAGE_SIZE, type SitemapEntry } from '../../contracts/sitemap';
import {
  indexDocument,
  type Listing,
  removeDocument,
  searchListed,
  setListedUntil,
  setListing,
} from '../search/search-index';

/** A posting row with the company columns every answer shows. */
type JobInfoWithCompany = JobInfoRow &
  LogoColumns & {
    company_name: string;
    company_verified_at: string | null;
    company_address: string | null;
  };

/** The posting columns a company writes; the rest (status, period, timestamps) the api keeps. */
type FieldColumns = Omit<
  JobInfosTable,
  | 'retention_days'
  | 'id'
  | 'company_id'
  | 'status'
  | 'published_at'
  | 'published_until'
  | 'visible_until'
  | 'closed_at'
  | 'created_at'
  | 'updated_at'
  | 'hidden_reason'
  | 'status_before_hidden'
> & { retention_days: number };

const COPY_PREFIX = '[복사] ';
const TITLE_MAX = 100;
/** pay_monthly is a 32-bit integer column on PostgreSQL; an absurd 시급 must not overflow it. */
const PAY_MONTHLY_MAX = 2_147_483_647;

/**
 * The pay as a month's worth, so 시급, 일급, 월급 and 연봉 sort together; 0 when the posting names no
 * amount, which sorts last and matches no minimum.
 */
export function payMonthly(payType: string | undefined | null, amount: number | undefined | null): number {
  if (amount === undefined || amount === null) return 0;
  const monthly =
    payType === 'hourly'
      ? amount * 209
      : payType === 'daily'
        ? amount * 26
        : payType === 'monthly'
          ? amount
          : payType === 'yearly'
            ? Math.round(amount / 12)
            : 0;
  return Math.min(monthly, PAY_MONTHLY_MAX);
}

/** A posting is listed while published, through its last visible day, newest publication first. */
function listingOf(row: Pick<JobInfoRow, 'status' | 'visible_until' | 'published_at' | 'created_at'>): Listing {
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

/** Codes in the order of their label table, each once: stored comma-separated. */
function joinCodes(values: readonly string[] | undefined, table: Record<string, string>): string {
  const chosen = new Set(values ?? []);
  return Object.keys(table)
    .filter((code) => chosen.has(code))
    .join(',');
}

function splitCodes<T extends string>(value: string): T[] {
  return value ? (value.split(',') as T[]) : [];
}

/** Fields that cannot go together are dropped before anything is checked or stored. */
export function normalize(fields: JobInfoFields): JobInfoFields {
  return {
    ...fields,
    careerYears: fields.careerType === 'experienced' ? fields.careerYears : undefined,
    payAmount: fields.payType === 'negotiable' ? undefined : fields.payAmount,
    deadline: fields.alwaysOpen ? undefined : fields.deadline,
  };
}

/** The job_infos columns a posting's fields are stored in (the bench's bulk writer uses them too). */
export function fieldColumns(fields: JobInfoFields): FieldColumns {
  return {
    title: fields.title,
    position: fields.position ?? null,
    employment_type: fields.employmentType ?? null,
    career_type: fields.careerType ?? null,
    career_years: fields.careerYears ?? null,
    education: fields.education ?? null,
    pay_type: fields.payType ?? null,
    pay_amount: fields.payAmount ?? null,
    pay_monthly: payMonthly(fields.payType, fields.payAmount),
    sido: fields.sido ?? null,
    sigungu: fields.sigungu ?? null,
    address_detail: fields.addressDetail ?? null,
    work_days: joinCodes(fields.workDays, WORK_DAYS),
    work_start: fields.workStart ?? null,
    work_end: fields.workEnd ?? null,
    dawn_shift: fields.workStart && fields.workEnd && isDawnShift(fields.workStart, fields.workEnd) ? 1 : 0,
    days_off: fields.daysOff ?? null,
    headcount: fields.headcount ?? null,
    deadline: fields.deadline ?? null,
    always_open: fields.alwaysOpen ? 1 : 0,
    benefits: joinCodes(fields.benefits, BENEFITS),
    preferred_certificates: joinCodes(fields.preferredCertificates, CERTIFICATES),
    description: fields.description ?? null,
    contact_name: fields.contactName ?? null,
    contact_phone: fields.contactPhone ?? null,
    retention_days: fields.applicationRetentionDays ?? RETENTION_DAYS.default,
    complete: Object.keys(jobInfoMissing(fields)).length === 0 ? 1 : 0,
  };
}

/** The stored posting as the company wrote it, for the completeness check and for copies. */
function fieldsOf(row: JobInfoRow): JobInfoFields {
  return {
    title: row.title,
    position: (row.position ?? undefined) as JobInfoFields['position'],
    employmentType: (row.employment_type ?? undefined) as JobInfoFields['employmentType'],
    careerType: (row.career_type ?? undefined) as JobInfoFields['careerType'],
    careerYears: row.career_years ?? undefined,
    education: (row.education ?? undefined) as JobInfoFields['education'],
    payType: (row.pay_type ?? undefined) as JobInfoFields['payType'],
    payAmount: row.pay_amount ?? undefined,
    sido: row.sido ?? undefined,
    sigungu: row.sigungu ?? undefined,
    addressDetail: row.address_detail ?? undefined,
    workDays: splitCodes(row.work_days),
    workStart: row.work_start ?? undefined,
    workEnd: row.work_end ?? undefined,
    daysOff: row.days_off ?? undefined,
    headcount: row.headcount ?? undefined,
    deadline: row.deadline ?? undefined,
    alwaysOpen: row.always_open === 1,
    benefits: splitCodes(row.benefits),
    preferredCertificates: splitCodes(row.preferred_certificates),
    description: row.description ?? undefined,
    contactName: row.contact_name ?? undefined,
    contactPhone: row.contact_phone ?? undefined,
    applicationRetentionDays: row.retention_days,
  };
}

/**
 * Why a paid period cannot be sold for the posting now, or null when it can (one still running is
 * then extended): the one rule behind `payable`, a new order and the order's payment.
 */
function unpayableReason(row: Pick<JobInfoRow, 'complete' | 'status'>): 'hidden' | 'incomplete' | null {
  if (row.status === 'hidden') return 'hidden';
  return row.complete === 1 ? null : 'incomplete';
}

function isVisible(row: Pick<JobInfoRow, 'status' | 'visible_until'>, today: string): boolean {
  return row.status === 'published' && row.visible_until !== null && row.visible_until >= today;
}

function companyOf(
  row: Pick<
    JobInfoWithCompany,
    'company_id' | 'company_name' | 'company_verified_at' | 'company_address' | keyof LogoColumns
  >,
) {
  return {
    id: row.company_id,
    name: row.company_name,
    verified: row.company_verified_at !== null,
    address: row.company_address,
    logo: logoOf(row),
  };
}

export function toJobInfo(row: JobInfoWithCompany, today: string, photos: JobInfoPhoto[]): JobInfo {
  const fields = fieldsOf(row);
  const missing = jobInfoMissing(fields);
  return {
    id: row.id,
    status: row.status,
    hiddenReason: row.status === 'hidden' ? (row.hidden_reason ?? null) : null,
    visible: isVisible(row, today),
    publishedUntil: row.published_until,
    title: row.title,
    company: companyOf(row),
    photos,
    position: fields.position ?? null,
    employmentType: fields.employmentType ?? null,
    careerType: fields.careerType ?? null,
    careerYears: row.career_years,
    education: fields.education ?? null,
    payType: fields.payType ?? null,
    payAmount: row.pay_amount,
    sido: row.sido,
    sigungu: row.sigungu,
    addressDetail: row.address_detail,
    workDays: fields.workDays ?? [],
    workStart: row.work_start,
    workEnd: row.work_end,
    dawnShift: row.dawn_shift === 1,
    daysOff: row.days_off,
    headcount: row.headcount,
    deadline: row.deadline,
    alwaysOpen: row.always_open === 1,
    benefits: fields.benefits ?? [],
    preferredCertificates: fields.preferredCertificates ?? [],
    description: row.description,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    applicationRetentionDays: row.retention_days,
    complete: Object.keys(missing).length === 0,
    missing,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The columns a list entry needs: the body and contacts stay in the table. */
const SUMMARY_COLUMNS = [
  'job_infos.id',
  'job_infos.title',
  'job_infos.position',
  'job_infos.employment_type',
  'job_infos.career_type',
  'job_infos.career_years',
  'job_infos.pay_type',
  'job_infos.pay_amount',
  'job_infos.sido',
  'job_infos.sigungu',
  'job_infos.dawn_shift',
  'job_infos.deadline',
  'job_infos.always_open',
  'job_infos.published_until',
  'job_infos.created_at',
  'job_infos.company_id',
  'users.username as company_name',
  'users.verified_at as company_verified_at',
  'users.company_address as company_address',
  ...LOGO_COLUMNS,
] as const;

type SummaryRow = Pick<
  JobInfoWithCompany,
  | 'id'
  | 'title'
  | 'position'
  | 'employment_type'
  | 'career_type'
  | 'career_years'
  | 'pay_type'
  | 'pay_amount'
  | 'sido'
  | 'sigungu'
  | 'dawn_shift'
  | 'deadline'
  | 'always_open'
  | 'published_until'
  | 'created_at'
  | 'company_id'
  | 'company_name'
  | 'company_verified_at'
  | 'company_address'
  | keyof LogoColumns
>;

function toSummary(row: SummaryRow): JobInfoSummary {
  return {
    id: row.id,
    title: row.title,
    company: companyOf(row),
    position: row.position as JobInfoSummary['position'],
    employmentType: row.employment_type as JobInfoSummary['employmentType'],
    careerType: row.career_type as JobInfoSummary['careerType'],
    careerYears: row.career_years,
    payType: row.pay_type as JobInfoSummary['payType'],
    payAmount: row.pay_amount,
    sido: row.sido,
    sigungu: row.sigungu,
    dawnShift: row.dawn_shift === 1,
    deadline: row.deadline,
    alwaysOpen: row.always_open === 1,
    publishedUntil: row.published_until,
    createdAt: row.created_at,
  };
}

/** 신입 and 경력 seekers also want the postings that take either (경력 무관). */
const CAREER_MATCHES = { new: ['new', 'any'], experienced: ['experienced', 'any'], any: ['any'] } as const;

/**
 * Listed on `today` (a KST day): published, through its last visible day. For one company's
 * postings the status is checked rather than sought, so they are read through the company's index
 * instead of every published posting being walked for the few that are the company's.
 */
function listedConditions(
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
function publicConditions(
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
    // Without a pay type the amounts are not comparable, so the month's worth is.
    conditions.push(
      query.payType
        ? eb('job_infos.pay_amount', '>=', query.minPay)
        : eb('job_infos.pay_monthly', '>=', Math.max(query.minPay, 1)),
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
  payMonthly: number;
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
      : posting.payMonthly >= Math.max(query.minPay, 1);
    if (!enough) return false;
  }
  if (query.dawn && !posting.dawnShift) return false;
  if (query.certificate.length && !query.certificate.some((code) => posting.certificates.includes(code))) return false;
  return true;
}

function validationFailure(fields: Record<string, string>): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', Object.values(fields)[0]!, { fields });
}

/** What the search finds a posting by besides its title: the company, the region, the labels, the text. */
export function searchBody(companyName: string, fields: JobInfoFields): string {
  return [
    companyName,
    fields.sido ? sidoName(fields.sido) : '',
    fields.sigungu,
    fields.position ? POSITIONS[fields.position] : '',
    fields.employmentType ? EMPLOYMENT_TYPES[fields.employmentType] : '',
    fields.description,
  ]
    .filter(Boolean)
    .join(' ');
}

/** Postings with their company and its logo: every answer names the company, none costs a query per row. */
function withCompanyTables(executor: Kysely<Database>) {
  return executor
    .selectFrom('job_infos')
    .innerJoin('users', 'users.id', 'job_infos.company_id')
    .leftJoin('images as logo', 'logo.id', 'users.logo_image_id');
}

/** Data access and rules for postings: saving, the company's own list, the public list and detail. */
export function createJobInfos(
  db: Kysely<Database>,
  clock: Clock,
  imageRecords: ImageRecords = createImageRecords(db, clock),
) {
  function withCompany(executor: Kysely<Database>) {
    return withCompanyTables(executor)
      .selectAll('job_infos')
      .select([
        'users.username as company_name',
        'users.verified_at as company_verified_at',
        'users.company_address as company_address',
        ...LOGO_COLUMNS,
      ]);
  }

  /** The full answer of one posting: its row and, in one more query, its photos. */
  async function answer(executor: Kysely<Database>, row: JobInfoWithCompany): Promise<JobInfo> {
    const photos = await photosOf(executor, [row.id]);
    return toJobInfo(row, todayKst(clock), photos.get(row.id) ?? []);
  }

  /** The answer its company gets. */
  async function ownAnswer(executor: Kysely<Database>, row: JobInfoWithCompany): Promise<OwnJobInfo> {
    return { ...(await answer(executor, row)), payable: unpayableReason(row) === null };
  }

  function findRow(executor: Kysely<Database>, id: number) {
    return withCompany(executor).where('job_infos.id', '=', id).executeTakeFirst();
  }

  async function findOwnRow(executor: Kysely<Database>, companyId: number, id: number) {
    const row = await findRow(executor, id);
    return row && row.company_id === companyId ? row : undefined;
  }

  /** The rules a save must pass; a deadline the posting already had may lie in the past by now. */
  function checkRules(fields: JobInfoFields, existing?: JobInfoRow): void {
    const violations = jobInfoRuleViolations(fields, todayKst(clock));
    if (existing && fields.deadline === (existing.deadline ?? undefined)) delete violations.deadline;
    if (Object.keys(violations).length) throw validationFailure(violations);
    // A posting people can see must stay whole; drafts and closed ones may have gaps.
    if (existing?.status === 'published') {
      const missing = jobInfoMissing(fields);
      if (Object.keys(missing).length) throw validationFailure(missing);
    }
  }

  /** Side tables and search terms follow the row, in the caller's transaction. */
  async function writeDependents(
    trx: Kysely<Database>,
    id: number,
    companyId: number,
    fields: JobInfoFields,
    listing: Listing,
  ) {
    await trx.deleteFrom('job_info_certificates').where('job_info_id', '=', id).execute();
    const certificates = splitCodes(joinCodes(fields.preferredCertificates, CERTIFICATES));
    if (certificates.length) {
      await trx
        .insertInto('job_info_certificates')
        .values(certificates.map((certificate) => ({ job_info_id: id, certificate })))
        .execute();
    }
    const company = await trx
      .selectFrom('users')
      .select('username')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    await indexDocument(trx, 'job', id, fields.title, searchBody(company.username, fields), listing);
    await savePhotos(trx, imageRecords, id, companyId, fields.photos);
  }

  async function insert(companyId: number, fields: JobInfoFields): Promise<OwnJobInfo> {
    const now = isoNow(clock);
    return db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('job_infos')
        .values({
          ...fieldColumns(fields),
          company_id: companyId,
          status: 'draft',
          published_at: null,
          published_until: null,
          visible_until: null,
          closed_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeDependents(trx, id, companyId, fields, { until: null, sortKey: now });
      return ownAnswer(trx, (await findRow(trx, id))!);
    });
  }

  /**
   * One page of the summaries of the postings `where` picks, in the list's `sort` (newest
   * publication first after it), and how many it picks.
   */
  async function summaryPage(
    where: (eb: ExpressionBuilder<Database, 'job_infos'>) => Expression<SqlBool>,
    page: number,
    sort: JobInfoListQuery['sort'] = 'latest',
  ): Promise<Paged<JobInfoSummary>> {
    let items = withCompanyTables(db).select(SUMMARY_COLUMNS).where(where);
    if (sort === 'deadline') items = items.orderBy('job_infos.visible_until', 'asc');
    if (sort === 'pay') items = items.orderBy('job_infos.pay_monthly', 'desc');
    const [rows, count] = await Promise.all([
      items
        .orderBy('job_infos.published_at', 'desc')
        .orderBy('job_infos.id', 'desc')
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
        .execute(),
      db
        .selectFrom('job_infos')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where(where)
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toSummary), total: Number(count.total), page, pageSize: PAGE_SIZE };
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
    /** A new draft; what is filled in must be valid, the rest may wait. */
    async create(companyId: number, input: JobInfoFields): Promise<OwnJobInfo> {
      const fields = normalize(input);
      checkRules(fields);
      return insert(companyId, fields);
    },

    /** Null when the posting is not the company's. Published and closed postings stay editable. */
    async update(companyId: number, id: number, input: JobInfoFields): Promise<OwnJobInfo | null> {
      const fields = normalize(input);
      return db.transaction().execute(async (trx) => {
        const row = await findOwnRow(trx, companyId, id);
        if (!row) return null;
        checkRules(fields, row);
        const visible = visibleUntil(row.published_until, fields.deadline ?? null, fields.alwaysOpen);
        await trx
          .updateTable('job_infos')
          .set({ ...fieldColumns(fields), visible_until: visible, updated_at: isoNow(clock) })
          .where('id', '=', id)
          .execute();
        await writeDependents(trx, id, companyId, fields, listingOf({ ...row, visible_until: visible }));
        return ownAnswer(trx, (await findRow(trx, id))!);
      });
    },

    /**
     * A new unpublished draft with the same content and photos; a deadline already past is left for
     * the company to set.
     */
    async copy(companyId: number, id: number): Promise<OwnJobInfo | null> {
      const row = await findOwnRow(db, companyId, id);
      if (!row) return null;
      const fields = fieldsOf(row);
      const today = todayKst(clock);
      const photos = (await photosOf(db, [id])).get(id) ?? [];
      return insert(companyId, {
        ...fields,
        title: (COPY_PREFIX + fields.title).slice(0, TITLE_MAX),
        deadline: fields.deadline && fields.deadline >= today ? fields.deadline : undefined,
        photos: photos.map((photo) => ({ imageId: photo.id, alt: photo.alt })),
      });
    },

    /** Leaves the public list at once. A posting an operator hid stays hidden. */
    async close(companyId: number, id: number): Promise<OwnJobInfo | null> {
      return db.transaction().execute(async (trx) => {
        const row = await findOwnRow(trx, companyId, id);
        if (!row) return null;
        if (row.status === 'draft' || row.status === 'published') {
          const now = isoNow(clock);
          await trx
            .updateTable('job_infos')
            .set({ status: 'closed', closed_at: now, updated_at: now })
            .where('id', '=', id)
            .execute();
          await setListing(trx, 'job', id, listingOf({ ...row, status: 'closed' }));
        }
        return ownAnswer(trx, (await findRow(trx, id))!);
      });
    },

    /** Account deletion: the company's postings leave the public list at once. */
    async closeAllOfCompany(companyId: number, trx: Transaction<Database>): Promise<void> {
      const now = isoNow(clock);
      const published = await trx
        .selectFrom('job_infos')
        .select('id')
        .where('company_id', '=', companyId)
        .where('status', '=', 'published')
        .execute();
      const ids = published.map((row) => row.id);
      if (!ids.length) return;
      await trx
        .updateTable('job_infos')
        .set({ status: 'closed', closed_at: now, updated_at: now })
        .where('id', 'in', ids)
        .execute();
      await setListedUntil(trx, 'job', ids, null);
    },

    /** False when the posting is not the company's. Its certificates go with it (cascade). */
    async remove(companyId: number, id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await findOwnRow(trx, companyId, id);
        if (!row) return false;
        await removeDocument(trx, 'job', id);
        await trx.deleteFrom('job_infos').where('id', '=', id).execute();
        return true;
      });
    },

    async findOwn(companyId: number, id: number): Promise<OwnJobInfo | null> {
      const row = await findOwnRow(db, companyId, id);
      return row ? ownAnswer(db, row) : null;
    },

    /** Every posting of the company, whatever its status, last edited first. */
    async listOwn(companyId: number, page: number): Promise<Paged<OwnJobInfo>> {
      const [rows, count] = await Promise.all([
        withCompany(db)
          .where('job_infos.company_id', '=', companyId)
          .orderBy('job_infos.updated_at', 'desc')
          .orderBy('job_infos.id', 'desc')
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE)
          .execute(),
        db
          .selectFrom('job_infos')
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .where('company_id', '=', companyId)
          .executeTakeFirstOrThrow(),
      ]);
      const today = todayKst(clock);
      const photos = await photosOf(
        db,
        rows.map((row) => row.id),
      );
      return {
        items: rows.map((row) => ({
          ...toJobInfo(row, today, photos.get(row.id) ?? []),
          payable: unpayableReason(row) === null,
        })),
        total: Number(count.total),
        page,
        pageSize: PAGE_SIZE,
      };
    },

    /** Every posting of the company an order can be placed for, in the order of its own list. */
    async orderTargets(companyId: number): Promise<OrderTarget[]> {
      const rows = await db
        .selectFrom('job_infos')
        .select(['id', 'title', 'status', 'complete', 'published_until', 'visible_until'])
        .where('company_id', '=', companyId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const today = todayKst(clock);
      return rows
        .filter((row) => unpayableReason(row) === null)
        .map((row) => ({
          id: row.id,
          title: row.title,
          status: row.status,
          listed: isVisible(row, today),
          until: row.published_until,
        }));
    },

    /** The company's posting a new order is for: its own, complete and not hidden. */
    async assertPayable(companyId: number, id: number): Promise<{ id: number; title: string }> {
      const row = await findOwnRow(db, companyId, id);
      if (!row) throw notFound('공고를 찾을 수 없습니다.');
      const reason = unpayableReason(row);
      if (reason === 'hidden') throw conflict('운영자가 숨긴 공고는 게재할 수 없습니다.', 'JOB_INFO_HIDDEN');
      if (reason === 'incomplete') throw conflict('공고를 끝까지 작성한 뒤 결제해주세요.', 'JOB_INFO_INCOMPLETE');
      return { id: row.id, title: row.title };
    },

    /** At payment, in its transaction: the posting may have changed since the order was placed. */
    async assertPublishable(id: number, trx: Transaction<Database>): Promise<void> {
      const row = await trx
        .selectFrom('job_infos')
        .select(['complete', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound('공고를 찾을 수 없습니다. 결제가 처리되지 않았습니다.');
      if (unpayableReason(row)) {
        throw conflict('공고를 끝까지 작성한 뒤 다시 결제해주세요. 결제가 처리되지 않았습니다.', 'TARGET_INCOMPLETE');
      }
    },

    /** Postings visible on `today` (KST) that pass the seeker's filters, in the chosen order. */
    listPublic(query: JobInfoListQuery, today: string = todayKst(clock)): Promise<Paged<JobInfoSummary>> {
      return summaryPage((eb) => publicConditions(db, eb, query, today), query.page, query.sort);
    },

    countListed,

    /** A company's postings listed on `today`, newest publication first: its page /company/:id. */
    listedOfCompany(companyId: number, page: number, today: string = todayKst(clock)): Promise<Paged<JobInfoSummary>> {
      return summaryPage(
        (eb) => eb.and([...listedConditions(db, eb, today, true), eb('job_infos.company_id', '=', companyId)]),
        page,
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
      const [rows, total] = await Promise.all([
        db
          .selectFrom('job_infos')
          .select(['id', 'updated_at'])
          .where((eb) => eb.and(listedConditions(db, eb, today)))
          .orderBy('id')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        countListed(today),
      ]);
      return { items: rows.map((row) => ({ id: row.id, updatedAt: row.updated_at })), total, page, pageSize };
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
          'job_infos.pay_monthly',
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
        payMonthly: row.pay_monthly,
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
          const listed = row.status === 'published' && row.visible_until !== null && row.visible_until >= today;
          return [row.id, { title: row.title, listed, summary: listed ? toSummary(row) : null }];
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
      const items = ids.flatMap((id) => byId.get(id) ?? []).map(toSummary);
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
      return answer(db, row);
    },

    /**
     * A refund takes back `days` from the end of the paid period, in the refund's transaction.
     * When no paid day after today is left the posting leaves the public list at once.
     */
    async withdrawDays(id: number, days: number, trx: Transaction<Database>): Promise<void> {
      const row = await findRow(trx, id);
      const publishedUntil = row && endAfterWithdrawing(row.published_until, days, todayKst(clock));
      if (!row || !publishedUntil) return;
      const visible = visibleUntil(publishedUntil, row.deadline, row.always_open === 1);
      await trx
        .updateTable('job_infos')
        .set({ published_until: publishedUntil, visible_until: visible, updated_at: isoNow(clock) })
        .where('id', '=', id)
        .execute();
      await setListing(trx, 'job', id, listingOf({ ...row, visible_until: visible }));
    },

    /**
     * Puts a posting in the public list for `days` more Korean days (periods.ts: a running period
     * is extended from its end). Pass the payment's transaction so the period and the payment
     * commit together. Whether the posting may be sold a period is `assertPublishable`'s question.
     */
    async publish(id: number, days: number, trx?: Transaction<Database>): Promise<OwnJobInfo | null> {
      const run = async (trx: Transaction<Database>) => {
        const row = await findRow(trx, id);
        if (!row) return null;
        const running = row.status === 'published' ? row.published_until : null;
        const publishedUntil = endAfterPublishing(running, days, todayKst(clock));
        await trx
          .updateTable('job_infos')
          .set({
            // An operator's hiding outlasts a payment.
            status: row.status === 'hidden' ? 'hidden' : 'published',
            published_at: row.published_at ?? isoNow(clock),
            published_until: publishedUntil,
            visible_until: visibleUntil(publishedUntil, row.deadline, row.always_open === 1),
            closed_at: null,
            updated_at: isoNow(clock),
          })
          .where('id', '=', id)
          .execute();
        const published = (await findRow(trx, id))!;
        await setListing(trx, 'job', id, listingOf(published));
        return ownAnswer(trx, published);
      };
      return trx ? run(trx) : db.transaction().execute(run);
    },
  };
}

export type JobInfos = ReturnType<typeof createJobInfos>;
