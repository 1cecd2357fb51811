import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import {
  type Account,
  API_URL,
  apiPost,
  hasJs,
  openSettled,
  PUBLIC_PAGES,
  publishPosting,
  uniqueUserId,
} from './helpers';

/**
 * Every page behind the sign-in, role by role, as app/routes has them: the walks of
 * small-phones.spec.ts (320 px) and accessibility.spec.ts (whole, hydrated, axe-core) visit these.
 */

/** What the pages of one id show: the company's posting, order and applicant, the seeker's resume and order. */
export interface MemberRecords {
  company: { jobInfoId: number; orderId: number; applicationId: number; resumeId: number };
  normal: { resumeId: number; orderId: number; applicationId: number };
}

export type MemberRole = 'normal' | 'company' | 'admin';

/** Both members' own pages under /user, and the 1:1 inquiries, which ask for a sign-in. */
const accountPages = (orderId: number) => [
  '/user/notifications',
  '/user/notifications/settings',
  '/user/payment',
  `/user/payment/${orderId}`,
  `/user/payment/${orderId}/receipt`,
  '/user/edit',
  '/service/ask-user',
];

export const seekerPages = ({ resumeId, orderId, applicationId }: MemberRecords['normal']) => [
  '/resume',
  '/resume/create',
  `/resume/${resumeId}/edit`,
  '/resume/payment',
  '/resume/apply-job-info',
  `/resume/apply-job-info/${applicationId}`,
  `/resume/apply-job-info/${applicationId}/messages`,
  '/resume/my-scrap-job-info',
  '/resume/alerts',
  '/resume/alerts/new',
  '/resume/offers',
  '/resume/trial-shifts',
  ...accountPages(orderId),
];

export const companyPages = ({ jobInfoId, applicationId, orderId, resumeId }: MemberRecords['company']) => [
  '/job-info',
  '/job-info/create',
  `/job-info/${jobInfoId}/edit`,
  '/job-info/payment',
  '/job-info/posting-list',
  '/job-info/insights',
  `/job-info/${jobInfoId}/insights`,
  '/job-info/payment/count-payment',
  '/job-info/apply-resume',
  `/job-info/apply-resume/${applicationId}`,
  `/job-info/apply-resume/${applicationId}/messages`,
  `/job-info/offer/${resumeId}`,
  '/job-info/my-scrap-resume',
  ...accountPages(orderId),
];

/** The operator's back office, one mail of its log (`mailId`) and one reported thread (`reportedId`). */
export const adminPages = (mailId: number, reportedId: number) => [
  '/admin',
  '/admin/insights',
  '/admin/notices',
  '/admin/faqs',
  '/admin/inquiries',
  '/admin/banners',
  '/admin/job-infos',
  '/admin/portfolio-photos',
  '/admin/users',
  '/admin/payments',
  '/admin/mail',
  `/admin/mail/${mailId}`,
  '/admin/thread-reports',
  `/admin/thread-reports/${reportedId}`,
  '/admin/actions',
];

/** The route files each role's pages come from (but the layouts, resume.tsx …), so that a new page joins the walks. */
const ROUTE_PREFIXES: Record<MemberRole, string[]> = {
  normal: ['resume.', 'user.'],
  company: ['job-info.', 'user.'],
  admin: ['admin.'],
};
/** Addresses that answer with a redirect, never a page: Toss's return from its checkout. */
const NOT_PAGES = ['user.payment.toss.success.tsx', 'user.payment.toss.fail.tsx'];

/** `job-info.apply-resume.$id.tsx` → a pattern of /job-info/apply-resume/<number>. */
function routePattern(file: string): RegExp {
  const segments = file
    .replace(/\.tsx?$/, '')
    .split('.')
    .filter((segment) => segment !== '_index')
    // a trailing _ only keeps the route out of its parent's layout: the address has none
    .map((segment) => (segment.startsWith('$') ? '\\d+' : segment.replace(/_$/, '')));
  return new RegExp(`^/${segments.join('/')}$`);
}

/**
 * The time a walk may take: its setup, and some seconds for each page it opens and checks (axe, a
 * 320 px layout), so that a page added to an area never pushes its walk over a fixed limit.
 */
export const walkTimeout = (pages: number) => 40_000 + 5_000 * pages;

