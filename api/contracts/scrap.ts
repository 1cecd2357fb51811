import { jobInfoSummarySchema } from './job-info';
import { resumeSummarySchema } from './resume';
import { z } from './zod';

export const SCRAP_KINDS = ['job', 'resume'] as const;
export const scrapKindSchema = z.enum(SCRAP_KINDS, { error: '스크랩 종류는 job 또는 resume입니다.' });
export type ScrapKind = z.infer<typeof scrapKindSchema>;

/** A scrapped posting: its summary while it is listed, and whether it still is (마감 otherwise). */
export const scrappedJobInfoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  scrappedAt: z.string(),
  listed: z.boolean(),
  /** null once the posting is no longer listed */
  summary: jobInfoSummarySchema.nullable(),
});
export type ScrappedJobInfo = z.infer<typeof scrappedJobInfoSchema>;

/** A scrapped resume: masked while listed; nothing of it once its owner took it down. */
export const scrappedResumeSchema = z.object({
  id: z.number().int(),
  scrappedAt: z.string(),
  listed: z.boolean(),
  summary: resumeSummarySchema.nullable(),
});
export type ScrappedResume = z.infer<typeof scrappedResumeSchema>;
