import { expect, test } from '@playwright/test';
import { expectToast, fillSignUp, login, uniqueUserId, visibleHeader } from './helpers';

test(
  'a member checks their password, edits their info, changes the password and leaves',
  { tag: '@nojs' },
  async ({ page }) => {
    const userId = uniqueUserId('editor');
    const form = await fillSignUp(page, 'normal', { userId, username: '최반죽' });
    await form.getByRole('button', { name: '가입하기' }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/user/edit');
    const main = page.locator('main');
    await main.locator('input[name="password"]').fill('wrong1234');
    await main.getByRole('button', { name: '확인' }).click();
    await expectToast(page, '비밀번호가 일치하지 않습니다.');
    await main.locator('input[name="password"]').fill('bread1234');
    await main.getByRole('button', { name: '확인' }).click();

    const info = main.locator('form').filter({ has: page.getByRole('button', { name: '정보 저장' }) });
    await expect(info.getByLabel('이름')).toHaveValue('최반죽');
    await info.getByLabel('이름').fill('최발효');
    await info.getByLabel('연락처').fill('01077776666');
    await info.getByRole('button', { name: '정보 저장' }).click();
    await expectToast(page, '회원정보가 수정되었습니다.');
    await expect(visibleHeader(page).getByText('최발효님')).toBeVisible();
    await expect(info.getByLabel('연락처')).toHaveValue('010-7777-6666');

    const password = main.locator('form').filter({ has: page.getByRole('button', { name: '비밀번호 변경' }) });
    await password.locator('input[name="password"]').fill('bread1234');
    await password.locator('input[name="newPassword"]').fill('short');
    await password.locator('input[name="newPasswordConfirm"]').fill('short');
    await password.getByRole('button', { name: '비밀번호 변경' }).click();
    await expectToast(page, '비밀번호는 8자 이상이어야 합니다.');
    await password.locator('input[name="password"]').fill('bread1234');
    await password.locator('input[name="newPassword"]').fill('crumb5678');
    await password.locator('input[name="newPasswordConfirm"]').fill('crumb5678');
    await password.getByRole('button', { name: '비밀번호 변경' }).click();
    await expectToast(page, '비밀번호가 변경되었습니다.');

    const removal = main.locator('form').filter({ has: page.getByRole('button', { name: '회원 탈퇴' }) });
    await removal.locator('input[name="password"]').fill('crumb5678');
    await removal.getByLabel(/탈퇴에 동의합니다/).check();
    await removal.getByRole('button', { name: '회원 탈퇴' }).click();
    await expect(page).toHaveURL('/');
    await expectToast(page, '회원 탈퇴가 완료되었습니다. 그동안 빵잡을 이용해주셔서 감사합니다.');
    await expect(visibleHeader(page).getByRole('link', { name: '로그인' })).toBeVisible();

    await login(page, { userId, password: 'crumb5678' }, undefined, { expectSuccess: false });
    await expectToast(page, '아이디 또는 비밀번호가 올바르지 않습니다.');
  },
);

test(
  'the api asks for the password again: the password step comes back with its message, the typed info waits',
  { tag: '@nojs' },
  async ({ page, context }) => {
    const userId = uniqueUserId('recheck');
    const form = await fillSignUp(page, 'normal', { userId, username: '정확인' });
    await form.getByRole('button', { name: '가입하기' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/user/edit');
    const main = page.locator('main');
    await main.locator('input[name="password"]').fill('bread1234');
    await main.getByRole('button', { name: '확인' }).click();
    const info = main.locator('form').filter({ has: page.getByRole('button', { name: '정보 저장' }) });
    await expect(info.getByLabel('이름')).toHaveValue('정확인');

    // A new sign-in takes over this browser's session: the api has no password check for it.
    await context.clearCookies();
    const other = await context.newPage();
    await login(other, { userId, password: 'bread1234' });
    await other.close();

    await info.getByLabel('이름').fill('정재확인');
    await info.getByLabel('연락처').fill('01055554444');
    await info.getByRole('button', { name: '정보 저장' }).click();
    await expectToast(page, '보안을 위해 비밀번호를 다시 확인하거나 다시 로그인해주세요.');
    await expect(info).toHaveCount(0);
    await main.locator('input[name="password"]').fill('bread1234');
    await main.getByRole('button', { name: '확인' }).click();

    await expect(info.getByLabel('이름')).toHaveValue('정재확인');
    await expect(info.getByLabel('연락처')).toHaveValue('01055554444');
    await info.getByRole('button', { name: '정보 저장' }).click();
    await expectToast(page, '회원정보가 수정되었습니다.');
    await expect(visibleHeader(page).getByText('정재확인님')).toBeVisible();
    await expect(info.getByLabel('연락처')).toHaveValue('010-5555-4444');
  },
);
