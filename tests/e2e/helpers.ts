import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import sharp from 'sharp';
import { MAX_LIST_PAGE } from '#contracts/enumerations';
import type { Image, ImagePurpose } from '#contracts/image';
import type { Paged } from '#contracts/paging';
import { E2E } from '../../playwright.config';

export const API_URL = `http://localhost:${E2E.apiPort}`;

export const DEMO = {
  normal: { userId: 'baker01', password: 'baker1234', username: '김제빵' },
  company: { userId: 'bakery01', password: 'bakery1234', username: '빵굽는마을 베이커리' },
} as const;

/** Every page a visitor can open without signing in, but the ones of a single posting, resume or notice. */
export const PUBLIC_PAGES = [
  '/',
  '/register',
  '/login',
  '/account/find-id',
  '/account/find-password',
  '/search?search=%EC%A0%9C%EB%B9%B5',
  '/info/job-info-list',
  '/info/resume-list',
  '/service',
  '/service/question',
  '/service/banner',
  '/service/payment',
  '/service/wage-calculator',
  '/service/privacy/agree',
  '/service/ask-user',
  '/menu',
];

/**
 * The last page of a public list of the api (within the depth the lists allow) and its items, the
 * oldest last: ones the seed made. The newest is most often one a test in the other worker has just
 * published, and may close, hide or delete a moment later.
 */
export async function oldestListed<T extends { id: number }>(
  request: APIRequestContext,
  path: string,
): Promise<{ items: T[]; page: number }> {
  const read = async (at: string) => {
    const response = await request.get(`${API_URL}${at}`);
    expect(response.ok(), at).toBe(true);
    return (await response.json()) as Paged<T>;
  };
  const first = await read(path);
  const page = Math.min(Math.max(1, Math.ceil(first.total / first.pageSize)), MAX_LIST_PAGE);
  const last = page === 1 ? first : await read(`${path}${path.includes('?') ? '&' : '?'}page=${page}`);
  // a list that shrank between the two reads: its first page
  const oldest = last.items.length > 0 ? { items: last.items, page } : { items: first.items, page: 1 };
  expect(oldest.items.length, `${path} lists something`).toBeGreaterThan(0);
  return oldest;
}

/** The oldest item a public list of the api shows (`oldestListed`). */
export async function oldestItem<T extends { id: number }>(request: APIRequestContext, path: string): Promise<T> {
  return (await oldestListed<T>(request, path)).items.at(-1)!;
}

/** The id of the oldest item a public list of the api shows (`oldestListed`). */
export async function oldestListedId(request: APIRequestContext, path: string): Promise<number> {
  return (await oldestItem(request, path)).id;
}

export function hasJs(testInfo: TestInfo): boolean {
  return testInfo.project.use.javaScriptEnabled !== false;
}

/**
 * Opens `path` and waits until it is whole: loaded and, with JavaScript, hydrated (the root marks
 * <html data-hydrated>). Not `networkidle`, which waits half a second after the last request.
 * Whether the page runs scripts is read from the page (Remix's inline script has set its context),
 * not from the project: a test may turn JavaScript off for itself (`test.use`).
 */
export async function openSettled(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'load' });
  if (await page.evaluate(() => '__remixContext' in window)) {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  }
  return response;
}

export function isMobile(testInfo: TestInfo): boolean {
  return testInfo.project.name.startsWith('mobile');
}

