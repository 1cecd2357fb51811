import { imageSchema } from './image';
import { jobInfoSummarySchema } from './job-info';
import { pagedSchema } from './paging';
import { z } from './zod';

/** A company as its public page /company/:id shows it: what it says of itself, not its business papers. */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** an operator checked its business registration */
  verified: z.boolean(),
  /** the company's own words, written on its member info */
  intro: z.string().nullable(),
  /** where it is, read from its address: 시·도 and, when the address names one, 시·군·구 */
  region: z.object({ sido: z.string(), sigungu: z.string().nullable() }).nullable(),
  logo: imageSchema.nullable(),
});
export type Company = z.infer<typeof companySchema>;

/**
 * How a company answers its applicants (지원자 응답률 N% · 보통 N일 안에 답해요), over the applications
 * to its postings made on the Korean days from 90 to 7 days ago, cancelled ones left out; null
 * below 5 of them (api/src/companies/responsiveness.ts pins the definition).
 */
export const responsivenessSchema = z
  .object({
    /** answered within 7 days of being made ÷ counted, 0–1 (shown as a whole percent) */
    answeredShare: z.number().min(0).max(1),
    /** the median days to the first answer, of the answered ones, rounded up (at least 1); null when none was */
    typicalDays: z.number().int().positive().nullable(),
    /** how many applications were counted */
    applications: z.number().int(),
  })
  .nullable();
export type Responsiveness = z.infer<typeof responsivenessSchema>;

/** GET /companies/:id: the company and one page of its open postings, newest first. */
export const companyPageSchema = z.object({
  company: companySchema,
  jobInfos: pagedSchema(jobInfoSummarySchema),
  responsiveness: responsivenessSchema,
});
export type CompanyPage = z.infer<typeof companyPageSchema>;
