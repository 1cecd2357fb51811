import {
  BENEFITS,
  CERTIFICATES,
  EMPLOYMENT_TYPES,
  POSITIONS,
  RETENTION_DAYS,
  WORK_DAYS,
} from '../../contracts/enumerations';
import { hourlyPay, type HourlyPaySummary, hourlyPaySummary, type PayTerms } from '../../contracts/hourly-pay';
import type { JobInfoPhoto } from '../../contracts/image';
import {
  isDawnShift,
  type JobInfo,
  type JobInfoFields,
  jobInfoMissing,
  type JobInfoSummary,
} from '../../contracts/job-info';
import type { OrderTarget } from '../../contracts/order';
import { BAKE_TECHNIQUES } from '../../contracts/portfolio';
import { sidoName } from '../../contracts/regions';
import { minimumWageFor } from '../../contracts/wage-floor';
import type { JobInfoRow, JobInfosTable } from '../db/schema';
import { LOGO_COLUMNS, type LogoColumns, logoOf } from '../users/company-logo';

// A posting between its forms: the fields a company writes, the job_infos columns they are stored
// in, and the answers the api gives (in full, as a list entry, as search text).

/** A posting row with the company columns every answer shows. */
export type JobInfoWithCompany = JobInfoRow &
  LogoColumns & {
    company_name: string;
    company_verified_at: string | null;
    company_address: string | null;
  };

/** The posting columns a company writes; the rest (status, period, timestamps) the api keeps. */
export type FieldColumns = Omit<
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

/** hourly_pay is a 32-bit integer column on PostgreSQL; an absurd 일급 over a minute's work must not overflow it. */
const HOURLY_PAY_MAX = 2_147_483_647;

/**
 * The hourly figure as stored for sorting and the minimum-pay filter (0024-hourly-pay): 0 when
 * none can be told (면접 후 결정, no amount, 일급 without hours), which sorts last and matches no
 * minimum.
 */
export function hourlyPayColumn(terms: PayTerms): number {
  return Math.min(hourlyPay(terms) ?? 0, HOURLY_PAY_MAX);
}

/** The posting's hourly figure beside the minimum wage of `today`'s year (a KST day). */
export function hourlyPayOf(
  row: Pick<JobInfoRow, 'pay_type' | 'pay_amount' | 'work_start' | 'work_end' | 'work_days'>,
  today: string,
): HourlyPaySummary | null {
  return hourlyPaySummary(
    {
      payType: row.pay_type,
      payAmount: row.pay_amount,
      workStart: row.work_start,
      workEnd: row.work_end,
      workDays: splitCodes(row.work_days),
    },
    minimumWageFor(Number(today.slice(0, 4))).hourly,
  );
}

/** Codes in the order of their label table, each once: stored comma-separated. */
export function joinCodes(values: readonly string[] | undefined, table: Record<string, string>): string {
  const chosen = new Set(values ?? []);
  return Object.keys(table)
    .filter((code) => chosen.has(code))
    .join(',');
}

export function splitCodes<T extends string>(value: string): T[] {
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
    hourly_pay: hourlyPayColumn({
      payType: fields.payType ?? null,
      payAmount: fields.payAmount ?? null,
      workStart: fields.workStart ?? null,
      workEnd: fields.workEnd ?? null,
    }),
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
    wanted_techniques: joinCodes(fields.wantedTechniques, BAKE_TECHNIQUES),
    description: fields.description ?? null,
    contact_name: fields.contactName ?? null,
    contact_phone: fields.contactPhone ?? null,
    retention_days: fields.applicationRetentionDays ?? RETENTION_DAYS.default,
    complete: Object.keys(jobInfoMissing(fields)).length === 0 ? 1 : 0,
  };
}

/** The stored posting as the company wrote it, for the completeness check and for copies. */
export function fieldsOf(row: JobInfoRow): JobInfoFields {
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
    wantedTechniques: splitCodes(row.wanted_techniques),
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
export function unpayableReason(row: Pick<JobInfoRow, 'complete' | 'status'>): 'hidden' | 'incomplete' | null {
  if (row.status === 'hidden') return 'hidden';
  return row.complete === 1 ? null : 'incomplete';
}

export function isVisible(row: Pick<JobInfoRow, 'status' | 'visible_until'>, today: string): boolean {
  return row.status === 'published' && row.visible_until !== null && row.visible_until >= today;
}

/** A posting as the payment page lists it. */
export function toOrderTarget(
  row: Pick<JobInfoRow, 'id' | 'title' | 'status' | 'published_until' | 'visible_until'>,
  today: string,
): OrderTarget {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    listed: isVisible(row, today),
    until: row.published_until,
  };
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
    hourlyPay: hourlyPayOf(row, today),
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
    wantedTechniques: fields.wantedTechniques ?? [],
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
export const SUMMARY_COLUMNS = [
  'job_infos.id',
  'job_infos.title',
  'job_infos.position',
  'job_infos.employment_type',
  'job_infos.career_type',
  'job_infos.career_years',
  'job_infos.pay_type',
  'job_infos.pay_amount',
  'job_infos.work_days',
  'job_infos.work_start',
  'job_infos.work_end',
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

export type SummaryRow = Pick<
  JobInfoWithCompany,
  | 'id'
  | 'title'
  | 'position'
  | 'employment_type'
  | 'career_type'
  | 'career_years'
  | 'pay_type'
  | 'pay_amount'
  | 'work_days'
  | 'work_start'
  | 'work_end'
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

export function toSummary(row: SummaryRow, today: string): JobInfoSummary {
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
    hourlyPay: hourlyPayOf(row, today),
    sido: row.sido,
    sigungu: row.sigungu,
    dawnShift: row.dawn_shift === 1,
    deadline: row.deadline,
    alwaysOpen: row.always_open === 1,
    publishedUntil: row.published_until,
    createdAt: row.created_at,
  };
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
