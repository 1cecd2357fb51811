import {
  CERTIFICATES,
  EMPLOYMENT_TYPES,
  PAY_TYPES,
  POSITIONS,
  type Position,
  RESUME_EDUCATION,
  RESUME_VISIBILITIES,
} from '../../contracts/enumerations';
import type { Image } from '../../contracts/image';
import type { OrderTarget } from '../../contracts/order';
import type { OwnPortfolioItem } from '../../contracts/portfolio';
import { REGIONS, sigunguOf } from '../../contracts/regions';
import {
  type CareerEntry,
  careerMonths,
  type Resume,
  type ResumeFields,
  resumeMissing,
  type ResumeSummary,
} from '../../contracts/resume';
import type { ResumeRow } from '../db/schema';
import { asFields, shownItems } from '../portfolio/portfolio';

// A resume between its forms: the fields a job seeker writes, the resumes columns they are stored
// in, and the answers the api gives (in full to whoever may see the contacts, masked to the rest).

export type ResumeVisibility = (typeof RESUME_VISIBILITIES)[number];

export interface Region {
  sido: string;
  sigungu: string | null;
}

/** A row with its side tables: everything a `Resume` is made of. */
export interface ResumeParts {
  row: ResumeRow;
  regions: Region[];
  positions: Position[];
  /** every photo but those an operator removed, hidden ones with their reason */
  portfolio: OwnPortfolioItem[];
}

/** The code when `value` is one of the table's codes, else null: stored text back to a typed code. */
export function codeIn<T extends Record<string, string>>(table: T, value: string | null): (keyof T & string) | null {
  return value !== null && Object.hasOwn(table, value) ? value : null;
}

/** A listed certificate's code from its code or its label; null for any other certificate. */
export function certificateCode(name: string): string | null {
  return codeIn(CERTIFICATES, name) ?? Object.entries(CERTIFICATES).find(([, label]) => label === name)?.[0] ?? null;
}

const sidoOrder = (sido: string) => REGIONS.findIndex((r) => r.sido === sido);
const positionOrder = Object.keys(POSITIONS);

/** Regions in the order of the region table (a whole 시·도 before its 시·군·구): the same on both databases. */
export function sortRegions(regions: Region[]): Region[] {
  const sigunguOrder = (r: Region) => (r.sigungu === null ? -1 : sigunguOf(r.sido).indexOf(r.sigungu));
  return [...regions].sort((a, b) => sidoOrder(a.sido) - sidoOrder(b.sido) || sigunguOrder(a) - sigunguOrder(b));
}

export function sortPositions(positions: Position[]): Position[] {
  return [...positions].sort((a, b) => positionOrder.indexOf(a) - positionOrder.indexOf(b));
}

/** 김제빵 → 김○○: enough to address someone without identifying them. */
export function maskName(name: string): string {
  const [first = '', ...rest] = [...name];
  return first + '○'.repeat(rest.length);
}

/** 20대 초반, 30대 후반, …; under twenty is simply 10대. */
export function ageBand(birthYear: number, thisYear: number): string {
  const age = thisYear - birthYear;
  if (age < 20) return '10대';
  const unit = age % 10;
  return `${age - unit}대 ${unit <= 3 ? '초반' : unit <= 6 ? '중반' : '후반'}`;
}

/**
 * Why a paid period cannot be sold for the resume now, or null when it can (one still running is
 * then extended): the one rule behind `payable`, a new order and the order's payment.
 */
export function unpayableReason(row: Pick<ResumeRow, 'complete'>): 'incomplete' | null {
  return row.complete === 1 ? null : 'incomplete';
}

export function isListed(row: Pick<ResumeRow, 'visibility' | 'public_until'>, today: string): boolean {
  return row.visibility === 'public' && row.public_until !== null && row.public_until >= today;
}

/** A resume as the payment page lists it. */
export function toOrderTarget(
  row: Pick<ResumeRow, 'id' | 'title' | 'visibility' | 'public_until'>,
  today: string,
): OrderTarget {
  return {
    id: row.id,
    title: row.title,
    status: row.visibility,
    listed: isListed(row, today),
    until: row.public_until,
  };
}

