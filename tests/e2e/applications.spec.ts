import { expect, test } from '@playwright/test';
import { apiPost, expectToast, hasJs, login, openAs, publishPosting, registerAccount, uniqueUserId } from './helpers';

// Two fresh accounts, a paid posting and a resume each, four projects at once.
test.slow();

test(
  'a job seeker applies, the company opens and passes it, the seeker sees 열람 then 서류합격',
  { tag: '@nojs' },
  async ({ page, request, browser }, testInfo) => {
    const company = await registerAccount(request, 'company', '지원받는 베이커리', 'applybiz');
    const seeker = await registerAccount(request, 'normal', '정지원', 'applyseek');
    const title = `지원 받는 제빵사 ${uniqueUserId('a')}`;
    const jobInfoId = await publishPosting(request, company, title);
    await apiPost(request, '/my/resumes', seeker.token, {
      title: '식빵 4년차 제빵사',
      name: '정지원',
      birthYear: 1993,
      phone: '010-3456-7890',
      email: 'jiwon@example.com',
      regions: [{ sido: '서울', sigungu: null }],
      positions: ['baker'],
      introduction: '식빵과 바게트를 4년 동안 구웠습니다. 새벽 근무 가능합니다.',
    });

    // A visitor is sent to log in and comes back to the posting.
    await page.goto(`/info/job-info/${jobInfoId}`);
    await expect(page.getByText('60일 동안 보관되고', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: '로그인하고 지원하기' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    const form = page.locator('main form');
    await form.getByLabel('아이디').fill(seeker.userId);
    await form.locator('input[name="password"]').fill(seeker.password);
    await form.getByRole('button', { name: '로그인' }).click();
    await expect(page).toHaveURL(`/info/job-info/${jobInfoId}`);

    await expect(page.getByRole('radio', { name: '식빵 4년차 제빵사' })).toBeChecked();
    await page.getByRole('button', { name: '이 이력서로 지원하기' }).click();
    await expectToast(page, '지원했습니다. 진행 상황은 지원한 회사에서 확인할 수 있습니다.');
    await expect(page.getByText('이미 지원한 공고입니다')).toBeVisible();

    await page.goto('/resume/apply-job-info');
    const mine = page.locator('main li').filter({ hasText: title });
    await expect(mine.getByText('지원완료', { exact: true })).toBeVisible();
    await expect(mine.getByText('답을 기다리는 중', { exact: true })).toBeVisible();
    await expect(mine.getByRole('button', { name: '지원 취소' })).toBeVisible();

    // The company: one unread in its menu, one applicant on the posting.
    const companyPage = await openAs(browser, testInfo, company, '/job-info/posting-list');
    await expect(companyPage.locator('.area-nav').getByRole('link', { name: '지원자 관리 새 1' })).toBeVisible();
    await companyPage.getByRole('link', { name: /지원자 1명/ }).click();
    await expect(companyPage).toHaveURL(`/job-info/apply-resume?jobInfoId=${jobInfoId}`);
    await expect(companyPage.getByRole('heading', { name: title })).toBeVisible();
    await companyPage.getByRole('link', { name: '지원서 열람' }).click();
    await expect(companyPage).toHaveURL(/\/job-info\/apply-resume\/\d+$/);
    await expect(companyPage.getByRole('link', { name: '010-3456-7890' })).toBeVisible();
    await expect(companyPage.getByText('열람', { exact: true })).toBeVisible();

    await page.reload();
    await expect(mine.getByText('열람', { exact: true })).toBeVisible();
    await expect(mine.getByRole('button', { name: '지원 취소' })).toHaveCount(0);

    await companyPage.getByRole('button', { name: '서류합격' }).click();
    await expectToast(companyPage, '서류합격으로 표시했습니다. 지원자에게 바로 보입니다.');
    await expect(companyPage.getByRole('button', { name: '서류합격' })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(mine.getByText('서류합격', { exact: true })).toBeVisible();
    await expect(mine.getByText('답변을 받았어요', { exact: true })).toBeVisible();
    await companyPage.context().close();
  },
);

test(
  'a job seeker cancels an application before the company opens it',
  { tag: '@nojs' },
  async ({ page, request }, testInfo) => {
    const company = await registerAccount(request, 'company', '취소되는 베이커리', 'cancelbiz');
    const seeker = await registerAccount(request, 'normal', '한취소', 'cancelseek');
    const title = `취소할 공고 ${uniqueUserId('c')}`;
    const jobInfoId = await publishPosting(request, company, title);
    const { resume } = await apiPost<{ resume: { id: number } }>(request, '/my/resumes', seeker.token, {
      title: '케이크 2년차',
      name: '한취소',
      birthYear: 1998,
      phone: '010-9876-5432',
      regions: [{ sido: '서울', sigungu: null }],
      positions: ['cake_designer'],
      introduction: '생크림 케이크 아이싱과 데코레이션을 2년 동안 했습니다.',
    });
    await apiPost(request, `/job-infos/${jobInfoId}/applications`, seeker.token, { resumeId: resume.id });

    await login(page, seeker, '/resume/apply-job-info');
    const row = page.locator('main li').filter({ hasText: title });
    if (hasJs(testInfo)) page.once('dialog', (dialog) => dialog.accept());
    await row.getByRole('button', { name: '지원 취소' }).click();
    await expectToast(page, '지원을 취소했습니다.');
    await expect(row.getByText('지원취소', { exact: true })).toBeVisible();

    // The posting takes a new application again.
    await page.goto(`/info/job-info/${jobInfoId}`);
    await expect(page.getByRole('button', { name: '이 이력서로 지원하기' })).toBeVisible();
  },
);
