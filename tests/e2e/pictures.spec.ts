import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import type { Image } from '#contracts/image';
import {
  API_URL,
  apiPost,
  axeViolations,
  dropCookies,
  hasJs,
  login,
  publishPosting,
  registerAccount,
  setCompanyLogo,
  uniqueUserId,
  uploadPicture,
} from './helpers';

// Pictures are made, uploaded and cut into variants on the way: more than a plain page's time.
test.slow();

/** What the gallery tells the browser each photo is shown at (detail-sections.tsx). */
const GALLERY_SIZES = '(min-width: 503px) 400px, calc(85vw - 27px)';

/** A company with a logo and an introduction on its member info, and a posting with `photos` photos. */
async function companyWithPictures(request: APIRequestContext, photos: number) {
  const name = `사진 베이커리 ${uniqueUserId('n').slice(-6)}`;
  const company = await registerAccount(request, 'company', name, 'picpage');
  const logo = await uploadPicture(request, company, 'logo', { width: 400, height: 400 });
  await setCompanyLogo(request, company, name, logo, {
    companyAddress: '부산광역시 해운대구 센텀로 1',
    companyIntro: '매일 새벽 천연발효종으로 빵을 굽는 동네 베이커리입니다.',
  });
  const images = [];
  for (let i = 0; i < photos; i++)
    images.push(await uploadPicture(request, company, 'job-info-photo', { width: 1600, height: 1200 }));
  const title = `사진 공고 ${uniqueUserId('t')}`;
  const jobInfoId = await publishPosting(request, company, title, {
    photos: images.map((image, i) => ({ imageId: image.id, alt: `작업장 사진 ${i + 1}` })),
  });
  return { company, name, logo, photos: images, title, jobInfoId };
}

/** A picture the page names answers as an image of that type and size. */
async function expectPicture(request: APIRequestContext, url: string, type: string, width: number, height?: number) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe(type);
  const meta = await sharp(await response.body()).metadata();
  expect(meta.width, url).toBe(width);
  if (height !== undefined) expect(meta.height, url).toBe(height);
}

