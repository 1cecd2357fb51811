import { describe, expect, it } from 'vitest';
import { isCrossSite, requestOrigin, type RequestSite } from '../../app/server/origin-guard';

const SITE = 'https://bbangjob.kr';
const post = (
  headers: Partial<Pick<RequestSite, 'origin' | 'fetchSite'>>,
  siteOrigin: string | null = SITE,
): RequestSite => ({
  method: 'POST',
  origin: null,
  fetchSite: null,
  siteOrigin,
  ...headers,
});

describe('isCrossSite', () => {
  it('lets reads through from anywhere', () => {
    for (const method of ['GET', 'HEAD']) {
      expect(isCrossSite({ ...post({ origin: 'https://evil.example' }), method })).toBe(false);
    }
  });

  it('refuses a write whose Origin is another site, null, or this site over another scheme or port', () => {
    for (const origin of [
      'https://evil.example',
      'null',
      'http://bbangjob.kr',
      'https://bbangjob.kr:8443',
      'https://m.bbangjob.kr',
    ]) {
      expect(isCrossSite(post({ origin, fetchSite: 'same-origin' })), origin).toBe(true);
    }
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(isCrossSite({ ...post({ origin: 'https://evil.example' }), method }), method).toBe(true);
    }
  });

  it('accepts a write whose Origin is the origin the request was sent to', () => {
    expect(isCrossSite(post({ origin: SITE }))).toBe(false);
    // the embedded mode reached as http://127.0.0.1:3000 as well as http://localhost:3000
    expect(isCrossSite(post({ origin: 'http://127.0.0.1:3000' }, 'http://127.0.0.1:3000'))).toBe(false);
    expect(isCrossSite(post({ origin: 'http://localhost:3000' }, 'http://127.0.0.1:3000'))).toBe(true);
  });

  it('refuses a write when the request names no host it could come from', () => {
    expect(isCrossSite(post({ origin: 'null' }, null))).toBe(true);
    expect(isCrossSite(post({ origin: SITE }, null))).toBe(true);
  });

  it('without Origin, believes only Sec-Fetch-Site: same-origin', () => {
    expect(isCrossSite(post({ fetchSite: 'same-origin' }))).toBe(false);
    for (const fetchSite of ['same-site', 'cross-site', 'none'])
      expect(isCrossSite(post({ fetchSite })), fetchSite).toBe(true);
  });

  it('refuses a write with neither Origin nor Sec-Fetch-Site (curl, scripts, browsers from before 2020)', () => {
    expect(isCrossSite(post({}))).toBe(true);
  });
});

describe('requestOrigin', () => {
  it('writes the origin as a browser would: lower case, without the default port', () => {
    expect(requestOrigin('http', 'localhost:3000')).toBe('http://localhost:3000');
    expect(requestOrigin('https', 'BBANGJOB.kr:443')).toBe('https://bbangjob.kr');
    expect(requestOrigin('http', '[::1]:3000')).toBe('http://[::1]:3000');
  });

  it('is null for a Host that is not a host', () => {
    for (const host of [undefined, '', 'evil.example/path', 'user@evil.example', 'a b', 'x:99999']) {
      expect(requestOrigin('http', host), String(host)).toBeNull();
    }
  });
});
