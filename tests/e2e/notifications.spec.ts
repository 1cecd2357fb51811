import { type APIRequestContext, expect, type Page, test, type TestInfo } from '@playwright/test';
import { loadConfig } from '../../api/src/config';
import { createUnsubscribeTokens } from '../../api/src/messages/unsubscribe';
import {
  type Account,
  API_URL,
  apiPost,
  axeViolations,
  expectToast,
  hasJs,
  login,
  publishPosting,
  registerAccount,
  uniqueUserId,
  visibleHeader,
} from './helpers';
import { mailsMatching, waitForMail } from './mailbox';

// Fresh accounts, a paid posting and two applications, four projects at once.
test.slow();

/** The header's unread count, on screen at this width. */
const unreadCount = (page: Page) => visibleHeader(page).getByRole('link', { name: /^읽지 않은 알림 \d+개$/ });

/** A job seeker with a complete resume applies to `jobInfoId`: the company hears of it. */
async function applyTo(request: APIRequestContext, jobInfoId: number, name: string): Promise<Account> {
  const seeker = await registerAccount(request, 'normal', name, 'noteseek');
  const { resume } = await apiPost<{ resume: { id: number } }>(request, '/my/resumes', seeker.token, {
    title: '식빵 3년차 제빵사',
    name,
    birthYear: 1995,
    phone: '010-4567-8901',
    regions: [{ sido: '서울', sigungu: null }],
    positions: ['baker'],
    introduction: '식빵과 모닝빵을 3년 동안 구웠습니다. 새벽 근무 가능합니다.',
  });
  await apiPost(request, `/job-infos/${jobInfoId}/applications`, seeker.token, { resumeId: resume.id });
  return seeker;
}

/** No serious or critical axe-core violation on the page as it stands (the JavaScript projects run axe). */
async function expectAccessible(page: Page, testInfo: TestInfo, label: string) {
  if (hasJs(testInfo)) expect(await axeViolations(page, label)).toEqual([]);
}

