import { JOB_ALERT_NAME_MAX } from './job-alert-filters';
import { z } from './zod';

export const jobAlertNameSchema = z
  .string({ error: '알림 이름을 입력해주세요.' })
  .trim()
  .min(1, { error: '알림 이름을 입력해주세요.' })
  .max(JOB_ALERT_NAME_MAX, { error: `알림 이름은 ${JOB_ALERT_NAME_MAX}자 이하로 입력해주세요.` });

export const NO_ALERT_FILTERS_MESSAGE = '알림으로 받을 검색 조건을 하나 이상 골라주세요.';

/** A 맞춤 공고 alert as the member saves it; the api parses `filters` as the list parses its URL. */
export const jobAlertInputSchema = z.object({
  name: jobAlertNameSchema,
  /** the list's query string (`sido=서울&position=baker`), or a search word (`q=크루아상`) */
  filters: z
    .string({ error: NO_ALERT_FILTERS_MESSAGE })
    .max(1000, { error: '검색 조건이 너무 깁니다. 조건을 줄여주세요.' }),
});
export type JobAlertInput = z.infer<typeof jobAlertInputSchema>;

export const jobAlertRenameSchema = z.object({ name: jobAlertNameSchema });

export const jobAlertSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the filters in the list's names and order, as the alert keeps them */
  filters: z.string(),
  /** the filters in Korean words, e.g. ["서울 마포구", "제빵사·파티시에"] */
  conditions: z.array(z.string()),
  /** the full list the alert watches: /info/job-info-list?… or /search?search=… */
  listPath: z.string(),
  createdAt: z.string(),
  /** postings first published after this come in the next daily digest */
  lastDigestAt: z.string(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

export const jobAlertListSchema = z.object({ items: z.array(jobAlertSchema), limit: z.number().int() });
export type JobAlertList = z.infer<typeof jobAlertListSchema>;
