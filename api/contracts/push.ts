import { z } from './zod';

/**
 * Web push: a member's browsers subscribe (Push API, VAPID), and every 알림 whose kind has push on is
 * also pushed to each of them by the api.
 */

/** A key the browser's PushSubscription gives, base64url without padding. */
const base64url = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label}가 없습니다. 푸시 알림을 다시 켜주세요.` })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: `${label}가 올바르지 않습니다. 푸시 알림을 다시 켜주세요.` })
    .min(min, { error: `${label}가 올바르지 않습니다. 푸시 알림을 다시 켜주세요.` })
    .max(max, { error: `${label}가 올바르지 않습니다. 푸시 알림을 다시 켜주세요.` });

/** `POST /my/push/subscriptions`: `PushSubscription.toJSON()` as the browser gives it. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .string({ error: '푸시 주소가 없습니다. 푸시 알림을 다시 켜주세요.' })
    .max(2048, { error: '푸시 주소가 너무 깁니다.' })
    .pipe(z.url({ error: '푸시 주소가 올바르지 않습니다.' })),
  keys: z.object({
    /** the browser's P-256 public key: 65 bytes, 87 characters */
    p256dh: base64url('암호화 키', 80, 100),
    /** the 16-byte auth secret: 22 characters */
    auth: base64url('인증 값', 16, 30),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** One subscribed browser, named from its user agent (e.g. `Android · Chrome`). */
export const pushDeviceSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  createdAt: z.string(),
  /** the last push the push service took; null before the first */
  lastPushedAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** `GET /my/push`: the key a browser subscribes with (null when push is not set up), and the devices. */
export const pushDevicesSchema = z.object({
  publicKey: z.string().nullable(),
  devices: z.array(pushDeviceSchema),
});
export type PushDevices = z.infer<typeof pushDevicesSchema>;

/**
 * What the service worker receives in a push (encrypted by the api, aes128gcm): it shows `title` and
 * `body` with the 빵잡 icon, and a tap opens `link`, a path on the web.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  link: z.string(),
  /** the 알림's id: the worker replaces a notification of the same tag rather than stacking */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
