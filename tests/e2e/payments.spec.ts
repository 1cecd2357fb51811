import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  apiPost,
  completePosting,
  dropCookies,
  expectToast,
  oldestItem,
  registerAccount,
  switchUser,
  uniqueUserId,
} from './helpers';

// A fresh account, an order and a payment each, four projects at once.
test.slow();

const ADMIN = { userId: 'admin', password: 'admin1234' };

/** A new job seeker with one resume complete enough to publish, titled `title` and a unique tail. */
async function seekerWithResume(request: APIRequestContext, username: string, title: string) {
  const seeker = await registerAccount(request, 'normal', username);
  const resume = {
    title: `${title} ${uniqueUserId('r')}`,
    name: '이입금',
    birthYear: 1995,
    phone: '010-7777-8888',
    regions: [{ sido: '서울', sigungu: null }],
    positions: ['patissier'],
    introduction: '타르트와 무스 케이크를 4년 동안 만들었습니다. 새벽 근무도 괜찮습니다.',
  };
  const { resume: saved } = await apiPost<{ resume: { id: number } }>(request, '/my/resumes', seeker.token, resume);
  return { seeker, id: saved.id, title: resume.title };
}

test(
  'a company pays by test card and its posting appears in the public list',
  { tag: '@nojs' },
  async ({ page, request }) => {
    const company = await registerAccount(request, 'company', '카드결제 베이커리');
    const title = `카드결제 제빵사 ${uniqueUserId('t')}`;
    await apiPost(request, '/my/job-infos', company.token, completePosting(title));

    await switchUser(page, company, '/job-info/payment');
    await page.getByLabel(title).check();
    await page.getByLabel(/공고 게재 7일/).check();
    await page.getByRole('radio', { name: '테스트 결제' }).check();
    await page.getByRole('button', { name: '주문하기' }).click();
    await expect(page).toHaveURL(/\/user\/payment\/\d+$/);
    await expectToast(page, '주문을 만들었습니다. 결제를 마치면 바로 적용됩니다.');
    const checkout = page.getByLabel('테스트 결제');
    await expect(checkout).toContainText('테스트 결제');

    await checkout.getByRole('button', { name: '결제 승인' }).click();
    await expectToast(page, '결제가 완료되었습니다. 상품이 바로 적용되었습니다.');
    await expect(page.getByText('결제 완료', { exact: true })).toBeVisible();
    await expect(page.getByText('10,000원 (VAT 포함)')).toBeVisible();

    await page.goto('/info/job-info-list');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.goto('/user/payment');
    await expect(page.getByRole('link', { name: '공고 게재 7일' }).first()).toBeVisible();
  },
);

test(
  'an edited posting ready to publish leads to its payment, and its order back to the posting',
  { tag: '@nojs' },
  async ({ page, request }) => {
    const company = await registerAccount(request, 'company', '되돌아가는 베이커리');
    const title = `되돌아갈 공고 ${uniqueUserId('t')}`;
    const { jobInfo } = await apiPost<{ jobInfo: { id: number } }>(
      request,
      '/my/job-infos',
      company.token,
      completePosting(title),
    );
    const edit = `/job-info/${jobInfo.id}/edit`;

    await switchUser(page, company, edit);
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(page).toHaveURL(`/job-info/payment?target=${jobInfo.id}`);
    await expectToast(page, '공고를 저장했습니다. 게재 기간을 골라 결제하면 공고가 게재됩니다.');
    await expect(page.getByRole('radio', { name: title })).toBeChecked();
    await page.getByLabel(/공고 게재 7일/).check();
    await page.getByRole('radio', { name: '테스트 결제' }).check();
    await page.getByRole('button', { name: '주문하기' }).click();
    await expect(page).toHaveURL(/\/user\/payment\/\d+$/);
    await page.getByLabel('테스트 결제').getByRole('button', { name: '결제 승인' }).click();
    await expectToast(page, '결제가 완료되었습니다. 상품이 바로 적용되었습니다.');

    await page.getByRole('link', { name: '공고로 돌아가기' }).click();
    await expect(page).toHaveURL(edit);
    // listed now: a save has nothing to sell, and goes back to 공고 관리 as before
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(page).toHaveURL('/job-info');
    await expectToast(page, '공고를 저장했습니다.');
  },
);

