import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { hasJs, uniqueUserId } from './helpers';

const WEB_ORIGIN = `http://localhost:${E2E.webPort}`;

/** The pages of the mailed links, each with `secret` where the mail puts its token. */
const tokenPages = (secret: string) => [
  `/account/reset-password/${secret}`,
  `/account/verify-email/${secret}`,
  `/unsubscribe/${secret}`,
];

/** The web server's log lines (WEB_LOG_FILE) that mention `marker`. */
function webLogLinesWith(marker: string): string[] {
  if (!fs.existsSync(E2E.webLogFile)) return [];
  return fs
    .readFileSync(E2E.webLogFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes(marker));
}

test('a mailed link’s page loads neither analytics nor the chat widget, which every other page has', async ({
  page,
  request,
}, testInfo) => {
  const secret = uniqueUserId('secret');
  const other = await (await request.get('/service')).text();
  expect(other).toContain('https://www.googletagmanager.com/gtag/js');
  expect(other).toContain('e2e-plugin-key');
  for (const path of tokenPages(secret)) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('googletagmanager');
    expect(html, path).not.toContain(E2E.gaMeasurementId);
    expect(html, path).not.toContain('e2e-plugin-key');
    // nor does the header's login link carry the page's address, which analytics would read there
    expect(html, path).not.toMatch(new RegExp(`redirectTo=[^"]*${secret}`));
  }
  if (!hasJs(testInfo)) return;
  const thirdParty: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    thirdParty.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route(`${E2E.chatScriptUrl}*`, (route) => {
    thirdParty.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  for (const path of tokenPages(secret)) {
    // the load event waits for async scripts: analytics would have been fetched by now
    await page.goto(path, { waitUntil: 'load' });
    await expect.poll(() => page.evaluate(() => !!window.__remixRouter?.state.initialized)).toBe(true);
    expect(await page.evaluate(() => typeof window.gtag), path).toBe('undefined');
  }
  expect(thirdParty).toEqual([]);
  // the same browser on another page has both, the proof that the routes above would have seen them
  await page.goto('/service', { waitUntil: 'load' });
  expect(thirdParty).toEqual([expect.stringContaining('https://www.googletagmanager.com/gtag/js')]);
});

test('an error on a mailed link’s page is logged without the token', async ({ page }, testInfo) => {
  test.skip(!hasJs(testInfo), 'no script, no error');
  const secret = uniqueUserId('secret');
  const marker = uniqueUserId('boom');
  await page.goto(`/account/reset-password/${secret}`);
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(`${text} on ${location.href}`);
    });
  }, marker);
  await expect.poll(() => webLogLinesWith(marker)).toHaveLength(1);
  const line = JSON.parse(webLogLinesWith(marker)[0]!) as { type: string; details: Record<string, unknown> };
  expect(line.type).toBe('client-error');
  expect(line.details).toMatchObject({
    page: '/account/reset-password/[token]',
    message: `${marker} on ${WEB_ORIGIN}/account/reset-password/[token]`,
  });
  expect(webLogLinesWith(secret)).toEqual([]);
});

test('the web server’s own log line about a request names its path without the token', async ({ request }) => {
  const secret = uniqueUserId('secret');
  // a cross-site post that is not RFC 8058's one-click body is refused, and the refusal logged with its path
  const refused = await request.post(`/unsubscribe/${secret}`, {
    headers: { origin: 'https://evil.example' },
    form: { anything: 'else' },
  });
  expect(refused.status()).toBe(403);
  const refusal = () => webLogLinesWith('cross-site request refused').filter((line) => line.includes('/unsubscribe/'));
  await expect.poll(() => refusal().some((line) => line.includes('"path":"/unsubscribe/[token]"'))).toBe(true);
  expect(webLogLinesWith(secret)).toEqual([]);
});
