import type { Page } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { type FakePerson, type FakeProviderName, personCookie } from '../fakes/oauth-providers';
import { expect, test } from './fixtures';
import { startPushService } from '../fakes/push-service';
import {
  API_URL,
  apiPost,
  expectToast,
  login,
  publishPosting,
  readSession,
  registerAccount,
  sessionUserId,
  uniqueUserId,
} from './helpers';

// 카카오 and 네이버 sign-in against the fakes the e2e run starts (tests/e2e/oauth-providers-server.ts):
// real authorization codes, state and PKCE, each provider's own answers. The browser's cookie on
// the provider's address says who consents there.

const PROVIDER_URLS: Record<FakeProviderName, string> = {
  kakao: `http://127.0.0.1:${E2E.kakaoPort}`,
  naver: `http://127.0.0.1:${E2E.naverPort}`,
};

let people = 0;
/** Someone the providers know and this site does not: an id, a name and an address of their own. */
function newPerson(provider: FakeProviderName, name: string, extra: Partial<FakePerson> = {}): FakePerson {
  people += 1;
  const unique = `${Date.now() % 1_000_000_000}${process.pid % 100}${people}`;
  return {
    // 카카오's ids are numbers
    id: provider === 'kakao' ? unique : `nv-${unique}`,
    name,
    email: `${provider}${unique}@example.com`,
    emailVerified: provider === 'kakao',
    phone: '010-5555-0101',
    ...extra,
  };
}

async function atProvider(page: Page, provider: FakeProviderName, person: FakePerson) {
  await page.context().addCookies([personCookie(PROVIDER_URLS[provider], person)]);
}

/** The completion page: the provider's name and address prefilled, a login id offered, the consents given. */
async function completeAccount(page: Page, person: FakePerson) {
  await expect(page).toHaveURL(/\/auth\/complete$/);
  const form = page.locator('main form[method="post"]');
  await expect(form.getByLabel('아이디')).not.toHaveValue('');
  await expect(form.getByLabel('이름')).toHaveValue(person.name);
  await expect(form.getByLabel('이메일')).toHaveValue(person.email!);
  await form.getByLabel(/이용약관/).check();
  await form.getByLabel(/개인정보 수집·이용/).check();
  await form.getByRole('button', { name: '가입 완료' }).click();
}

test('a new person signs up with 카카오 from the login page, and next time 카카오 signs them straight in', async ({
  page,
}) => {
  const person = newPerson('kakao', '박카카오');
  await atProvider(page, 'kakao', person);
  await page.goto('/login?redirectTo=%2Fuser%2Fedit');
  await page.locator('main').getByRole('link', { name: '카카오로 시작하기' }).click();
  await completeAccount(page, person);
  await expect(page).toHaveURL(/\/user\/edit$/);
  await expectToast(page, `환영합니다. ${person.name}님!`);
  const userId = await sessionUserId(page.context());
  expect(userId).not.toBeNull();
  // signing in with 카카오 counts as the recent check: 회원정보 수정 opens, with 비밀번호 설정 for a member without one
  const methods = page.getByRole('region', { name: '로그인 방법' });
  await expect(methods.getByText(`연결됨 · ${person.email}`, { exact: false })).toBeVisible();
  await expect(methods.getByRole('button', { name: '비밀번호 설정' })).toBeVisible();

  await page.context().clearCookies({ name: '__session' });
  await page.goto('/login');
  await page.locator('main').getByRole('link', { name: '카카오로 시작하기' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, `환영합니다. ${person.name}님!`);
  expect(await sessionUserId(page.context())).toBe(userId);
});

test('a new person signs up with 네이버 from the sign-up page @nojs', async ({ page }) => {
  const person = newPerson('naver', '최네이버');
  await atProvider(page, 'naver', person);
  await page.goto('/register');
  await page.getByRole('link', { name: '네이버로 시작하기' }).click();
  await completeAccount(page, person);
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, `환영합니다. ${person.name}님!`);
  expect(await sessionUserId(page.context())).not.toBeNull();
});