test(
  'an edited resume ready to publish leads to its payment, and its order back to the resume',
  { tag: '@nojs' },
  async ({ page, request }) => {
    const { seeker, id, title } = await seekerWithResume(request, '되돌아가는 구직자', '되돌아갈 이력서');

    await switchUser(page, seeker, `/resume/${id}/edit`);
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(page).toHaveURL(`/resume/payment?target=${id}`);
    await expectToast(page, '이력서를 저장했습니다. 공개 기간을 골라 결제하면 인재정보에 공개됩니다.');
    await expect(page.getByRole('radio', { name: title })).toBeChecked();
    await page.getByLabel(/이력서 공개 30일/).check();
    await page.getByRole('radio', { name: '테스트 결제' }).check();
    await page.getByRole('button', { name: '주문하기' }).click();
    await expect(page).toHaveURL(/\/user\/payment\/\d+$/);
    await page.getByRole('link', { name: '이력서로 돌아가기' }).click();
    await expect(page).toHaveURL(`/resume/${id}/edit`);
  },
);

test(
  'a job seeker pays by bank transfer, the operator confirms, the resume appears in the talent list',
  { tag: '@nojs' },
  async ({ page, request, members }) => {
    const { seeker, title } = await seekerWithResume(request, '이입금', '무통장 파티시에');

    await switchUser(page, seeker, '/resume/payment');
    await page.getByLabel(title).check();
    await page.getByLabel(/이력서 공개 30일/).check();
    await page.getByRole('radio', { name: '무통장입금' }).check();
    await page.getByLabel('입금자명 (무통장입금)').fill('이입금');
    await page.getByRole('button', { name: '주문하기' }).click();
    await expect(page).toHaveURL(/\/user\/payment\/\d+$/);
    const instructions = page.getByLabel('무통장입금 안내');
    await expect(instructions).toContainText('123456-01-234567');
    await expect(instructions).toContainText('3,000원');
    await expect(instructions).toContainText('이입금');
    const orderNo = (await page.locator('tr', { hasText: '주문번호' }).locator('td').textContent())!.trim();

    await dropCookies(page);
    await members.signIn(page, ADMIN, '/admin/payments');
    const row = page.locator('tr, li').filter({ hasText: orderNo }).first();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: '입금 확인' }).click();
    await expectToast(page, '입금을 확인했습니다. 상품이 적용되었습니다.');

    await page.goto('/info/resume-list');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  },
);

test(
  'a company buys talent credits, unlocks a resume and sees its contacts',
  { tag: '@nojs' },
  async ({ page, request }) => {
    const company = await registerAccount(request, 'company', '열람 베이커리');
    const resume = await oldestItem<{ id: number; title: string }>(request, '/resumes');

    await switchUser(page, company, `/info/resume/${resume.id}`);
    await expect(page.getByText('보유한 인재 열람권이 없습니다.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: '인재 열람권 구매하기' }).click();
    await expect(page).toHaveURL('/job-info/payment/count-payment');
    await page.getByLabel(/인재 열람권 10건/).check();
    await page.getByRole('radio', { name: '테스트 결제' }).check();
    await page.getByRole('button', { name: '주문하기' }).click();
    await page.getByLabel('테스트 결제').getByRole('button', { name: '결제 승인' }).click();
    await expectToast(page, '결제가 완료되었습니다. 상품이 바로 적용되었습니다.');

    await page.goto('/job-info/payment/count-payment');
    await expect(page.getByText('남은 열람권 10건')).toBeVisible();

    await page.goto(`/info/resume/${resume.id}`);
    await page.getByRole('button', { name: '열람권 1건으로 연락처 보기 (남은 10건)' }).click();
    await expectToast(page, '열람권 1건을 사용해 연락처를 열었습니다. 남은 열람권 9건');
    await expect(page.getByText('인재 열람권으로 연 이력서입니다.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^010-/ })).toBeVisible();
  },
);
