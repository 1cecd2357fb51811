import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { JobInfo, JobInfoSummary } from '#contracts/job-info';
import { LIST_DEPTH_MESSAGE, MAX_LIST_PAGE, POSITIONS, type Position } from '#contracts/enumerations';
import type { Paged } from '#contracts/paging';
import { API_URL, DEMO, oldestListed } from './helpers';

async function apiGet<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(`${API_URL}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

async function companyToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${API_URL}/login`, {
    data: { userId: DEMO.company.userId, password: DEMO.company.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * A visible posting of another company than the demo one, whose postings the 410 test closes
 * while this one runs in another project.
 */
async function visiblePosting(request: APIRequestContext): Promise<JobInfoSummary> {
  // on the page of the oldest listed, seeded postings: a newer one may be another test's, soon taken down
  const { items } = await oldestListed<JobInfoSummary>(request, '/job-infos');
  const posting = items.findLast((item) => item.company.name !== DEMO.company.username) ?? items.at(-1);
  expect(posting, 'the seeded database has visible postings').toBeDefined();
  return posting!;
}

async function expectKoreanTitle(page: Page) {
  const title = await page.title();
  expect(title).toContain('빵잡');
  expect(title).toMatch(/[가-힣]{2}/);
}

test(
  'filters and pagination keep every choice in the URL and on the page',
  { tag: '@nojs' },
  async ({ page, request }) => {
    // Positions in Seoul, added one by one until the list has a second page.
    const chosen: Position[] = [];
    let total = 0;
    for (const position of Object.keys(POSITIONS) as Position[]) {
      chosen.push(position);
      const query = new URLSearchParams([['sido', '서울'], ...chosen.map((code) => ['position', code])]);
      total = (await apiGet<Paged<JobInfoSummary>>(request, `/job-infos?${query}`)).total;
      if (total > 20) break;
    }
    expect(total, 'the seed has more than one page of Seoul postings').toBeGreaterThan(20);

    await page.goto('/info/job-info-list');
    const form = page.getByRole('form', { name: '채용정보 검색 조건' });
    await form.getByLabel('시·도', { exact: true }).selectOption('서울');
    const positions = form.getByRole('group', { name: '직종', exact: true });
    for (const code of chosen) await positions.getByRole('checkbox', { name: POSITIONS[code], exact: true }).check();
    await form.getByRole('button', { name: '검색' }).click();
    await page.waitForURL((url) => url.searchParams.get('sido') === '서울');
    // the count as the api gives it now: the other worker's tests publish bakers in 서울 meanwhile
    await expect(page.getByText(/^총 [\d,]+건$/)).toBeVisible();

    await page
      .getByRole('navigation', { name: '채용정보 페이지' })
      .getByRole('link', { name: '2 페이지', exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    const url = new URL(page.url());
    expect(url.searchParams.get('sido')).toBe('서울');
    expect(url.searchParams.getAll('position').sort()).toEqual([...chosen].sort());

    await expect(page.getByRole('navigation', { name: '채용정보 페이지' }).locator('[aria-current="page"]')).toHaveText(
      '2페이지',
    );
    await expect(form.getByLabel('시·도', { exact: true })).toHaveValue('서울');
    for (const code of chosen) {
      await expect(positions.getByRole('checkbox', { name: POSITIONS[code], exact: true })).toBeChecked();
    }
    await expect(page.locator('main ul li h3 a').first()).toBeVisible();

    // A sort link keeps the filters and starts again at page 1.
    await page.getByRole('navigation', { name: '정렬' }).getByRole('link', { name: '급여순' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'pay');
    const sorted = new URL(page.url());
    expect(sorted.searchParams.get('page')).toBeNull();
    expect(sorted.searchParams.getAll('position').sort()).toEqual([...chosen].sort());
  },
);

test('a bad query shows the api message inside the page', async ({ page }) => {
  const response = await page.goto('/info/job-info-list?page=abc');
  expect(response?.status()).toBe(400);
  await expect(page.getByText('페이지 번호가 올바르지 않습니다.')).toBeVisible();
  await expect(page.getByRole('form', { name: '채용정보 검색 조건' })).toBeVisible();
});

test('the list goes as deep as the cap, and past it says to narrow the filters', async ({ page }) => {
  const atCap = await page.goto(`/info/job-info-list?page=${MAX_LIST_PAGE}`);
  expect(atCap?.status()).toBe(200);
  const hrefs = await page
    .getByRole('navigation', { name: '채용정보 페이지' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const pages = hrefs.map((href) => Number(new URLSearchParams(href.split('?')[1]).get('page') ?? 1));
  expect(Math.max(...pages)).toBeLessThanOrEqual(MAX_LIST_PAGE);

  const past = await page.goto(`/info/job-info-list?sido=%EC%84%9C%EC%9A%B8&page=${MAX_LIST_PAGE + 1}`);
  expect(past?.status()).toBe(400);
  await expect(page.getByText(LIST_DEPTH_MESSAGE)).toBeVisible();
  // the filters are still there, with the visitor's choice, and take them on
  const form = page.getByRole('form', { name: '채용정보 검색 조건' });
  await expect(form.getByLabel('시·도', { exact: true })).toHaveValue('서울');
  await form.getByRole('button', { name: '검색' }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === null && url.searchParams.get('sido') === '서울');
  await expect(page.getByRole('navigation', { name: '정렬' })).toBeVisible();
});

test('a two-syllable search finds postings with it in the title', async ({ page }) => {
  await page.goto('/');
  const box = page.locator('main').getByRole('search');
  await box.getByRole('searchbox').fill('제빵');
  await box.getByRole('button', { name: '검색' }).click();
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('search') === '제빵');
  await expectKoreanTitle(page);

  const section = page.getByRole('region', { name: /^채용정보 \d/ });
  await expect(section.getByRole('heading', { level: 2 })).not.toHaveText('채용정보 0건');
  const titles = await section.locator('h3').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles[0]).toContain('제빵');
});

test('a visible posting has its JobPosting data and a canonical address', async ({ page, request }) => {
  const posting = await visiblePosting(request);
  const response = await page.goto(`/info/job-info/${posting.id}`);
  expect(response?.status()).toBe(200);
  await expectKoreanTitle(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posting.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`^http://localhost:\\d+/info/job-info/${posting.id}$`),
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(jsonLd).toContain('"@type":"JobPosting"');
  const data = JSON.parse(jsonLd ?? '{}') as Record<string, unknown>;
  expect(data.title).toBe(posting.title);
  // the demo companies' logos, where they have one, are the pictures test's (pictures.spec.ts)
  expect(data.hiringOrganization).toMatchObject({ '@type': 'Organization', name: posting.company.name });
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('a closed posting answers 410 with noindex and no JobPosting data', async ({ page, request }) => {
  const token = await companyToken(request);
  const mine = await apiGet<Paged<JobInfo>>(request, '/my/job-infos', token);
  // The seed's expired ones first; otherwise one of the demo company's visible postings, closed now.
  let gone = mine.items.find((jobInfo) => ['published', 'closed'].includes(jobInfo.status) && !jobInfo.visible);
  if (!gone) {
    const open = mine.items.find((jobInfo) => jobInfo.visible);
    expect(open, 'the demo company has a published posting').toBeDefined();
    const closed = await request.post(`${API_URL}/my/job-infos/${open!.id}/close`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(closed.ok()).toBe(true);
    gone = open;
  }

  const response = await page.goto(`/info/job-info/${gone!.id}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('마감된 공고입니다');
  await expect(page.getByText(gone!.title, { exact: true })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expectKoreanTitle(page);
});

test('an unknown posting is a 404 page', async ({ page }) => {
  const response = await page.goto('/info/job-info/99999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('공고를 찾을 수 없습니다.')).toBeVisible();
});

test('a public resume is masked and kept out of search engines', async ({ page, request }) => {
  // the last resume on the page of the oldest listed: a seeded one, whichever copy of the list the
  // proxy's cache hands out (a newer resume may be another test's, soon hidden)
  const { page: listPage } = await oldestListed(request, '/resumes');
  await page.goto(`/info/resume-list?page=${listPage}`);
  const link = page.locator('main li h3 a[href^="/info/resume/"]').last();
  const [title, href] = [(await link.textContent())!.trim(), (await link.getAttribute('href'))!];
  expect(title, 'the seeded database has public resumes').not.toBe('');
  await link.click();
  await page.waitForURL(`**${href}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(/^연락처는 인재 열람권으로 확인할 수 있습니다./)).toBeVisible();
  await expect(page.getByRole('link', { name: '인재 열람권 보기' })).toHaveAttribute(
    'href',
    '/job-info/payment/count-payment',
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectKoreanTitle(page);
});

test(
  'every public page has a Korean title and its content without JavaScript',
  { tag: '@nojs' },
  async ({ page, request }) => {
    const posting = await visiblePosting(request);
    const paths = [
      '/',
      '/info/job-info-list',
      '/info/job-info-list?sido=%EC%84%9C%EC%9A%B8&sort=deadline',
      '/info/resume-list',
      '/info/resume-list?career=new',
      `/info/job-info/${posting.id}`,
      '/search?search=%ED%8C%8C%ED%8B%B0%EC%8B%9C%EC%97%90',
    ];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectKoreanTitle(page);
      await expect(page.locator('main h1').first(), path).toBeVisible();
    }
    await page.goto('/');
    for (const heading of ['최신 채용공고', '마감 임박 공고', '새로 공개된 인재', '공지사항']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: '공지사항' }).locator('a[href^="/service/notice/"]').first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: '최신 채용공고' }).locator('h3').first()).toBeVisible();
  },
);