/** The fields as the seeker wrote them, rebuilt from storage (for copying and for what is missing). */
export function toFields({ row, regions, positions, portfolio }: ResumeParts): ResumeFields {
  return {
    title: row.title,
    name: row.name ?? undefined,
    birthYear: row.birth_year ?? undefined,
    phone: row.phone ?? undefined,
    email: row.email ?? undefined,
    regions,
    positions,
    employmentType: codeIn(EMPLOYMENT_TYPES, row.employment_type) ?? undefined,
    payType: codeIn(PAY_TYPES, row.pay_type) ?? undefined,
    payAmount: row.pay_amount ?? undefined,
    education: codeIn(RESUME_EDUCATION, row.education) ?? undefined,
    careers: JSON.parse(row.careers) as CareerEntry[],
    certificates: JSON.parse(row.certificates) as ResumeFields['certificates'],
    introduction: row.introduction ?? undefined,
    photoImageId: row.photo_image_id,
    portfolio: asFields(portfolio),
  };
}

/**
 * The api's answer. Anyone but the owner gets it masked: initials for the name, no contacts, no
 * photo (blind hiring) and an age band instead of the birth year. The photo is read only for an
 * unmasked answer, and only such an answer carries it. The portfolio is the work, not the person:
 * every answer carries its shown photos.
 */
export function toResume(parts: ResumeParts, today: string, unmasked: boolean, photo: Image | null = null): Resume {
  const { row } = parts;
  const fields = toFields(parts);
  return {
    id: row.id,
    title: row.title,
    visibility: row.visibility,
    publicUntil: row.public_until,
    listed: isListed(row, today),
    unmasked,
    name: row.name === null ? null : unmasked ? row.name : maskName(row.name),
    birthYear: unmasked ? row.birth_year : null,
    ageBand: row.birth_year === null ? null : ageBand(row.birth_year, Number(today.slice(0, 4))),
    phone: unmasked ? row.phone : null,
    email: unmasked ? row.email : null,
    regions: parts.regions,
    positions: parts.positions,
    employmentType: fields.employmentType ?? null,
    payType: fields.payType ?? null,
    payAmount: row.pay_amount,
    education: row.education,
    careers: fields.careers,
    careerMonths: row.career_months,
    certificates: fields.certificates,
    introduction: row.introduction,
    photo: unmasked ? photo : null,
    portfolio: shownItems(parts.portfolio),
    complete: row.complete === 1,
    missing: resumeMissing(fields),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toSummary(resume: Resume): ResumeSummary {
  return {
    id: resume.id,
    title: resume.title,
    name: resume.name,
    ageBand: resume.ageBand,
    regions: resume.regions,
    positions: resume.positions,
    careerMonths: resume.careerMonths,
    certificates: resume.certificates,
    employmentType: resume.employmentType,
    publicUntil: resume.publicUntil,
    updatedAt: resume.updatedAt,
    cover: resume.portfolio[0]?.image ?? null,
  };
}

/** What the search finds a resume by: never the name, phone or email. */
export function searchBody(fields: ResumeFields): string {
  return [
    ...fields.regions.map((r) => (r.sigungu ? `${r.sido} ${r.sigungu}` : r.sido)),
    ...fields.positions.map((p) => POSITIONS[p]),
    ...fields.certificates.map((c) => {
      const code = codeIn(CERTIFICATES, c.name);
      return code ? CERTIFICATES[code] : c.name;
    }),
    ...fields.careers.flatMap((c) => [c.bakery, c.role]),
    fields.introduction ?? '',
  ].join(' ');
}

/** The resumes columns a resume's fields are stored in (the bench's bulk writer uses them too). */
export function resumeColumns(fields: ResumeFields, thisMonth: string) {
  return {
    title: fields.title,
    name: fields.name || null,
    birth_year: fields.birthYear ?? null,
    phone: fields.phone ?? null,
    email: fields.email ?? null,
    employment_type: fields.employmentType ?? null,
    pay_type: fields.payType ?? null,
    pay_amount: fields.payAmount ?? null,
    education: fields.education ?? null,
    careers: JSON.stringify(fields.careers),
    career_months: careerMonths(fields.careers, thisMonth),
    certificates: JSON.stringify(fields.certificates),
    introduction: fields.introduction || null,
    complete: Object.keys(resumeMissing(fields)).length ? 0 : 1,
  };
}
