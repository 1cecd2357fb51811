import { type APIRequestContext, expect, type Response, test } from '@playwright/test';
import { API_URL, publishPosting, registerAccount, uniqueUserId } from './helpers';

// Through nginx (the proxy-desktop-js project): the pages come from its 10-second cache, and the
// view beacon (/_view, never cached) still counts each visitor. The api writes what it gathered
// every second here (VIEW_FLUSH_SECONDS); the counts are read where the company reads them, its
// posting's insights.

/** Headless Chromium names itself HeadlessChrome, which the api rightly takes for a robot. */
const browserNamed = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 visitor/${n}`;

/** Today's counts of the posting, as its company's insights say them. */
async function countsOf(request: APIRequestContext, company: { token: string }, id: number) {
  const response = await request.get(`${API_URL}/my/job-infos/${id}/insights?days=7`, {
    headers: { Authorization: `Bearer ${company.token}` },
  });
  expect(response.status()).toBe(200);
  const { series } = (await response.json()) as { series: { views: number; appearances: number }[] };
  const { views, appearances } = series.at(-1)!;
  return { views, appearances };
}

/** A page nginx answered from its copy: the web never saw the visit. */
const fromTheCache = (response: Response | null) =>
  expect(response?.headers()['x-cache-status']).toMatch(/^(HIT|STALE|UPDATING)$/);

test('a posting and a list of results that nginx serves from its cache are counted, with JavaScript and without', async ({
  browser,
  request,
}, testInfo) => {
  const company = await registerAccount(request, 'company', '조회베이커리');
  const word = uniqueUserId('');
  const id = await publishPosting(request, company, `조회 세는 공고 ${word}`);
  const posting = `/info/job-info/${id}`;
  // a list of results only this posting is in: the newest postings' list would count an appearance
  // for the postings other tests have just published too, whose insights expect none
  const list = `/search?search=${word}`;
  // the first visits fill nginx's cache; a request runs no script and loads no picture: no beacon
  for (const path of [posting, list]) expect((await request.get(path)).status()).toBe(200);
  expect(await countsOf(request, company, id)).toEqual(expect.objectContaining({ views: 0, appearances: 0 }));

  const { baseURL, ignoreHTTPSErrors } = testInfo.project.use;
  for (const [n, javaScriptEnabled] of [
    [1, true],
    [2, false],
  ] as const) {
    const context = await browser.newContext({
      baseURL,
      ignoreHTTPSErrors,
      javaScriptEnabled,
      userAgent: browserNamed(n),
    });
    const page = await context.newPage();
    fromTheCache(await page.goto(posting));
    await expect.poll(async () => (await countsOf(request, company, id)).views).toBe(n);
    fromTheCache(await page.goto(list));
    await expect.poll(async () => (await countsOf(request, company, id)).appearances).toBe(n);
    await context.close();
  }
});
