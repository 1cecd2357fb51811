import { expect, test } from '@playwright/test';
import { expectToast, login } from './helpers';
import { waitForMail } from './mailbox';

const ADMIN = { userId: 'admin', password: 'admin1234' };

test('the operator sends a test mail, sees it arrive, and reads it at /admin/mail', async ({ page }) => {
  await login(page, ADMIN, '/admin');
  await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '보낸 메일' }).click();
  await expect(page).toHaveURL('/admin/mail');
  await expect(page.getByRole('heading', { level: 1, name: '보낸 메일' })).toBeVisible();
  // the e2e api has a mail server (the run's mailbox), so nothing says mail is only kept
  await expect(page.getByText('메일 서버가 설정되지 않았습니다')).toHaveCount(0);

  const sentAfter = new Date();
  await page.getByRole('button', { name: '시험 메일 보내기' }).click();
  await expect(page).toHaveURL(/\/admin\/mail\/\d+$/);
  await expectToast(page, '시험 메일을 보내는 중입니다. 몇 초 뒤 새로 고쳐 상태를 확인하세요.');
  const mailPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: '[빵잡] 시험 메일' })).toBeVisible();
  await expect(page.getByText('ad****@example.com')).toBeVisible();

  // the api's sender delivers it to the real SMTP server of the run
  const mail = await waitForMail({ to: 'admin@example.com', subject: '[빵잡] 시험 메일', after: sentAfter });
  expect(mail.text).toContain('빵잡의 메일 설정을 확인하는 시험 메일입니다.');
  expect(mail.links).toContain(new URL('/admin/mail', page.url()).href);

  // the list says it was sent, newest first; its subject opens it
  await expect
    .poll(async () => {
      await page.goto('/admin/mail?status=sent');
      return page.locator(`main tr:has(a[href="${mailPath}"])`).count();
    })
    .toBe(1);
  const row = page.locator(`main tr:has(a[href="${mailPath}"])`);
  await expect(row.getByText('보냄')).toBeVisible();
  await expect(row.getByText('시험 메일', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: '[빵잡] 시험 메일' }).click();
  await expect(page).toHaveURL(mailPath);
  const text = page.locator('main article p').filter({ hasText: '빵잡의 메일 설정을 확인하는 시험 메일입니다.' });
  await expect(text).toBeVisible();
  // the operator follows the mail's link from its text (how a fresh clone verifies an address)
  await text.getByRole('link', { name: /\/admin\/mail$/ }).click();
  await expect(page).toHaveURL('/admin/mail');
});

test('the mail log filters by status, and a mail that does not exist says so in Korean', async ({ page }) => {
  await login(page, ADMIN, '/admin/mail');
  const filters = page.getByRole('navigation', { name: '메일 상태' });
  await filters.getByRole('link', { name: '실패' }).click();
  await expect(page).toHaveURL('/admin/mail?status=failed');
  await expect(filters.getByRole('link', { name: '실패' })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('main tr').getByText('보냄', { exact: true })).toHaveCount(0);

  const missing = await page.goto('/admin/mail/999999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('메일을 찾을 수 없습니다.')).toBeVisible();
});

test('a member cannot open the mail log', async ({ page }) => {
  await login(page, { userId: 'baker01', password: 'baker1234' });
  const res = await page.goto('/admin/mail');
  expect(res?.status()).toBe(403);
});
