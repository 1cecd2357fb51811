import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { E2E } from '../../playwright.config';
import { DEMO, hasJs, isMobile, login, visibleHeader } from './helpers';

test.describe('menus by role', () => {
  const cases = [
    { who: 'anonymous', account: null, personal: null, tabs: ['채용정보', '인재정보', '고객센터'] },
    {
      who: 'job seeker',
      account: DEMO.normal,
      personal: { to: '/resume', links: ['이력서 관리', '지원한 회사', '스크랩한 공고'] },
      tabs: ['채용정보', '인재정보', '고객센터', '개인서비스'],
    },
    {
      who: 'company',
      account: DEMO.company,
      personal: { to: '/job-info', links: ['공고 관리', '인재 열람 상품', '지원자 관리', '스크랩한 인재'] },
      tabs: ['채용정보', '인재정보', '고객센터', '개인서비스'],
    },
  ];

  for (const { who, account, personal, tabs } of cases) {
    test(`the ${who} sees their menu and tab row`, { tag: '@phone' }, async ({ page, members }, testInfo) => {
      if (account) await members.signIn(page, account, '/');
      else await page.goto('/');
      if (isMobile(testInfo)) {
        const tabRow = page.getByRole('navigation', { name: '탭 메뉴' });
        await expect(tabRow.getByRole('link')).toHaveText(tabs);
        if (personal)
          await expect(tabRow.getByRole('link', { name: '개인서비스' })).toHaveAttribute('href', personal.to);
        return;
      }
      const menu = page.getByRole('navigation', { name: '주 메뉴' });
      const top = menu.locator(':scope > ul > li > a');
      await expect(top).toHaveText(
        personal ? ['채용정보', '인재정보', /서비스$/, '고객센터'] : ['채용정보', '인재정보', '고객센터'],
      );
      await menu.getByRole('link', { name: '고객센터', exact: true }).hover();
      for (const link of ['공지사항', '자주 묻는 질문', '1:1 문의', '배너광고 문의', '유료상품 안내']) {
        await expect(menu.getByRole('link', { name: link })).toBeVisible();
      }
      if (!personal) {
        await expect(menu.getByRole('link', { name: '이력서 관리' })).toHaveCount(0);
        return;
      }
      await menu.locator(`:scope > ul > li > a[href="${personal.to}"]`).hover();
      for (const link of personal.links) await expect(menu.getByRole('link', { name: link })).toBeVisible();
    });
  }

  test(
    'the mobile menu slides out with JavaScript and is a page without',
    { tag: ['@phone', '@phone-nojs'] },
    async ({ page }, testInfo) => {
      test.skip(!isMobile(testInfo), 'the slide-out menu belongs to the mobile header');
      await page.goto('/');
      await page.getByRole('link', { name: '메뉴 열기' }).click();
      if (hasJs(testInfo)) {
        const drawer = page.getByRole('dialog', { name: '빵잡 메뉴' });
        await expect(drawer).toBeVisible();
        await drawer.getByRole('link', { name: '자주 묻는 질문' }).click();
        await expect(page).toHaveURL('/service/question');
        await expect(drawer).toBeHidden();
      } else {
        await expect(page).toHaveURL('/menu');
        await page.locator('main').getByRole('link', { name: '자주 묻는 질문' }).click();
        await expect(page).toHaveURL('/service/question');
      }
    },
  );
});

test.describe('guards', () => {
  test('an anonymous visitor of a members’ page is sent to login and back', { tag: '@nojs' }, async ({ page }) => {
    await page.goto('/job-info/apply-resume');
    await expect(page).toHaveURL('/login?redirectTo=%2Fjob-info%2Fapply-resume');
    await login(page, DEMO.company, '/job-info/apply-resume');
    await expect(page).toHaveURL('/job-info/apply-resume');
    await expect(page.getByRole('navigation', { name: '기업서비스 메뉴' })).toBeVisible();
  });

  test('the wrong role gets a Korean 403 inside the shell', async ({ page, members }) => {
    await members.signIn(page, DEMO.normal, '/');
    const response = await page.goto('/job-info/payment');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: '접근 권한이 없습니다' })).toBeVisible();
    await expect(page.getByText('기업회원만 이용할 수 있는 메뉴입니다.')).toBeVisible();
    await expect(page.locator('footer')).toContainText('직업정보제공사업 신고번호');
  });

  test('an unknown address is a Korean 404 inside the shell', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expect(page.locator('header').first()).toBeVisible();
  });
});

