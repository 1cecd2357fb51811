import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import {
  type Account,
  API_URL,
  apiPost,
  DEMO,
  dropCookies,
  expectToast,
  hasJs,
  login,
  registerAccount,
  uniqueUserId,
  uploadPicture,
} from './helpers';

/**
 * The portfolio (issue 30): photos of a baker's bakes on the resume, each with a caption, the
 * techniques it shows and the owner's word that no face or personal information is in it. The work,
 * not the person: it shows on the public, masked resume and as the talent card's cover, the talent
 * list filters by technique, and an operator can hide a photo with a reason the owner reads.
 */

const ADMIN = { userId: 'admin', password: 'admin1234' };
const CONFIRM = '사진에 얼굴이나 개인정보가 없음을 확인했습니다';

/** A bake made here with sharp: a coloured square, as JPEG. */
async function bakeFile(testInfo: TestInfo, name: string, color: string) {
  const path = testInfo.outputPath(name);
  await sharp({ create: { width: 900, height: 900, channels: 3, background: color } })
    .jpeg()
    .toFile(path);
  return path;
}

/** A resume complete enough to publish, published for 30 days (a test-card order), with `extra` fields. */
async function publishedResume(
  request: APIRequestContext,
  seeker: Account,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const { resume } = await apiPost<{ resume: { id: number } }>(request, '/my/resumes', seeker.token, {
    title,
    name: '한결',
    birthYear: 1994,
    phone: '010-4444-5555',
    regions: [{ sido: '서울', sigungu: null }],
    positions: ['baker'],
    introduction: '크루아상과 사워도우를 5년 동안 구웠습니다. 새벽 근무 가능합니다.',
    ...extra,
  });
  const { order } = await apiPost<{ order: { id: number } }>(request, '/my/orders', seeker.token, {
    productCode: 'resume-30',
    targetId: resume.id,
    method: 'test',
  });
  await apiPost(request, `/my/orders/${order.id}/test-payment`, seeker.token, { result: 'approve' });
  return resume.id;
}

/** A portfolio of one bake, uploaded through the api. */
async function oneBake(request: APIRequestContext, seeker: Account, caption: string, techniques: string[]) {
  const image = await uploadPicture(request, seeker, 'portfolio', { width: 800, height: 800 });
  return { image, portfolio: [{ imageId: image.id, caption, techniques, noPersonalInfo: true }] };
}

