import { type APIRequestContext, type APIResponse, expect, type Page, type Response, test } from '@playwright/test';
import { imagePath } from '#contracts/image';
import {
  API_URL,
  apiPost,
  expectToast,
  login,
  publishPosting,
  registerAccount,
  uniqueUserId,
  uploadPicture,
  visibleHeader,
} from './helpers';

// Through nginx (the proxy-desktop-js project): its micro-cache keeps an anonymous public page
// 10 s, and must never keep, nor hand anyone, a page made for a member or carrying a toast.
// `request` is a visitor of its own, without the page's cookies.

const LOGGED_OUT = '로그아웃 완료!';
const MEMBER_MENU = ['로그아웃', '마이페이지'];

const cacheStatus = (response: Response | APIResponse) => response.headers()['x-cache-status'];

/** A member with a name no page has unless it was made for them. */
async function signedInMember(page: Page, request: APIRequestContext) {
  const name = `캐시검사${uniqueUserId('')}`;
  const member = await registerAccount(request, 'normal', name);
  await login(page, member);
  return name;
}

/** The cache status of every page and data response nginx gives the browser from now on. */
function watchCacheStatus(page: Page): Map<string, string> {
  const seen = new Map<string, string>();
  page.on('response', (response) => {
    const status = cacheStatus(response);
    if (status && !new URL(response.url()).pathname.startsWith('/images/')) seen.set(response.url(), status);
  });
  return seen;
}

test('the pages come over HTTP/2', async ({ page }) => {
  await page.goto('/');
  const protocol = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
  );
  expect(protocol).toBe('h2');
});

test('the api answers under /api/', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
});

test('a signed-in member’s pages are never served from the cache, to anyone', async ({ page, request }) => {
  const name = await signedInMember(page, request);
  const seen = watchCacheStatus(page);
  for (const path of ['/info/job-info-list', '/resume', '/']) {
    for (let visit = 0; visit < 3; visit += 1) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(cacheStatus(response!), path).toBe('BYPASS');
    }
    await expect(visibleHeader(page).getByText(`${name}님`)).toBeVisible();

    const anonymous = await request.get(path, { maxRedirects: 0 });
    expect(await anonymous.text(), path).not.toContain(name);
  }
  expect([...seen.values()].filter((status) => status !== 'BYPASS')).toEqual([]);
});

// With JavaScript the toast comes in the loaders' data requests, without in the page itself.
for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('a page carrying a toast is never cached: the visitor after sees no toast', async ({ page, request }) => {
      await signedInMember(page, request);
      await page.goto('/service/payment');
      const seen = watchCacheStatus(page);
      await visibleHeader(page).getByRole('button', { name: '로그아웃' }).click();
      await expectToast(page, LOGGED_OUT);

      // every address the browser read the toast from, as a visitor without cookies asks for it next
      expect(seen.size).toBeGreaterThan(0);
      for (const [url, status] of seen) {
        expect(status, url).not.toMatch(/HIT|STALE|UPDATING|REVALIDATED/);
        for (let visit = 0; visit < 2; visit += 1) {
          expect(await (await request.get(url)).text(), url).not.toContain(LOGGED_OUT);
        }
      }
    });
  });
}

test('an anonymous page never has a member’s name or menu, even right after the member loaded it', async ({
  page,
  request,
}) => {
  const name = await signedInMember(page, request);
  for (const path of ['/', '/info/job-info-list', '/info/resume-list', '/service']) {
    for (let visit = 0; visit < 2; visit += 1) {
      await page.goto(path);
      await expect(visibleHeader(page).getByText(`${name}님`)).toBeVisible();
      const body = await (await request.get(path)).text();
      for (const member of [name, ...MEMBER_MENU]) expect(body, `${path}: ${member}`).not.toContain(member);
    }
  }
});

// Without this, the tests above would pass on a proxy that caches nothing.
test('an anonymous list is served from the cache the second time', async ({ request }) => {
  const path = `/info/job-info-list?cache-check=${uniqueUserId('')}`;
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  expect(cacheStatus(first)).toBe('MISS');
  const second = await request.get(path);
  expect(cacheStatus(second)).toBe('HIT');
  expect(await second.text()).toBe(await first.text());
  // nginx's 304 would carry its copy's CSP nonce onto the browser's own copy (deploy/nginx.conf)
  expect(second.headers()['etag']).toBeUndefined();
});

test('an uploaded picture comes from the api with its year-long headers and is kept by nginx', async ({ request }) => {
  const company = await registerAccount(request, 'company', '캐시베이커리');
  const picture = await uploadPicture(request, company, 'job-info-photo');
  const path = imagePath(picture.key, 640, 'avif');
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(cacheStatus(first)).toBe('MISS');
  expect(cacheStatus(await request.get(path))).toBe('HIT');
});

// nginx keeps a picture for as long as it is asked for: a removed one must leave its cache at once
// (the api's PURGE to nginx's loopback listener, deploy/nginx.conf), not only the api.
test.describe('a picture taken down is gone from nginx’s cache at once', () => {
  /** A posting's photo, asked for through nginx until nginx serves its own copy. */
  async function cachedPhoto(request: APIRequestContext) {
    const company = await registerAccount(request, 'company', '사진내릴베이커리');
    const photo = await uploadPicture(request, company, 'job-info-photo');
    const jobInfoId = await publishPosting(request, company, `사진 내릴 공고 ${uniqueUserId('')}`, {
      photos: [{ imageId: photo.id, alt: '매장 사진' }],
    });
    const paths = [imagePath(photo.key, 640, 'webp'), imagePath(photo.key, 640, 'jpeg')];
    for (const path of paths) {
      expect(cacheStatus(await request.get(path)), path).toBe('MISS');
      expect(cacheStatus(await request.get(path)), path).toBe('HIT');
    }
    return { company, photo, jobInfoId, paths };
  }

  test('taken down by an operator', async ({ request }) => {
    const { photo, paths } = await cachedPhoto(request);
    const { accessToken } = (await (
      await request.post(`${API_URL}/login`, { data: { userId: 'admin', password: 'admin1234' } })
    ).json()) as { accessToken: string };
    await apiPost(request, `/admin/images/${photo.id}/remove`, accessToken, { reason: '다른 가게의 사진입니다' });
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(404);
  });

  test('by its owner, deleting the posting', async ({ request }) => {
    const { company, jobInfoId, paths } = await cachedPhoto(request);
    const deleted = await request.delete(`${API_URL}/my/job-infos/${jobInfoId}`, {
      headers: { authorization: `Bearer ${company.token}` },
    });
    expect(deleted.status()).toBe(204);
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(404);
  });
});
