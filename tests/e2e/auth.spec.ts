import { expect, test } from '@playwright/test';
import { DEMO, expectToast, fillSignUp, hasJs, login, openSettled, uniqueUserId, visibleHeader } from './helpers';

test.describe('sign-up', () => {
  test(
    'a job seeker signs up, is signed in and lands on / with the welcome toast',
    { tag: '@nojs' },
    async ({ page }) => {
      const userId = uniqueUserId('seeker');
      const form = await fillSignUp(page, 'normal', { userId, username: '박제빵' });
      await form.getByRole('button', { name: '가입하기' }).click();
      await expect(page).toHaveURL('/');
      await expectToast(page, '환영합니다. 박제빵님!');
      await expect(visibleHeader(page).getByText('박제빵님')).toBeVisible();
      await expect(visibleHeader(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
    },
  );

  test('a company gets the checksum error, keeps its input, then signs up', { tag: '@nojs' }, async ({ page }) => {
    const userId = uniqueUserId('bakery');
    const form = await fillSignUp(page, 'company', {
      userId,
      username: '달빛제과',
      businessNumber: '124-81-00997',
    });
    await form.getByRole('button', { name: '가입하기' }).click();
    await expectToast(page, '유효하지 않은 사업자등록번호입니다.');
    const again = page.locator('main form');
    await expect(again.getByLabel('회사명')).toHaveValue('달빛제과');
    await expect(again.getByLabel('아이디')).toHaveValue(userId);

    await again.getByLabel('사업자등록번호').fill('1248100998');
    await again.locator('input[name="password"]').fill('bread1234');
    await again.locator('input[name="passwordConfirm"]').fill('bread1234');
    await again.getByLabel(/이용약관/).check();
    await again.getByLabel(/개인정보 수집·이용/).check();
    await again.getByRole('button', { name: '가입하기' }).click();
    await expect(page).toHaveURL('/');
    await expectToast(page, '환영합니다. 달빛제과님!');
  });

  test('a taken login id is refused with the api message', { tag: '@nojs' }, async ({ page }) => {
    const form = await fillSignUp(page, 'normal', { userId: DEMO.normal.userId, username: '중복' });
    await form.getByRole('button', { name: '가입하기' }).click();
    await expectToast(page, '이미 사용 중인 아이디입니다.');
    await expect(page).toHaveURL(/\/register/);
  });
});

test.describe('login and logout', () => {
  test(
    'login welcomes the user and logout says 로그아웃 완료! on the same page',
    { tag: '@nojs' },
    async ({ page }) => {
      await page.goto('/service/payment');
      await login(page, DEMO.normal, '/service/payment');
      await expect(page).toHaveURL('/service/payment');
      await expectToast(page, `환영합니다. ${DEMO.normal.username}님!`);

      await visibleHeader(page).getByRole('button', { name: '로그아웃' }).click();
      await expect(page).toHaveURL('/service/payment');
      await expectToast(page, '로그아웃 완료!');
      await expect(visibleHeader(page).getByRole('link', { name: '로그인' })).toBeVisible();
    },
  );

  test('logging out on a members’ page shows that page’s guard', { tag: '@nojs' }, async ({ page }) => {
    await login(page, DEMO.normal, '/resume');
    await expect(page).toHaveURL('/resume');
    await visibleHeader(page).getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL('/login?redirectTo=%2Fresume');
    await expectToast(page, '로그아웃 완료!');
  });

  test('a failed login shows the api’s message', { tag: '@nojs' }, async ({ page }) => {
    await login(page, { userId: uniqueUserId('nobody'), password: 'wrong1234' }, undefined, { expectSuccess: false });
    await expectToast(page, '아이디 또는 비밀번호가 올바르지 않습니다.');
    await expect(page).toHaveURL(/\/login/);
  });

  test(
    'the header’s 로그인 opens a modal with JavaScript and the login page without',
    { tag: '@nojs' },
    async ({ page }, testInfo) => {
      // hydrated first: before that, 로그인 is a plain link to the login page
      await openSettled(page, '/info/job-info-list');
      await visibleHeader(page).getByRole('link', { name: '로그인' }).click();
      if (!hasJs(testInfo)) {
        await expect(page).toHaveURL('/login?redirectTo=%2Finfo%2Fjob-info-list');
        return;
      }
      const dialog = page.getByRole('dialog', { name: '로그인' });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL('/info/job-info-list');
      await dialog.getByLabel('아이디').fill(DEMO.company.userId);
      await dialog.locator('input[name="password"]').fill('wrong1234');
      await dialog.getByRole('button', { name: '로그인' }).click();
      await expectToast(page, '아이디 또는 비밀번호가 올바르지 않습니다.');
      await expect(dialog).toBeVisible();
      await dialog.locator('input[name="password"]').fill(DEMO.company.password);
      await dialog.getByRole('button', { name: '로그인' }).click();
      await expectToast(page, `환영합니다. ${DEMO.company.username}님!`);
      await expect(page).toHaveURL('/info/job-info-list');
      await expect(dialog).toBeHidden();
    },
  );

  test('잠시만 기다려주세요... covers the screen while signing in', async ({ page }, testInfo) => {
    test.skip(!hasJs(testInfo), 'the overlay is drawn by JavaScript while a submission is in flight');
    await openSettled(page, '/login');
    // the sign-in is held until the overlay has been seen, then let through
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/login?_data=*', async (route) => {
      await held;
      await route.continue();
    });
    const form = page.locator('main form');
    await form.getByLabel('아이디').fill(DEMO.normal.userId);
    await form.locator('input[name="password"]').fill(DEMO.normal.password);
    await form.getByRole('button', { name: '로그인' }).click();
    await expect(page.getByText('잠시만 기다려주세요...')).toBeVisible();
    release();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('잠시만 기다려주세요...')).toBeHidden();
  });

  test('the login page keeps its redirect same-site', { tag: '@nojs' }, async ({ page }) => {
    await login(page, DEMO.normal, 'https://evil.example.com/');
    await expect(page).toHaveURL('/');
    await expectToast(page, `환영합니다. ${DEMO.normal.username}님!`);
  });
});