const bakeRow = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^작품 ${n}( \\(대표\\))?$`) });
const newBake = (page: Page) => page.getByRole('group', { name: '작품 사진 추가' });

/**
 * Adds a bake in the form: its caption and confirmation, then the file. With JavaScript the file
 * goes up as it is chosen and becomes a row; without it 사진 올리기 posts the form and comes back
 * with the row.
 */
async function addBake(page: Page, testInfo: TestInfo, file: string, caption: string, confirm: boolean) {
  const slot = newBake(page);
  await slot.getByLabel('사진 설명').fill(caption);
  if (confirm) await slot.getByLabel(CONFIRM).check();
  await slot.getByLabel('작품 사진 파일').setInputFiles(file);
  if (!hasJs(testInfo)) await slot.getByRole('button', { name: '사진 올리기' }).click();
}

async function expectLoaded(image: Locator) {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

test(
  'a seeker adds two bakes, puts the second first, and sees them on their public masked resume',
  { tag: ['@phone', '@phone-nojs'] },
  async ({ page, request }, testInfo) => {
    const seeker = await registerAccount(request, 'normal', '한결');
    const resumeId = await publishedResume(request, seeker, `작품이 있는 이력서 ${uniqueUserId('r')}`);
    await login(page, seeker, `/resume/${resumeId}/edit`);

    await addBake(page, testInfo, await bakeFile(testInfo, 'croissant.jpg', '#c98a3c'), '결이 살아있는 크루아상', true);
    await expect(bakeRow(page, 1).getByLabel('사진 설명')).toHaveValue('결이 살아있는 크루아상');
    await expectLoaded(bakeRow(page, 1).getByRole('img'));
    await bakeRow(page, 1).getByLabel('크루아상·라미네이션').check();

    // the second without the confirmation: refused beside it, everything typed kept
    await addBake(
      page,
      testInfo,
      await bakeFile(testInfo, 'sourdough.jpg', '#7a5230'),
      '72시간 저온숙성 사워도우',
      false,
    );
    await expect(bakeRow(page, 2).getByLabel('사진 설명')).toHaveValue('72시간 저온숙성 사워도우');
    await bakeRow(page, 2).getByLabel('천연발효·사워도우').check();
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(bakeRow(page, 2).getByText('사진에 얼굴이나 개인정보가 없는지 확인해주세요.')).toBeVisible();
    await expect(bakeRow(page, 1).getByLabel('크루아상·라미네이션')).toBeChecked();
    await expect(bakeRow(page, 2).getByLabel('천연발효·사워도우')).toBeChecked();

    await bakeRow(page, 2).getByLabel(CONFIRM).check();
    await bakeRow(page, 2).getByRole('button', { name: '위로' }).click();
    await expect(bakeRow(page, 1).getByLabel('사진 설명')).toHaveValue('72시간 저온숙성 사워도우');
    // at 360 px the rows fit: nothing scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await page.getByRole('button', { name: '저장하기' }).click();
    await expectToast(page, '이력서를 저장했습니다.');

    // a visitor: the masked resume shows the bakes in their order, with their techniques
    await dropCookies(page);
    await page.goto(`/info/resume/${resumeId}`);
    const gallery = page.locator('#portfolio');
    await expect(gallery.getByRole('heading', { name: '포트폴리오' })).toBeVisible();
    const bakes = gallery.locator('figure');
    await expect(bakes).toHaveCount(2);
    await expect(bakes.nth(0).locator('figcaption')).toContainText('72시간 저온숙성 사워도우');
    await expect(bakes.nth(0).locator('figcaption')).toContainText('천연발효·사워도우');
    await expect(bakes.nth(1).locator('figcaption')).toContainText('결이 살아있는 크루아상');
    await expect(bakes.nth(1).locator('figcaption')).toContainText('크루아상·라미네이션');
    await expectLoaded(bakes.nth(0).getByRole('img', { name: '72시간 저온숙성 사워도우' }));
    // lazy as the page is sent (with JavaScript the observer loads it once it nears the screen)
    const html = await (await page.request.get(`/info/resume/${resumeId}`)).text();
    expect(html).toMatch(/<img(?=[^>]*alt="결이 살아있는 크루아상")(?=[^>]*loading="lazy")/);
    await expect(page.getByText('010-4444-5555')).toHaveCount(0);
  },
);

test(
  'a visitor filters the talent list by a technique, kept in the URL, and sees the cover bake',
  { tag: ['@phone', '@phone-nojs'] },
  async ({ page, request }) => {
    const laminator = await registerAccount(request, 'normal', '겹겹이');
    const marker = uniqueUserId('t');
    const lamination = await oneBake(request, laminator, '버터 접기 세 번', ['lamination']);
    await publishedResume(request, laminator, `라미네이션 ${marker}`, {
      portfolio: lamination.portfolio,
    });
    const sourdoughBaker = await registerAccount(request, 'normal', '발효종');
    const sourdough = await oneBake(request, sourdoughBaker, '캄파뉴', ['sourdough']);
    await publishedResume(request, sourdoughBaker, `사워도우 ${marker}`, { portfolio: sourdough.portfolio });

    await page.goto('/info/resume-list');
    const filters = page.getByRole('form', { name: '인재정보 검색 조건' });
    await filters.getByRole('group', { name: '기술 (포트폴리오)' }).getByLabel('크루아상·라미네이션').check();
    await filters.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(/[?&]technique=lamination\b/);

    const card = page.locator('li').filter({ has: page.getByRole('link', { name: `라미네이션 ${marker}` }) });
    await expect(card.getByRole('img', { name: '대표 작품 사진' })).toHaveAttribute(
      'src',
      new RegExp(lamination.image.key),
    );
    await expect(page.getByRole('link', { name: `사워도우 ${marker}` })).toHaveCount(0);
    await expect(
      page
        .getByRole('form', { name: '인재정보 검색 조건' })
        .getByRole('group', { name: '기술 (포트폴리오)' })
        .getByLabel('크루아상·라미네이션'),
    ).toBeChecked();
  },
);

test(
  'the demo baker’s resume shows its drawn bakes to a visitor, and the talent list finds it by technique',
  { tag: ['@phone', '@phone-nojs'] },
  async ({ page, request }) => {
    // the seed gives baker01's first resume six bakes (api/src/db/demo-bakes.ts): the one with the most
    const { accessToken } = (await (await request.post(`${API_URL}/login`, { data: DEMO.normal })).json()) as {
      accessToken: string;
    };
    const mine = (await (
      await request.get(`${API_URL}/my/resumes`, { headers: { authorization: `Bearer ${accessToken}` } })
    ).json()) as { items: { id: number }[] };
    const sizes = await Promise.all(
      mine.items.map(async ({ id }) => {
        const answer = (await (await request.get(`${API_URL}/resumes/${id}`)).json()) as {
          resume?: { portfolio: unknown[] };
        };
        return { id, bakes: answer.resume?.portfolio.length ?? 0 };
      }),
    );
    const demo = sizes.sort((a, b) => b.bakes - a.bakes)[0]!;
    expect(demo.bakes).toBe(6);

    await page.goto(`/info/resume/${demo.id}`);
    const bakes = page.locator('#portfolio figure');
    await expect(bakes).toHaveCount(6);
    await expect(bakes.first().locator('figcaption')).toContainText('버터 27겹 크루아상, 3절 3회 접기');
    await expect(bakes.first().locator('figcaption')).toContainText('크루아상·라미네이션');
    await expectLoaded(bakes.first().getByRole('img'));

    await page.goto('/info/resume-list');
    const filters = page.getByRole('form', { name: '인재정보 검색 조건' });
    await filters.getByRole('group', { name: '기술 (포트폴리오)' }).getByLabel('크루아상·라미네이션').check();
    await filters.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(/[?&]technique=lamination\b/);
    await expect(page.locator(`a[href="/info/resume/${demo.id}"]`).first()).toBeVisible();
  },
);

test('an operator hides a bake with a reason; the public resume leaves it out and the owner reads why', async ({
  page,
  members,
  request,
}) => {
  const seeker = await registerAccount(request, 'normal', '숨김확인');
  const bake = await oneBake(request, seeker, '손님 얼굴이 비친 진열대', ['bread']);
  const resumeId = await publishedResume(request, seeker, `숨길 사진이 있는 이력서 ${uniqueUserId('h')}`, {
    portfolio: bake.portfolio,
  });

  await members.signIn(page, ADMIN, '/admin/portfolio-photos');
  await page.getByLabel('이력서 번호 또는 주소').fill(`/info/resume/${resumeId}`);
  await page.getByRole('button', { name: '보기' }).click();
  const photo = page.getByRole('listitem').filter({ hasText: '손님 얼굴이 비친 진열대' });
  await photo.getByLabel(/숨기는 이유/).fill('사람 얼굴이 보여요. 얼굴이 없는 사진으로 바꿔주세요.');
  await photo.getByRole('button', { name: '숨기기' }).click();
  await expectToast(page, '사진을 숨겼습니다. 올린 회원에게 사유를 알렸습니다.');
  await expect(photo).toHaveCount(0);
  const hidden = page.getByRole('list', { name: '방금 숨긴 사진' });
  await expect(hidden.getByRole('button', { name: '다시 보이기' })).toBeVisible();

  const visitor = await request.get(`${API_URL}/resumes/${resumeId}`);
  expect(((await visitor.json()) as { resume: { portfolio: unknown[] } }).resume.portfolio).toEqual([]);

  await dropCookies(page);
  await login(page, seeker, `/resume/${resumeId}/edit`);
  await expect(bakeRow(page, 1).getByText('사람 얼굴이 보여요. 얼굴이 없는 사진으로 바꿔주세요.')).toBeVisible();
});
