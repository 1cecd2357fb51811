import { expect, test } from './fixtures';
import type { AdminMailDetail, AdminMailList } from '#contracts/mail';
import { E2E } from '../../playwright.config';
import { API_URL, apiPost, expectToast, openSettled, registerAccount, uniqueUserId } from './helpers';
import { waitForMail } from './mailbox';

const ADMIN = { userId: 'admin', password: 'admin1234' };

test(
  'the operator sends a test mail, sees it arrive, and reads it at /admin/mail',
  { tag: '@nojs' },
  async ({ page, members }) => {
    await members.signIn(page, ADMIN, '/admin');
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
  },
);

test('a member hears of the answer to a 1:1 inquiry by mail, and the operator reads that mail', async ({
  page,
  request,
  members,
}) => {
  const member = await registerAccount(request, 'normal', '메일받는회원', 'mailq');
  const title = `메일 문의 ${uniqueUserId('m')}`;
  const { inquiry } = await apiPost<{ inquiry: { id: number } }>(request, '/my/inquiries', member.token, {
    category: 'payment',
    title,
    body: '입금 확인 메일을 받을 수 있나요? 확인 부탁드립니다.',
  });
  const operator = await request.post(`${API_URL}/login`, { data: ADMIN });
  const { accessToken } = (await operator.json()) as { accessToken: string };
  await apiPost(request, `/admin/inquiries/${inquiry.id}/answer`, accessToken, {
    answer: '네, 입금이 확인되면 메일과 알림으로 알려드립니다.',
  });

  // it reaches the member's mailbox, in Korean, with a link to the answer on this site
  const mail = await waitForMail({ to: member.email, text: title });
  expect(mail.subject).toBe('[빵잡] 1:1 문의에 답변이 등록되었습니다');
  expect(mail.text).toContain('네, 입금이 확인되면 메일과 알림으로 알려드립니다.');
  expect(mail.links).toContain(`http://localhost:${E2E.webPort}/service/ask-user`);

  // the operator finds it in the log (its id through the operator's api: the list shows no text)
  const headers = { authorization: `Bearer ${accessToken}` };
  const read = async (path: string) => (await (await request.get(`${API_URL}${path}`, { headers })).json()) as unknown;
  const list = (await read('/admin/mail')) as AdminMailList;
  let mailPath = '';
  for (const item of list.items.filter((entry) => entry.kind === 'inquiry_answered')) {
    const { mail: opened } = (await read(`/admin/mail/${item.id}`)) as { mail: AdminMailDetail };
    if (opened.text?.includes(title)) mailPath = `/admin/mail/${item.id}`;
  }
  expect(mailPath).not.toBe('');
  // marked sent once the mailbox's server accepted it
  await expect.poll(async () => ((await read(mailPath)) as { mail: AdminMailDetail }).mail.status).toBe('sent');

  await members.signIn(page, ADMIN, '/admin/mail');
  const row = page.locator(`main tr:has(a[href="${mailPath}"])`);
  await expect(row.getByText('ma****@example.com')).toBeVisible();
  await expect(row.getByText('1:1 문의 답변')).toBeVisible();
  await expect(row.getByText('보냄')).toBeVisible();
  await row.getByRole('link', { name: '[빵잡] 1:1 문의에 답변이 등록되었습니다' }).click();
  await expect(page).toHaveURL(mailPath);
  await expect(page.getByText(`‘${title}’ 문의에 답변이 등록되었습니다.`)).toBeVisible();
  await expect(page.getByText('네, 입금이 확인되면 메일과 알림으로 알려드립니다.')).toBeVisible();

  // opened as a document it hydrates as drawn: no React mismatch (a status badge inside a <p>, which
  // the browser's parser splits, once was one)
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // the analytics script cannot load here (no network): a resource, not the page's own error
    if (message.type() === 'error' && !message.text().includes('Failed to load resource')) errors.push(message.text());
  });
  await openSettled(page, mailPath);
  await expect(page.getByText('네, 입금이 확인되면 메일과 알림으로 알려드립니다.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('mail really leaving, the operator reads a verification mail with its link hidden; the mailbox’s link verifies', async ({
  page,
  request,
  members,
}) => {
  const username = `링크확인 ${uniqueUserId('n')}`;
  const { userId, email } = await registerAccount(request, 'normal', username, 'hide');
  // the link itself is in the member's mailbox, and nowhere else
  const mail = await waitForMail({ to: email, subject: '[빵잡] 이메일 주소를 인증해주세요' });
  const link = mail.links.find((candidate) => candidate.includes('/account/verify-email/'));
  expect(link).toBeDefined();

  const operator = await request.post(`${API_URL}/login`, { data: ADMIN });
  const { accessToken } = (await operator.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const read = async (path: string) => (await (await request.get(`${API_URL}${path}`, { headers })).json()) as unknown;
  const list = (await read('/admin/mail')) as AdminMailList;
  let mailPath = '';
  for (const item of list.items.filter((entry) => entry.kind === 'verify_email')) {
    const { mail: opened } = (await read(`/admin/mail/${item.id}`)) as { mail: AdminMailDetail };
    if (opened.text?.includes(`${username}님`)) mailPath = `/admin/mail/${item.id}`;
  }
  expect(mailPath).not.toBe('');

  await members.signIn(page, ADMIN, mailPath);
  const text = page.locator('main article p').filter({ hasText: `${username}님` });
  await expect(text).toContainText(`이메일 인증하기: ${new URL(link!).origin}/account/verify-email/••••`);
  await expect(text).toContainText(`(${userId.slice(0, 2)}****@example.com)`);
  await expect(page.getByText('일회용 링크는 가렸습니다')).toBeVisible();
  await expect(page.getByText(/한 번만 쓰는 열쇠와 같아서/)).toBeVisible();
  // nothing on the page leads to the link or names the address
  await expect(page.locator('main a[href*="/account/verify-email/"]')).toHaveCount(0);
  expect(await page.content()).not.toContain(email);
  expect(await page.content()).not.toContain(new URL(link!).pathname);

  // the opening is in the operator log
  await page.goto('/admin/actions');
  await expect(
    page
      .locator('main tr', { hasText: `mail #${mailPath.split('/').at(-1)}` })
      .filter({ hasText: '메일 열람' })
      .first(),
  ).toBeVisible();

  // and the member's own link still verifies the address
  const token = new URL(link!).pathname.split('/').at(-1);
  expect((await request.post(`${API_URL}/verify-email`, { data: { token } })).status()).toBe(200);
});

test('the mail log filters by status, and a mail that does not exist says so in Korean', async ({ page, members }) => {
  await members.signIn(page, ADMIN, '/admin/mail');
  const filters = page.getByRole('navigation', { name: '메일 상태' });
  await filters.getByRole('link', { name: '실패' }).click();
  await expect(page).toHaveURL('/admin/mail?status=failed');
  await expect(filters.getByRole('link', { name: '실패' })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('main tr').getByText('보냄', { exact: true })).toHaveCount(0);

  const missing = await page.goto('/admin/mail/999999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('메일을 찾을 수 없습니다.')).toBeVisible();
});

test('a member cannot open the mail log', async ({ page, members }) => {
  await members.signIn(page, { userId: 'baker01', password: 'baker1234' }, '/');
  const res = await page.goto('/admin/mail');
  expect(res?.status()).toBe(403);
});
