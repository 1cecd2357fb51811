import path from 'node:path';
import { defineConfig } from '@playwright/test';

// overridable, so two checkouts on one machine can run their suites side by side
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);

/** The e2e servers: their own ports and an in-memory database, seeded with the demo accounts on start. */
export const E2E = {
  webPort,
  apiPort: Number(process.env.E2E_API_PORT ?? 4100),
  /** Shorter than the 10-minute refresh window: every request of a signed-in user refreshes its tokens. */
  accessTokenTtlSeconds: 300,
  gaMeasurementId: 'G-E2ETEST',
  chatScriptUrl: 'https://cdn.channel.io/plugin/ch-plugin-web.js',
  /** the web server's log lines are also appended here, where tests find the browser errors */
  webLogFile: path.join(import.meta.dirname, 'test-results', `web-${webPort}.log`),
  /** the e2e mailbox (tests/e2e/mailbox-server.ts): the api's SMTP_URL, on a port of this checkout's own */
  smtpPort: webPort - 700,
  /** the fake 카카오 and 네이버 (tests/e2e/oauth-providers-server.ts), also on ports of this checkout's own */
  kakaoPort: webPort + 2103,
  naverPort: webPort + 2107,
  /** where the mailbox keeps every mail it received, one .eml file each (read by tests/e2e/mailbox.ts) */
  mailDir: path.join(import.meta.dirname, 'test-results', `mail-${webPort}`),
  /** the api's pictures (IMAGE_DIR), apart from the ones `npm start` keeps under data/ */
  imageDir: path.join(import.meta.dirname, 'test-results', `images-${webPort}`),
  /** nginx in front of these servers (scripts/start-proxy.mjs), over https with a certificate made here */
  proxyPort: Number(process.env.E2E_PROXY_PORT ?? webPort + 5400),
  /** nginx's plain-HTTP listener, which sends visitors to proxyPort */
  proxyHttpPort: webPort + 5300,
  /** nginx's loopback listener where the api drops a removed picture from the cache */
  proxyPurgePort: webPort + 5200,
  proxyDir: path.join(import.meta.dirname, 'test-results', `proxy-${webPort}`),
};

/**
 * Which spec runs where, and why. Each project runs a test only where its behaviour can differ:
 *
 *   project           runs                                   because
 *   desktop-js        every test but the proxy-only specs    the whole product; request- and api-level
 *                                                            tests (headers, status, files, mails: budgets,
 *                                                            cache-headers, images, redirects, sitemap, the
 *                                                            server-only tests of security, notifications'
 *                                                            one-click POST, token-pages' log) run here only
 *   desktop-nojs      tests tagged @nojs                     a form or flow whose path without JavaScript is
 *                                                            code of its own: a plain form post and a redirect
 *                                                            instead of a fetcher, the 로그인 page instead of
 *                                                            the modal, an alert instead of a toast, a page for
 *                                                            a confirm dialog, the session's end on a document
 *   mobile-js         tests tagged @phone                    the layout at 360 px: the mobile header, tab row and
 *                                                            drawer, the shell's menus and search, the toast's
 *                                                            place, axe at that width (accessibility), every
 *                                                            page hydrating at it (routes), 320 px small-phones
 *   mobile-nojs       tests tagged @phone-nojs               the mobile header without JavaScript: the /menu
 *                                                            page, its search form, the alert in its place
 *   proxy-desktop-js  auth, session, public-pages, proxy-*   what must hold through nginx's cache, over https
 *
 * A tag names the extra projects; untagged means desktop-js (and the proxy project for its specs).
 * @nojs-only keeps a test out of desktop-js: what it checks with JavaScript another test already does
 * in the same visits (routes.spec.ts's walk without JavaScript, accessibility.spec.ts's with it).
 */
// anchored at the file name: oauth.spec.ts (its redirect URIs name the web itself) is not auth.spec.ts
const THROUGH_PROXY = [/\/auth\.spec\.ts$/, /session\.spec\.ts/, /public-pages\.spec\.ts/, /proxy-.*\.spec\.ts/];
/** What only makes sense through nginx, which the projects that talk to the web directly skip. */
const PROXY_ONLY = /proxy-.*\.spec\.ts/;

const desktop = { viewport: { width: 1280, height: 800 } };
const mobile = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
/**
 * Each project's browser is a visitor of its own address (RFC 5737), named as nginx in front would
 * name it: the web believes X-Forwarded-For from loopback, and the api counts failed sign-ins and
 * banner inquiries per address. A browser opened with projectContext (helpers.ts) is the same visitor;
 * a bare browser.newContext() comes from 127.0.0.1.
 */
