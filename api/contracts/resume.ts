import {
  MAX_CAREERS,
  MAX_RESUME_CERTIFICATES,
  RESUME_EDUCATION,
  RESUME_CAREER_LEVELS,
  RESUME_VISIBILITIES,
} from './enumerations';
import { certificateSchema, csv, employmentTypeSchema, payTypeSchema, positionSchema } from './job-info';
import { listPageSchema } from './paging';
import { normalizePhone } from './phone';
import { isSigungu, isSido } from './regions';
import { z } from './zod';
import { imageSchema } from './image';
import { bakeTechniqueSchema, ownPortfolioItemSchema, portfolioInputSchema, portfolioItemSchema } from './portfolio';

const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: '기간은 YYYY-MM 형식으로 입력해주세요.' });

export const careerEntrySchema = z.object({
  bakery: z
    .string({ error: '근무한 곳을 입력해주세요.' })
    .trim()
    .min(1, { error: '근무한 곳을 입력해주세요.' })
    .max(50, { error: '근무한 곳은 50자 이하로 입력해주세요.' }),
  role: z.string().trim().max(50, { error: '담당 업무는 50자 이하로 입력해주세요.' }).default(''),
  from: monthSchema,
  /** null: still working there */
  to: monthSchema.nullable().default(null),
  duties: z.string().trim().max(500, { error: '업무 내용은 500자 이하로 입력해주세요.' }).default(''),
});
export type CareerEntry = z.output<typeof careerEntrySchema>;

export const resumeCertificateSchema = z.object({
  /** a listed certificate's code, or another certificate's name */
  name: z
    .string({ error: '자격증 이름을 입력해주세요.' })
    .trim()
    .min(1, { error: '자격증 이름을 입력해주세요.' })
    .max(50, { error: '자격증 이름은 50자 이하로 입력해주세요.' }),
  acquiredOn: monthSchema.nullable().default(null),
});

/**
 * A resume as the job seeker writes it. It offers no field for height, weight, appearance,
 * birthplace, marital status, family or wealth: 채용절차법 §4-3 forbids asking.
 */
export const resumeInputSchema = z.object({
  title: z
    .string({ error: '이력서 제목을 입력해주세요.' })
    .trim()
    .min(2, { error: '이력서 제목은 2자 이상 입력해주세요.' })
    .max(100, { error: '이력서 제목은 100자 이하로 입력해주세요.' }),
  name: z.string().trim().max(30, { error: '이름은 30자 이하로 입력해주세요.' }).optional(),
  /** the latest year allowed moves with the calendar: `resumeRuleViolations` checks it against today */
  birthYear: z
    .number({ error: '출생연도는 숫자로 입력해주세요.' })
    .int()
    .min(1940, { error: '출생연도를 확인해주세요.' })
    .optional(),
  phone: z
    .string()
    .max(20)
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return undefined;
      const phone = normalizePhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: '연락처 형식이 올바르지 않습니다. (예: 010-1234-5678)' });
        return z.NEVER;
      }
      return phone;
    }),
  email: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.email({ error: '이메일 형식이 올바르지 않습니다.' }).optional()),
  regions: z
    .array(z.object({ sido: z.string(), sigungu: z.string().nullable().default(null) }))
    .max(5, { error: '희망 지역은 5곳까지 고를 수 있습니다.' })
    .default([]),
  positions: z.array(positionSchema).max(5, { error: '희망 직종은 5개까지 고를 수 있습니다.' }).default([]),
  employmentType: employmentTypeSchema.optional(),
  payType: payTypeSchema.optional(),
  payAmount: z.number().int().min(0).max(1_000_000_000).optional(),
  education: z.enum(Object.keys(RESUME_EDUCATION) as [keyof typeof RESUME_EDUCATION]).optional(),
  careers: z.array(careerEntrySchema).max(MAX_CAREERS).default([]),
  certificates: z.array(resumeCertificateSchema).max(MAX_RESUME_CERTIFICATES).default([]),
  introduction: z.string().trim().max(3000, { error: '자기소개는 3000자 이하로 입력해주세요.' }).optional(),
  /** an uploaded resume-photo; null takes the photo off, left out keeps it */
  photoImageId: z.coerce
    .number({ error: '사진을 다시 올려주세요.' })
    .int()
    .positive({ error: '사진을 다시 올려주세요.' })
    .nullable()
    .optional(),
  /** photos of the person's bakes (포트폴리오), in their order; left out keeps them, [] takes them all off */
  portfolio: portfolioInputSchema.optional(),
});
export type ResumeInput = z.input<typeof resumeInputSchema>;
export type ResumeFields = z.output<typeof resumeInputSchema>;

/** The youngest a job seeker may be, in years of age reached this calendar year. */
const MIN_SEEKER_AGE = 14;

/** The latest birth year allowed on `today` (YYYY-MM-DD, the date in Korea). */
function latestBirthYear(today: string): number {
  return Number(today.slice(0, 4)) - MIN_SEEKER_AGE;
}

/**
 * Rules across fields and rules that move with the calendar, judged on `today` (YYYY-MM-DD, the
 * date in Korea) by whoever parses: field path → message.
 */
