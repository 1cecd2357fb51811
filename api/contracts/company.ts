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

/** GET /companies/:id: the company and one page of its open postings, newest first. */
export const companyPageSchema = z.object({
  company: companySchema,
  jobInfos: pagedSchema(jobInfoSummarySchema),
});
export type CompanyPage = z.infer<typeof companyPageSchema>;