test.describe('search box', () => {
  test(
    'a term opens /search and the field is cleared',
    { tag: ['@nojs', '@phone', '@phone-nojs'] },
    async ({ page }) => {
      await page.goto('/service');
      const box = visibleHeader(page).getByRole('searchbox', { name: '검색어' });
      await box.fill('제빵');
      await box.press('Enter');
      await expect(page).toHaveURL('/search?search=%EC%A0%9C%EB%B9%B5');
      await expect(page.getByRole('heading', { name: '‘제빵’ 검색 결과' })).toBeVisible();
      await expect(visibleHeader(page).getByRole('searchbox', { name: '검색어' })).toHaveValue('');
    },
  );

  test('an empty or blank term is ignored', { tag: ['@nojs', '@phone', '@phone-nojs'] }, async ({ page }) => {
    await page.goto('/service/question');
    const box = visibleHeader(page).getByRole('searchbox', { name: '검색어' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL('/service/question');
    await visibleHeader(page).getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL('/service/question');
  });
});

test.describe('enhancements (JavaScript on)', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(!hasJs(testInfo), 'these enhancements only exist with JavaScript');
  });

  test('scroll-to-top appears only past 400 px', async ({ page }) => {
    await page.goto('/service/privacy/agree');
    await page.evaluate(() => (document.body.style.minHeight = '4000px'));
    const button = page.getByRole('button', { name: '맨 위로' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(button).toBeVisible();
    // Back at 300 px the page has taken in the scroll when the button goes: absent there too.
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
    await expect(button).toHaveCount(0);
  });

  test('every completed navigation is reported to analytics once', async ({ page }) => {
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await page.goto('/');
    const pageViews = () =>
      page.evaluate(() =>
        (window.dataLayer ?? [])
          .map((entry) => Array.from(entry as ArrayLike<unknown>))
          .filter((args) => args[0] === 'event' && args[1] === 'page_view')
          .map((args) => (args[2] as { page_path: string }).page_path),
      );
    await expect.poll(pageViews).toEqual(['/']);
    await page.locator('footer').getByRole('link', { name: '유료상품 안내' }).click();
    await expect(page).toHaveURL('/service/payment');
    await expect.poll(pageViews).toEqual(['/', '/service/payment']);
    await page.locator('footer').getByRole('link', { name: '이용약관' }).click();
    await expect.poll(pageViews).toEqual(['/', '/service/payment', '/service/privacy/agree']);
  });

  test('the progress bar runs during a slow navigation', async ({ page }) => {
    await page.goto('/');
    // The page's data is held back until the bar has been seen: the navigation is as slow as it takes.
    let answer = () => {};
    const seen = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/service/payment?_data=*', async (route) => {
      await seen;
      await route.continue();
    });
    const bar = page.locator('.mantine-Progress-root[data-mounted]');
    await page.locator('footer').getByRole('link', { name: '유료상품 안내' }).click();
    await expect(bar).toBeVisible();
    answer();
    await expect(page).toHaveURL('/service/payment');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toHaveCount(0, { timeout: 5000 });
  });

  test(
    'the install banner shows on a phone’s first page once it has loaded, and never as its largest paint',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      test.skip(!hasJs(testInfo) || !isMobile(testInfo), 'a phone with JavaScript; a desktop window is tested below');
      await page.addInitScript(offerInstallation);
      await page.goto('/');
      const banner = page.getByTestId('install-banner');
      await expect(banner).toBeVisible();
      expect(await page.evaluate(() => document.readyState)).toBe('complete');

      const largest = await page.evaluate(largestPaintInside, '[data-testid="install-banner"]');
      expect(largest.entries).toBeGreaterThan(0);
      expect(largest.inBanner).toBe(false);

      await banner.getByRole('button', { name: '설치하기' }).click();
      expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
      await expect(banner).toHaveCount(0);
    },
  );

  test('a narrow desktop window is not a phone: no install banner', async ({ page }, testInfo) => {
    test.skip(!hasJs(testInfo) || isMobile(testInfo), 'a desktop browser with JavaScript');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.addInitScript(offerInstallation);
    await page.goto('/', { waitUntil: 'load' });
    await page.locator('footer').getByRole('link', { name: '이용약관' }).click();
    await expect(page).toHaveURL('/service/privacy/agree');
    expect(await page.evaluate(() => Boolean(window.__installPrompt))).toBe(true);
    // The same window with a finger for a pointer is a phone: the banner shows, so the page has the
    // offer and has loaded, and the banner's code is here...
    const banner = page.getByTestId('install-banner');
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await expect(banner).toBeVisible();
    // ...and with a mouse again it goes, however narrow the window.
    await devtools.send('Emulation.setTouchEmulationEnabled', { enabled: false });
    await expect(banner).toHaveCount(0);
  });

  test('the chat script is requested only after an interaction', async ({ page }) => {
    const requested: number[] = [];
    await page.route('https://cdn.channel.io/**', (route) => {
      requested.push(Date.now());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    // The page's clock moves only when the test moves it, so the widget's idle fallback (3 s after
    // load) cannot come by chance.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/', { waitUntil: 'load' });
    // The widget waits for the visitor: one listener each for the interactions that load it...
    await expect.poll(() => onceListenersOfWindow(page)).toEqual(expect.arrayContaining([...CHAT_TRIGGERS]));
    // ...and nearly 3 seconds on, nobody having done anything, it has added no script (the timers that
    // ran have run to their end) and nothing has been requested.
    await page.clock.runFor(2_900);
    await expect(page.locator(`script[src="${E2E.chatScriptUrl}"]`)).toHaveCount(0);
    expect(requested).toHaveLength(0);
    await page.keyboard.press('Tab');
    await expect.poll(() => requested.length).toBe(1);
  });
});

