import { expect, test } from './fixtures';
import { hasJs, publishPosting, registerAccount } from './helpers';

// Pay at a glance: each posting's pay as an hourly figure beside the year's minimum, 급여순 by that
// figure, and the 급여 계산기 with JavaScript and without.

const FULL_WEEK = { workDays: ['mon', 'tue', 'wed', 'thu', 'fri'], workStart: '05:00', workEnd: '14:00' };

test(
  'a posting’s card and page give its hourly figure, what 주휴수당 adds and the night rule',
  { tag: ['@phone', '@phone-nojs'] },
  async ({ page, request }) => {
    const company = await registerAccount(request, 'company', '시급빵집');
    const title = `시급 제빵 보조 ${company.userId}`;
    // 05:00–14:00 five days: 8 hours a day, 40 a week, the first hour before 06:00
    const id = await publishPosting(request, company, title, { ...FULL_WEEK, payType: 'hourly', payAmount: 11_200 });

    await page.goto('/info/job-info-list');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(card.getByText('시급 환산 11,200원 · 최저임금 대비 +8.5%')).toBeVisible();
    await expect(card.getByText('주휴수당 포함 시 시급 약 13,440원')).toBeVisible();
    await expect(card.getByText('새벽 근무')).toBeVisible();

    await card.getByRole('link', { name: title }).click();
    await page.waitForURL(`**/info/job-info/${id}`);
    // with JavaScript the address changes before the posting is drawn, and the list has the same figures
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('시급 환산 11,200원 · 최저임금 대비 +8.5%')).toBeVisible();
    await expect(page.getByText('주휴수당 포함 시 시급 약 13,440원')).toBeVisible();
    await expect(page.getByText('새벽 근무(06시 이전)가 있는 공고예요.')).toBeVisible();
    await expect(page.getByText(/야간근로수당/)).toBeVisible();

    // the calculator opens with the posting's week: 11,200 × (40 + 8) hours and one night hour a day
    await page.getByRole('link', { name: '급여 계산기로 주급·월급 계산해 보기' }).click();
    await page.waitForURL(/\/service\/wage-calculator\?wage=11200&hours=8&days=5&night=1$/);
    await expect(page.getByLabel('시급 (원)')).toHaveValue('11200');
    // 537,600 a week and 28,000 of night premium (5 hours × 5,600)
    await expect(page.getByRole('definition').first()).toHaveText('565,600원');
  },
);

test('급여순 puts the better hourly figure first, whatever the pay type', async ({ page, request }) => {
  const company = await registerAccount(request, 'company', '급여순빵집');
  const where = { sido: '제주', sigungu: '서귀포시', position: 'baker' };
  // a month's worth would put 월급 3,000,000 before 일급 100,000 (2,600,000 over 26 days); an hour's puts
  // the 일급's 4½ hours (22,222원) before the 월급's 14,354원
  const monthly = `월급 제빵사 ${company.userId}`;
  const daily = `일급 반나절 ${company.userId}`;
  await publishPosting(request, company, monthly, { ...where, payType: 'monthly', payAmount: 3_000_000 });
  await publishPosting(request, company, daily, {
    ...where,
    ...FULL_WEEK,
    workStart: '09:00',
    workEnd: '14:00',
    payType: 'daily',
    payAmount: 100_000,
  });

  await page.goto(`/info/job-info-list?${new URLSearchParams(where)}`);
  await page.getByRole('navigation', { name: '정렬' }).getByRole('link', { name: '급여순' }).click();
  await page.waitForURL((url) => url.searchParams.get('sort') === 'pay');
  // the list drawn for 급여순, not the one before it (with JavaScript the address changes first)
  await expect(page.getByRole('navigation', { name: '정렬' }).getByRole('link', { name: '급여순' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const titles = await page.locator('main ul li h3 a').allTextContents();
  expect(titles.indexOf(daily)).toBeGreaterThanOrEqual(0);
  expect(titles.indexOf(daily)).toBeLessThan(titles.indexOf(monthly));
  await expect(page.getByText('급여형태를 고르지 않으면 시급 환산 금액으로 비교해요.')).toBeAttached();
});

test(
  'the wage calculator sums a week and a month, and refuses what it cannot read',
  { tag: ['@phone', '@phone-nojs'] },
  async ({ page }, testInfo) => {
    await page.goto('/service/wage-calculator');
    await expect(page.getByRole('heading', { name: '급여 계산기', level: 1 })).toBeVisible();
    // it starts at this year's minimum and a 40-hour week: the minimum monthly pay
    await expect(page.getByRole('definition').nth(1)).toHaveText('2,156,880원');

    const form = page.getByRole('form', { name: '급여 계산' });
    await form.getByLabel('시급 (원)').fill('12000');
    await form.getByLabel('하루 중 야간 근무시간 (시간)').fill('2');
    if (!hasJs(testInfo)) {
      await form.getByRole('button', { name: '계산하기' }).click();
      await page.waitForURL((url) => url.searchParams.get('wage') === '12000');
    }
    // 12,000 × 48 hours and 10 night hours × 6,000: 636,000 a week; 209 hours and the premium a month
    await expect(page.getByRole('definition').first()).toHaveText('636,000원');
    await expect(page.getByRole('definition').nth(1)).toHaveText('2,768,714원');
    await expect(page.getByText('보다 16.3% 많아요.', { exact: false })).toBeVisible();

    await form.getByLabel('시급 (원)').fill('9000');
    await form.getByLabel('주 근무일 (일)').fill('여덟');
    if (!hasJs(testInfo)) {
      const answer = page.waitForResponse((response) => response.url().includes('days='));
      await form.getByRole('button', { name: '계산하기' }).click();
      expect((await answer).status()).toBe(400);
    }
    await expect(page.getByText('주 근무일은 1일부터 7일까지 입력해주세요.')).toBeVisible();
    await form.getByLabel('주 근무일 (일)').fill('5');
    if (!hasJs(testInfo)) await form.getByRole('button', { name: '계산하기' }).click();
    await expect(page.getByText('최저임금보다 적게 주는 것은 법 위반이에요.', { exact: false })).toBeVisible();
    // the value typed stays in its field
    await expect(form.getByLabel('시급 (원)')).toHaveValue('9000');
  },
);
