import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
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

interface WireAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** the body as it came over the wire: Playwright's request context would decompress it */
  bytes: Buffer;
}

/** A GET through nginx (over HTTP/1.1: the cache is the same for both protocols). */
function wireGet(url: string, headers: Record<string, string>): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    // nginx's certificate is the one start-proxy made for this run
    const req = https.get(url, { headers, rejectUnauthorized: false, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** The page as a browser reads it: decoded as its Content-Encoding says (a page compressed twice throws). */
function decodedPage(answer: WireAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.bytes).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(answer.bytes).toString();
  expect(encoding).toBeUndefined();
  return answer.bytes.toString();
}

/** Every render has its own CSP nonce: two renders of one page are the same once it is blanked. */
function withoutNonce(html: string, headers: IncomingHttpHeaders): string {
  const nonce = /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];
  expect(nonce).toBeTruthy();
  return html.replaceAll(nonce!, 'NONCE');
}

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

// nginx keeps the web's compressed answer, a copy per encoding (deploy/nginx.conf's
// $normalised_encoding), and hands a HIT out as it is: compressing a cached page for every visitor
// was the whole cost of a HIT. The privacy policy rather than a list or /service: the other tests
// publish postings and notices meanwhile, and the three renders would differ.
test('an anonymous page is kept as brotli, gzip and plain, each copy handed out as it was kept', async ({
  baseURL,
}) => {
  const url = `${baseURL}/service/privacy/agree?encoding-check=${uniqueUserId('')}`;
  const pages: string[] = [];
  const wires: Buffer[] = [];
  for (const [acceptEncoding, encoding] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const first = await wireGet(url, { 'accept-encoding': acceptEncoding });
    expect(first.status, acceptEncoding).toBe(200);
    expect(first.headers['x-cache-status'], acceptEncoding).toBe('MISS');
    expect(first.headers['content-encoding'], acceptEncoding).toBe(encoding);
    expect(first.headers['vary'], acceptEncoding).toMatch(/\bAccept-Encoding\b/);
    const second = await wireGet(url, { 'accept-encoding': acceptEncoding });
    expect(second.headers['x-cache-status'], acceptEncoding).toBe('HIT');
    expect(second.headers['content-encoding'], acceptEncoding).toBe(encoding);
    expect(second.bytes.equals(first.bytes), `${acceptEncoding}: the kept copy, byte for byte`).toBe(true);

    const html = decodedPage(second);
    expect(html, acceptEncoding).toMatch(/^<!DOCTYPE html>/i);
    expect(html, acceptEncoding).toContain('</html>');
    pages.push(withoutNonce(html, second.headers));
    wires.push(second.bytes);
  }
  // three renders of one page, three different bodies on the wire, the same HTML in each
  expect(new Set(wires.map((bytes) => bytes.toString('base64'))).size).toBe(3);
  expect(pages[1]).toBe(pages[0]);
  expect(pages[2]).toBe(pages[0]);
  // the plain copy is the largest: the others are really compressed
  expect(wires[0]!.length).toBeLessThan(wires[2]!.length / 3);
  expect(wires[1]!.length).toBeLessThan(wires[2]!.length / 3);
});

// BREACH (deploy/nginx.conf): a page made for a member or carrying a toast goes plain, and around
// the cache, even when the cache holds a compressed copy of the same address.
test('a member’s or a toast’s page is never compressed nor cached', async ({ page, request, baseURL }) => {
  await signedInMember(page, request);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === '__session');
  expect(session).toBeDefined();
  const url = `${baseURL}/info/job-info-list?personal-check=${uniqueUserId('')}`;
  const anonymous = { 'accept-encoding': 'gzip, deflate, br' };
  expect((await wireGet(url, anonymous)).headers['x-cache-status']).toBe('MISS');
  expect((await wireGet(url, anonymous)).headers['x-cache-status']).toBe('HIT');
  const cookies = {
    session: `${session!.name}=${session!.value}`,
    toast: '__toast=e2e',
    'toast shown': '_ga=1; __toast_shown=1',
  };
  for (const [which, cookie] of Object.entries(cookies)) {
    for (let visit = 0; visit < 2; visit += 1) {
      const personal = await wireGet(url, { ...anonymous, cookie });
      expect(personal.status, which).toBe(200);
      expect(personal.headers['x-cache-status'], which).toBe('BYPASS');
      expect(personal.headers['content-encoding'], which).toBeUndefined();
      expect(personal.headers['cache-control'], which).toBe('private, no-store');
      expect(decodedPage(personal), which).toMatch(/^<!DOCTYPE html>/i);
    }
  }
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
