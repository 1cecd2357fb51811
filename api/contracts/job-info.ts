import {
  POSITIONS,
  EMPLOYMENT_TYPES,
  CAREER_TYPES,
  EDUCATION_LEVELS,
  PAY_TYPES,
  BENEFITS,
  CERTIFICATES,
  WORK_DAYS,
  codes,
  JOB_INFO_STATUSES,
  JOB_INFO_SORTS,
  RETENTION_DAYS,
} from './enumerations';
import { findBannedPhrase } from './banned-phrases';
import { normalizePhone } from './phone';
import { isSigungu, isSido } from './regions';
import { wageFloorViolation } from './wage-floor';
import { z } from './zod';
import { imageSchema, jobInfoPhotoSchema, jobInfoPhotosInputSchema } from './image';
import { listPageSchema } from './paging';
import { BAKE_TECHNIQUES, bakeTechniqueSchema } from './portfolio';

export const positionSchema = z.enum(codes(POSITIONS), { error: '직종을 선택해주세요.' });
export const employmentTypeSchema = z.enum(codes(EMPLOYMENT_TYPES), { error: '고용형태를 선택해주세요.' });
export const careerTypeSchema = z.enum(codes(CAREER_TYPES), { error: '경력 조건을 선택해주세요.' });
export const payTypeSchema = z.enum(codes(PAY_TYPES), { error: '급여형태를 선택해주세요.' });
export const certificateSchema = z.enum(codes(CERTIFICATES), { error: '자격증을 목록에서 선택해주세요.' });
const educationSchema = z.enum(codes(EDUCATION_LEVELS), { error: '학력 조건을 선택해주세요.' });
const benefitSchema = z.enum(codes(BENEFITS), { error: '복리후생을 목록에서 선택해주세요.' });
const workDaySchema = z.enum(codes(WORK_DAYS), { error: '근무요일을 목록에서 선택해주세요.' });

