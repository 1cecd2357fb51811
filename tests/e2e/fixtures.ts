import { type BrowserContext, type Cookie, test as base, type Page } from '@playwright/test';
import { keepToasts, login, openSettled, projectContext, sessionUserId } from './helpers';

export { expect } from '@playwright/test';

type Credentials = { userId: string; password: string };

/** Signed-in browsers of an account the worker has signed in once (see `test` below). */
export interface Members {
  /** Gives `page`'s browser the worker's session of `account`, then opens `to`. */
  signIn(page: Page, account: Credentials, to: string): Promise<void>;
  /** A browser of its own, with this project's settings, signed in as `account` on `to`; closed after the test. */
  open(account: Credentials, to: string): Promise<Page>;
}

/**
 * `test` with `members`: each worker signs an account in once, through the /login form, and every
 * later test of the worker gets a new browser context carrying that sign-in's session cookie. Not a
 * storage state shared by the workers: every signed-in request rotates the refresh token (the e2e
 * access token lives 300 s, inside the refresh window), so each test hands the newest cookie back to
 * the worker at its end, and one family is used by one browser at a time.
 *
 * For tests that sign in only to reach a page. A test that signs out, suspends, deletes or changes
 * its account, or looks at the sign-in itself, signs in its own account with `login`.
 */
export const test = base.extend<{ members: Members }, { workerSessions: Map<string, Cookie> }>({
  // the test's own browser keeps its toasts for expectToast, as every projectContext does
  context: async ({ context }, use) => {
    await keepToasts(context);
    await use(context);
  },

  workerSessions: [
    async ({}, use) => {
      await use(new Map());
    },
    { scope: 'worker' },
  ],

  // `context` too: the test's own browser is closed after this fixture has read its cookies
  members: async ({ workerSessions, browser, context: _testContext }, use, testInfo) => {
    const carried: { context: BrowserContext; userId: string }[] = [];
    const opened: BrowserContext[] = [];

    async function signIn(page: Page, account: Credentials, to: string) {
      const cookie = workerSessions.get(account.userId);
      // one family, one browser: a second browser of the same account in this test signs in anew
      if (!cookie || carried.some((entry) => entry.userId === account.userId)) {
        await login(page, account, to);
      } else {
        await page.context().addCookies([cookie]);
        await openSettled(page, to);
        // a session the api has ended since (its family revoked) is not this account's any more
        if ((await sessionUserId(page.context())) !== account.userId) await login(page, account, to);
      }
      if (!carried.some((entry) => entry.userId === account.userId))
        carried.push({ context: page.context(), userId: account.userId });
    }

    async function open(account: Credentials, to: string): Promise<Page> {
      const other = await projectContext(browser, testInfo);
      opened.push(other);
      const page = await other.newPage();
      await signIn(page, account, to);
      return page;
    }

    await use({ signIn, open });

    for (const { context: held, userId } of carried) {
      try {
        // A response the test left unread (a page closed mid-request) may have rotated the token the
        // browser still holds: one more request with it gets the same successor, within the api's
        // grace, and now the browser holds the newest.
        await held.request.get('/?_data=root');
        const session = (await held.cookies()).find((c) => c.name === '__session');
        if (session && (await sessionUserId(held)) === userId) workerSessions.set(userId, session);
        else workerSessions.delete(userId);
      } catch {
        // the test closed this browser itself: the next test signs in anew
        workerSessions.delete(userId);
      }
    }
    for (const other of opened) await other.close();
  },
});
