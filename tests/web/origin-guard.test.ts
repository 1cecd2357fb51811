import { describe, expect, it } from 'vitest';
import { isCrossSite, isOneClickBody, requestOrigin, type RequestSite } from '../../app/server/origin-guard';

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

describe('isOneClickBody', () => {
  const FORM = 'application/x-www-form-urlencoded';
  const multipart = (parts: [string, string][]) => {
    const boundary = '----bbangjob0123';
    const body = parts
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    return [`multipart/form-data; boundary=${boundary}`, `${body}--${boundary}--\r\n`] as const;
  };

  it('is RFC 8058’s body, form-encoded or multipart', async () => {
    expect(await isOneClickBody(FORM, 'List-Unsubscribe=One-Click')).toBe(true);
    expect(await isOneClickBody(`${FORM}; charset=utf-8`, 'List-Unsubscribe=One-Click')).toBe(true);
    expect(await isOneClickBody(...multipart([['List-Unsubscribe', 'One-Click']]))).toBe(true);
  });

  it('is nothing else: another field, another value, another type, no type', async () => {
    for (const body of [
      '',
      'List-Unsubscribe=One-Click&userId=baker01',
      'List-Unsubscribe=one-click',
      'list-unsubscribe=One-Click',
      'userId=baker01&password=baker1234',
      '{"List-Unsubscribe":"One-Click"}',
    ]) {
      expect(await isOneClickBody(FORM, body), body).toBe(false);
    }
    expect(
      await isOneClickBody(
        ...multipart([
          ['List-Unsubscribe', 'One-Click'],
          ['password', 'x'],
        ]),
      ),
    ).toBe(false);
    expect(await isOneClickBody('text/plain', 'List-Unsubscribe=One-Click')).toBe(false);
    expect(await isOneClickBody('application/json', '{"List-Unsubscribe":"One-Click"}')).toBe(false);
    expect(await isOneClickBody(null, 'List-Unsubscribe=One-Click')).toBe(false);
    expect(await isOneClickBody('multipart/form-data; boundary=x', 'garbage')).toBe(false);
  });
});
