import { type APIResponse, expect, test } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { DEMO } from './helpers';

const ORIGIN = `http://localhost:${E2E.webPort}`;

/** Values a link from anywhere may put in `redirectTo`: each is, or hides, another site. */
const HOSTILE = [
  '/\t/evil.example',
  '/\r\n/evil.example',
  '/\\evil.example',
  '//evil.example/',
  'https://evil.example/',
  '/%2F/evil.example',
  '/%09/evil.example',
];

/** Where a browser goes with the answer's Location: the site, on every one of these. */
function expectSameSite(response: APIResponse, expected: string, label: string) {
  expect(response.status(), label).toBe(302);
  const location = response.headers()['location'] ?? '';
  expect(location, label).toBe(expected);
  expect(new URL(location, `${ORIGIN}/login`).origin, label).toBe(ORIGIN);
}

test.describe('redirects stay on the site', () => {
  test('a signed-in visitor of /login?redirectTo=%2F%09%2Fevil.example is sent home', async ({ playwright }) => {
    const member = await playwright.request.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { Origin: ORIGIN } });
    try {
      const signIn = await member.post('/login', {
        form: { userId: DEMO.normal.userId, password: DEMO.normal.password },
        maxRedirects: 0,
      });
      expect(signIn.status()).toBe(302);
      const raw = await member.get('/login?redirectTo=%2F%09%2Fevil.example', { maxRedirects: 0 });
      expectSameSite(raw, '/', 'redirectTo=%2F%09%2Fevil.example');
      for (const value of HOSTILE) {
        const response = await member.get(`/login?redirectTo=${encodeURIComponent(value)}`, { maxRedirects: 0 });
        expectSameSite(response, '/', JSON.stringify(value));
      }
      // a page of ours is where it goes
      expectSameSite(await member.get('/login?redirectTo=%2Fresume', { maxRedirects: 0 }), '/resume', '/resume');
      // 로그아웃 comes back to the page it was on, never elsewhere
      const logout = await member.post('/logout', { form: { redirectTo: '/\t/evil.example' }, maxRedirects: 0 });
      expectSameSite(logout, '/', 'POST /logout');
    } finally {
      await member.dispose();
    }
  });

  test('signing in with a hostile redirectTo lands on the home page', async ({ playwright }) => {
    for (const value of HOSTILE) {
      const visitor = await playwright.request.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { Origin: ORIGIN } });
      try {
        const signIn = await visitor.post('/login', {
          form: { userId: DEMO.company.userId, password: DEMO.company.password, redirectTo: value },
          maxRedirects: 0,
        });
        expectSameSite(signIn, '/', JSON.stringify(value));
      } finally {
        await visitor.dispose();
      }
    }
  });

  test('a blank search goes back to the Referer’s page only when it is a page of the site', async ({ request }) => {
    const back = (referer: string) => request.get('/search?search=+', { headers: { referer }, maxRedirects: 0 });
    expectSameSite(await back(`${ORIGIN}/info/job-info-list?page=2`), '/info/job-info-list?page=2', 'a list page');
    expectSameSite(await back(`${ORIGIN}//evil.example/`), '/', `${ORIGIN}//evil.example/`);
    expectSameSite(await back(`${ORIGIN}/%2F%2Fevil.example/`), '/', `${ORIGIN}/%2F%2Fevil.example/`);
    expectSameSite(await back('https://evil.example/info/job-info-list'), '/', 'another site');
    expectSameSite(await back(`${ORIGIN}/search?search=%EB%B9%B5`), '/', 'the search itself');
  });
});