export function resumeRuleViolations(fields: ResumeFields, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const thisMonth = today.slice(0, 7);
  if (fields.birthYear !== undefined && fields.birthYear > latestBirthYear(today)) {
    errors.birthYear = `만 ${MIN_SEEKER_AGE}세 이상만 이력서를 등록할 수 있습니다.`;
  }
  fields.regions.forEach((region, i) => {
    if (!isSido(region.sido)) errors[`regions.${i}.sido`] = '희망 지역의 시·도를 목록에서 선택해주세요.';
    else if (region.sigungu && !isSigungu(region.sido, region.sigungu)) {
      errors[`regions.${i}.sigungu`] = '희망 지역의 시·군·구를 목록에서 선택해주세요.';
    }
  });
  fields.careers.forEach((career, i) => {
    if (career.from > thisMonth) errors[`careers.${i}.from`] = '시작 시기는 이번 달 이전이어야 합니다.';
    if (career.to && career.to < career.from) errors[`careers.${i}.to`] = '종료 시기가 시작 시기보다 빠릅니다.';
    if (career.to && career.to > thisMonth) errors[`careers.${i}.to`] = '종료 시기는 이번 달 이전이어야 합니다.';
  });
  return errors;
}

/** What a resume still lacks before it can be made public or sent. */
export function resumeMissing(fields: ResumeFields): Record<string, string> {
  const missing: Record<string, string> = {};
  if (!fields.name) missing.name = '이름을 입력해주세요.';
  if (!fields.birthYear) missing.birthYear = '출생연도를 입력해주세요.';
  if (!fields.phone) missing.phone = '연락처를 입력해주세요.';
  if (!fields.regions.length) missing.regions = '희망 지역을 하나 이상 골라주세요.';
  if (!fields.positions.length) missing.positions = '희망 직종을 하나 이상 골라주세요.';
  if (!fields.introduction || fields.introduction.length < 20)
    missing.introduction = '자기소개를 20자 이상 입력해주세요.';
  return missing;
}

/** Total months of career, overlapping jobs counted once. */
export function careerMonths(careers: CareerEntry[], thisMonth: string): number {
  const toIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
  const months = new Set<number>();
  for (const career of careers) {
    const end = toIndex(career.to ?? thisMonth);
    for (let m = toIndex(career.from); m <= end && months.size < 1200; m++) months.add(m);
  }
  return months.size;
}

export const resumeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  visibility: z.enum(RESUME_VISIBILITIES),
  publicUntil: z.string().nullable(),
  /** public and inside its paid period */
  listed: z.boolean(),
  /** false when the reader may not see contacts: the name is masked and contacts are null */
  unmasked: z.boolean(),
  name: z.string().nullable(),
  birthYear: z.number().int().nullable(),
  /** 20대 초반, … */
  ageBand: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  regions: z.array(z.object({ sido: z.string(), sigungu: z.string().nullable() })),
  positions: z.array(positionSchema),
  employmentType: employmentTypeSchema.nullable(),
  payType: payTypeSchema.nullable(),
  payAmount: z.number().int().nullable(),
  education: z.string().nullable(),
  careers: z.array(careerEntrySchema),
  careerMonths: z.number().int(),
  certificates: z.array(z.object({ name: z.string(), acquiredOn: z.string().nullable() })),
  introduction: z.string().nullable(),
  /** shown only where contacts are (`unmasked`): null on the masked resume whatever was uploaded */
  photo: imageSchema.nullable(),
  /** the bakes: the work, not the person, so shown masked too; photos an operator hid are left out */
  portfolio: z.array(portfolioItemSchema),
  complete: z.boolean(),
  missing: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Resume = z.infer<typeof resumeSchema>;

/** A resume as its owner sees it (the `/my/resumes` answers). */
export const ownResumeSchema = resumeSchema.extend({
  /** complete: a paid period can be ordered for it (one still running is extended) */
  payable: z.boolean(),
  /** every photo the owner put in, a hidden one with the operator's reason */
  portfolio: z.array(ownPortfolioItemSchema),
});
export type OwnResume = z.infer<typeof ownResumeSchema>;

export const resumeSummarySchema = resumeSchema
  .pick({
    id: true,
    title: true,
    name: true,
    ageBand: true,
    regions: true,
    positions: true,
    careerMonths: true,
    certificates: true,
    employmentType: true,
    publicUntil: true,
    updatedAt: true,
  })
  .extend({
    /** the portfolio's first shown photo, the card's picture; null without one */
    cover: imageSchema.nullable(),
  });
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;

export const resumeListQuerySchema = z.object({
  sido: z.string().max(20).optional(),
  sigungu: z.string().max(20).optional(),
  position: csv(positionSchema),
  career: z.enum(Object.keys(RESUME_CAREER_LEVELS) as [keyof typeof RESUME_CAREER_LEVELS]).optional(),
  certificate: csv(certificateSchema),
  /** techniques a shown portfolio photo is tagged with (any of them) */
  technique: csv(bakeTechniqueSchema),
  page: listPageSchema,
});
export type ResumeListQuery = z.output<typeof resumeListQuerySchema>;