/** Dates are calendar days in Korea; "today" is passed in so tests can move it. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '날짜 형식이 올바르지 않습니다.' });
const timeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: '시간은 00:00~23:59 형식으로 입력해주세요.' });

/** 새벽 근무: any part of the shift between 00:00 and 06:00 (a bakery's early bake). */
export function isDawnShift(start: string, end: string): boolean {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const s = minutes(start);
  const e = minutes(end);
  if (s < 360) return true;
  return e <= s ? true : e <= 360 && e > 0;
}

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label}은(는) ${max}자 이하로 입력해주세요.` })
    .optional()
    .transform((value) => value || undefined);

/**
 * A posting as the company writes it. A draft may leave anything but the title empty; what is
 * filled in must be valid. `completeness` says what publishing still needs.
 */
export const jobInfoInputSchema = z.object({
  title: z
    .string({ error: '공고 제목을 입력해주세요.' })
    .trim()
    .min(2, { error: '공고 제목은 2자 이상 입력해주세요.' })
    .max(100, { error: '공고 제목은 100자 이하로 입력해주세요.' }),
  position: positionSchema.optional(),
  employmentType: employmentTypeSchema.optional(),
  careerType: careerTypeSchema.optional(),
  careerYears: z
    .number({ error: '경력 연수는 숫자로 입력해주세요.' })
    .int()
    .min(1, { error: '경력 연수는 1년 이상이어야 합니다.' })
    .max(30, { error: '경력 연수는 30년 이하로 입력해주세요.' })
    .optional(),
  education: educationSchema.optional(),
  payType: payTypeSchema.optional(),
  payAmount: z
    .number({ error: '급여는 숫자로 입력해주세요.' })
    .int({ error: '급여는 원 단위 정수로 입력해주세요.' })
    .min(0, { error: '급여는 0원 이상이어야 합니다.' })
    .max(1_000_000_000, { error: '급여가 너무 큽니다.' })
    .optional(),
  sido: z.string().optional(),
  sigungu: z.string().optional(),
  addressDetail: optionalText(100, '상세주소'),
  workDays: z.array(workDaySchema).max(7).optional(),
  workStart: timeSchema.optional(),
  workEnd: timeSchema.optional(),
  daysOff: optionalText(50, '휴무'),
  headcount: z
    .number({ error: '모집인원은 숫자로 입력해주세요.' })
    .int()
    .min(1, { error: '모집인원은 1명 이상이어야 합니다.' })
    .max(999, { error: '모집인원은 999명 이하로 입력해주세요.' })
    .optional(),
  deadline: isoDateSchema.optional(),
  alwaysOpen: z.boolean().default(false),
  benefits: z.array(benefitSchema).max(20).optional(),
  preferredCertificates: z.array(certificateSchema).max(10).optional(),
  /** techniques the bakery wants to see in applicants' portfolios */
  wantedTechniques: z
    .array(bakeTechniqueSchema)
    .max(Object.keys(BAKE_TECHNIQUES).length, { error: '원하는 기술을 다시 골라주세요.' })
    .optional(),
  description: optionalText(5000, '상세내용'),
  /** the photos in their order; left out, an edit keeps the photos the posting has */
  photos: jobInfoPhotosInputSchema.optional(),
  contactName: optionalText(30, '담당자 이름'),
  /** 채용절차법: how long after recruiting ends applicants' resumes are kept, then destroyed */
  applicationRetentionDays: z.coerce
    .number({ error: '지원서 보관 기간을 숫자로 입력해주세요.' })
    .int({ error: '지원서 보관 기간을 숫자로 입력해주세요.' })
    .min(RETENTION_DAYS.min, { error: `지원서 보관 기간은 ${RETENTION_DAYS.min}일 이상이어야 합니다.` })
    .max(RETENTION_DAYS.max, { error: `지원서 보관 기간은 ${RETENTION_DAYS.max}일 이하여야 합니다.` })
    .default(RETENTION_DAYS.default),
  contactPhone: z
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
});
export type JobInfoInput = z.input<typeof jobInfoInputSchema>;
export type JobInfoFields = z.output<typeof jobInfoInputSchema>;

/**
 * The rules that need more than one field or today's date. Returns field → message; empty when
 * the posting may be saved.
 */
export function jobInfoRuleViolations(fields: JobInfoFields, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (fields.sido !== undefined && !isSido(fields.sido)) errors.sido = '시·도를 목록에서 선택해주세요.';
  if (fields.sigungu !== undefined && (!fields.sido || !isSigungu(fields.sido, fields.sigungu))) {
    errors.sigungu = '시·군·구를 목록에서 선택해주세요.';
  }
  if (fields.payType && fields.payType !== 'negotiable' && fields.payAmount !== undefined) {
    const violation = wageFloorViolation(fields.payType, fields.payAmount, Number(today.slice(0, 4)));
    if (violation) errors.payAmount = violation;
  }
  if (fields.deadline && fields.deadline < today) errors.deadline = '마감일은 오늘 이후로 입력해주세요.';
  const banned = findBannedPhrase(`${fields.title} ${fields.description ?? ''}`);
  if (banned) errors.description = `'${banned}' 같은 표현은 구직자 보호를 위해 공고에 쓸 수 없습니다.`;
  return errors;
}

/** What a posting still lacks before it can be published: field → message. */
export function jobInfoMissing(fields: JobInfoFields): Record<string, string> {
  const missing: Record<string, string> = {};
  if (!fields.position) missing.position = '직종을 선택해주세요.';
  if (!fields.employmentType) missing.employmentType = '고용형태를 선택해주세요.';
  if (!fields.careerType) missing.careerType = '경력 조건을 선택해주세요.';
  if (fields.careerType === 'experienced' && !fields.careerYears)
    missing.careerYears = '필요한 경력 연수를 입력해주세요.';
  if (!fields.payType) missing.payType = '급여형태를 선택해주세요.';
  if (fields.payType && fields.payType !== 'negotiable' && fields.payAmount === undefined) {
    missing.payAmount = '급여를 입력해주세요.';
  }
  if (!fields.sido) missing.sido = '근무지 시·도를 선택해주세요.';
  if (!fields.sigungu) missing.sigungu = '근무지 시·군·구를 선택해주세요.';
  if (!fields.workDays?.length) missing.workDays = '근무요일을 선택해주세요.';
  if (!fields.workStart) missing.workStart = '근무 시작 시간을 입력해주세요.';
  if (!fields.workEnd) missing.workEnd = '근무 종료 시간을 입력해주세요.';
  if (!fields.headcount) missing.headcount = '모집인원을 입력해주세요.';
  if (!fields.deadline && !fields.alwaysOpen) missing.deadline = '마감일을 입력하거나 상시채용을 선택해주세요.';
  if (!fields.description || fields.description.length < 20) missing.description = '상세내용을 20자 이상 입력해주세요.';
  if (!fields.contactPhone) missing.contactPhone = '담당자 연락처를 입력해주세요.';
  return missing;
}

/**
 * The pay as one hourly figure beside the year's 최저임금 (hourly-pay.ts `hourlyPaySummary`); null
 * for 면접 후 결정 or a 일급 without working hours.
 */
export const hourlyPaySchema = z.object({
  /** 원 an hour: 시급 as is, 일급 ÷ the day's hours, 월급 ÷ 209, 연봉 ÷ 12 ÷ 209 */
  amount: z.number().int(),
  /** 원 an hour that 주휴수당 adds (시급·일급 of 15 hours a week or more), else 0 */
  holidayPay: z.number().int(),
  /** this year's 최저임금 an hour */
  minimumWage: z.number().int(),
  /** `amount` above (negative: below) the minimum, percent to one decimal */
  aboveMinimumPercent: z.number(),
});

/** A posting as the api answers it. */
export const jobInfoSchema = z.object({
  id: z.number().int(),
  status: z.enum(JOB_INFO_STATUSES),
  /** why an operator hid it (status hidden); shown to the company */
  hiddenReason: z.string().nullable(),
  /** published and inside its paid period and before its deadline */
  visible: z.boolean(),
  publishedUntil: z.string().nullable(),
  title: z.string(),
  company: z.object({
    /** its page is /company/:id */
    id: z.number().int(),
    name: z.string(),
    verified: z.boolean(),
    address: z.string().nullable(),
    logo: imageSchema.nullable(),
  }),
  /** up to six, the lead photo first */
  photos: z.array(jobInfoPhotoSchema),
  position: positionSchema.nullable(),
  employmentType: employmentTypeSchema.nullable(),
  careerType: careerTypeSchema.nullable(),
  careerYears: z.number().int().nullable(),
  education: educationSchema.nullable(),
  payType: payTypeSchema.nullable(),
  payAmount: z.number().int().nullable(),
  hourlyPay: hourlyPaySchema.nullable(),
  sido: z.string().nullable(),
  sigungu: z.string().nullable(),
  addressDetail: z.string().nullable(),
  workDays: z.array(workDaySchema),
  workStart: z.string().nullable(),
  workEnd: z.string().nullable(),
  dawnShift: z.boolean(),
  daysOff: z.string().nullable(),
  headcount: z.number().int().nullable(),
  deadline: z.string().nullable(),
  alwaysOpen: z.boolean(),
  benefits: z.array(benefitSchema),
  preferredCertificates: z.array(certificateSchema),
  wantedTechniques: z.array(bakeTechniqueSchema),
  description: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  applicationRetentionDays: z.number().int(),
  complete: z.boolean(),
  missing: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobInfo = z.infer<typeof jobInfoSchema>;

/** A posting as its company sees it (the `/my/job-infos` answers). */
export const ownJobInfoSchema = jobInfoSchema.extend({
  /** complete and not hidden: a paid period can be ordered for it (one still running is extended) */
  payable: z.boolean(),
});
export type OwnJobInfo = z.infer<typeof ownJobInfoSchema>;

/** A multi-valued filter: `a,b` or repeated `?x=a&x=b`. */
export const csv = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : value.split(',')).filter(Boolean))
    .pipe(z.array(item).max(20));

/** The public list's filters; the web keeps them in the URL under the same names. */
export const jobInfoListQuerySchema = z.object({
  sido: z.string().max(20).optional(),
  sigungu: z.string().max(20).optional(),
  position: csv(positionSchema),
  employmentType: csv(employmentTypeSchema),
  careerType: careerTypeSchema.optional(),
  payType: z.enum(codes(PAY_TYPES)).optional(),
  minPay: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  dawn: z.enum(['1']).optional(),
  certificate: csv(certificateSchema),
  sort: z.enum(codes(JOB_INFO_SORTS)).default('latest'),
  page: listPageSchema,
});
export type JobInfoListQuery = z.output<typeof jobInfoListQuerySchema>;

export const jobInfoSummarySchema = jobInfoSchema.pick({
  id: true,
  title: true,
  company: true,
  position: true,
  employmentType: true,
  careerType: true,
  careerYears: true,
  payType: true,
  payAmount: true,
  hourlyPay: true,
  sido: true,
  sigungu: true,
  dawnShift: true,
  deadline: true,
  alwaysOpen: true,
  publishedUntil: true,
  createdAt: true,
});
export type JobInfoSummary = z.infer<typeof jobInfoSummarySchema>;