async function mailSettings(request: APIRequestContext, account: Account): Promise<Record<string, boolean>> {
  const response = await request.get(`${API_URL}/my/notification-settings`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const { kinds } = (await response.json()) as { kinds: { kind: string; mail: boolean }[] };
  return Object.fromEntries(kinds.map((row) => [row.kind, row.mail]));
}

/**
 * The link a mail of `scope` carries for `account`, signed as the api signs it (the e2e api runs
 * with the development secret). The member's number comes from the operator's member search.
 */
async function unsubscribeLink(request: APIRequestContext, account: Account, scope: string): Promise<string> {
  const admin = await request.post(`${API_URL}/login`, { data: { userId: 'admin', password: 'admin1234' } });
  const { accessToken } = (await admin.json()) as { accessToken: string };
  const found = await request.get(`${API_URL}/admin/users?q=${account.userId}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { items } = (await found.json()) as { items: { id: number; userId: string }[] };
  const userId = items.find((item) => item.userId === account.userId)!.id;
  const tokens = createUnsubscribeTokens(loadConfig({ NODE_ENV: 'test' }).jwtSecret);
  return `/unsubscribe/${tokens.sign({ userId, scope })}`;
}

test(
  'a company hears of new applications: the count in the header, the 알림, read one by one or all',
  { tag: '@nojs' },
  async ({ page, request }, testInfo) => {
    const company = await registerAccount(request, 'company', '알림받는 베이커리', 'notebiz');
    const title = `알림 오는 제빵사 ${uniqueUserId('n')}`;
    const jobInfoId = await publishPosting(request, company, title);
    await applyTo(request, jobInfoId, '강첫째');
    await applyTo(request, jobInfoId, '강둘째');
    // each 알림 is also a mail, unless the member turned its kind off
    await waitForMail({ subject: `‘${title}’ 공고에 새 지원자가 있습니다` });

    await login(page, company, '/job-info');
    await expect(unreadCount(page)).toHaveAccessibleName('읽지 않은 알림 2개');
    await unreadCount(page).click();
    await expect(page).toHaveURL('/user/notifications');
    await expect(page.locator('.area-nav').getByRole('link', { name: '알림 새 2' })).toBeVisible();
    const items = page.locator('li.notification').filter({ hasText: title });
    await expect(items).toHaveCount(2);
    await expect(items.getByText('새 알림', { exact: true })).toHaveCount(2);

    // 읽음 표시: the newest is read, the page stays
    await items
      .first()
      .getByRole('button', { name: /^읽음 표시/ })
      .click();
    await expect(items.first().getByText('읽음', { exact: true })).toBeVisible();
    await expect(unreadCount(page)).toHaveAccessibleName('읽지 않은 알림 1개');
    await expect(page).toHaveURL('/user/notifications');
    await expectAccessible(page, testInfo, 'an unread and a read 알림');

    // 모두 읽음, then the count is gone from the header
    await page.getByRole('button', { name: '모두 읽음' }).click();
    await expectToast(page, '모든 알림을 읽음으로 표시했습니다.');
    await expect(items.getByText('읽음', { exact: true })).toHaveCount(2);
    await expect(unreadCount(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: '모두 읽음' })).toHaveCount(0);

    // 바로 가기 goes where the 알림 leads
    await items
      .first()
      .getByRole('button', { name: /^바로 가기/ })
      .click();
    await expect(page).not.toHaveURL(/\/user\/notifications/);
  },
);

test('following an 알림 marks it read', { tag: '@nojs' }, async ({ page, request }) => {
  const company = await registerAccount(request, 'company', '따라가는 베이커리', 'notebiz');
  const title = `따라가는 제빵사 ${uniqueUserId('f')}`;
  const jobInfoId = await publishPosting(request, company, title);
  await applyTo(request, jobInfoId, '윤지원');

  await login(page, company, '/user/notifications');
  const item = page.locator('li.notification').filter({ hasText: title });
  await expect(item.getByText('새 알림', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: /^바로 가기/ }).click();
  await expect(page).not.toHaveURL(/\/user\/notifications/);
  await expect(unreadCount(page)).toHaveCount(0);
  await page.goto('/user/notifications');
  await expect(item.getByText('읽음', { exact: true })).toBeVisible();
});

test('a new member’s 알림 centre is empty and the header shows no count', async ({ page, request }, testInfo) => {
  const seeker = await registerAccount(request, 'normal', '빈알림', 'noteempty');
  await login(page, seeker, '/user/notifications');
  await expect(page.getByText('아직 받은 알림이 없습니다.', { exact: false })).toBeVisible();
  await expect(unreadCount(page)).toHaveCount(0);
  await expectAccessible(page, testInfo, 'the empty 알림 centre');
  await page.getByRole('link', { name: '알림 설정' }).first().click();
  await expect(page).toHaveURL('/user/notifications/settings');
});

test(
  'a member turns a kind’s mail off: its 알림 still come, its mail does not; money mails have no switch',
  { tag: '@nojs' },
  async ({ page, request }, testInfo) => {
    const company = await registerAccount(request, 'company', '메일끄는 베이커리', 'notebiz');
    const title = `메일 끈 공고 ${uniqueUserId('m')}`;
    const jobInfoId = await publishPosting(request, company, title);
    await login(page, company, '/user/notifications/settings');
    const applicants = page.getByRole('checkbox', { name: '새 지원자 메일 받기' });
    await expect(applicants).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '공고 숨김 메일 받기' })).toBeChecked();
    const alwaysOn = page.getByRole('region', { name: '항상 받는 메일' });
    await expect(alwaysOn.getByText('입금 확인', { exact: true })).toBeVisible();
    await expect(alwaysOn.getByText('항상 받음', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /입금 확인|환불 처리|비밀번호/ })).toHaveCount(0);

    await applicants.uncheck();
    await page.getByRole('button', { name: '저장' }).click();
    await expectToast(page, '알림 설정을 저장했습니다.');
    await expect(page.getByRole('checkbox', { name: '새 지원자 메일 받기' })).not.toBeChecked();
    await expectAccessible(page, testInfo, 'the settings with their toast');
    expect(await mailSettings(request, company)).toMatchObject({ application_received: false, posting_hidden: true });

    // an application (새 지원자: off) and its cancellation (지원 취소: on): both are 알림, only the second a mail
    const seeker = await applyTo(request, jobInfoId, '메일없음');
    const { items } = (await (
      await request.get(`${API_URL}/my/applications`, { headers: { authorization: `Bearer ${seeker.token}` } })
    ).json()) as { items: { id: number }[] };
    await apiPost(request, `/my/applications/${items[0]!.id}/cancel`, seeker.token);
    await waitForMail({ subject: `‘${title}’ 공고의 지원이 취소되었습니다` });
    expect(await mailsMatching({ subject: `‘${title}’ 공고에 새 지원자가 있습니다` })).toEqual([]);
    await page.reload();
    await expect(unreadCount(page)).toHaveAccessibleName('읽지 않은 알림 2개');

    await expect(page.getByRole('checkbox', { name: '새 지원자 메일 받기' })).not.toBeChecked();
    await page.getByRole('checkbox', { name: '새 지원자 메일 받기' }).check();
    await page.getByRole('button', { name: '저장' }).click();
    await expectToast(page, '알림 설정을 저장했습니다.');
    expect(await mailSettings(request, company)).toMatchObject({ application_received: true });
  },
);

test(
  'a job seeker turns 입사 제안 off and on again; a company has no such switch',
  { tag: '@nojs' },
  async ({ page, request }) => {
    const seeker = await registerAccount(request, 'normal', '제안끄기', 'noteoffers');
    const acceptsOffers = async (account: Account) => {
      const response = await request.get(`${API_URL}/my/notification-settings`, {
        headers: { authorization: `Bearer ${account.token}` },
      });
      return ((await response.json()) as { acceptsOffers: boolean | null }).acceptsOffers;
    };
    await login(page, seeker, '/user/notifications/settings');
    const offers = page.getByRole('checkbox', { name: '기업의 입사 제안 받기' });
    await expect(offers).toBeChecked();
    await offers.uncheck();
    await page.getByRole('button', { name: '저장' }).click();
    await expectToast(page, '알림 설정을 저장했습니다.');
    await expect(page.getByRole('checkbox', { name: '기업의 입사 제안 받기' })).not.toBeChecked();
    expect(await acceptsOffers(seeker)).toBe(false);
    await page.getByRole('checkbox', { name: '기업의 입사 제안 받기' }).check();
    await page.getByRole('button', { name: '저장' }).click();
    // the first save's toast may still be showing: wait for the setting itself
    await expect.poll(() => acceptsOffers(seeker)).toBe(true);
    await expect(page.getByRole('checkbox', { name: '기업의 입사 제안 받기' })).toBeChecked();

    const company = await registerAccount(request, 'company', '제안보내는 베이커리', 'noteoffers');
    expect(await acceptsOffers(company)).toBeNull();
  },
);

test(
  'a kind that cannot be switched is refused in Korean, on the form',
  { tag: '@nojs' },
  async ({ page, request }) => {
    const seeker = await registerAccount(request, 'normal', '바꿔치기', 'notetamper');
    await login(page, seeker, '/user/notifications/settings');
    // what a hand-made request could add: the api keeps the rule whatever the page offers
    await page.getByRole('checkbox').first().uncheck();
    await page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: '저장' }) })
      .evaluate((form) => {
        const rows = form.querySelectorAll('input[type="hidden"][name$=".kind"]').length;
        form.insertAdjacentHTML(
          'beforeend',
          `<input type="hidden" name="settings[${rows}].kind" value="payment_confirmed">`,
        );
      });
    await page.getByRole('button', { name: '저장' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: '입금 확인 메일은 결제나 계정 보안에 관한 것이라 끌 수 없습니다.' }),
    ).toBeVisible();
    expect(Object.values(await mailSettings(request, seeker)).every(Boolean)).toBe(true);
  },
);

test(
  'the unsubscribe link of a mail works without signing in, and only its button stops mail',
  { tag: '@nojs' },
  async ({ page, request }, testInfo) => {
    const seeker = await registerAccount(request, 'normal', '수신거부', 'noteunsub');
    const link = await unsubscribeLink(request, seeker, 'scrap_closing');

    await page.goto(link);
    await expect(page.getByRole('heading', { name: '메일 수신 거부' })).toBeVisible();
    await expect(
      page.getByText('스크랩한 공고 마감 임박 메일을 더 이상 받지 않으시려면', { exact: false }),
    ).toBeVisible();
    // opening the link (as a mail scanner does) stopped nothing
    expect((await mailSettings(request, seeker)).scrap_closing).toBe(true);
    await expectAccessible(page, testInfo, 'the unsubscribe page');

    await page.getByRole('button', { name: '수신 거부' }).click();
    await expect(
      page.getByText('수신 거부되었습니다. 앞으로 스크랩한 공고 마감 임박 메일을 보내드리지 않습니다.'),
    ).toBeVisible();
    expect(await mailSettings(request, seeker)).toMatchObject({ scrap_closing: false, resume_ending: true });
    await expectAccessible(page, testInfo, 'the unsubscribe confirmation');

    await page.goto(link);
    await expect(page.getByText('스크랩한 공고 마감 임박 메일은 이미 수신 거부되어 있습니다.')).toBeVisible();
    await expect(page.getByRole('button', { name: '수신 거부' })).toHaveCount(0);
  },
);

test('a forged or broken unsubscribe link gets a Korean page, not a 500', async ({ page, request }) => {
  const seeker = await registerAccount(request, 'normal', '위조', 'noteforge');
  const link = await unsubscribeLink(request, seeker, 'resume_ending');
  const forged = `${link.slice(0, -2)}${link.endsWith('AA') ? 'BB' : 'AA'}`;
  for (const [path, status] of [
    [forged, 404],
    ['/unsubscribe/garbage', 400],
    [`/unsubscribe/${'빵'.repeat(20)}`, 400],
  ] as const) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(status);
    await expect(page.getByText('수신 거부 링크가 올바르지 않습니다', { exact: false })).toBeVisible();
  }
  expect((await mailSettings(request, seeker)).resume_ending).toBe(true);
});

test('a mail client’s one-click POST (RFC 8058) unsubscribes from anywhere; nothing else crosses sites', async ({
  request,
}) => {
  const seeker = await registerAccount(request, 'normal', '원클릭', 'noteclick');
  const scrapLink = await unsubscribeLink(request, seeker, 'scrap_closing');
  const resumeLink = await unsubscribeLink(request, seeker, 'resume_ending');
  const oneClick = { 'List-Unsubscribe': 'One-Click' };

  // anything else from another site is refused, and changes nothing
  for (const [headers, form] of [
    [{ origin: 'https://mail.example' }, { ...oneClick, userId: 'x' }],
    [{}, { 'List-Unsubscribe': 'one-click' }],
  ] as const) {
    const refused = await request.post(scrapLink, { headers, form });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain('다른 사이트에서 보낸 요청은 처리할 수 없습니다.');
  }
  expect(await mailSettings(request, seeker)).toMatchObject({ scrap_closing: true, resume_ending: true });

  // a mail provider's servers: no Origin, form-encoded
  const fromServer = await request.post(scrapLink, { form: oneClick });
  expect(fromServer.status()).toBe(200);
  // a webmail page: its own Origin, multipart
  const fromWebmail = await request.post(resumeLink, {
    headers: { origin: 'https://mail.example' },
    multipart: oneClick,
  });
  expect(fromWebmail.status()).toBe(200);
  expect(await mailSettings(request, seeker)).toMatchObject({ scrap_closing: false, resume_ending: false });
});

test('the 알림 pages are for members only', async ({ page }) => {
  for (const path of ['/user/notifications', '/user/notifications/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
  }
});
