/**
 * This browser's web push, as the pages use it: whether it can take pushes at all, subscribing it
 * with the api's VAPID key, and which of the member's devices it is. Browser-only code, called from
 * effects and taps, never while rendering on the server.
 */

/** Where the browser's subscription goes: the settings page's action hands it to the api. */
export const PUSH_SETTINGS_PATH = '/user/notifications/settings';

/** What this browser allows: push at all, and the member's answer to notifications so far. */
export type PushSupport = 'unsupported' | 'denied' | 'ask' | 'granted';

export function pushSupport(): PushSupport {
  // iPhone's Safari has these only in an app added to the home screen (iOS 16.4 and later)
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' ? 'granted' : 'ask';
}

export const PUSH_MESSAGES = {
  unsupported:
    '이 브라우저에서는 푸시 알림을 받을 수 없습니다. iPhone·iPad에서는 Safari의 공유 버튼에서 ‘홈 화면에 추가’로 빵잡 앱을 설치한 뒤, 그 앱에서 켜주세요.',
  denied:
    '이 브라우저에서 빵잡의 알림이 차단되어 있습니다. 브라우저(또는 휴대폰) 설정에서 알림을 허용한 뒤 다시 눌러주세요.',
  refused:
    '이 브라우저가 푸시 구독을 거절했습니다. 잠시 후 다시 시도해주세요. 시크릿 모드에서는 푸시 알림을 받을 수 없습니다.',
} as const;

/** A failure to say to the member, in Korean. */
export class PushSetupError extends Error {}

/** The service worker (public/sw.js) that shows the pushes: registered by the root, or here if not yet. */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const registered = await navigator.serviceWorker.getRegistration('/');
  if (!registered) await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** The VAPID key as the Push API takes it: the api gives it base64url, as the standard writes it. */
function keyBytes(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/**
 * Asks the member (the browser's own question, on their tap) and subscribes this browser with the
 * api's key. Throws a PushSetupError saying why not.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const support = pushSupport();
  if (support === 'unsupported' || support === 'denied') throw new PushSetupError(PUSH_MESSAGES[support]);
  if ((await Notification.requestPermission()) !== 'granted') throw new PushSetupError(PUSH_MESSAGES.denied);
  try {
    const registration = await workerRegistration();
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    return subscription.toJSON();
  } catch {
    throw new PushSetupError(PUSH_MESSAGES.refused);
  }
}

/** The fields the settings action reads (pushSubscriptionBodySchema, as Conform names nested fields). */
export function subscriptionFields(subscription: PushSubscriptionJSON): Record<string, string> {
  return {
    intent: 'push-subscribe',
    endpoint: subscription.endpoint ?? '',
    'keys.p256dh': subscription.keys?.p256dh ?? '',
    'keys.auth': subscription.keys?.auth ?? '',
  };
}

/** This browser's subscription now, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Which of the member's devices this browser is: the api names a device by id and its user agent,
 * so the browser keeps the id it was given with the endpoint it was given for.
 */
export interface ThisDevice {
  id: number;
  endpoint: string;
}

const THIS_DEVICE_KEY = 'bbangjob:push-device';

export function rememberThisDevice(device: ThisDevice | null): void {
  try {
    if (device) localStorage.setItem(THIS_DEVICE_KEY, JSON.stringify(device));
    else localStorage.removeItem(THIS_DEVICE_KEY);
  } catch {
    // storage denied: the device is only not marked as this one
  }
}

export function rememberedDevice(): ThisDevice | null {
  try {
    const stored = JSON.parse(localStorage.getItem(THIS_DEVICE_KEY) ?? 'null') as Partial<ThisDevice> | null;
    return typeof stored?.id === 'number' && typeof stored.endpoint === 'string'
      ? { id: stored.id, endpoint: stored.endpoint }
      : null;
  } catch {
    return null;
  }
}