test('a member links 네이버 in 회원정보 수정, then signs in with it', async ({ page, request }) => {
  const account = await registerAccount(request, 'normal', '정회원', 'link');
  const person = newPerson('naver', '정회원');
  await atProvider(page, 'naver', person);
  await login(page, account, '/user/edit');
  await page.locator('main input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: '확인' }).click();

  const methods = page.getByRole('region', { name: '로그인 방법' });
  await methods.getByRole('link', { name: '네이버 연결하기' }).click();
  await expect(page).toHaveURL(/\/user\/edit$/);
  await expectToast(page, '네이버 계정을 연결했어요.');
  await expect(methods.getByText(`연결됨 · ${person.email}`, { exact: false })).toBeVisible();

  await page.context().clearCookies({ name: '__session' });
  await page.goto('/login');
  await page.locator('main').getByRole('link', { name: '네이버로 시작하기' }).click();
  await expectToast(page, '환영합니다. 정회원님!');
  expect(await sessionUserId(page.context())).toBe(account.userId);
});

test('cancelling at 카카오 comes back to 로그인 with a Korean toast, signed out', async ({ page }) => {
  await atProvider(page, 'kakao', newPerson('kakao', '취소함', { deny: true }));
  await page.goto('/login');
  await page.locator('main').getByRole('link', { name: '카카오로 시작하기' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, '카카오 로그인을 취소했어요.');
  expect(await sessionUserId(page.context())).toBeNull();
});

test('a callback address opened again is refused with a toast, never an error page', async ({ page }) => {
  const person = newPerson('kakao', '되돌림');
  await atProvider(page, 'kakao', person);
  await page.goto('/login');
  const callback = page.waitForRequest((request) => new URL(request.url()).pathname === '/auth/kakao/callback');
  await page.locator('main').getByRole('link', { name: '카카오로 시작하기' }).click();
  const callbackUrl = (await callback).url();
  await expect(page).toHaveURL(/\/auth\/complete$/);

  const replay = await page.goto(callbackUrl);
  expect(replay?.status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, '로그인 요청이 만료되었어요. 다시 시도해주세요.');
  expect(await sessionUserId(page.context())).toBeNull();
});

test('the phone story: a baker signs up with 카카오, applies, and the company’s 서류합격 arrives as a push', async ({
  page,
  request,
}) => {
  // a sign-up, an application and a push sender's pass
  test.slow();
  const company = await registerAccount(request, 'company', '푸시 보내는 베이커리', 'storybiz');
  const title = `카카오로 온 제빵사 ${uniqueUserId('s')}`;
  const jobInfoId = await publishPosting(request, company, title);
  const person = newPerson('kakao', '한카카오');
  await atProvider(page, 'kakao', person);

  await page.goto(`/info/job-info/${jobInfoId}`);
  await page.getByRole('link', { name: '로그인하고 지원하기' }).click();
  await page.locator('main').getByRole('link', { name: '카카오로 시작하기' }).click();
  await completeAccount(page, person);
  await expect(page).toHaveURL(`/info/job-info/${jobInfoId}`);
  await expectToast(page, `환영합니다. ${person.name}님!`);

  // the member's resume, and their phone: a subscription on the push service the test runs
  const token = (await readSession(page))!.accessToken as string;
  await apiPost(request, '/my/resumes', token, {
    title: '크루아상 3년차',
    name: person.name,
    birthYear: 1996,
    phone: '010-5555-0101',
    email: person.email,
    regions: [{ sido: '서울', sigungu: null }],
    positions: ['baker'],
    introduction: '라미네이션 반죽을 3년 동안 맡았습니다.',
  });
  const phone = await startPushService();
  try {
    const { publicKey } = await (
      await request.get(`${API_URL}/my/push`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const subscription = await phone.subscribe(publicKey as string);
    await apiPost(request, '/my/push/subscriptions', token, {
      endpoint: subscription.endpoint,
      keys: subscription.keys,
    });

    await page.reload();
    await page.getByRole('button', { name: '이 이력서로 지원하기' }).click();
    await expectToast(page, '지원했습니다. 진행 상황은 지원한 회사에서 확인할 수 있습니다.');

    const { items } = (await (
      await request.get(`${API_URL}/my/applicants?jobInfoId=${jobInfoId}`, {
        headers: { authorization: `Bearer ${company.token}` },
      })
    ).json()) as { items: { id: number }[] };
    const applicant = `${API_URL}/my/applicants/${items[0]!.id}`;
    // opened (열람), then passed
    expect((await request.get(applicant, { headers: { authorization: `Bearer ${company.token}` } })).status()).toBe(
      200,
    );
    const decided = await request.put(`${applicant}/status`, {
      data: { status: 'passed' },
      headers: { authorization: `Bearer ${company.token}` },
    });
    expect(decided.status(), await decided.text()).toBe(200);

    // the api's push sender delivers within its pass; the phone decrypts what it received
    await expect
      .poll(async () => (await phone.received(subscription.clientHash)).map((raw) => JSON.parse(raw) as unknown), {
        timeout: 20_000,
      })
      .toContainEqual(
        expect.objectContaining({ title: expect.stringContaining('서류합격'), link: expect.any(String) }),
      );
  } finally {
    await phone.stop();
  }
});
