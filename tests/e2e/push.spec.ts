import type { APIRequestContext } from '@playwright/test';
import { PUSH_MESSAGES } from '../../app/features/notifications/push-device';
import { startPushService } from '../fakes/push-service';
import { expect, test } from './fixtures';
import {
  API_URL,
  type Account,
  expectToast,
  hasJs,
  login,
  publishPosting,
  registerAccount,
  uniqueUserId,
} from './helpers';

const SETTINGS = '/user/notifications/settings';

async function apiGet<T>(request: APIRequestContext, path: string, account: Account) {
  const response = await request.get(`${API_URL}${path}`, { headers: { authorization: `Bearer ${account.token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test(
  'a member’s browser takes pushes: listed as a device, a push shown by the service worker, a kind switched off, 삭제',
  { tag: '@nojs' },
  async ({ page, context, request }, testInfo) => {
    const seeker = await registerAccount(request, 'normal', '푸시받는제빵사', 'push');
    const service = await startPushService();
    try {
      const { publicKey } = await apiGet<{ publicKey: string | null }>(request, '/my/push', seeker);
      expect(publicKey).not.toBeNull();
      // a subscription on web-push-testing, as a browser whose push service it is would make it
      const { endpoint, keys } = await service.subscribe(publicKey!);
      await login(page, seeker, SETTINGS);

      if (hasJs(testInfo)) {
        await context.grantPermissions(['notifications']);
        // the real Push API: Chromium's own push service (FCM) is out of reach here, and a browser
        // context of Playwright's, like a private window, is refused a subscription: the page says so
        await page.getByRole('button', { name: '이 기기에서 푸시 받기' }).click();
        await expect(page.getByText(PUSH_MESSAGES.refused)).toBeVisible();
        // what a browser hands over, posted as the service worker posts a subscription the push service renewed
        const status = await page.evaluate(
          async (fields) => {
            const form = new FormData();
            for (const [name, value] of Object.entries(fields)) form.set(name, value);
            return (await fetch('/user/notifications/settings', { method: 'POST', body: form })).status;
          },
          { intent: 'push-subscribe', from: 'worker', endpoint, 'keys.p256dh': keys.p256dh, 'keys.auth': keys.auth },
        );
        expect(status).toBe(204);
      } else {
        // Playwright's getByText leaves <noscript> out, where the page says why
        await expect(
          page.locator('.page-alert', { hasText: '푸시 알림을 켜려면 브라우저의 JavaScript를 켜주세요' }),
        ).toBeVisible();
        const added = await request.post(`${API_URL}/my/push/subscriptions`, {
          data: { endpoint, keys },
          headers: { authorization: `Bearer ${seeker.token}` },
        });
        expect(added.status(), await added.text()).toBe(201);
      }
      await page.reload();
      const devices = page.getByRole('list', { name: '푸시를 받는 기기' });
      await expect(devices.getByRole('listitem')).toHaveCount(1);

      if (hasJs(testInfo)) {
        // the service worker's push handler, given a payload as the push service would deliver it
        const cdp = await context.newCDPSession(page);
        const registered = new Promise<string>((resolve) =>
          cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
            const ours = registrations.find((each) => !each.isDeleted);
            if (ours) resolve(ours.registrationId);
          }),
        );
        await page.evaluate(() => navigator.serviceWorker.ready);
        await cdp.send('ServiceWorker.enable');
        const payload = {
          title: '서류 합격',
          body: '‘새벽 제빵사’ 지원이 서류 합격되었습니다.',
          link: '/user/applications',
          tag: '41',
        };
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: new URL(page.url()).origin,
          registrationId: await registered,
          data: JSON.stringify(payload),
        });
        // the worker may have to be started for the push: on a busy machine that outlasts expect's 5 s
        await expect
          .poll(
            () =>
              page.evaluate(async () =>
                (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
                  title: shown.title,
                  body: shown.body,
                  icon: new URL(shown.icon).pathname,
                  badge: new URL(shown.badge).pathname,
                  tag: shown.tag,
                  data: shown.data as unknown,
                })),
              ),
            { timeout: 20_000 },
          )
          .toEqual([
            {
              title: payload.title,
              body: payload.body,
              icon: '/icons/icon-192.png',
              badge: '/icons/badge-96.png',
              tag: payload.tag,
              data: { link: payload.link },
            },
          ]);
      }

      // a push column beside the mail one: unticked and saved, that kind is pushed no more
      const pushBox = page.getByRole('checkbox', { name: /푸시 받기$/ }).first();
      const kindName = (await pushBox.getAttribute('name'))!.replace(/\.push$/, '.kind');
      const kind = await page.locator(`input[name="${kindName}"]`).inputValue();
      await expect(pushBox).toBeChecked();
      await pushBox.uncheck();
      await page.getByRole('button', { name: '저장' }).click();
      await expectToast(page, '알림 설정을 저장했습니다.');
      const { kinds } = await apiGet<{ kinds: { kind: string; mail: boolean; push: boolean }[] }>(
        request,
        '/my/notification-settings',
        seeker,
      );
      expect(kinds.find((each) => each.kind === kind)).toMatchObject({ mail: true, push: false });

      if (hasJs(testInfo)) page.once('dialog', (dialog) => void dialog.accept());
      await devices.getByRole('button', { name: '삭제' }).click();
      if (!hasJs(testInfo)) await page.getByRole('button', { name: '삭제하기' }).click();
      await expectToast(page, '그 기기에서 푸시 알림을 그만 받습니다.');
      await expect(page.getByText('푸시를 받는 기기가 없습니다.')).toBeVisible();
      expect((await apiGet<{ devices: unknown[] }>(request, '/my/push', seeker)).devices).toEqual([]);
    } finally {
      await service.stop();
    }
  },
);

test(
  '공유하기 copies a posting’s link; without JavaScript it shows the link to copy',
  { tag: '@nojs' },
  async ({ page, context, request }, testInfo) => {
    const company = await registerAccount(request, 'company', '공유하는 베이커리', 'share');
    const id = await publishPosting(request, company, `공유할 공고 ${uniqueUserId('s')}`);
    await page.goto(`/info/job-info/${id}`);
    const url = await page.locator('meta[property="og:url"]').getAttribute('content');
    expect(url).toMatch(new RegExp(`/info/job-info/${id}$`));
    const link = page.getByRole('textbox', { name: '공고 링크' });
    if (hasJs(testInfo)) {
      // Chromium on Linux has no share sheet: the link is copied
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.waitForFunction(() => !!window.__remixRouter?.state.initialized);
      await page.getByText('공유하기', { exact: true }).click();
      await expectToast(page, '링크를 복사했어요');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await expect(link).toBeHidden();
    } else {
      await page.getByText('공유하기', { exact: true }).click();
      await expect(link).toBeVisible();
      await expect(link).toHaveValue(url!);
    }
  },
);
