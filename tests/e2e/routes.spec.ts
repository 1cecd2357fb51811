import { expect, test } from './fixtures';
import { DEMO, hasJs, openSettled, PUBLIC_PAGES } from './helpers';

const JOB_SEEKER = [
  '/resume',
  '/resume/create',
  '/resume/payment',
  '/resume/apply-job-info',
  '/resume/my-scrap-job-info',
  '/user/payment',
  '/user/edit',
  '/user/notifications',
  '/user/notifications/settings',
  '/service/ask-user',
];
const COMPANY = [
  '/job-info',
  '/job-info/create',
  '/job-info/payment',
  '/job-info/posting-list',
  '/job-info/insights',
  '/job-info/payment/count-payment',
  '/job-info/apply-resume',
  '/job-info/my-scrap-resume',
  '/user/notifications',
  '/user/notifications/settings',
];

const cases = [
  { who: 'a visitor', account: null, paths: PUBLIC_PAGES },
  { who: 'a job seeker', account: DEMO.normal, paths: JOB_SEEKER },
  { who: 'a company', account: DEMO.company, paths: COMPANY },
];

for (const { who, account, paths } of cases) {
  test(
    `every page of ${who} renders with a Korean title, and hydrates without errors`,
    { tag: ['@nojs', '@phone'] },
    async ({ page, members }, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('Failed to load resource'))
          errors.push(message.text());
      });
      if (account) await members.signIn(page, account, '/');
      for (const path of paths) {
        const response = await openSettled(page, path);
        expect(response?.status(), path).toBe(200);
        expect(await page.title(), path).toMatch(/[가-힣].*빵잡|빵잡/);
        await expect(page.locator('main h1').first(), path).toBeVisible();
        if (hasJs(testInfo)) {
          // A hydrated page handles a same-page link itself: no document request.
          await expect
            .poll(() => page.evaluate(() => !!window.__remixRouter?.state.initialized), { message: path })
            .toBe(true);
        }
      }
      expect(errors).toEqual([]);
    },
  );
}
