import { APPLICANT_STATUSES, APPLICATION_DECISIONS, APPLICATION_STATUSES, codes } from './enumerations';
import { interviewSchema } from './interview';
import { pageSchema, type Paged } from './paging';
import { bakeTechniqueSchema } from './portfolio';
import { resumeSchema } from './resume';
import { threadSchema } from './thread';
import { z } from './zod';

/** What a list of applications shows: who applied to what and where it stands, no resume content. */
export const applicationSummarySchema = z.object({
  id: z.number().int(),
  jobInfoId: z.number().int(),
  jobInfoTitle: z.string(),
  companyName: z.string(),
  resumeTitle: z.string(),
  /** the applicant's name from the submitted copy; null once the copy is destroyed */
  applicantName: z.string().nullable(),
  status: z.enum(codes(APPLICATION_STATUSES)),
  appliedAt: z.string(),
  viewedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** the company's first answer (a result, an interview proposal, a message); null while the seeker waits */
  answeredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** the resume copy was destroyed at the end of the retention period (or with the seeker's account) */
  destroyed: z.boolean(),
  /** the seeker may withdraw it: not opened yet, or opened and left without any answer for 14 days */
  cancellable: z.boolean(),
  /** the posting's wanted techniques that the portfolio sent with the application shows */
  matchedTechniques: z.array(bakeTechniqueSchema),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;
export type PagedApplications = Paged<ApplicationSummary>;

/** How long a posting page's Referer may be; a longer one is ignored */
export const REFERRER_MAX_LENGTH = 2000;

/** An optional text that is dropped, rather than refused, when it is not one or is too long. */
const ignoredUnlessText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.length <= max ? value : undefined),
    z.string().optional(),
  );

export const applyBodySchema = z.object({
  resumeId: z.coerce
    .number({ error: '지원할 이력서를 골라주세요.' })
    .int()
    .positive({ error: '지원할 이력서를 골라주세요.' }),
  /**
   * Where the seeker came from (insights' application sources): the posting page's Referer and
   * its utm_source. Whatever cannot be read is dropped, never refused: the application is kept.
   */
  referrer: ignoredUnlessText(REFERRER_MAX_LENGTH),
  utmSource: ignoredUnlessText(100),
});

export const applicantQuerySchema = z.object({
  jobInfoId: z.coerce.number({ error: '공고를 목록에서 골라주세요.' }).int().positive().optional(),
  status: z.enum(APPLICANT_STATUSES, { error: '지원 상태를 목록에서 골라주세요.' }).optional(),
  page: pageSchema,
});

export const decisionBodySchema = z.object({
  status: z.enum(APPLICATION_DECISIONS, { error: '서류합격 또는 불합격을 골라주세요.' }),
});
export type ApplicationDecision = z.infer<typeof decisionBodySchema>['status'];

/**
 * One application as its own page shows it, on either side: where it stands and its interviews,
 * oldest first. An object that grows a key per feature (the conversation joins it).
 */
export const applicationDetailSchema = z.object({
  application: applicationSummarySchema,
  interviews: z.array(interviewSchema),
  /** the conversation with the other side: its latest page */
  thread: threadSchema,
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** An opened application: the detail and the resume exactly as submitted, contacts included; null once destroyed. */
export const openedApplicationSchema = applicationDetailSchema.extend({
  resume: resumeSchema.nullable(),
});
export type OpenedApplication = z.infer<typeof openedApplicationSchema>;

/** A company's applicants per posting (cancelled ones left out), newest application first. */
export const applicantCountsSchema = z.object({
  /** applications not opened yet, over all postings */
  unread: z.number().int(),
  postings: z.array(
    z.object({
      jobInfoId: z.number().int(),
      title: z.string(),
      total: z.number().int(),
      unread: z.number().int(),
    }),
  ),
});
export type ApplicantCounts = z.infer<typeof applicantCountsSchema>;
