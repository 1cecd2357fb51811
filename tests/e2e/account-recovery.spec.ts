import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  API_URL,
  dropCookies,
  expectToast,
  fillSignUp,
  hasJs,
  login,
  openSettled,
  registerAccount,
  uniqueUserId,
  visibleHeader,
} from './helpers';
import { waitForMail } from './mailbox';

const VERIFY_SUBJECT = '[빵잡] 이메일 주소를 인증해주세요';

/** The link of `path` in a mail, as the mail gives it (the api builds it from the web's address). */
function linkIn(mail: { links: string[] }, path: string): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname.startsWith(path));
  expect(link, `a ${path} link in ${mail.links.join(' ')}`).toBeDefined();
  return link!;
}

/** A new job seeker, made through the api, with an address of its own, verified from its mail. */
async function verifiedAccount(request: APIRequestContext, username: string) {
  const userId = uniqueUserId('rec');
  const account = { userId, password: 'bread1234', email: `${userId}@example.com`, username };
  const registered = await request.post(`${API_URL}/register`, {
    data: { ...account, phone: '010-1234-5678', role: 'normal', agreeTerms: true, agreePrivacy: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const mail = await waitForMail({ to: account.email, subject: VERIFY_SUBJECT });
  const token = new URL(linkIn(mail, '/account/verify-email/')).pathname.split('/').at(-1);
  expect((await request.post(`${API_URL}/verify-email`, { data: { token } })).status()).toBe(200);
  const { accessToken } = (await registered.json()) as { accessToken: string };
  return { ...account, accessToken };
}

/**
 * Presses 확인 on an opened verification link's page, and waits for the web's answer to it: a page
 * without JavaScript, the action's data with it (both a POST to the link's own path).
 */
async function confirmVerification(page: Page, link: string, status: number) {
  const path = new URL(link, 'http://site.invalid').pathname;
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path,
  );
  await page.locator('main').getByRole('button', { name: '확인' }).click();
  expect((await answer).status()).toBe(status);
}

/** How 아이디 찾기 shows a login id: the first two characters and the last. */
const masked = (userId: string) => `${userId.slice(0, 2)}${'*'.repeat(userId.length - 3)}${userId.slice(-1)}`;

// each test waits for mails, which the api's sender delivers every few seconds
test.slow();

/** A field's Korean error, next to the field. */
async function expectFieldError(page: Page, message: string) {
  await expect(page.locator('main').getByText(message, { exact: true })).toBeVisible();
}

test(
  'a new member verifies the address from the mail; a used or mangled link gets a Korean page',
  { tag: '@nojs' },
  async ({ page }) => {
    const userId = uniqueUserId('verify');
    const email = `${userId}@example.com`;
    const signUp = await fillSignUp(page, 'normal', { userId, username: '이인증' });
    await signUp.getByLabel('이메일').fill(email);
    const signedUpAt = new Date();
    await signUp.getByRole('button', { name: '가입하기' }).click();
    await expect(page).toHaveURL('/');
    const first = await waitForMail({ to: email, subject: VERIFY_SUBJECT, after: signedUpAt });
    expect(first.text).toContain('이인증님, 빵잡에 등록하신 이메일 주소');

    // /user/edit says the address is not verified and sends another link
    await page.goto('/user/edit');
    const main = page.locator('main');
    await main.locator('input[name="password"]').fill('bread1234');
    await main.getByRole('button', { name: '확인' }).click();
    await expect(main.getByText('이메일 주소가 인증되지 않았습니다')).toBeVisible();
    const resentAt = new Date();
    await main.getByRole('button', { name: '인증 메일 다시 받기' }).click();
    await expectToast(page, `${email}(으)로 인증 메일을 보냈습니다. 메일의 링크를 24시간 안에 열어주세요.`);
    const second = await waitForMail({ to: email, subject: VERIFY_SUBJECT, after: resentAt });
    const link = linkIn(second, '/account/verify-email/');
    expect(link).not.toBe(linkIn(first, '/account/verify-email/'));

    const opened = await page.goto(link);
    expect(opened?.status()).toBe(200);
    await confirmVerification(page, link, 200);
    await expect(main.getByRole('heading', { name: '이메일 인증 완료' })).toBeVisible();
    await expect(main.getByText('이메일 주소가 인증되었습니다.')).toBeVisible();
    await main.getByRole('link', { name: '회원정보 보기' }).click();
    await expect(page).toHaveURL('/user/edit');
    await expect(main.getByText('인증된 주소입니다. 바꾸면 새 주소로 인증 메일을 보내드립니다.')).toBeVisible();
    await expect(main.getByText('이메일 주소가 인증되지 않았습니다')).toHaveCount(0);

    await page.goto(link);
    await confirmVerification(page, link, 410);
    await expect(main.getByRole('heading', { name: '이메일 인증 링크를 쓸 수 없습니다' })).toBeVisible();
    await expect(main.getByText('이미 사용한 링크입니다.')).toBeVisible();
    await main.getByRole('button', { name: '인증 메일 다시 받기' }).click();
    await expectToast(page, '이미 인증된 이메일 주소입니다.');
    await expect(page).toHaveURL('/user/edit');

    const mangled = '/account/verify-email/not-a-real-link';
    await page.goto(mangled);
    await confirmVerification(page, mangled, 404);
    await expect(main.getByText(/^올바르지 않은 링크입니다/)).toBeVisible();

    await dropCookies(page);
    await page.goto(link);
    await confirmVerification(page, link, 410);
    await expect(main.getByRole('link', { name: '로그인하고 인증 메일 다시 받기' })).toBeVisible();
  },
);

test('opening the verification link verifies nothing: a mail scanner’s GET leaves the link to its owner', async ({
  page,
  request,
}) => {
  const { email } = await registerAccount(request, 'normal', '정스캔', 'scan');
  const link = linkIn(await waitForMail({ to: email, subject: VERIFY_SUBJECT }), '/account/verify-email/');
  // what a scanner does: fetch the link, as a browser would, twice
  for (const scan of [await request.get(link), await page.goto(link)]) {
    expect(scan?.status()).toBe(200);
    expect(await scan?.text()).toContain('확인');
  }
  await expect(page.locator('main').getByRole('button', { name: '확인' })).toBeVisible();
  // the link is still unused: the api verifies with it now, which it refuses for a used link (410)
  const token = new URL(link).pathname.split('/').at(-1);
  const verified = await request.post(`${API_URL}/verify-email`, { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
});

test(
  '아이디 찾기 from the login page: Korean field errors, the same answer for nobody, the masked id by mail',
  { tag: '@nojs' },
  async ({ page, request }, testInfo) => {
    const account = await verifiedAccount(request, '김아이디');
    await page.goto('/login');
    // with JavaScript the page fetches its checks (zod and the contract's schema) once it is interactive
    const checks = hasJs(testInfo) ? page.waitForResponse((r) => r.url().includes('/recovery.schema-')) : null;
    await page.locator('main').getByRole('link', { name: '아이디 찾기' }).click();
    await expect(page).toHaveURL('/account/find-id');
    const main = page.locator('main');
    if (checks) {
      expect((await checks).ok()).toBe(true);
      // the check is in place a moment after its file has come (the module runs, then the form takes it):
      // the field is left again until it answers
      await expect(async () => {
        await main.getByLabel('이메일').fill('not-an-address');
        await main.getByLabel('이메일').blur();
        await expect(main.getByText('이메일 형식이 올바르지 않습니다.', { exact: true })).toBeVisible({
          timeout: 1_000,
        });
      }).toPass();
      await main.getByLabel('이메일').fill('');
      await expectFieldError(page, '이메일을 입력해주세요.');
    }

    await main.getByRole('button', { name: '아이디 찾기' }).click();
    await expectFieldError(page, '이름을 입력해주세요.');
    await expectFieldError(page, '이메일을 입력해주세요.');
    await main.getByLabel('이름').fill('김아이디');
    await main.getByLabel('이메일').fill('not-an-address');
    await main.getByRole('button', { name: '아이디 찾기' }).click();
    await expectFieldError(page, '이메일 형식이 올바르지 않습니다.');
    await expect(main.getByLabel('이름')).toHaveValue('김아이디');
    await expect(main.getByLabel('이메일')).toHaveValue('not-an-address');
    if (hasJs(testInfo)) {
      const axe = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    }

    const answer = main.getByRole('status');
    await main.getByLabel('이메일').fill(`nobody-${account.email}`);
    await main.getByRole('button', { name: '아이디 찾기' }).click();
    await expect(answer).toContainText('인증된 회원 정보와 일치하면');
    const nobodyAnswer = await answer.textContent();

    const askedAt = new Date();
    await main.getByLabel('이름').fill('김아이디');
    await main.getByLabel('이메일').fill(account.email.toUpperCase());
    await main.getByRole('button', { name: '아이디 찾기' }).click();
    await expect(answer).toHaveText(nobodyAnswer!);
    await expect(main.getByLabel('이메일')).toHaveValue('');

    const mail = await waitForMail({
      to: account.email,
      subject: '[빵잡] 요청하신 아이디를 알려드립니다',
      after: askedAt,
    });
    expect(mail.text).toContain(`${masked(account.userId)} (개인회원)`);
    expect(mail.text).not.toContain(account.userId);
    expect(new URL(linkIn(mail, '/login')).pathname).toBe('/login');

    if (hasJs(testInfo)) {
      // the header's login modal links to both, and leaves when one is followed (hydrated first: before
      // that, 로그인 is a plain link to the login page)
      await openSettled(page, '/info/job-info-list');
      await visibleHeader(page).getByRole('link', { name: '로그인' }).click();
      const dialog = page.getByRole('dialog', { name: '로그인' });
      await dialog.getByRole('link', { name: '비밀번호 찾기' }).click();
      await expect(page).toHaveURL('/account/find-password');
      await expect(dialog).toBeHidden();
    }
  },
);

test(
  '비밀번호 찾기: the mailed link sets a new password once, ends every sign-in, and then says it was used',
  { tag: '@nojs' },
  async ({ page, request }) => {
    const account = await verifiedAccount(request, '박재설정');
    await login(page, account);
    const main = page.locator('main');

    await page.goto('/account/find-password');
    await main.getByLabel('아이디').fill(account.userId);
    await main.getByLabel('이메일').fill(account.email);
    const askedAt = new Date();
    await main.getByRole('button', { name: '재설정 링크 받기' }).click();
    await expect(main.getByRole('status')).toContainText('비밀번호 재설정 링크를 보내드렸습니다');
    const mail = await waitForMail({ to: account.email, subject: '[빵잡] 비밀번호 재설정 안내', after: askedAt });
    expect(mail.text).toContain('링크는 30분 동안 한 번만 쓸 수 있고');
    const link = linkIn(mail, '/account/reset-password/');

    await page.goto(link);
    await expect(main.getByRole('heading', { name: '비밀번호 재설정' })).toBeVisible();
    await expect(main.getByText(masked(account.userId), { exact: true })).toBeVisible();
    await main.locator('input[name="newPassword"]').fill('short');
    await main.locator('input[name="newPasswordConfirm"]').fill('short');
    await main.getByRole('button', { name: '비밀번호 변경' }).click();
    await expectFieldError(page, '비밀번호는 8자 이상이어야 합니다.');
    await main.locator('input[name="newPassword"]').fill('crust5678');
    await main.locator('input[name="newPasswordConfirm"]').fill('crust5679');
    await main.getByRole('button', { name: '비밀번호 변경' }).click();
    await expectFieldError(page, '새 비밀번호 확인이 일치하지 않습니다.');
    await main.locator('input[name="newPassword"]').fill('crust5678');
    await main.locator('input[name="newPasswordConfirm"]').fill('crust5678');
    await main.getByRole('button', { name: '비밀번호 변경' }).click();

    await expect(page).toHaveURL('/login');
    await expectToast(page, '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.');
    await expect(visibleHeader(page).getByRole('link', { name: '로그인' })).toBeVisible();
    // the sign-in made at registration ended with the others
    const ended = await request.get(`${API_URL}/get-login-user`, {
      headers: { authorization: `Bearer ${account.accessToken}` },
    });
    expect(ended.status()).toBe(401);

    await login(page, { userId: account.userId, password: account.password }, undefined, { expectSuccess: false });
    await expectToast(page, '아이디 또는 비밀번호가 올바르지 않습니다.');
    await login(page, { userId: account.userId, password: 'crust5678' });
    await expect(visibleHeader(page).getByText('박재설정님')).toBeVisible();

    const again = await page.goto(link);
    expect(again?.status()).toBe(410);
    await expect(main.getByRole('heading', { name: '비밀번호 재설정 링크를 쓸 수 없습니다' })).toBeVisible();
    await expect(main.getByText('이미 사용한 링크입니다.')).toBeVisible();
    await main.getByRole('link', { name: '재설정 링크 다시 받기' }).click();
    await expect(page).toHaveURL('/account/find-password');

    const mangled = await page.goto('/account/reset-password/%ED%95%9C');
    expect(mangled?.status()).toBe(404);
    await expect(main.getByText(/^올바르지 않은 링크입니다/)).toBeVisible();
  },
);

test(
  'sign-up, 인증 메일 다시 받기 and 회원정보 수정 say in Korean when an address was sent too many verification mails',
  { tag: '@nojs' },
  async ({ page, request }) => {
    const email = `${uniqueUserId('full')}@example.com`;
    // three sign-ups through the api use up the address's hour
    const members: { userId: string; password: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const member = { userId: uniqueUserId('full'), password: 'bread1234' };
      const registered = await request.post(`${API_URL}/register`, {
        data: {
          ...member,
          username: '한가득',
          email,
          phone: '010-1234-5678',
          role: 'normal',
          agreeTerms: true,
          agreePrivacy: true,
        },
      });
      expect(registered.status(), await registered.text()).toBe(201);
      members.push(member);
    }
    const refusal = page
      .getByText(
        /^이 주소로 보낸 인증 메일이 너무 많습니다\. 인증 메일은 한 주소에 1시간 3통, 하루 10통까지 보냅니다\. \d+분 뒤에 다시 시도해주세요\.$/,
      )
      .filter({ visible: true })
      .first();

    const userId = uniqueUserId('full');
    const signUp = await fillSignUp(page, 'normal', { userId, username: '한가득' });
    await signUp.getByLabel('이메일').fill(email);
    await signUp.getByRole('button', { name: '가입하기' }).click();
    await expect(refusal).toBeVisible();
    await expect(page).toHaveURL('/register');
    await expect(signUp.getByLabel('아이디')).toHaveValue(userId);

    // the first member asks for another link to the same address
    await login(page, members[0]!, '/user/edit');
    const main = page.locator('main');
    await main.locator('input[name="password"]').fill('bread1234');
    await main.getByRole('button', { name: '확인' }).click();
    await main.getByRole('button', { name: '인증 메일 다시 받기' }).click();
    await expect(refusal).toBeVisible();

    // another member moves to that address
    const other = await registerAccount(request, 'normal', '옮길회원', 'full');
    await dropCookies(page);
    await login(page, other, '/user/edit');
    await main.locator('input[name="password"]').fill('bread1234');
    await main.getByRole('button', { name: '확인' }).click();
    const info = main.locator('form').filter({ has: page.getByRole('button', { name: '정보 저장' }) });
    await info.getByLabel('이메일').fill(email);
    await info.getByRole('button', { name: '정보 저장' }).click();
    await expect(refusal).toBeVisible();
    await expect(info.getByLabel('이메일')).toHaveValue(email);
  },
);
