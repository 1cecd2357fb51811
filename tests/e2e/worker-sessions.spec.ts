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
  const requests: Promise<{ method: string; path: string; cookie: string | undefined }>[] = [];
  page.on('request', (request) => {
    requests.push(
      request.allHeaders().then((headers) => ({
        method: request.method(),
        path: new URL(request.url()).pathname,
        cookie: headers['cookie'],
      })),
    );
  });
  await members.signIn(page, DEMO.normal, '/resume');
  await expect(page).toHaveURL('/resume');
  const sent = await Promise.all(requests);
  expect(sent.filter(({ method, path }) => method === 'POST' && path === '/login')).toEqual([]);
  const first = sent.find(({ path }) => path === '/resume');
  const carried = /__session=([^;]+)/.exec(first?.cookie ?? '')?.[1];
  expect(carried).toBeDefined();
  const refreshToken = sessionData(carried!).refreshToken as string;
  expect(usedRefreshTokens).not.toContain(refreshToken);
  expect((sessionData(carried!).user as { userId: string }).userId).toBe(DEMO.normal.userId);
});
