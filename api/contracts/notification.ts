import { pagedSchema } from './paging';
import { z } from './zod';

/** One 알림: what happened, and where on the web to act on it. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** a path on the web */
  link: z.string(),
  /** null while unread */
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pagedSchema(notificationSchema).extend({
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** After marking read: where the 알림 leads, and what is left unread. */
export const notificationReadSchema = z.object({ link: z.string(), unread: z.number().int() });

/** A kind the member may switch, and whether its mail and its push are on (알림 are always kept). */
export const mailSettingSchema = z.object({
  kind: z.string(),
  label: z.string(),
  description: z.string(),
  mail: z.boolean(),
  /** pushed to every browser the member subscribed (`/my/push`); on until turned off */
  push: z.boolean(),
});

export const notificationSettingsSchema = z.object({
  kinds: z.array(mailSettingSchema),
  /** money and account security: always mailed, shown without a switch */
  alwaysOn: z.array(mailSettingSchema.pick({ kind: true, label: true, description: true })),
  /** a job seeker takes 입사 제안 from companies; null for an account that gets none (a company, an operator) */
  acceptsOffers: z.boolean().nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const kindSchema = z.string({ error: '알림 종류를 선택해주세요.' }).max(40, { error: '알 수 없는 알림 종류입니다.' });

const settingRows = <T extends z.ZodType>(row: T) =>
  z.array(row).min(1, { error: '바꿀 알림 종류를 선택해주세요.' }).max(20, { error: '알림 종류가 너무 많습니다.' });
const settingRow = z.object({
  kind: kindSchema,
  mail: z.boolean({ error: '메일 수신 여부를 선택해주세요.' }),
  /** not said: the push stays as it is */
  push: z.boolean({ error: '푸시 수신 여부를 선택해주세요.' }).optional(),
});

const acceptsOffersSchema = z.boolean({ error: '입사 제안을 받을지 골라주세요.' });

/** Mail (and push, when said) on or off for the kinds named, 입사 제안 on or off when said; what is not named stays as it is. */
export const notificationSettingsBodySchema = z
  .object({ settings: settingRows(settingRow).optional(), acceptsOffers: acceptsOffersSchema.optional() })
  .refine((body) => body.settings !== undefined || body.acceptsOffers !== undefined, {
    error: '바꿀 알림 설정을 골라주세요.',
    path: ['settings'],
  });
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>;

/**
 * The settings form: one row per kind (a hidden kind and a checkbox), and a checkbox left unticked
 * sends nothing, which means off. The api takes the same rows with `mail` always said.
 */
export const notificationSettingsFormSchema = z.object({
  settings: settingRows(settingRow.extend({ mail: z.boolean().default(false), push: z.boolean().default(false) })),
  /** set by a hidden field where the page shows the 입사 제안 switch: then an unticked box means off */
  offersShown: z.boolean().default(false),
  acceptsOffers: z.boolean().default(false),
});

/** A token of a one-click unsubscribe link: base64url, a dot, base64url; anything else names nothing. */
export const unsubscribeTokenSchema = z
  .string({ error: '수신 거부 링크가 올바르지 않습니다.' })
  .max(200, { error: '수신 거부 링크가 올바르지 않습니다.' })
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { error: '수신 거부 링크가 올바르지 않습니다.' });

export const unsubscribeBodySchema = z.object({ token: unsubscribeTokenSchema });

/** What a link stops, said so a page can show it, and whether it is stopped already. */
export const unsubscribeSchema = z.object({
  /** e.g. `스크랩한 공고 마감 임박 메일`, `맞춤 공고 「서울 제빵사」 메일` */
  target: z.string(),
  /** a 맞춤 공고 alert's link: stopping it deletes the alert */
  alert: z.boolean(),
  stopped: z.boolean(),
});
export type Unsubscribe = z.infer<typeof unsubscribeSchema>;