/** Fails naming each route file of `role` that `paths` does not visit. */
export function expectEveryRoute(role: MemberRole, paths: string[]) {
  const files = fs
    .readdirSync(new URL('../../app/routes/', import.meta.url))
    .filter((file) => ROUTE_PREFIXES[role].some((prefix) => file.startsWith(prefix) && file !== `${prefix}tsx`))
    .filter((file) => !NOT_PAGES.includes(file));
  const missed = files.filter((file) => !paths.some((path) => routePattern(file).test(path.split('?')[0]!)));
  expect(missed, `route files of ${role} the walk leaves out`).toEqual([]);
}

/** The public pages a member opens too, their header showing the member's name (the sign-in pages send them home). */
export const PUBLIC_PAGES_OF_MEMBERS = PUBLIC_PAGES.filter((path) => !/^\/(login|register|account)/.test(path));

/** An account of the demo data, signed in through the api. */
export async function signIn(
  request: APIRequestContext,
  account: { userId: string; password: string },
): Promise<Account> {
  const response = await request.post(`${API_URL}/login`, { data: account });
  expect(response.status(), await response.text()).toBe(200);
  const token = ((await response.json()) as { accessToken: string }).accessToken;
  // the demo accounts' mailboxes are their ids at example.com (api/src/db/seed.ts)
  return { ...account, token, email: `${account.userId}@example.com` };
}

export async function apiGet<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(`${API_URL}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The records the pages with an id show, made through the api: `company` publishes a posting (a paid
 * order), `seeker` writes a resume under `name`, publishes it (a paid order) and applies with it, and
 * each scraps what the other published.
 */
export async function memberRecords(
  request: APIRequestContext,
  company: Account,
  seeker: Account,
  name: string,
): Promise<MemberRecords> {
  const jobInfoId = await publishPosting(request, company, `${name}의 가게 새벽 제빵사 ${uniqueUserId('p')}`);
  const orders = await apiGet<{ items: { id: number; targetId: number | null }[] }>(
    request,
    '/my/orders',
    company.token,
  );
  const { resume } = await apiPost<{ resume: { id: number } }>(request, '/my/resumes', seeker.token, {
    title: `${name}의 제빵 경력 4년 이력서`,
    name,
    birthYear: 1993,
    phone: '010-3456-7890',
    email: 'a.rather.long.address.of.a.baker@example.com',
    regions: [{ sido: '서울', sigungu: null }],
    positions: ['baker'],
    introduction: '식빵과 바게트를 4년 동안 구웠습니다. 새벽 근무 가능합니다.',
  });
  const { order } = await apiPost<{ order: { id: number } }>(request, '/my/orders', seeker.token, {
    productCode: 'resume-30',
    targetId: resume.id,
    method: 'test',
  });
  await apiPost(request, `/my/orders/${order.id}/test-payment`, seeker.token, { result: 'approve' });
  const { application } = await apiPost<{ application: { id: number } }>(
    request,
    `/job-infos/${jobInfoId}/applications`,
    seeker.token,
    { resumeId: resume.id },
  );
  for (const [account, target] of [
    [seeker, `job/${jobInfoId}`],
    [company, `resume/${resume.id}`],
  ] as const) {
    const scrapped = await request.put(`${API_URL}/my/scraps/${target}`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(scrapped.ok(), await scrapped.text()).toBe(true);
  }
  return {
    company: {
      jobInfoId,
      orderId: orders.items.find((item) => item.targetId === jobInfoId)!.id,
      applicationId: application.id,
      resumeId: resume.id,
    },
    normal: { resumeId: resume.id, orderId: order.id, applicationId: application.id },
  };
}

/** Opens `path` as the walks do: answered 200, and nothing more on its way (the install banner, the chat). */
export async function openPage(page: Page, path: string) {
  const response = await openSettled(page, path);
  expect(response?.status(), path).toBe(200);
}

/**
 * Opens `path` and checks what every page owes: answered 200, a Korean title, a heading in main and,
 * with JavaScript, hydrated (the router then handles a same-page link itself, no document request).
 */
export async function expectWholePage(page: Page, path: string, testInfo: TestInfo) {
  await openPage(page, path);
  expect(await page.title(), path).toMatch(/[가-힣].*빵잡|빵잡/);
  await expect(page.locator('main h1').first(), path).toBeVisible();
  if (hasJs(testInfo)) {
    await expect
      .poll(() => page.evaluate(() => !!window.__remixRouter?.state.initialized), { message: path })
      .toBe(true);
  }
}

/** The page's uncaught exceptions and console errors from now on (a resource that failed to load aside). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}
