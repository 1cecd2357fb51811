import { type APIRequestContext, expect, test } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { API_URL, apiPost, publishPosting, registerAccount } from './helpers';

const ORIGIN = `http://localhost:${E2E.webPort}`;
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Each `<loc>` of a sitemap or sitemap index, checked to be well-formed XML in the protocol's namespace. */
async function locs(request: APIRequestContext, path: string, root: 'urlset' | 'sitemapindex') {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  expect(response.headers()['cache-control']).toMatch(/public, max-age=\d+/);
  const xml = await response.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toContain(`<${root} xmlns="${NAMESPACE}">`);
  // every element that opens closes, in order: what an XML parser would refuse is caught here
  const stack: string[] = [];
  for (const [, closing, name] of xml.matchAll(/<(\/?)([a-z]+)[^>]*>/gi)) {
    if (closing) expect(stack.pop(), `${path}: </${name}>`).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  const entries = [...xml.matchAll(/<(?:url|sitemap)><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g)];
  for (const [, loc] of entries) expect(loc!.startsWith(`${ORIGIN}/`), loc).toBe(true);
  return new Map(entries.map(([, loc, lastmod]) => [loc!, lastmod]));
}

test('robots.txt keeps crawlers out of the member and admin areas and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await response.text()).split('\n');
  expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', `Sitemap: ${ORIGIN}/sitemap.xml`]));
  for (const area of ['/admin', '/user', '/resume', '/job-info', '/account', '/unsubscribe', '/scrap', '/logout']) {
    expect(lines).toContain(`Disallow: ${area}`);
  }
  // the public pages stay open: nothing disallowed is a prefix of them
  const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
  for (const open of ['/info/job-info/1', '/info/job-info-list', '/company/1', '/service/notice/1', '/search']) {
    expect(
      disallowed.some((prefix) => open.startsWith(prefix)),
      open,
    ).toBe(false);
  }
});

test('the sitemap lists the listed postings, their companies, notices and public pages, and nothing closed or hidden', async ({
  request,
}) => {
  const company = await registerAccount(request, 'company', '사이트맵제과');
  const listed = await publishPosting(request, company, '사이트맵에 실릴 공고');
  const closed = await publishPosting(request, company, '닫힌 공고');
  await apiPost(request, `/my/job-infos/${closed}/close`, company.token);
  const hidden = await publishPosting(request, company, '숨겨진 공고');
  const admin = await request.post(`${API_URL}/login`, { data: { userId: 'admin', password: 'admin1234' } });
  const { accessToken } = (await admin.json()) as { accessToken: string };
  await apiPost(request, `/admin/job-infos/${hidden}/hide`, accessToken, { reason: '허위 공고로 신고되었습니다.' });

  const index = await locs(request, '/sitemap.xml', 'sitemapindex');
  expect([...index.keys()]).toEqual([
    `${ORIGIN}/sitemap/pages.xml`,
    `${ORIGIN}/sitemap/postings-1.xml`,
    `${ORIGIN}/sitemap/companies-1.xml`,
  ]);

  const postings = await locs(request, '/sitemap/postings-1.xml', 'urlset');
  expect(postings.get(`${ORIGIN}/info/job-info/${listed}`)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
  expect(postings.has(`${ORIGIN}/info/job-info/${closed}`)).toBe(false);
  expect(postings.has(`${ORIGIN}/info/job-info/${hidden}`)).toBe(false);

  // the company's page, last changed when its posting was (the company itself was made before)
  const posting = (await (await request.get(`${API_URL}/job-infos/${listed}`)).json()) as {
    jobInfo: { company: { id: number }; updatedAt: string };
  };
  const companies = await locs(request, '/sitemap/companies-1.xml', 'urlset');
  expect(companies.get(`${ORIGIN}/company/${posting.jobInfo.company.id}`)).toBe(posting.jobInfo.updatedAt);

  const pages = await locs(request, '/sitemap/pages.xml', 'urlset');
  expect([...pages.keys()]).toEqual(
    expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/info/job-info-list`, `${ORIGIN}/service/question`]),
  );
  expect(
    [...pages.keys()].some((loc) => /\/service\/notice\/\d+$/.test(loc)),
    'the seeded notices',
  ).toBe(true);
  for (const noindex of ['/search', '/menu', '/login', '/info/resume/']) {
    expect(
      [...pages.keys()].some((loc) => loc.includes(noindex)),
      noindex,
    ).toBe(false);
  }

  expect((await request.get('/sitemap/postings-2.xml')).status()).toBe(404);
  expect((await request.get('/sitemap/companies-2.xml')).status()).toBe(404);
  expect((await request.get('/sitemap/other.xml')).status()).toBe(404);
});
