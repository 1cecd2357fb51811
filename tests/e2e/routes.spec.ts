import { expect, test } from './fixtures';
import { DEMO, PUBLIC_PAGES } from './helpers';
import { expectWholePage, pageErrors } from './member-pages';

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

// With JavaScript, accessibility.spec.ts's walks check each of these pages whole and hydrated at both
// widths, in the same visit as axe; this walk is the pages' own path without JavaScript.
for (const { who, account, paths } of cases) {
  test(
    `every page of ${who} renders with a Korean title without JavaScript`,
    { tag: '@nojs-only' },
    async ({ page, members }, testInfo) => {
      const errors = pageErrors(page);
      if (account) await members.signIn(page, account, '/');
      for (const path of paths) await expectWholePage(page, path, testInfo);
      expect(errors).toEqual([]);
    },
  );
}
