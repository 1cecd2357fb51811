import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { E2E } from '../../playwright.config';
import {
  apiPost,
  completePosting,
  DEMO,
  hasJs,
  login,
  oldestListedId,
  openSettled,
  PUBLIC_PAGES,
  registerAccount,
  uniqueUserId,
} from './helpers';

const WEB_ORIGIN = `http://localhost:${E2E.webPort}`;
const CROSS_SITE_MESSAGE = '다른 사이트에서 보낸 요청은 처리할 수 없습니다.';

/** A request as curl sends it: any Host, any Origin, no browser. */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${WEB_ORIGIN}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const LOGIN_FORM = new URLSearchParams({ userId: DEMO.normal.userId, password: DEMO.normal.password }).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

test.describe('cross-site posts', () => {
  test(
    'a form on another site posting to /login gets the 403 page and no session',
    { tag: '@nojs' },
    async ({ page }, testInfo) => {
      // another origin: another host and port on loopback, as evil.example would be
      const foreign = http.createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
        <form method="post" action="${WEB_ORIGIN}/login">
          <input name="userId" value="${DEMO.normal.userId}"><input name="password" value="${DEMO.normal.password}">
          <button>보내기</button>
        </form>
        <script>document.forms[0].submit()</script>`);
      });
      await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
      try {
        const answer = page.waitForResponse(`${WEB_ORIGIN}/login`);
        await page.goto(`http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`);
        // without JavaScript the visitor is tricked into pressing the button instead
        if (!hasJs(testInfo)) await page.getByRole('button', { name: '보내기' }).click();
        const response = await answer;
        expect(response.request().method()).toBe('POST');
        expect(response.status()).toBe(403);
        expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
        await expect(page.getByText(CROSS_SITE_MESSAGE)).toBeVisible();
        await expect(page.getByRole('link', { name: '빵잡 홈으로 가기' })).toHaveAttribute('href', '/');
        const cookies = await page.context().cookies(WEB_ORIGIN);
        expect(cookies.map((cookie) => cookie.name)).not.toContain('__session');
      } finally {
        foreign.close();
      }
    },
  );

  test('curl: a foreign Origin, Origin null, a cross-site fetch and no Origin at all are refused', async ({}) => {
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const headers of refused) {
      const answer = await rawRequest('POST', '/login', { ...FORM, ...headers }, LOGIN_FORM);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.body).toContain(CROSS_SITE_MESSAGE);
      expect(answer.body).not.toMatch(/Error|at .*\.js/);
    }
    // a delete or a put is a write as well
    expect((await rawRequest('DELETE', '/logout', { origin: 'https://evil.example' })).status).toBe(403);
  });

  test('curl: a post from this site, by Origin or by Sec-Fetch-Site, signs in', async ({}) => {
    const fromHere: Record<string, string>[] = [{ origin: WEB_ORIGIN }, { 'sec-fetch-site': 'same-origin' }];
    for (const headers of fromHere) {
      const answer = await rawRequest('POST', '/login', { ...FORM, ...headers }, LOGIN_FORM);
      expect(answer.status, JSON.stringify(headers)).toBe(302);
      expect(String(answer.headers['set-cookie'])).toContain('__session=');
    }
  });
});

test.describe('security headers', () => {
  function expectSecurityHeaders(headers: Record<string, string>, what: string) {
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, what).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp, what).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], what).toContain('camera=()');
    expect(headers['strict-transport-security'], `${what}: plain http`).toBeUndefined();
  }

  test('on a public page, a member page, a data answer and a file; HSTS behind an https proxy', async ({
    page,
    members,
  }) => {
    const home = await page.request.get('/');
    expectSecurityHeaders(home.headers(), 'public page');
    const nonces = new Set([...(await home.text()).matchAll(/<script nonce="([^"]+)"/g)].map((match) => match[1]));
    expect(nonces.size, 'one nonce on every inline script').toBe(1);
    expect(home.headers()['content-security-policy']).toContain(`'nonce-${[...nonces][0]}'`);
    const again = await page.request.get('/');
    expect(again.headers()['content-security-policy']).not.toBe(home.headers()['content-security-policy']);

    await members.signIn(page, DEMO.normal, '/');
    const member = await page.request.get('/resume');
    expect(member.status()).toBe(200);
    expectSecurityHeaders(member.headers(), 'member page');

    const data = await page.request.get('/info/job-info-list?_data=routes%2Finfo.job-info-list');
    expect(data.headers()['content-type']).toContain('application/json');
    expectSecurityHeaders(data.headers(), 'data answer');
    expectSecurityHeaders((await page.request.get('/favicon.svg')).headers(), 'static file');

    // loopback is a trusted proxy by default (TRUSTED_PROXIES)
    const overHttps = await page.request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers()['strict-transport-security']).toBe('max-age=31536000');
  });
});

/** Collects CSP violations: the page's securitypolicyviolation events and Chromium's console reports. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return async () => {
    const events = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => []);
    return [...reported.splice(0), ...events];
  };
}

/** Analytics and the chat widget are configured in the e2e servers; there is no network, so their scripts are stand-ins. */
async function standInThirdParties(page: Page) {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.route(`${E2E.chatScriptUrl}*`, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
}

test.describe('content security policy', () => {
  test('no page breaks it: every public page, a posting, a notice and member pages', async ({
    page,
    members,
    request,
  }, testInfo) => {
    test.slow();
    await standInThirdParties(page);
    const violations = await watchCsp(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const pages = [
      ...PUBLIC_PAGES,
      `/info/job-info/${await oldestListedId(request, '/job-infos')}`,
      `/service/notice/${await oldestListedId(request, '/notices')}`,
    ];
    const visit = async (path: string) => {
      const response = await openSettled(page, path);
      expect(response?.status(), path).toBe(200);
      if (hasJs(testInfo)) {
        await expect
          .poll(() => page.evaluate(() => !!window.__remixRouter?.state.initialized), { message: path })
          .toBe(true);
      }
      expect(await violations(), path).toEqual([]);
    };
    for (const path of pages.slice(0, -1)) await visit(path);
    // the chat widget loads on the first interaction or once the page has idled 3 s, analytics on every
    // page: both under the policy (waited for from the last page's start, which may idle that long)
    const chatScript = hasJs(testInfo) ? page.waitForRequest(`${E2E.chatScriptUrl}*`) : undefined;
    await visit(pages.at(-1)!);
    if (chatScript) {
      await page.keyboard.press('Tab');
      await chatScript;
      expect(await violations(), 'chat widget').toEqual([]);
    }
    await members.signIn(page, DEMO.normal, '/');
    for (const path of ['/resume', '/user/payment', '/user/edit']) await visit(path);
    expect(errors).toEqual([]);
  });

  test('an inline script without the nonce is refused', async ({ page }, testInfo) => {
    test.skip(!hasJs(testInfo), 'nothing runs scripts without JavaScript');
    const violations = await watchCsp(page);
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });
    await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src-elem inline/));
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });
});

test('payment return URLs come from PUBLIC_URL, whatever Host the request names', async ({ page, request }) => {
  const company = await registerAccount(request, 'company', '주소확인 베이커리');
  const { jobInfo } = await apiPost<{ jobInfo: { id: number } }>(request, '/my/job-infos', company.token, {
    ...completePosting(`반환주소 ${uniqueUserId('t')}`),
    applicationRetentionDays: 60,
  });
  const { order } = await apiPost<{ order: { id: number } }>(request, '/my/orders', company.token, {
    productCode: 'posting-7',
    targetId: jobInfo.id,
    method: 'test',
  });
  await login(page, company);
  const cookie = (await page.context().cookies(WEB_ORIGIN)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const path = `/user/payment/${order.id}?_data=${encodeURIComponent('routes/user.payment.$id._index')}`;
  const forged: Record<string, string>[] = [
    { host: 'evil.example' },
    // loopback is a trusted proxy by default, so these are believed for the request's own URL
    { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  ];
  for (const headers of forged) {
    const answer = await rawRequest('GET', path, { cookie, ...headers });
    expect(answer.status, answer.body).toBe(200);
    const { tossUrls } = JSON.parse(answer.body) as { tossUrls: { success: string; fail: string } };
    expect(tossUrls).toEqual({
      success: `${WEB_ORIGIN}/user/payment/toss/success`,
      fail: `${WEB_ORIGIN}/user/payment/toss/fail`,
    });
  }
});

test.describe('the browser error log', () => {
  /** The web server's lines about browser errors (WEB_LOG_FILE), parsed. */
  function clientErrorLines(): Record<string, unknown>[] {
    if (!fs.existsSync(E2E.webLogFile)) return [];
    return fs
      .readFileSync(E2E.webLogFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"client-error"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
  const lineWith = (marker: string) =>
    clientErrorLines().find((line) => JSON.stringify(line.details).includes(marker)) ?? null;

  test('an error thrown in a page and a rejection nobody handled arrive as log lines', async ({ page }, testInfo) => {
    test.skip(!hasJs(testInfo), 'no script, no error');
    const marker = uniqueUserId('boom');
    await page.goto('/service?tab=faq');
    // the two reports' answers: the line is written before the server answers, so the poll below waits
    // only for the log file's asynchronous write, whatever the load of a full run
    const answers: number[] = [];
    const bothAnswered = new Promise<void>((resolve) =>
      page.on('response', (response) => {
        if (new URL(response.url()).pathname !== '/_log') return;
        answers.push(response.status());
        if (answers.length === 2) resolve();
      }),
    );
    await page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(`${text} thrown for hong@example.com 010-1234-5678`);
      });
      void Promise.reject(new Error(`${text} rejected`));
    }, marker);
    await bothAnswered;
    // a 429 here: the address's CLIENT_LOG_PER_MINUTE was used up by the run's other pages
    expect(answers).toEqual([204, 204]);

    await expect.poll(() => lineWith(`${marker} thrown`)).not.toBeNull();
    const thrown = lineWith(`${marker} thrown`)!;
    expect(thrown).toMatchObject({ service: 'web', type: 'client-error', code: 'window-error', level: 50 });
    expect(thrown.details).toMatchObject({
      page: '/service',
      name: 'Error',
      message: `${marker} thrown for [email] [number]`,
    });
    expect(thrown.browser).toMatch(/^Chrome/);
    // nothing of the request but the browser's family: no cookies, no address, no query string
    expect(JSON.stringify(thrown)).not.toMatch(/hong@example|010-1234|__session|cookie|tab=faq|127\.0\.0\.1/);

    await expect.poll(() => lineWith(`${marker} rejected`)).not.toBeNull();
    expect(lineWith(`${marker} rejected`)).toMatchObject({ code: 'unhandled-rejection' });
  });
});

test('pages full of Korean carry no NUL byte and are valid UTF-8, for browsers and crawlers', async ({ request }) => {
  const pages = [...PUBLIC_PAGES, `/info/job-info/${await oldestListedId(request, '/job-infos')}`];
  const agents = {
    browser: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    crawler: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  };
  for (const [who, userAgent] of Object.entries(agents)) {
    for (const path of pages) {
      const response = await request.get(path, { headers: { 'user-agent': userAgent } });
      expect(response.status(), path).toBe(200);
      const body = await response.body();
      expect(body.indexOf(0), `${who} ${path}: first NUL byte at`).toBe(-1);
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(body), `${who} ${path}`).not.toThrow();
      expect(body.toString('utf8'), path).toMatch(/[가-힣]{2}/);
    }
  }
});