const from = (n: number) => ({ extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${n}` } });

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // a test that passes only on a second try hides a fault: it fails the run instead
  retries: 0,
  timeout: 30_000,
  globalSetup: ['./tests/e2e/mailbox-server.ts', './tests/e2e/oauth-providers-server.ts'],
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${E2E.webPort}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // A failed test's trace keeps its steps, the network and the console; the failure's page is in
    // error-context.md. Not the screencast nor the DOM before and after every step: made for every
    // test and thrown away for each that passes, they cost CPU the whole run is short of (two cores,
    // busy from the first test to the last). None on CI, which keeps only what the run printed.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  // The four projects talk to the web directly, over http: through nginx the anonymous pages are
  // kept 10 s, and the tests that change something and then look at it as a visitor would see the
  // page from before. The proxy project runs the specs that hold through the cache, over https.
  projects: [
    { name: 'desktop-js', testIgnore: PROXY_ONLY, grepInvert: /@nojs-only\b/, use: { ...desktop, ...from(1) } },
    {
      name: 'desktop-nojs',
      testIgnore: PROXY_ONLY,
      grep: /@nojs\b/,
      use: { ...desktop, ...from(2), javaScriptEnabled: false },
    },
    { name: 'mobile-js', testIgnore: PROXY_ONLY, grep: /@phone\b(?!-)/, use: { ...mobile, ...from(3) } },
    {
      name: 'mobile-nojs',
      testIgnore: PROXY_ONLY,
      grep: /@phone-nojs\b/,
      use: { ...mobile, ...from(4), javaScriptEnabled: false },
    },
    {
      name: 'proxy-desktop-js',
      testMatch: THROUGH_PROXY,
      use: { ...desktop, ...from(5), baseURL: `https://localhost:${E2E.proxyPort}`, ignoreHTTPSErrors: true },
    },
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `http://localhost:${E2E.webPort}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E.webPort),
        API_PORT: String(E2E.apiPort),
        API_BASE_URL: `http://localhost:${E2E.apiPort}`,
        DATABASE_URL: 'file::memory:',
        SEED_DEMO_DATA: 'true',
        // every project signs up dozens of members from its one address within minutes (production: 10 an hour)
        SIGN_UPS_PER_HOUR: '1000',
        API_ACCESS_TOKEN_TTL_SECONDS: String(E2E.accessTokenTtlSeconds),
        SESSION_SECRET: 'e2e-session-secret-e2e-session-secret',
        GA_MEASUREMENT_ID: E2E.gaMeasurementId,
        CHANNEL_PLUGIN_KEY: 'e2e-plugin-key',
        CHANNEL_SCRIPT_URL: E2E.chatScriptUrl,
        LOG_LEVEL: 'warn',
        WEB_LOG_FILE: E2E.webLogFile,
        SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
        IMAGE_DIR: E2E.imageDir,
        IMAGE_CACHE_PURGE_URLS: `http://127.0.0.1:${E2E.proxyPurgePort}`,
        // the views a test sends are written within a second
        VIEW_FLUSH_SECONDS: '1',
        // 카카오 and 네이버 sign-in against the fakes: the web's code exchange, the api's user info
        KAKAO_CLIENT_ID: 'e2e-kakao-client',
        KAKAO_CLIENT_SECRET: 'e2e-kakao-secret',
        KAKAO_AUTH_BASE: `http://127.0.0.1:${E2E.kakaoPort}`,
        KAKAO_API_BASE: `http://127.0.0.1:${E2E.kakaoPort}`,
        NAVER_CLIENT_ID: 'e2e-naver-client',
        NAVER_CLIENT_SECRET: 'e2e-naver-secret',
        NAVER_AUTH_BASE: `http://127.0.0.1:${E2E.naverPort}`,
        NAVER_API_BASE: `http://127.0.0.1:${E2E.naverPort}`,
        // web push's key pair for the e2e run only (tests/e2e/push.spec.ts subscribes on web-push-testing)
        VAPID_PUBLIC_KEY: 'BOEoiXwgntHZyF_D_qvo7fQvtqROjMSOb8qdNQ9-GjtMgqYIYjPX9e5gelGWnIB4BN5aKl7LG-RMGnDYfd7mdEw',
        VAPID_PRIVATE_KEY: 'SDP50sQ0yU48yqeohcBpdM3Y-L3yijFgEbT6LQ-RNMI',
      },
    },
    {
      // nginx answers 502 until the web is up, so this one is ready when the product is
      command: 'node scripts/start-proxy.mjs',
      url: `https://localhost:${E2E.proxyPort}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PROXY_PORT: String(E2E.proxyPort),
        PROXY_HTTP_PORT: String(E2E.proxyHttpPort),
        PROXY_PURGE_PORT: String(E2E.proxyPurgePort),
        PORT: String(E2E.webPort),
        API_PORT: String(E2E.apiPort),
        PROXY_DIR: E2E.proxyDir,
      },
    },
  ],
});
