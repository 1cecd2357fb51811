import { expect, test } from './fixtures';
import { DEMO, readSession, sessionData } from './helpers';

/**
 * The fixture that signs an account in once per worker (fixtures.ts): the next test of the worker
 * starts signed in without the /login form, with the newest refresh token of the one before, not a
 * token that test already used (which the api would take for a stolen one once its grace is over).
 */
test.describe.configure({ mode: 'serial' });

const usedRefreshTokens: string[] = [];

test('a test signed in by the fixture leaves its session to the worker', async ({ page, members }) => {
  await members.signIn(page, DEMO.normal, '/resume');
  usedRefreshTokens.push((await readSession(page))?.refreshToken as string);
  for (const path of ['/resume', '/user/notifications', '/resume/alerts']) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    usedRefreshTokens.push((await readSession(page))?.refreshToken as string);
  }
  expect(new Set(usedRefreshTokens).size).toBe(4);
});

test('the next test starts signed in, with a refresh token no earlier page used', async ({ page, members }) => {
  // every request's method and path as it leaves; the headers only of the page's own document, read
  // once it has come (a script or stream still open when the test ends never gives its headers)
  const sent: { method: string; path: string }[] = [];
  page.on('request', (request) => sent.push({ method: request.method(), path: new URL(request.url()).pathname }));
  const resumeDocument = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/resume',
  );
  await members.signIn(page, DEMO.normal, '/resume');
  await expect(page).toHaveURL('/resume');
  expect(sent.filter(({ method, path }) => method === 'POST' && path === '/login')).toEqual([]);
  const cookie = (await (await resumeDocument).allHeaders())['cookie'];
  const carried = /__session=([^;]+)/.exec(cookie ?? '')?.[1];
  expect(carried).toBeDefined();
  const refreshToken = sessionData(carried!).refreshToken as string;
  expect(usedRefreshTokens).not.toContain(refreshToken);
  expect((sessionData(carried!).user as { userId: string }).userId).toBe(DEMO.normal.userId);
});
