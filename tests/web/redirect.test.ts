import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from '../../app/utils/redirect';

const SITE = 'https://bbangjob.example';

/** Where a browser goes with `location` as the answer's Location, from a page of the site. */
const followed = (location: string) => new URL(location, `${SITE}/login`);

describe('safeRedirect', () => {
  const hostile: [string, string][] = [
    ['an absolute address elsewhere', 'https://evil.example/'],
    ['another scheme without slashes', 'http:evil.example'],
    ['a protocol-relative address', '//evil.example/'],
    ['three slashes', '///evil.example/'],
    ['a backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a tab before the slashes', '\t//evil.example'],
    ['a line feed between the slashes', '/\n/evil.example'],
    ['a carriage return and line feed', '/\r\n/evil.example'],
    ['a NUL byte', '/\u0000/evil.example'],
    ['a space', '/ /evil.example'],
    ['a no-break space', '/\u00a0/evil.example'],
    ['a line separator', '/\u2028/evil.example'],
    ['an encoded slash after the first', '/%2F/evil.example'],
    ['an encoded slash in upper and lower case', '/%2f%2Fevil.example'],
    ['an encoded tab between slashes', '/%09/evil.example'],
    ['an encoded line feed', '/%0a/evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded slash, encoded twice', '/%252F/evil.example'],
    ['encoded four times over', '/%2525252Fevil.example'],
    ['a stray percent after encoded slashes', '/%2F%2Fevil.example%zz'],
    ['dot segments that leave a double slash', '/a/..//evil.example/'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['a user and a host', 'https://bbangjob.example@evil.example/'],
  ];

  it.each(hostile)('refuses %s', (_, value) => {
    expect(safeRedirect(value)).toBe('/');
    expect(safeRedirect(value, '/user/notifications')).toBe('/user/notifications');
    expect(safeRedirect(value, '/', SITE)).toBe('/');
  });

  it('refuses what the query string brought once decoded: `%2F%09%2Fevil.example` is `/\\t/evil.example`', () => {
    const redirectTo = new URLSearchParams('redirectTo=%2F%09%2Fevil.example').get('redirectTo');
    expect(redirectTo).toBe('/\t/evil.example');
    expect(safeRedirect(redirectTo)).toBe('/');
  });

  it('refuses nothing at all, an empty value and a value that is not text', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('')).toBe('/');
    expect(safeRedirect(new File(['/resume'], 'a.txt'))).toBe('/');
  });

  it('refuses an absolute address of another origin, or of this host on another scheme or port', () => {
    expect(safeRedirect('https://evil.example/resume', '/', SITE)).toBe('/');
    expect(safeRedirect('http://bbangjob.example/resume', '/', SITE)).toBe('/');
    expect(safeRedirect('https://bbangjob.example:8443/resume', '/', SITE)).toBe('/');
    // an absolute address is ours only when the site's origin is given
    expect(safeRedirect(`${SITE}/resume`)).toBe('/');
  });

  it('refuses the path of a Referer from https://<site>//evil.example/', () => {
    expect(safeRedirect(`${SITE}//evil.example/`, '/', SITE)).toBe('/');
    expect(safeRedirect(`${SITE}/%2F%2Fevil.example/`, '/', SITE)).toBe('/');
  });

  const ours: [string, string][] = [
    ['/', '/'],
    ['/resume', '/resume'],
    ['/info/job-info-list?page=3&region=서울', '/info/job-info-list?page=3&region=%EC%84%9C%EC%9A%B8'],
    ['/search?search=%EB%B9%B5%20%EC%9E%A1', '/search?search=%EB%B9%B5%20%EC%9E%A1'],
    ['/search?search=100%25', '/search?search=100%25'],
    ['/search?search=a+b#results', '/search?search=a+b#results'],
    ['/service/notice/7', '/service/notice/7'],
    ['/a/../resume', '/resume'],
  ];

  it.each(ours)('keeps %s, a page of the site', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
    expect(followed(safeRedirect(value)).origin).toBe(SITE);
  });

  it('keeps the path and query of an absolute address on the site’s origin (a Referer)', () => {
    expect(safeRedirect(`${SITE}/info/job-info-list?page=2`, '/', SITE)).toBe('/info/job-info-list?page=2');
  });

  it('answers only paths a browser follows to the site, for every value of the table', () => {
    for (const [, value] of [...hostile, ...ours]) {
      const location = safeRedirect(value, '/', SITE);
      expect(location, JSON.stringify(value)).toMatch(/^\/(?![/\\])/);
      expect(followed(location).origin, JSON.stringify(value)).toBe(SITE);
    }
  });
});

describe('loginPath', () => {
  it('comes back to a page of ours, and forgets any other target', () => {
    expect(loginPath('/resume?page=2')).toBe('/login?redirectTo=%2Fresume%3Fpage%3D2');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('//evil.example/')).toBe('/login');
    expect(loginPath('/\t/evil.example')).toBe('/login');
  });
});