/** The company of a listed posting, as the api names it. */
async function companyIdOf(request: APIRequestContext, jobInfoId: number): Promise<number> {
  const response = await request.get(`${API_URL}/job-infos/${jobInfoId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { jobInfo: { company: { id: number } } }).jobInfo.company.id;
}

const metaContent = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');

test(
  'a posting’s photos are a gallery: every width, the layout’s sizes, their boxes, the first eager and the rest lazy',
  { tag: '@nojs' },
  async ({ page, request }, testInfo) => {
    const { jobInfoId, photos, name, logo } = await companyWithPictures(request, 6);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // the analytics and chat scripts' hosts do not resolve here (routes.spec.ts leaves them out too)
      if (message.type() === 'error' && !message.text().includes('Failed to load resource'))
        errors.push(message.text());
    });
    page.on('response', (answer) => {
      if (answer.url().includes('/images/') && answer.status() >= 400)
        errors.push(`${answer.status()} ${answer.url()}`);
    });
    const response = await page.goto(`/info/job-info/${jobInfoId}`);
    expect(response?.status()).toBe(200);

    // What the server sent, before any script ran: the lead photo eager and first, the rest lazy.
    const html = await response!.text();
    const served = [...html.matchAll(/<img [^>]*alt="작업장 사진 \d"[^>]*>/g)].map(([tag]) => tag);
    expect(served).toHaveLength(6);
    expect(served[0]).toMatch(/ loading="eager"/);
    expect(served[0]).toMatch(/ fetchpriority="high"/);
    for (const tag of served.slice(1)) {
      expect(tag).toMatch(/ loading="lazy"/);
      expect(tag).not.toMatch(/fetchpriority/);
    }

    const gallery = page.locator('section').filter({ has: page.getByRole('heading', { name: '근무지 사진' }) });
    const items = gallery.getByRole('listitem');
    await expect(items).toHaveCount(6);
    for (const [i, photo] of photos.entries()) {
      const item = items.nth(i);
      const img = item.getByRole('img', { name: `작업장 사진 ${i + 1}` });
      await expect(img).toHaveAttribute('width', String(photo.width));
      await expect(img).toHaveAttribute('height', String(photo.height));
      await expect(img).toHaveAttribute('sizes', GALLERY_SIZES);
      await expect(img).toHaveAttribute('decoding', 'async');
      const srcset = await img.getAttribute('srcset');
      expect(srcset?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
        '640w',
        '750w',
        '828w',
        '1080w',
        '1200w',
        '1600w',
      ]);
      for (const type of ['image/avif', 'image/webp']) {
        await expect(item.locator(`source[type="${type}"]`)).toHaveAttribute('sizes', GALLERY_SIZES);
      }
      // each photo opens at its full size, without JavaScript
      await expect(item.getByRole('link')).toHaveAttribute('href', `/images/${photo.key}-1600.jpg`);
    }
    await expectPicture(request, `/images/${photos[0]!.key}-1600.jpg`, 'image/jpeg', 1600, 1200);
    await expectPicture(request, `/images/${photos[0]!.key}-640.avif`, 'image/avif', 640, 480);

    // The last photo loads once the row is scrolled to it: through the observer with JavaScript
    // (switched to eager), through the browser's own lazy loading without.
    const last = items.nth(5).getByRole('img');
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    if (hasJs(testInfo)) await expect(last).toHaveAttribute('loading', 'eager');
    // every picture asked for was there, and the server's pictures are the ones React hydrates
    expect(errors).toEqual([]);

    // the company's logo beside its name, which leads to its page
    await expect(page.getByRole('img', { name: `${name} 로고` }).first()).toHaveAttribute('sizes', '48px');
    await expect(page.getByRole('img', { name: `${name} 로고` }).first()).toHaveAttribute(
      'srcset',
      `/images/${logo.key}-96.jpg 96w, /images/${logo.key}-192.jpg 192w, /images/${logo.key}-400.jpg 400w`,
    );
    // axe runs inside the page: the JavaScript projects check both widths
    if (hasJs(testInfo)) expect(await axeViolations(page, 'posting with photos')).toEqual([]);
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/company\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  },
);

test('a posting’s link preview and JobPosting name its first photo and its company’s logo', async ({
  page,
  request,
}) => {
  const { jobInfoId, photos, logo, title, name } = await companyWithPictures(request, 2);
  await page.goto(`/info/job-info/${jobInfoId}`);
  const origin = new URL(page.url()).origin;
  const url = `${origin}/info/job-info/${jobInfoId}`;
  expect(await metaContent(page, 'og:url')).toBe(url);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  expect(await metaContent(page, 'og:title')).toBe(`${title} - ${name}`);
  expect(await metaContent(page, 'og:type')).toBe('article');
  expect(await metaContent(page, 'og:locale')).toBe('ko_KR');
  expect(await metaContent(page, 'twitter:card')).toBe('summary_large_image');
  expect(await metaContent(page, 'og:description')).toContain(name);
  const image = await metaContent(page, 'og:image');
  expect(image).toBe(`${origin}/images/${photos[0]!.key}-og.jpg`);
  expect(await metaContent(page, 'twitter:image')).toBe(image);
  expect([await metaContent(page, 'og:image:width'), await metaContent(page, 'og:image:height')]).toEqual([
    '1200',
    '630',
  ]);
  await expectPicture(request, image!, 'image/jpeg', 1200, 630);

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    hiringOrganization: { logo: string };
  };
  expect(jsonLd).toMatchObject({
    identifier: { '@type': 'PropertyValue', name: '빵잡', value: String(jobInfoId) },
    directApply: true,
    hiringOrganization: { '@type': 'Organization', name, logo: `${origin}/images/${logo.key}-192.jpg` },
    image: photos.map((photo) => `${origin}/images/${photo.key}-1200.jpg`),
  });
  await expectPicture(request, jsonLd.hiringOrganization.logo, 'image/jpeg', 192);
});

test('the home page and a notice have a link preview with the brand’s card', async ({ page, request }) => {
  for (const path of ['/', '/service']) {
    await page.goto(path);
    if (path === '/service') await page.locator('main a[href^="/service/notice/"]').first().click();
    await expect(page).toHaveURL(path === '/' ? /\/$/ : /\/service\/notice\/\d+$/);
    const origin = new URL(page.url()).origin;
    // with JavaScript the address changes before the notice's head is drawn: wait for its own og:url
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', page.url());
    expect(await metaContent(page, 'og:locale')).toBe('ko_KR');
    expect(await metaContent(page, 'og:title')).toBeTruthy();
    expect(await metaContent(page, 'og:description')).toBeTruthy();
    const image = await metaContent(page, 'og:image');
    expect(image).toBe(`${origin}/og-default.jpg`);
    await expectPicture(request, image!, 'image/jpeg', 1200, 630);
  }
});

test('a company page shows the company and only its open postings, crawlable', async ({ page, request }, testInfo) => {
  const { company, jobInfoId, title, name, logo } = await companyWithPictures(request, 1);
  const closedTitle = `마감한 공고 ${uniqueUserId('x')}`;
  const closed = await publishPosting(request, company, closedTitle);
  await apiPost(request, `/my/job-infos/${closed}/close`, company.token);
  const companyId = await companyIdOf(request, jobInfoId);

  const response = await page.goto(`/company/${companyId}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('부산 해운대구', { exact: true })).toBeVisible();
  await expect(page.getByText('매일 새벽 천연발효종으로 빵을 굽는 동네 베이커리입니다.')).toBeVisible();
  await expect(page.getByRole('heading', { name: '채용 중인 공고 1건' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: closedTitle })).toHaveCount(0);
  // the page's own logo leads (eager, 96 px); the card's is a lazy 48 px thumbnail
  const logos = page.getByRole('img', { name: `${name} 로고` });
  await expect(logos.first()).toHaveAttribute('sizes', '96px');
  await expect(logos.nth(1)).toHaveAttribute('sizes', '48px');
  await expect(logos.nth(1)).toHaveAttribute('width', String(logo.width));
  await expect(logos.nth(1)).toHaveAttribute('height', String(logo.height));

  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/company/${companyId}`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  expect(await metaContent(page, 'og:image')).toBe(`${origin}/images/${logo.key}-og.jpg`);
  if (hasJs(testInfo)) expect(await axeViolations(page, 'company page')).toEqual([]);

  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/info/job-info/${jobInfoId}`);
});

