import { expect, test } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { API_URL, DEMO, expectToast, login, readSession, registerAccount, visibleHeader } from './helpers';

const TOKEN_EXPIRED = '토큰 만료! 다시 로그인 해주세요.';
const SUSPENDED = '운영 정책에 따라 이용이 정지된 계정입니다. 고객센터로 문의해주세요.';

test.describe('session tokens', () => {
  test(
    'a token inside the 10-minute window is refreshed on the server and the user stays in',
    { tag: '@nojs' },
    async ({ page }) => {
      expect(E2E.accessTokenTtlSeconds * 1000).toBeLessThan(600_000);
      await login(page, DEMO.normal);
      await expect(page).toHaveURL('/');
      const before = await readSession(page);
      expect(before?.accessToken).toBeTruthy();

      await page.goto('/resume');
      await expect(page).toHaveURL('/resume');
      const after = await readSession(page);
      expect(after?.refreshToken).not.toBe(before?.refreshToken);
      expect(after?.accessToken).not.toBe(before?.accessToken);
      expect(after?.accessTokenExpiry as number).toBeGreaterThanOrEqual(before?.accessTokenExpiry as number);
      await expect(visibleHeader(page).getByText(`${DEMO.normal.username}님`)).toBeVisible();
    },
  );

  // 토큰 만료 is shown once only, whatever the next pages do. The page after it is read as the server sent it, so
  // the check holds with and without JavaScript and waits for nothing but the response.
  test(
    'a refresh that fails ends the session with the 토큰 만료 toast, once',
    { tag: '@nojs' },
    async ({ page, request }) => {
      await login(page, DEMO.company);
      await expect(page).toHaveURL('/');
      const session = await readSession(page);
      // Another device signs this session out: its refresh-token family is revoked at the api.
      const revoked = await request.post(`${API_URL}/logout`, { data: { refreshToken: session?.refreshToken } });
      expect(revoked.status()).toBe(204);

      // A page whose own loader also answers with the session's cookies.
      await page.goto('/info/job-info-list');
      await expectToast(page, TOKEN_EXPIRED);
      await expect(visibleHeader(page).getByRole('link', { name: '로그인' })).toBeVisible();
      expect(await readSession(page)).toBeNull();

      const next = await page.goto('/service/question');
      expect(await next?.text()).not.toContain(TOKEN_EXPIRED);
      const another = await page.goto('/info/resume-list');
      expect(await another?.text()).not.toContain(TOKEN_EXPIRED);
    },
  );

  test(
    'a members’ page whose refresh fails sends the user to login with the toast',
    { tag: '@nojs' },
    async ({ page, request }) => {
      await login(page, DEMO.normal, '/resume');
      await expect(page).toHaveURL('/resume');
      const session = await readSession(page);
      await request.post(`${API_URL}/logout`, { data: { refreshToken: session?.refreshToken } });

      await page.goto('/resume/apply-job-info');
      await expect(page).toHaveURL('/login?redirectTo=%2Fresume%2Fapply-job-info');
      await expectToast(page, TOKEN_EXPIRED);
      const reloaded = await page.reload();
      expect(await reloaded?.text()).not.toContain(TOKEN_EXPIRED);
    },
  );

  test(
    'a member suspended mid-session reads the suspension, not 토큰 만료',
    { tag: '@nojs' },
    async ({ page, request }) => {
      const member = await registerAccount(request, 'normal', '정지될회원', 'susp');
      await login(page, member);
      await expect(page).toHaveURL('/');

      const operator = await request.post(`${API_URL}/login`, { data: { userId: 'admin', password: 'admin1234' } });
      const authorization = `Bearer ${((await operator.json()) as { accessToken: string }).accessToken}`;
      const found = await request.get(`${API_URL}/admin/users?q=${member.userId}`, { headers: { authorization } });
      const { items } = (await found.json()) as { items: { id: number; userId: string }[] };
      const id = items.find((user) => user.userId === member.userId)!.id;
      const suspended = await request.post(`${API_URL}/admin/users/${id}/suspend`, {
        headers: { authorization },
        data: { reason: '허위 이력서 반복 등록' },
      });
      expect(suspended.status()).toBe(200);

      const shown = await page.goto('/info/job-info-list');
      await expectToast(page, SUSPENDED);
      expect(await shown?.text()).not.toContain(TOKEN_EXPIRED);
      expect(await readSession(page)).toBeNull();
    },
  );
});
