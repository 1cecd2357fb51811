import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { DEMO } from './helpers';

const PUBLIC = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
const PRIVATE = 'private, no-store';
const ORIGIN = `http://localhost:${E2E.webPort}`;

function expectPublic(response: APIResponse, what: string) {
  expect(response.status(), what).toBe(200);
  expect(response.headers()['cache-control'], what).toBe(PUBLIC);
  expect(response.headers()['vary'], what).toMatch(/\bCookie\b/);
  expect(response.headers()['etag'], what).toMatch(/^"[\w-]+"$/);
}

function expectPrivate(response: APIResponse, what: string) {
  expect(response.headers()['cache-control'], what).toBe(PRIVATE);
  expect(response.headers()['vary'], what).toMatch(/\bCookie\b/);
  expect(response.headers()['etag'], what).toBeUndefined();
}

async function somePosting(request: APIRequestContext): Promise<string> {
  const list = await (await request.get('/info/job-info-list')).text();
  const path = /\/info\/job-info\/\d+/.exec(list)?.[0];
  expect(path, 'a posting on the list').toBeDefined();
  return path!;
}

test('anonymous reads of public pages and their data are public for a shared cache, with an ETag', async ({
  request,
}) => {
  const posting = await somePosting(request);
  for (const path of [
    '/',
    '/info/job-info-list',
    posting,
    '/search?search=%EC%A0%9C%EB%B9%B5',
    `${posting}?_data=root`,
  ]) {
    expectPublic(await request.get(path), path);
  }
  const head = await request.head('/info/job-info-list');
  expect(head.headers()['cache-control']).toBe(PUBLIC);
});

test('a page the visitor already holds is a 304 without a body, and without a CSP that would not fit its nonce', async ({
  request,
}) => {
  for (const path of ['/service', '/info/job-info-list']) {
    const first = await request.get(path);
    expectPublic(first, path);
    expect(first.headers()['content-security-policy'], path).toContain("'nonce-");
    const again = await request.get(path, { headers: { 'If-None-Match': first.headers()['etag']! } });
    expect(again.status(), path).toBe(304);
    expect(again.headers()['etag'], path).toBe(first.headers()['etag']);
    expect(again.headers()['cache-control'], path).toBe(PUBLIC);
    expect(again.headers()['content-security-policy'], path).toBeUndefined();
    expect((await again.body()).length, path).toBe(0);
  }
  const stale = await request.get('/service', { headers: { 'If-None-Match': '"an-older-page"' } });
  expect(stale.status()).toBe(200);
});

test('a signed-in member’s pages, a post and the flash of a toast are never public', async ({ playwright }) => {
  const member = await playwright.request.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { Origin: ORIGIN } });
  try {
    const signIn = await member.post('/login', {
      form: { userId: DEMO.normal.userId, password: DEMO.normal.password },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(302);
    expectPrivate(signIn, 'POST /login');
    for (const path of ['/', '/info/job-info-list', '/resume']) {
      const response = await member.get(path);
      expect(response.status(), path).toBe(200);
      expectPrivate(response, path);
    }
    expect(await (await member.get('/')).text()).toContain(DEMO.normal.username);

    // 로그아웃 flashes its toast in a cookie, and the next page shows it
    const logout = await member.post('/logout', { form: { redirectTo: '/service' }, maxRedirects: 0 });
    expect(logout.headers()['set-cookie']).toContain('__toast=');
    expectPrivate(logout, 'POST /logout');
    const withToast = await member.get('/service');
    expect(withToast.status()).toBe(200);
    expect(await withToast.text()).toContain('로그아웃 완료!');
    expectPrivate(withToast, 'the page that shows the toast');
  } finally {
    await member.dispose();
  }
});

test('member areas are never public, even to an anonymous visitor', async ({ request }) => {
  for (const path of ['/resume', '/user/edit', '/account/find-id']) {
    expectPrivate(await request.get(path, { maxRedirects: 0 }), path);
  }
  expectPrivate(await request.get('/nowhere-at-all'), 'a missing page');
});

test('a page reloaded from the browser’s copy (304) still runs its scripts', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) refused.push(message.text());
  });
  const hydrated = () => expect.poll(() => page.evaluate(() => !!window.__remixRouter?.state.initialized)).toBe(true);
  const first = (await page.goto('/service'))!;
  await hydrated();
  const reloaded = (await page.reload())!;
  // the browser asked with its copy's ETag (the server's 304 is the test above): its copy's scripts run
  expect(await reloaded.request().headerValue('if-none-match')).toBe(await first.headerValue('etag'));
  await hydrated();
  expect(refused).toEqual([]);
});