let counter = 0;
/** A login id no other test of this run uses. */
export function uniqueUserId(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${process.pid % 1000}${counter}`.slice(0, 20);
}

/** The header that is on screen: the desktop one or, at 360 px, the mobile one. */
export function visibleHeader(page: Page) {
  return page.locator('.desktop-header, .mobile-header').filter({ visible: true });
}

/** axe-core's serious and critical violations of the page as it stands now, one line each. */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  // Legacy mode runs axe inside the page itself: the pages have no cross-origin frames to visit, and
  // the default mode's extra blank page cannot be opened in a context that openAs made.
  // Only the violations come back whole: axe lists the passing and inapplicable rules' nodes too,
  // some thousands on a list page, serialised out of the page and through the protocol on each visit.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${label} ${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    );
}

/** Where recordToasts keeps the messages of a tab's toasts and alerts. */
const SEEN_TOASTS = 'e2e:toasts';

/**
 * An init script of every test's browser (fixtures.ts, projectContext): the message of each toast
 * (Mantine's notification is a role="alert") or in-page alert, as it appears, is kept in the tab's
 * sessionStorage, which outlives the tab's navigations. A toast lives 2 s; expectToast finds one
 * that came and went before it looked: shown on a redirect's way while the test still waited for
 * the URL, or before a runner starved of CPU got to look (a failure of the CI run of 2026-11-27).
 */
function recordToasts(key: string) {
  const keep = (node: Node) => {
    if (!(node instanceof Element)) return;
    const alerts = [node, ...node.querySelectorAll('[role="alert"]')].filter((e) => e.getAttribute('role') === 'alert');
    for (const alert of alerts) {
      const text = alert.textContent?.trim();
      if (!text) continue;
      try {
        const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
        sessionStorage.setItem(key, JSON.stringify([...seen, text]));
      } catch {
        // a page without storage (about:blank, an opaque origin) shows no toast of ours
      }
    }
  };
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(keep);
  }).observe(document, { childList: true, subtree: true });
}

/** Makes `context`'s pages keep their toasts for expectToast (recordToasts). */
export async function keepToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordToasts, SEEN_TOASTS);
}

/**
 * A toast with JavaScript, the same message as an in-page alert without: shown now, or shown since
 * the last look in this tab (recordToasts; each look takes the message it found off the record, so a
 * second toast of the same words needs a second showing). Watched from inside the page at every
 * frame, not polled from here.
 */
export async function expectToast(page: Page, message: string) {
  await page.waitForFunction(
    ([text, key]: [string, string]) => {
      const shown = [...document.querySelectorAll('body *')].some(
        (element) =>
          element.textContent?.trim() === text &&
          element.getClientRects().length > 0 &&
          getComputedStyle(element).visibility !== 'hidden',
      );
      let seen: string[] = [];
      try {
        seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      } catch {
        return shown;
      }
      const at = seen.indexOf(text);
      if (at !== -1) {
        seen.splice(at, 1);
        sessionStorage.setItem(key, JSON.stringify(seen));
        return true;
      }
      return shown;
    },
    [message, SEEN_TOASTS] as [string, string],
    { polling: 'raf', timeout: 10_000 },
  );
}

export async function fillSignUp(
  page: Page,
  role: 'normal' | 'company',
  values: { userId: string; password?: string; username: string; businessNumber?: string },
) {
  await page.goto(role === 'company' ? '/register?role=company' : '/register');
  const form = page.locator('form[method="post"]').filter({ has: page.getByRole('button', { name: '가입하기' }) });
  await form.getByLabel('아이디').fill(values.userId);
  await form.locator('input[name="password"]').fill(values.password ?? 'bread1234');
  await form.locator('input[name="passwordConfirm"]').fill(values.password ?? 'bread1234');
  await form.getByLabel(role === 'company' ? '회사명' : '이름').fill(values.username);
  // a mailbox of each sign-up's own: an address is sent only three verification mails an hour
  await form.getByLabel('이메일').fill(`${values.userId}@example.com`);
  await form.getByLabel('연락처').fill('010-1234-5678');
  if (role === 'company') {
    await form.getByLabel('사업자등록번호').fill(values.businessNumber ?? '124-81-00998');
    await form.getByLabel('대표자명').fill('최대표');
    await form.getByLabel('회사 주소').fill('부산광역시 해운대구 센텀로 1');
  }
  await form.getByLabel(/이용약관/).check();
  await form.getByLabel(/개인정보 수집·이용/).check();
  return form;
}

/** Signs in through the /login page (the form every browser can use) and waits for the redirect. */
export async function login(
  page: Page,
  account: { userId: string; password: string },
  redirectTo?: string,
  { expectSuccess = true } = {},
) {
  // hydrated first, with JavaScript: a form sent before that is a document POST, and the page it leads
  // to is not yet the app's when this returns
  await openSettled(page, redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login');
  const form = page.locator('main form');
  await form.getByLabel('아이디').fill(account.userId);
  await form.locator('input[name="password"]').fill(account.password);
  await form.getByRole('button', { name: '로그인' }).click();
  if (!expectSuccess) return;
  await page.waitForURL((url) => url.pathname !== '/login');
  // With JavaScript the address changes before React draws the page it leads to (a transition): the
  // login form, its password field among them, is still on screen for a moment.
  await expect(page.getByRole('heading', { level: 1, name: '로그인', exact: true })).toHaveCount(0);
}

/** The session cookie's data: Remix signs it but does not encrypt it. */
export async function readSession(page: Page): Promise<Record<string, unknown> | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === '__session');
  return cookie ? sessionData(cookie.value) : null;
}

/** The data of a __session cookie's value. */
export function sessionData(cookieValue: string): Record<string, unknown> {
  const value = decodeURIComponent(cookieValue);
  const payload = value.slice(0, value.lastIndexOf('.'));
  const json = decodeURIComponent(escape(Buffer.from(payload, 'base64').toString('binary')));
  return JSON.parse(json) as Record<string, unknown>;
}

/** Whose session a browser holds: the signed-in login id, or null. */
export async function sessionUserId(context: BrowserContext): Promise<string | null> {
  const cookie = (await context.cookies()).find((c) => c.name === '__session');
  const user = cookie ? (sessionData(cookie.value).user as { userId?: string } | undefined) : undefined;
  return user?.userId ?? null;
}

export interface Account {
  userId: string;
  password: string;
  token: string;
  /** a mailbox of its own (an address is sent only three verification mails an hour) */
  email: string;
}

/** A new account made through the api, so that a test starts from nothing bought, scrapped or applied. */
export async function registerAccount(
  request: APIRequestContext,
  role: 'normal' | 'company',
  username: string,
  prefix = role === 'company' ? 'biz' : 'seek',
): Promise<Account> {
  const userId = uniqueUserId(prefix);
  const account = { userId, password: 'bread1234', email: `${userId}@example.com` };
  const response = await request.post(`${API_URL}/register`, {
    data: {
      ...account,
      username,
      phone: '010-1234-5678',
      role,
      agreeTerms: true,
      agreePrivacy: true,
      agreeMarketing: false,
      ...(role === 'company'
        ? {
            businessNumber: '124-81-00998',
            ceoName: '최대표',
            companyAddress: '서울특별시 마포구 양화로 1',
            businessType: '제과점업',
          }
        : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...account, token: ((await response.json()) as { accessToken: string }).accessToken };
}

/** A call to the api as `token`, expected to succeed. */
export async function apiPost<T>(request: APIRequestContext, path: string, token: string, data?: unknown): Promise<T> {
  const response = await request.post(`${API_URL}${path}`, { data, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Forgets the visitor's cookies, as a browser closed and opened again. The page is left first: a
 * request still under way (a revalidation, which refreshes the tokens) would else set the session
 * cookie again after it was cleared.
 */
export async function dropCookies(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/** Signs out by dropping the cookies, then signs in as `account` on the way to `to`. */
export async function switchUser(page: Page, account: { userId: string; password: string }, to: string) {
  await dropCookies(page);
  await login(page, account, to);
  await expect(page).toHaveURL(to);
}

/**
 * A picture made here with sharp, of a colour of its own so that no other upload of the run has
 * its content (its key), uploaded through the api's POST /images.
 */
export async function uploadPicture(
  request: APIRequestContext,
  account: Account,
  purpose: ImagePurpose,
  { width = 800, height = 600 } = {},
): Promise<Image> {
  const [r, g, b] = randomBytes(3);
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: r!, g: g!, b: b! } } })
    .jpeg()
    .toBuffer();
  const response = await request.post(`${API_URL}/images`, {
    headers: { authorization: `Bearer ${account.token}` },
    multipart: { purpose, file: { name: 'picture.jpg', mimeType: 'image/jpeg', buffer: bytes } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { image: Image }).image;
}

/**
 * A company's member info as registerAccount made it, with its logo and `changes` (an address, an
 * introduction), saved through the password check as 회원정보 수정 does.
 */
export async function setCompanyLogo(
  request: APIRequestContext,
  company: Account,
  username: string,
  logo: Image,
  changes: Record<string, string> = {},
) {
  await apiPost(request, '/check-password', company.token, { password: company.password });
  const edited = await request.put(`${API_URL}/edit-user`, {
    headers: { authorization: `Bearer ${company.token}` },
    data: {
      username,
      email: company.email,
      phone: '010-1234-5678',
      businessNumber: '124-81-00998',
      ceoName: '최대표',
      companyAddress: '서울특별시 마포구 양화로 1',
      logoImageId: logo.id,
      ...changes,
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);
}

/** The body of a posting complete enough to publish. */
export function completePosting(title: string) {
  return {
    title,
    position: 'baker',
    employmentType: 'full_time',
    careerType: 'any',
    payType: 'monthly',
    payAmount: 2_800_000,
    sido: '서울',
    sigungu: '마포구',
    workDays: ['mon', 'tue', 'wed'],
    workStart: '05:00',
    workEnd: '14:00',
    headcount: 1,
    alwaysOpen: true,
    description: '식빵과 바게트를 굽는 제빵사를 찾습니다. 경력이 없어도 배울 수 있습니다.',
    contactPhone: '010-2222-3333',
  };
}

/** A complete posting (with `extra` fields, e.g. its photos), paid for by test card so it is listed. */
export async function publishPosting(
  request: APIRequestContext,
  company: Account,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const { jobInfo } = await apiPost<{ jobInfo: { id: number } }>(request, '/my/job-infos', company.token, {
    ...completePosting(title),
    applicationRetentionDays: 60,
    ...extra,
  });
  const { order } = await apiPost<{ order: { id: number } }>(request, '/my/orders', company.token, {
    productCode: 'posting-7',
    targetId: jobInfo.id,
    method: 'test',
  });
  await apiPost(request, `/my/orders/${order.id}/test-payment`, company.token, { result: 'approve' });
  return jobInfo.id;
}

/** A browser of its own with this project's settings: its address, JavaScript on or off, its screen. */
export async function projectContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { baseURL, viewport, isMobile, hasTouch, javaScriptEnabled, locale, timezoneId, extraHTTPHeaders } =
    testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    javaScriptEnabled,
    locale,
    timezoneId,
    extraHTTPHeaders,
    ignoreHTTPSErrors: testInfo.project.use.ignoreHTTPSErrors,
  });
  await keepToasts(context);
  return context;
}

/** The other side of the loop in a browser of its own, with this project's settings (JavaScript on or off). */
export async function openAs(
  browser: Browser,
  testInfo: TestInfo,
  account: Pick<Account, 'userId' | 'password'>,
  to: string,
): Promise<Page> {
  const context = await projectContext(browser, testInfo);
  const page = await context.newPage();
  await login(page, account, to);
  return page;
}
