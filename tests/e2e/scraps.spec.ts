import { expect, type Locator, type Page, test } from '@playwright/test';
import { login, oldestItem, oldestListed, registerAccount } from './helpers';

/** Clicks a scrap toggle and waits for the api to have it: with JavaScript the page shows it first. */
async function toggle(page: Page, button: Locator) {
  const saved = page.waitForResponse(
    (response) => response.url().includes('/scrap') && response.request().method() === 'POST',
  );
  await button.click();
  await saved;
}

test.slow();

test(
  'a job seeker scraps a posting from the list, finds it kept, and unscraps it',
  { tag: '@nojs' },
  async ({ page, request }) => {
    const seeker = await registerAccount(request, 'normal', '박스크랩');
    // a card on the page of the oldest listed, seeded postings: a newer one may be another test's, soon taken down
    const { page: listPage } = await oldestListed(request, '/job-infos');
    await login(page, seeker, `/info/job-info-list?page=${listPage}`);
    const card = page
      .locator('main li')
      .filter({ has: page.getByRole('button', { name: /^스크랩 / }) })
      .last();
    const title = (await card.getByRole('heading').textContent())!.trim();

    await toggle(page, card.getByRole('button', { name: `스크랩 ${title}` }));
    await expect(page.getByRole('button', { name: `스크랩됨 ${title}` }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/resume/my-scrap-job-info');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await toggle(page, page.getByRole('button', { name: `스크랩됨 ${title}` }));
    await expect(page.getByText('스크랩한 공고가 없습니다.', { exact: false })).toBeVisible();
  },
);

test(
  'a company scraps a resume on its page, finds it kept, and unscraps it',
  { tag: '@nojs' },
  async ({ page, request }) => {
    const company = await registerAccount(request, 'company', '스크랩제과');
    const resume = await oldestItem<{ id: number; title: string }>(request, '/resumes');
    await login(page, company, `/info/resume/${resume.id}`);

    await toggle(page, page.getByRole('button', { name: `스크랩 ${resume.title}` }));
    await expect(page.getByRole('button', { name: `스크랩됨 ${resume.title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/job-info/my-scrap-resume');
    await expect(page.getByRole('link', { name: resume.title })).toBeVisible();
    await toggle(page, page.getByRole('button', { name: `스크랩됨 ${resume.title}` }));
    await expect(page.getByText('스크랩한 인재가 없습니다.', { exact: false })).toBeVisible();
  },
);
