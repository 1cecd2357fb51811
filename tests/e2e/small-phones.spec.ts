import { expect, test } from '@playwright/test';
import { login, registerAccount, visibleHeader } from './helpers';
import {
  apiGet,
  companyPages,
  expectEveryRoute,
  memberRecords,
  openPage,
  PUBLIC_PAGES_OF_MEMBERS,
  seekerPages,
  walkTimeout,
} from './member-pages';

/**
 * A 320 px phone (an iPhone SE's width) and names as long as real ones: no page of a member scrolls
 * sideways. The member's name in the header ends in … with the whole name in its title.
 */

const NAMES = {
  company: '(주)파리크라상 파리바게뜨 역삼테헤란로점 제과제빵 본점',
  normal: '김수한무거북이와두루미삼천갑자동방삭치치카포사리사리센타워리',
} as const;

for (const role of ['company', 'normal'] as const) {
  test(
    `every page of a ${role === 'company' ? 'company' : 'job seeker'} with a 30-character name fits 320 px`,
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      // Layout is CSS over the server's HTML, which is the same without JavaScript; 320 px is a phone's width.
      test.skip(testInfo.project.name !== 'mobile-js', 'one phone project covers the width');
      expect(NAMES.company).toHaveLength(30);
      expect(NAMES.normal).toHaveLength(30);
      const company = await registerAccount(request, 'company', NAMES.company, 'longbiz');
      const seeker = await registerAccount(request, 'normal', NAMES.normal, 'longseek');
      // the other's application or payment leaves each an unread 알림, whose count sits beside the name
      const records = await memberRecords(request, company, seeker, NAMES.normal);
      const own = role === 'company' ? companyPages(records.company) : seekerPages(records.normal);
      expectEveryRoute(role, own);
      // and the public pages that show the two names: the posting, its company, the resume
      const { jobInfo } = await apiGet<{ jobInfo: { company: { id: number } } }>(
        request,
        `/job-infos/${records.company.jobInfoId}`,
      );
      const theirs = [
        `/info/job-info/${records.company.jobInfoId}`,
        `/company/${jobInfo.company.id}`,
        `/info/resume/${records.normal.resumeId}`,
      ];

      await page.setViewportSize({ width: 320, height: 640 });
      await login(page, role === 'company' ? company : seeker);

      const wide: string[] = [];
      const pages = new Set([...own, ...theirs, ...PUBLIC_PAGES_OF_MEMBERS]);
      test.setTimeout(walkTimeout(pages.size));
      for (const path of pages) {
        await openPage(page, path);
        const { scrollWidth, clientWidth } = await page.evaluate(() => {
          const { scrollWidth, clientWidth } = document.documentElement;
          return { scrollWidth, clientWidth };
        });
        if (scrollWidth > clientWidth) wide.push(`${path}: ${scrollWidth} px wide`);
      }
      expect(wide).toEqual([]);
      // the name gave way: cut short with …, the whole of it in the title
      const greeting = visibleHeader(page).getByTitle(NAMES[role]);
      await expect(greeting).toHaveText(`${NAMES[role]}님`);
      expect(await greeting.evaluate((element) => element.scrollWidth > element.clientWidth), 'cut short').toBe(true);
    },
  );
}
