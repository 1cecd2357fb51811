import { JOB_INFO_STATUSES } from './enumerations';
import { z } from './zod';

/**
 * Insights: what a company learns from its postings (GET /my/insights, GET /my/job-infos/{id}/insights)
 * and what the operator sees of the board (GET /admin/insights). Every figure is per Korean day.
 */

/** The ranges a page may ask for, in days ending today (KST) */
export const INSIGHT_RANGES = [7, 30, 90] as const;
export type InsightRange = (typeof INSIGHT_RANGES)[number];
export const DEFAULT_INSIGHT_RANGE: InsightRange = 30;

const RANGE_MESSAGE = '기간은 7일, 30일, 90일 중에서 골라주세요.';
export const insightsQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90'], { error: RANGE_MESSAGE })
    .optional()
    .transform((days): InsightRange => (days ? (Number(days) as InsightRange) : DEFAULT_INSIGHT_RANGE)),
});

/** What a beacon counts: a posting's page seen (조회), or a posting shown in a list or search (노출). */
export const VIEW_KINDS = { view: '조회', appearance: '노출' } as const;
export type ViewKind = keyof typeof VIEW_KINDS;

/**
 * Where a seeker came from when applying, decided by the api from the posting page's Referer and
 * `utm_source` (api/src/insights/application-source.ts).
 */
export const APPLICATION_SOURCES = {
  list: '공고 목록',
  search: '검색',
  alert: '맞춤 공고 메일',
  company: '기업 페이지',
  other_site: '다른 사이트',
  shared: '공유 링크·직접 방문',
} as const;
export type ApplicationSource = keyof typeof APPLICATION_SOURCES;
export const applicationSourceSchema = z.enum(
  Object.keys(APPLICATION_SOURCES) as [ApplicationSource, ...ApplicationSource[]],
);

/** The funnel's steps in order; each keeps a share of the one before. */
export const FUNNEL_STEPS = {
  appearances: '노출',
  views: '조회',
  scraps: '스크랩',
  applications: '지원',
  viewed: '열람',
  passed: '서류합격',
  hired: '최종 합격',
} as const;
export type FunnelStep = keyof typeof FUNNEL_STEPS;

/** One Korean day of a posting's (or all of a company's postings') figures. */
export const insightDaySchema = z.object({
  date: z.string(),
  appearances: z.number().int().nonnegative(),
  views: z.number().int().nonnegative(),
  scraps: z.number().int().nonnegative(),
  applications: z.number().int().nonnegative(),
});
export type InsightDay = z.infer<typeof insightDaySchema>;

export const funnelStepSchema = z.object({
  step: z.enum(Object.keys(FUNNEL_STEPS) as [FunnelStep, ...FunnelStep[]]),
  count: z.number().int().nonnegative(),
  /** count ÷ the step before, 0–1; null for the first step or when the step before is 0 */
  share: z.number().nonnegative().nullable(),
});
export type FunnelStepFigure = z.infer<typeof funnelStepSchema>;

export const sourceFigureSchema = z.object({
  source: applicationSourceSchema,
  /** the other site's host, or the link's utm_source; null when the source says it all */
  detail: z.string().nullable(),
  applications: z.number().int().nonnegative(),
});
export type SourceFigure = z.infer<typeof sourceFigureSchema>;

/**
 * The posting's pay per hour (contracts/hourly-pay.ts) beside the listed postings of the same 직종
 * (position) and 시·도: their median and quartiles when at least PAY_PEERS_MIN of them name a
 * comparable pay, else null; and the legal minimum of the year. Null as a whole when the posting's
 * own pay has no hourly figure (면접 후 결정).
 */
export const PAY_PEERS_MIN = 10;
export const payComparisonSchema = z
  .object({
    hourly: z.number().int(),
    median: z.number().int().nullable(),
    p25: z.number().int().nullable(),
    p75: z.number().int().nullable(),
    minimumWage: z.number().int(),
    /** how many peers were compared (0 when under PAY_PEERS_MIN: then the quartiles are null) */
    peers: z.number().int().nonnegative(),
  })
  .nullable();
export type PayComparison = z.infer<typeof payComparisonSchema>;

const figuresShape = {
  days: z.number().int(),
  series: z.array(insightDaySchema),
  funnel: z.array(funnelStepSchema),
  sources: z.array(sourceFigureSchema),
  /** the median days from an application to the company's first answer, one decimal; null when none */
  firstAnswerDays: z.number().nonnegative().nullable(),
};

/** GET /my/job-infos/{id}/insights */
export const postingInsightsSchema = z.object({
  jobInfo: z.object({ id: z.number().int(), title: z.string(), status: z.enum(JOB_INFO_STATUSES) }),
  ...figuresShape,
  pay: payComparisonSchema,
});
export type PostingInsights = z.infer<typeof postingInsightsSchema>;

/** One posting's totals over the range, a row of the company's table */
export const postingTotalsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(JOB_INFO_STATUSES),
  appearances: z.number().int().nonnegative(),
  views: z.number().int().nonnegative(),
  scraps: z.number().int().nonnegative(),
  applications: z.number().int().nonnegative(),
  firstAnswerDays: z.number().nonnegative().nullable(),
});
export type PostingTotals = z.infer<typeof postingTotalsSchema>;

/** GET /my/insights: every posting of the company together, and a row per posting */
export const companyInsightsSchema = z.object({
  ...figuresShape,
  pay: z.null(),
  postings: z.array(postingTotalsSchema),
});
export type CompanyInsights = z.infer<typeof companyInsightsSchema>;

/** One Korean day of the board */
export const boardDaySchema = z.object({
  date: z.string(),
  seekerSignUps: z.number().int().nonnegative(),
  companySignUps: z.number().int().nonnegative(),
  postingsPublished: z.number().int().nonnegative(),
  resumesMadePublic: z.number().int().nonnegative(),
  applications: z.number().int().nonnegative(),
  /** 원 paid that day less 원 refunded that day, every product together (may be negative) */
  netRevenue: z.number().int(),
  mailsFailed: z.number().int().nonnegative(),
});
export type BoardDay = z.infer<typeof boardDaySchema>;

/** GET /admin/insights */
export const boardInsightsSchema = z.object({
  days: z.number().int(),
  series: z.array(boardDaySchema),
  /** over the range, per product: paid, refunded, and the difference (원) */
  revenueByProduct: z.array(
    z.object({ productName: z.string(), paid: z.number().int(), refunded: z.number().int(), net: z.number().int() }),
  ),
  /** as of now */
  transfersWaiting: z.number().int().nonnegative(),
  activeAlerts: z.number().int().nonnegative(),
  /** over the range, most frequent first (at most SEARCH_MISSES_SHOWN) */
  searchMisses: z.array(
    z.object({ kind: z.enum(['job', 'resume']), term: z.string(), searches: z.number().int().positive() }),
  ),
});
export type BoardInsights = z.infer<typeof boardInsightsSchema>;
export const SEARCH_MISSES_SHOWN = 30;