test.describe('toasts', () => {
  test(
    'a toast sits top-centre and is gone after 2 seconds, hovered or not',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      test.skip(!hasJs(testInfo), 'without JavaScript the message is an alert in the page');
      await login(page, DEMO.normal);
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: '환영합니다.' });
      await expect(toast).toBeVisible();
      const box = (await toast.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(24);
      expect(box.y).toBeLessThan(80);
      await toast.hover();
      await expect(toast).toBeHidden({ timeout: 3500 });
    },
  );

  test(
    'without JavaScript the message renders as an alert in the page',
    { tag: ['@nojs', '@phone-nojs'] },
    async ({ page }, testInfo) => {
      test.skip(hasJs(testInfo), 'with JavaScript it is a toast');
      await login(page, DEMO.normal);
      await expect(page.getByRole('alert').filter({ hasText: `환영합니다. ${DEMO.normal.username}님!` })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('alert').filter({ hasText: '환영합니다.' })).toHaveCount(0);
    },
  );
});

/** What the chat widget loads on (components/enhancements/chat-widget.tsx), each listened for once. */
const CHAT_TRIGGERS = ['keydown', 'pointerdown', 'scroll', 'touchstart'] as const;

/** The types of the listeners on the page's window that run once, read through the DevTools protocol. */
async function onceListenersOfWindow(page: Page): Promise<string[]> {
  const devtools = await page.context().newCDPSession(page);
  try {
    const { result } = await devtools.send('Runtime.evaluate', { expression: 'window' });
    const { listeners } = await devtools.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    return listeners.filter((listener) => listener.once).map((listener) => listener.type);
  } finally {
    await devtools.detach();
  }
}

/** In the page, before its scripts: Chromium offers installation once the document is parsed. */
function offerInstallation() {
  document.addEventListener('DOMContentLoaded', () => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    event.prompt = async () => {
      (window as unknown as { prompted: boolean }).prompted = true;
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(event);
  });
}

/** In the page: the largest-contentful-paint entries so far, and whether the last lies in `selector`. */
function largestPaintInside(selector: string): Promise<{ entries: number; inBanner: boolean }> {
  return new Promise((resolve) => {
    // Two frames after the banner showed, its paint (if a candidate) has been reported.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          const last = entries[entries.length - 1];
          resolve({ entries: entries.length, inBanner: Boolean(last?.element?.closest(selector)) });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
    );
  });
}
