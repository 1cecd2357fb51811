import { describe, expect, it } from 'vitest';
import { PRIVATE_PAGE, PUBLIC_PAGE, pageEtag, withCachePolicy } from '../../app/server/page-cache';

const NONCE = 'bm9uY2Utb2YtdGhpcy1yZW5kZXI=';
const page = (nonce: string) => `<!doctype html><script nonce="${nonce}">go()</script><p>제빵사 구함</p>`;

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Request {
  return new Request(`http://localhost${path}`, { method, headers });
}

function answer(body: string | null = page(NONCE), init: ResponseInit = {}): Response {
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, ...init });
}

describe('the cache policy of Remix’s answers', () => {
  it('lets a shared cache keep an anonymous read of a public page, with an ETag, varying on Cookie', async () => {
    for (const path of ['/', '/info/job-info-list', '/info/job-info/12', '/search?search=x&_data=root']) {
      const response = await withCachePolicy(get(path, { Cookie: '_ga=GA1.1.1' }), answer(), NONCE);
      expect(response.headers.get('Cache-Control'), path).toBe(PUBLIC_PAGE);
      expect(response.headers.get('Vary'), path).toBe('Cookie');
      expect(response.headers.get('ETag'), path).toMatch(/^"[\w-]+"$/);
      expect(await response.text()).toBe(page(NONCE));
    }
  });

  it('keeps every other answer to the visitor alone', async () => {
    const cases: [string, Request, Response][] = [
      ['signed in', get('/', { Cookie: '_ga=1; __session=abc' }), answer()],
      ['a toast to show', get('/', { Cookie: '__toast=abc' }), answer()],
      ['a toast shown', get('/', { Cookie: '__toast_shown=abc' }), answer()],
      ['a cookie set', get('/'), answer(page(NONCE), { headers: { 'Set-Cookie': '__toast=; Max-Age=0' } })],
      ['a post', get('/login', {}, 'POST'), answer()],
      ['a member area', get('/resume'), answer()],
      ['an operator area', get('/admin/users'), answer()],
      ['a redirect', get('/'), answer(null, { status: 302, headers: { Location: '/login' } })],
      ['a missing page', get('/nowhere'), answer(page(NONCE), { status: 404 })],
      ['an error', get('/'), answer(page(NONCE), { status: 500 })],
      ['a route’s own no-store', get('/'), answer('x', { headers: { 'Cache-Control': 'no-store' } })],
    ];
    for (const [what, request, response] of cases) {
      const policed = await withCachePolicy(request, response, NONCE);
      expect(policed.headers.get('Cache-Control'), what).toBe(PRIVATE_PAGE);
      expect(policed.headers.get('Vary'), what).toBe('Cookie');
      expect(policed.headers.get('ETag'), what).toBeNull();
    }
  });

  it('keeps a public resource’s own lifetime (robots.txt, the sitemap)', async () => {
    const robots = answer('User-agent: *\n', { headers: { 'Cache-Control': 'public, max-age=86400' } });
    const response = await withCachePolicy(get('/robots.txt'), robots, NONCE);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(response.headers.get('ETag')).not.toBeNull();
  });

  it('answers 304 without a body when the visitor’s copy differs only in its nonce', async () => {
    const first = await withCachePolicy(get('/'), answer(page('first-nonce')), 'first-nonce');
    const etag = first.headers.get('ETag')!;
    const again = await withCachePolicy(get('/', { 'If-None-Match': `"other", ${etag}` }), answer(), NONCE);
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Cache-Control')).toBe(PUBLIC_PAGE);
    expect(await again.text()).toBe('');
  });

  it('sends the page again when it changed', async () => {
    const etag = pageEtag(new TextEncoder().encode(page(NONCE)), NONCE);
    const changed = answer(`${page(NONCE)}<p>새 공고</p>`);
    const response = await withCachePolicy(get('/', { 'If-None-Match': etag }), changed, NONCE);
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).not.toBe(etag);
  });
});
