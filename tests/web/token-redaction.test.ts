import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readClientError } from '../../app/server/client-error-log';
import { createLogger } from '../../app/server/log';
import { isTokenPage, redactTokens } from '../../app/features/account/token-pages';

const TOKEN = 'q8Zr-2xV_k1LmN0pQr7sTuVwXyZ';

describe('redactTokens', () => {
  const cases: [string, string][] = [
    [`/account/reset-password/${TOKEN}`, '/account/reset-password/[token]'],
    [`/account/verify-email/${TOKEN}`, '/account/verify-email/[token]'],
    [`/unsubscribe/${TOKEN}.sig`, '/unsubscribe/[token]'],
    [`/interviews/attend/${TOKEN}.sig`, '/interviews/attend/[token]'],
    [`http://localhost:4000/interviews/attend/${TOKEN}`, 'http://localhost:4000/interviews/attend/[token]'],
    [`/login?redirectTo=%2Finterviews%2Fattend%2F${TOKEN}`, '/login?redirectTo=%2Finterviews%2Fattend%2F[token]'],
    [
      `https://bbangjob.kr/account/reset-password/${TOKEN}?x=1#top`,
      'https://bbangjob.kr/account/reset-password/[token]?x=1#top',
    ],
    // the api's own addresses for the same tokens
    [`http://localhost:4000/reset-password/${TOKEN}`, 'http://localhost:4000/reset-password/[token]'],
    [`http://localhost:4000/unsubscribe?token=${TOKEN}&x=1`, 'http://localhost:4000/unsubscribe?token=[token]&x=1'],
    // a login link naming the page, its slashes encoded
    [
      `/login?redirectTo=%2Faccount%2Freset-password%2F${TOKEN}`,
      '/login?redirectTo=%2Faccount%2Freset-password%2F[token]',
    ],
    [`/login?redirectTo=%2fUnsubscribe%2f${TOKEN}%3Fa`, '/login?redirectTo=%2fUnsubscribe%2f[token]%3Fa'],
    // inside a JSON log line and an error's text
    [`{"path":"/unsubscribe/${TOKEN}","msg":"x"}`, '{"path":"/unsubscribe/[token]","msg":"x"}'],
    [
      `Error: failed at /account/verify-email/${TOKEN}\n    at f`,
      'Error: failed at /account/verify-email/[token]\n    at f',
    ],
  ];
  it.each(cases)('takes the token out of %s', (text, expected) => {
    expect(redactTokens(text)).toBe(expected);
    expect(redactTokens(expected)).toBe(expected);
  });

  it('leaves other addresses as they are', () => {
    for (const text of [
      '/account/find-password',
      '/info/job-info/12',
      '/user/notifications/settings',
      '/unsubscribe',
      '/interviews/12/calendar.ics',
      '/interviews/attend',
    ]) {
      expect(redactTokens(text)).toBe(text);
    }
  });
});

describe('isTokenPage', () => {
  it('knows the pages of the mailed links, and only those', () => {
    for (const page of [
      `/account/reset-password/${TOKEN}`,
      `/account/verify-email/${TOKEN}`,
      `/unsubscribe/${TOKEN}`,
      `/interviews/attend/${TOKEN}`,
    ]) {
      expect(isTokenPage(page), page).toBe(true);
    }
    for (const page of [
      '/',
      '/account/find-password',
      '/account/reset-password',
      '/user/notifications/settings',
      '/interviews/attend',
    ]) {
      expect(isTokenPage(page), page).toBe(false);
    }
  });
});

describe('the browser error log', () => {
  it('records the page of a mailed link and any address in the message without the token', () => {
    const beacon = JSON.stringify({
      level: 'error',
      code: 'window-error',
      details: {
        page: `/account/reset-password/${TOKEN}`,
        message: `failed on https://bbangjob.kr/unsubscribe/${TOKEN}?utm=mail`,
        stack: `Error\n    at https://bbangjob.kr/account/verify-email/${TOKEN}:1:2`,
      },
    });
    const line = readClientError(beacon, 'Mozilla/5.0 Chrome/130.0');
    expect(line?.details).toEqual({
      page: '/account/reset-password/[token]',
      message: 'failed on https://bbangjob.kr/unsubscribe/[token]',
      stack: 'Error\n    at https://bbangjob.kr/account/verify-email/[token]:1:2',
    });
    expect(JSON.stringify(line)).not.toContain(TOKEN);
  });
});

describe('the web server’s log', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes no token, whichever field carries it', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-log-'));
    const file = path.join(dir, 'web.log');
    const log = createLogger(file);
    log.warn({ method: 'POST', path: `/unsubscribe/${TOKEN}` }, 'cross-site request refused');
    log.error({ err: new Error(`reading /account/reset-password/${TOKEN} failed`) }, 'request failed');
    const written = () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
    await expect.poll(() => written().split('\n').filter(Boolean).length).toBe(2);
    expect(written()).toContain('"path":"/unsubscribe/[token]"');
    expect(written()).toContain('reading /account/reset-password/[token] failed');
    expect(written()).not.toContain(TOKEN);
  });
});
