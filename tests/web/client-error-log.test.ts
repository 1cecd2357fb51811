import { describe, expect, it } from 'vitest';
import { browserFamily, RateLimit, readClientError, scrub } from '../../app/server/client-error-log';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const KAKAO = `${CHROME_ANDROID} KAKAOTALK 10.8.1`;
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('scrub', () => {
  it('keeps URLs without their query string or fragment', () => {
    expect(scrub('failed https://bbangjob.kr/search?search=홍길동#top and /login?redirectTo=%2Fuser')).toBe(
      'failed https://bbangjob.kr/search and /login',
    );
  });

  it('masks emails and phone, resident and card numbers', () => {
    expect(scrub('메일 hong.gil@example.co.kr 로')).toBe('메일 [email] 로');
    for (const number of [
      '010-1234-5678',
      '+82 10 1234 5678',
      '(02) 123-4567',
      '900101-1234567',
      '4111 1111 1111 1111',
    ]) {
      expect(scrub(`전화 ${number} 로`), number).toBe('전화 [number] 로');
    }
  });

  it('leaves a stack trace readable', () => {
    const stack = 'TypeError: x is undefined\n    at t (https://bbangjob.kr/build/routes/_index-ABC123.js:2:14567)';
    expect(scrub(stack)).toBe(stack);
  });
});

describe('browserFamily', () => {
  it('names the browser and whether it is a phone, nothing more', () => {
    expect(browserFamily(CHROME_ANDROID)).toBe('Chrome mobile');
    expect(browserFamily(KAKAO)).toBe('KakaoTalk mobile');
    expect(browserFamily(IPHONE_SAFARI)).toBe('Safari mobile');
    expect(browserFamily(undefined)).toBe('unknown');
  });
});

describe('readClientError', () => {
  it('reads a beacon into one scrubbed line', () => {
    const body = JSON.stringify({
      level: 'error',
      code: 'window-error',
      details: { page: '/user/edit', message: 'oops hong@example.com', stack: null, line: 3 },
    });
    expect(readClientError(body, CHROME_ANDROID)).toEqual({
      level: 'error',
      code: 'window-error',
      details: { page: '/user/edit', message: 'oops [email]', stack: null, line: 3 },
      browser: 'Chrome mobile',
    });
  });

  it('refuses what is not a beacon of ours', () => {
    for (const body of [
      '',
      'not json',
      '[]',
      '{"level":"fatal","code":"x","details":{}}',
      '{"level":"error","code":"Bad Code","details":{}}',
      '{"level":"error","code":"x","details":{"nested":{"a":1}}}',
    ]) {
      expect(readClientError(body, undefined), body).toBeNull();
    }
  });

  it('caps the number and the length of the details', () => {
    const details = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [
        `k${'x'.repeat(i % 5)}${String.fromCharCode(97 + (i % 26))}`,
        'a'.repeat(5_000),
      ]),
    );
    const line = readClientError(JSON.stringify({ level: 'warn', code: 'x', details }), undefined)!;
    expect(Object.keys(line.details).length).toBeLessThanOrEqual(12);
    for (const value of Object.values(line.details)) expect(String(value).length).toBeLessThanOrEqual(2_000);
  });
});

describe('RateLimit', () => {
  it('allows `limit` a window per key, then again in the next window', () => {
    const limit = new RateLimit(3, 60_000);
    const t = 1_000_000;
    expect([1, 2, 3, 4].map(() => limit.take('1.2.3.4', t))).toEqual([true, true, true, false]);
    expect(limit.take('5.6.7.8', t)).toBe(true);
    expect(limit.take('1.2.3.4', t + 60_000)).toBe(true);
  });

  it('keeps a bounded table: expired keys are swept, and newcomers wait when it is full of live ones', () => {
    const limit = new RateLimit(1, 60_000, 2);
    expect(limit.take('a', 0)).toBe(true);
    expect(limit.take('b', 0)).toBe(true);
    expect(limit.take('c', 1_000)).toBe(false);
    expect(limit.take('c', 60_000)).toBe(true);
  });
});
