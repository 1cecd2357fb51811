import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hasJs, registerAccount } from './helpers';
import { memberRecords } from './member-pages';

const ADMIN = { userId: 'admin', password: 'admin1234' };

/** The page is as wide as the screen: nothing scrolls sideways, a chart included. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
}

/** A chart of the page: an SVG image named by what it draws. */
/** One of the range links: 최근 7일, 30일, 90일. */
const range = (page: Page, name: string) => page.getByRole('navigation', { name: '기간' }).getByRole('link', { name });

const chart = (page: Page, title: string) =>
  page.getByRole('img', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')}: `) });

test(
  'a company reads its postings as charts and tables, over 30 days or 7, and opens one posting',
  { tag: ['@nojs', '@phone'] },
  async ({ page, request, members }, testInfo) => {
    const company = await registerAccount(request, 'company', '통계보는 베이커리', 'ins');
    const seeker = await registerAccount(request, 'normal', '지원하는사람', 'inss');
    // a posting the seeker scraps and applies to today
    const { company: records } = await memberRecords(request, company, seeker, '지원하는사람');

    await members.signIn(page, company, '/job-info');
    await page.getByRole('navigation', { name: '기업서비스 메뉴' }).getByRole('link', { name: '공고 통계' }).click();
    await expect(page).toHaveURL('/job-info/insights');
    await expect(page.getByRole('heading', { level: 1, name: '공고 통계' })).toBeVisible();
    // the chart is in the server's HTML, titled, its figures said in Korean
    const drawn = chart(page, '스크랩과 지원 (최근 30일)');
    await expect(drawn).toHaveAttribute('aria-label', /스크랩 합계 1건, 지원 합계 1건$/);
    await expect(drawn.locator('title')).toHaveText('스크랩과 지원 (최근 30일)');
    // nothing was counted as seen yet: said so rather than drawn flat
    await expect(page.getByText('노출과 조회 (최근 30일)')).toBeVisible();
    // a row per posting, leading to its own page
    const postings = page.getByRole('region', { name: '공고별 합계' });
    const row = postings.getByRole('row').filter({ hasText: '지원하는사람의 가게' });
    await expect(row.getByRole('cell').nth(1)).toHaveText('게재중');
    await expect(row.getByRole('cell').nth(5)).toHaveText('1');
    if (testInfo.project.name.startsWith('mobile')) await expectNoSidewaysScroll(page);

    await range(page, '최근 7일').click();
    await expect(page).toHaveURL('/job-info/insights?days=7');
    await expect(range(page, '최근 7일')).toHaveAttribute('aria-current', 'page');
    await expect(chart(page, '스크랩과 지원 (최근 7일)')).toBeVisible();
    // the table beside the chart holds the same numbers, for a screen reader and for reading them exactly
    await page.getByText('표로 보기: 날짜별 노출·조회·스크랩·지원').click();
    const daily = page.getByRole('region', { name: '날짜별 노출·조회·스크랩·지원' });
    await expect(daily.getByRole('row')).toHaveCount(8);
    await expect(daily.getByRole('row').last().getByRole('cell')).toHaveText([/^\d{1,2}\.\d{2}$/, '0', '0', '1', '1']);

    await row.getByRole('link').click();
    await expect(page).toHaveURL(`/job-info/${records.jobInfoId}/insights?days=7`);
    await expect(page.getByRole('heading', { level: 1, name: /지원하는사람의 가게/ })).toBeVisible();
    await expect(chart(page, '채용 단계별 인원 (최근 7일)')).toHaveAttribute(
      'aria-label',
      /, 스크랩 1, 지원 1 · 100%, /,
    );
    // the posting pays 시급 (completePosting): beside the legal minimum at least
    await expect(chart(page, '시급 비교')).toHaveAttribute('aria-label', /최저임금 [\d,]+원$/);
    if (testInfo.project.name.startsWith('mobile')) await expectNoSidewaysScroll(page);

    if (hasJs(testInfo)) {
      // a pointer or a finger on the chart shows that day's figures: today's, at its right end
      const figure = chart(page, '스크랩과 지원 (최근 7일)');
      await figure.scrollIntoViewIfNeeded();
      const box = (await figure.boundingBox())!;
      const [x, y] = [box.x + box.width * 0.9, box.y + box.height / 2];
      if (testInfo.project.use.hasTouch) await page.touchscreen.tap(x, y);
      else await page.mouse.move(x, y);
      await expect(figure.locator('text', { hasText: '지원 1' })).toBeVisible();
    }
  },
);

test('every table comes as a CSV file Excel opens in Korean; a wrong range or another company’s posting is refused', async ({
  page,
  request,
  members,
}) => {
  const company = await registerAccount(request, 'company', 'CSV 베이커리', 'insc');
  const seeker = await registerAccount(request, 'normal', '엑셀지원자', 'inscs');
  const { company: records } = await memberRecords(request, company, seeker, '엑셀지원자');

  await members.signIn(page, company, '/job-info/insights?days=7');
  const waiting = page.waitForEvent('download');
  await page.getByRole('link', { name: '날짜별 노출·조회·스크랩·지원 CSV 내려받기' }).click();
  const download = await waiting;
  expect(download.suggestedFilename()).toMatch(/^빵잡-공고통계-daily-7일-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await fs.readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('날짜,노출,조회,스크랩,지원');
  expect(lines).toHaveLength(7 + 2);
  expect(lines[7]).toMatch(/^\d{4}-\d{2}-\d{2},0,0,1,1$/);

  // the same address answers the file to anything that asks, for this member alone
  const answer = await page.request.get(`/job-info/${records.jobInfoId}/insights?format=csv&table=funnel`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(answer.headers()['content-disposition']).toMatch(
    new RegExp(
      `^attachment; filename="bbangjob-posting-${records.jobInfoId}-funnel-30d-[\\d-]+\\.csv"; filename\\*=UTF-8''`,
    ),
  );
  expect((await answer.text()).split('\r\n')[0]).toBe('\uFEFF단계,인원,앞 단계 대비(%)');

  const wrongRange = await page.goto('/job-info/insights?days=5');
  expect(wrongRange?.status()).toBe(400);
  await expect(page.getByText('기간은 7일, 30일, 90일 중에서 골라주세요.')).toBeVisible();

  const other = await registerAccount(request, 'company', '다른 베이커리', 'inso');
  const otherPage = await members.open(other, `/job-info/${records.jobInfoId}/insights`);
  await expect(otherPage.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  const refused = await otherPage.request.get(`/job-info/${records.jobInfoId}/insights?format=csv`);
  expect(refused.status()).toBe(404);
  // the page that says so, not a file
  expect(refused.headers()['content-type']).toMatch(/^text\/html/);
  expect(refused.headers()['content-disposition']).toBeUndefined();
});

test(
  'the operator reads the board from the admin menu; a company is refused it',
  { tag: ['@nojs', '@phone'] },
  async ({ page, members, request }, testInfo) => {
    await members.signIn(page, ADMIN, '/admin');
    await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '운영 현황' }).click();
    await expect(page).toHaveURL('/admin/insights');
    await expect(page.getByRole('heading', { level: 1, name: '운영 현황' })).toBeVisible();
    // the e2e run's own sign-ups are today's
    await expect(chart(page, '회원 가입 (최근 30일)').locator('title')).toHaveText('회원 가입 (최근 30일)');
    await expect(page.getByRole('region', { name: '결과가 없었던 검색어 (많이 찾은 순)' })).toBeVisible();
    await range(page, '최근 90일').click();
    await expect(page).toHaveURL('/admin/insights?days=90');
    await expect(chart(page, '회원 가입 (최근 90일)')).toBeVisible();
    if (testInfo.project.name.startsWith('mobile')) await expectNoSidewaysScroll(page);

    const company = await registerAccount(request, 'company', '궁금한 베이커리', 'insa');
    const companyPage = await members.open(company, '/admin/insights');
    await expect(companyPage.getByRole('heading', { level: 1, name: '접근 권한이 없습니다' })).toBeVisible();
    await expect(companyPage.getByRole('heading', { level: 1, name: '운영 현황' })).toHaveCount(0);
  },
);
