import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { publicPages } from '../../bench/page-weight';
import { axeViolations, DEMO, expectToast, login, oldestListedId, PUBLIC_PAGES, registerAccount } from './helpers';
import {
  adminPages,
  apiGet,
  companyPages,
  expectEveryRoute,
  expectWholePage,
  memberRecords,
  pageErrors,
  seekerPages,
  signIn,
  walkTimeout,
} from './member-pages';

/**
 * Every public page, at the desktop and the 360 px width, as a visitor and as each member kind (the
 * scrap buttons only show to members), and every page behind the sign-in of the demo company, job
 * seeker and operator: whole (200, a Korean title, a heading), hydrated without an error, and no
 * serious or critical violation by axe-core. One visit checks both: the walk without JavaScript is
 * routes.spec.ts's.
 */

/** A posting and a resume to open: the oldest listed, which no test takes down meanwhile. */
async function seededPostingAndResume(request: APIRequestContext): Promise<[number, number]> {
  return [await oldestListedId(request, '/job-infos'), await oldestListedId(request, '/resumes')];
}

/** Opens the page at `path`, checks it is whole and hydrated, and gives axe's serious and critical violations, one line each. */
async function violations(page: Page, path: string): Promise<string[]> {
  await expectWholePage(page, path, test.info());
  return axeViolations(page, path);
}

test.describe('every page whole, hydrated and accessible (axe-core)', { tag: '@phone' }, () => {
  test('the public pages, as a visitor', async ({ page, request }) => {
    const errors = pageErrors(page);
    const [postingId, resumeId] = await seededPostingAndResume(request);
    const paths = [...new Set([...publicPages(postingId, resumeId).map(({ path }) => path), ...PUBLIC_PAGES])];
    test.setTimeout(walkTimeout(paths.length));
    const found: string[] = [];
    for (const path of paths) found.push(...(await violations(page, path)));
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the lists and details with scrap buttons, as a job seeker and as a company', async ({
    page,
    members,
    request,
  }) => {
    test.setTimeout(90_000);
    const [postingId, resumeId] = await seededPostingAndResume(request);
    const found: string[] = [];
    // A fresh seeker with one scrapped posting: the list then shows both states of the button.
    const seeker = await registerAccount(request, 'normal', '접근성확인', 'a11y');
    await login(page, seeker, '/info/job-info-list');
    const saved = page.waitForResponse((response) => response.url().includes('/scrap'));
    await page
      .getByRole('button', { name: /^스크랩 / })
      .first()
      .click();
    await saved;
    // the toast that says so, with its close button
    await expectToast(page, '스크랩했습니다.');
    found.push(...(await axeViolations(page, 'the scrap toast')));
    for (const path of ['/info/job-info-list', '/search?search=%EC%A0%9C%EB%B9%B5', `/info/job-info/${postingId}`]) {
      found.push(...(await violations(page, path)));
    }
    // 맞춤 공고: the list's form to save its filters, the alerts and the page that saves one
    const filtered = `/info/job-info-list?${new URLSearchParams({ sido: '서울', position: 'baker' })}`;
    await page.goto(filtered);
    await page.getByRole('button', { name: '맞춤 공고 알림 저장' }).click();
    await expectToast(
      page,
      '맞춤 공고 알림 ‘서울 · 제빵사’을(를) 저장했습니다. 매일 아침 8시에 새 공고를 알려드립니다.',
    );
    found.push(...(await axeViolations(page, 'the list with its alert form')));
    for (const path of ['/resume/alerts', `/resume/alerts/new?${new URLSearchParams({ sido: '부산' })}`]) {
      found.push(...(await violations(page, path)));
    }
    const company = await members.open(DEMO.company, '/info/resume-list');
    for (const path of ['/info/resume-list', `/info/resume/${resumeId}`])
      found.push(...(await violations(company, path)));
    expect(found).toEqual([]);
  });

  test('every page of a company, as the demo company', async ({ page, request, members }) => {
    const errors = pageErrors(page);
    const company = await signIn(request, DEMO.company);
    // a posting of its own with an applicant, its order, a scrapped resume
    const seeker = await registerAccount(request, 'normal', '나지원', 'a11yseek');
    const pages = companyPages((await memberRecords(request, company, seeker, '나지원')).company);
    expectEveryRoute('company', pages);
    test.setTimeout(walkTimeout(pages.length));
    await members.signIn(page, company, '/');
    const found: string[] = [];
    for (const path of pages) found.push(...(await violations(page, path)));
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('every page of a job seeker, as the demo job seeker', async ({ page, request, members }) => {
    const errors = pageErrors(page);
    const seeker = await signIn(request, DEMO.normal);
    // a resume of its own, published, sent to a posting and its order, a scrapped posting
    const company = await registerAccount(request, 'company', '접근성 베이커리', 'a11ybiz');
    const pages = seekerPages((await memberRecords(request, company, seeker, DEMO.normal.username)).normal);
    expectEveryRoute('normal', pages);
    test.setTimeout(walkTimeout(pages.length));
    await members.signIn(page, seeker, '/');
    const found: string[] = [];
    for (const path of pages) found.push(...(await violations(page, path)));
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('every page of the back office, as the operator', async ({ page, request, members }) => {
    const errors = pageErrors(page);
    const operator = await signIn(request, { userId: 'admin', password: 'admin1234' });
    // the seed's reminders and the sign-ups' verification mails fill the mail log from the start
    let mailId = 0;
    await expect
      .poll(async () => {
        const { items } = await apiGet<{ items: { id: number }[] }>(request, '/admin/mail', operator.token);
        return (mailId = items[0]?.id ?? 0);
      })
      .toBeGreaterThan(0);
    // the demo story's reported thread
    const { items: reports } = await apiGet<{ items: { applicationId: number }[] }>(
      request,
      '/admin/thread-reports',
      operator.token,
    );
    const pages = adminPages(mailId, reports[0]!.applicationId);
    expectEveryRoute('admin', pages);
    test.setTimeout(walkTimeout(pages.length));
    await members.signIn(page, operator, '/admin');
    const found: string[] = [];
    for (const path of pages) found.push(...(await violations(page, path)));
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });
});