test('a company page is a 404 for an unknown company, and a 410 once suspended', async ({ page, request }) => {
  for (const path of ['/company/99999999', '/company/abc']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('기업 정보를 찾을 수 없습니다.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }

  const company = await registerAccount(request, 'company', '정지될 베이커리', 'suspbiz');
  const jobInfoId = await publishPosting(request, company, `정지될 회사의 공고 ${uniqueUserId('s')}`);
  const companyId = await companyIdOf(request, jobInfoId);
  expect((await page.goto(`/company/${companyId}`))?.status()).toBe(200);

  const admin = await request.post(`${API_URL}/login`, { data: { userId: 'admin', password: 'admin1234' } });
  const { accessToken } = (await admin.json()) as { accessToken: string };
  await apiPost(request, `/admin/users/${companyId}/suspend`, accessToken, {
    reason: '허위 공고를 반복해 올렸습니다.',
  });
  const response = await page.goto(`/company/${companyId}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('이용이 정지된 기업입니다');
  await expect(page.getByText('정지될 베이커리', { exact: true })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('a resume’s photo shows only where its contacts do: never on the masked resume', async ({ page, request }) => {
  const seeker = await registerAccount(request, 'normal', '사진구직', 'photoseek');
  const photo = await uploadPicture(request, seeker, 'resume-photo', { width: 600, height: 800 });
  const title = `사진 있는 이력서 ${uniqueUserId('r')}`;
  const { resume } = await apiPost<{ resume: { id: number; photo: Image | null } }>(
    request,
    '/my/resumes',
    seeker.token,
    {
      title,
      name: '사진구직',
      birthYear: 1996,
      phone: '010-3333-4444',
      regions: [{ sido: '서울', sigungu: null }],
      positions: ['baker'],
      introduction: '바게트와 캄파뉴를 3년 동안 구웠습니다. 새벽 근무 가능합니다.',
      photoImageId: photo.id,
    },
  );
  expect(resume.photo?.key).toBe(photo.key);
  const { order } = await apiPost<{ order: { id: number } }>(request, '/my/orders', seeker.token, {
    productCode: 'resume-30',
    targetId: resume.id,
    method: 'test',
  });
  await apiPost(request, `/my/orders/${order.id}/test-payment`, seeker.token, { result: 'approve' });
  const photoImages = (p: Page) => p.locator(`img[src*="${photo.key}"], source[srcset*="${photo.key}"]`);

  // a visitor and a company that has not opened it: the masked resume and the talent list
  for (const path of [`/info/resume/${resume.id}`, '/info/resume-list']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(await response!.text()).not.toContain(photo.key);
    await expect(photoImages(page)).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  const company = await registerAccount(request, 'company', '열람 안 한 베이커리', 'maskbiz');
  await login(page, company, `/info/resume/${resume.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(photoImages(page)).toHaveCount(0);

  // the owner sees it beside the contacts
  await dropCookies(page);
  await login(page, seeker, `/info/resume/${resume.id}`);
  const shown = page.getByRole('img', { name: '사진구직 사진' });
  await expect(shown).toHaveAttribute('width', '600');
  await expect(shown).toHaveAttribute('height', '800');
  await expect(shown).toHaveAttribute('sizes', '96px');
});
