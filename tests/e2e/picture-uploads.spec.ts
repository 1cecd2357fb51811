import { writeFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { apiPost, axeViolations, expectToast, hasJs, login, registerAccount } from './helpers';

/**
 * Pictures uploaded from the member forms (issue 17): a company's logo and a posting's photos, a
 * job seeker's resume photo. Without JavaScript the forms post their files (multipart); with it a
 * chosen picture shows at once and goes up by itself. Refused files are said beside their field
 * and nothing typed is lost.
 */

/** A real picture made here (sharp): a coloured rectangle, as JPEG or PNG. */
async function pictureFile(testInfo: TestInfo, name: string, color: string, size = { width: 1200, height: 900 }) {
  const path = testInfo.outputPath(name);
  const image = sharp({ create: { ...size, channels: 3, background: color } });
  await (name.endsWith('.png') ? image.png() : image.jpeg()).toFile(path);
  return path;
}

/** A thumbnail of an uploaded picture, served by the site, and really loaded. */
async function expectUploadedThumbnail(image: Locator) {
  await expect(image).toHaveAttribute('src', /^\/images\/[0-9a-f]{32}-\d+\.jpg$/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

/** A posting row of the form: 사진 1 (대표), 사진 2, … */
const photoRow = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^사진 ${n}( \\(대표\\))?$`) });
const newPhoto = (page: Page) => page.getByRole('group', { name: '사진 추가' });

/** 회원정보 수정 behind its password step: the info form. */
async function openInfoForm(page: Page, password: string) {
  await page.goto('/user/edit');
  const main = page.locator('main');
  await main.locator('input[name="password"]').fill(password);
  await main.getByRole('button', { name: '확인' }).click();
  const info = main.locator('form').filter({ has: page.getByRole('button', { name: '정보 저장' }) });
  await expect(info.getByLabel('회사 소개')).toBeVisible();
  return info;
}

test(
  'a company uploads its logo and two photos without JavaScript and sees them in its forms',
  { tag: '@nojs' },
  async ({ page, request }, testInfo) => {
    test.skip(hasJs(testInfo), 'the forms as they post without JavaScript (the projects without it)');
    const company = await registerAccount(request, 'company', '사진올리는 베이커리');
    const { jobInfo } = await apiPost<{ jobInfo: { id: number } }>(request, '/my/job-infos', company.token, {
      title: '사진이 있는 공고',
    });
    await login(page, company, '/');

    const info = await openInfoForm(page, company.password);
    await info.getByLabel('로고 파일').setInputFiles(await pictureFile(testInfo, 'logo.png', '#96541f'));
    await info.getByLabel('회사 소개').fill('매일 새벽 천연발효종으로 빵을 굽는 동네 빵집입니다.');
    await info.getByRole('button', { name: '정보 저장' }).click();
    await expectToast(page, '회원정보가 수정되었습니다.');
    await expectUploadedThumbnail(info.getByRole('img', { name: '현재 로고' }));
    await expect(info.getByLabel('회사 소개')).toHaveValue('매일 새벽 천연발효종으로 빵을 굽는 동네 빵집입니다.');

    // the first photo goes up by itself (사진 올리기), the second with the save
    await page.goto(`/job-info/${jobInfo.id}/edit`);
    await newPhoto(page)
      .getByLabel('사진 파일', { exact: true })
      .setInputFiles(await pictureFile(testInfo, 'front.jpg', '#d9a066'));
    await newPhoto(page).getByLabel('사진 설명').fill('매장 외관');
    await newPhoto(page).getByRole('button', { name: '사진 올리기' }).click();
    await expect(photoRow(page, 1).getByLabel('사진 설명')).toHaveValue('매장 외관');
    await expectUploadedThumbnail(photoRow(page, 1).getByRole('img'));
    await newPhoto(page)
      .getByLabel('사진 파일', { exact: true })
      .setInputFiles(await pictureFile(testInfo, 'kitchen.jpg', '#4a6b8a'));
    await newPhoto(page).getByLabel('사진 설명').fill('주방');
    await page.getByRole('button', { name: '저장하기' }).click();
    await expectToast(page, '공고를 저장했습니다.');

    await page.goto(`/job-info/${jobInfo.id}/edit`);
    await expect(photoRow(page, 1).getByLabel('사진 설명')).toHaveValue('매장 외관');
    await expect(photoRow(page, 2).getByLabel('사진 설명')).toHaveValue('주방');
    await expectUploadedThumbnail(photoRow(page, 2).getByRole('img'));
    // the kitchen first: 위로 comes back with the rows swapped, and the save keeps that order
    await photoRow(page, 2).getByRole('button', { name: '위로' }).click();
    await expect(photoRow(page, 1).getByLabel('사진 설명')).toHaveValue('주방');
    await page.getByRole('button', { name: '저장하기' }).click();
    await expectToast(page, '공고를 저장했습니다.');
    await page.goto(`/job-info/${jobInfo.id}/edit`);
    await expect(photoRow(page, 1).getByLabel('사진 설명')).toHaveValue('주방');
    await expect(photoRow(page, 2).getByLabel('사진 설명')).toHaveValue('매장 외관');
  },
);

test(
  'a file that is not a picture is refused beside its field, and the title typed stays',
  { tag: '@nojs' },
  async ({ page, request }, testInfo) => {
    const company = await registerAccount(request, 'company', '잘못올린 베이커리');
    await login(page, company, '/job-info/create');
    const fake = testInfo.outputPath('menu.jpg');
    await writeFile(fake, '이것은 사진이 아니라 메뉴판 글입니다.\n');
    await page.getByLabel('공고 제목').fill('사진 없이 남을 제목');
    await newPhoto(page).getByLabel('사진 설명').fill('메뉴판');
    await newPhoto(page).getByLabel('사진 파일', { exact: true }).setInputFiles(fake);
    if (!hasJs(testInfo)) await page.getByRole('button', { name: '저장하기' }).click();
    const file = newPhoto(page).getByLabel('사진 파일', { exact: true });
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#new-photo-file-error')).toHaveText('JPEG, PNG, WebP 형식의 사진만 올릴 수 있습니다.');
    await expect(page.getByLabel('공고 제목')).toHaveValue('사진 없이 남을 제목');
    await expect(newPhoto(page).getByLabel('사진 설명')).toHaveValue('메뉴판');
    await expect(photoRow(page, 1)).toHaveCount(0);
  },
);

test(
  'a file over 10 MB is refused beside its field with the limit said',
  { tag: '@nojs' },
  async ({ page, request }, testInfo) => {
    const seeker = await registerAccount(request, 'normal', '큰사진');
    const { resume } = await apiPost<{ resume: { id: number } }>(request, '/my/resumes', seeker.token, {
      title: '사진이 너무 큰 이력서',
    });
    await login(page, seeker, `/resume/${resume.id}/edit`);
    const big = testInfo.outputPath('huge.jpg');
    // a JPEG's first bytes, then padding: over the limit whatever it is
    await writeFile(big, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10.5 * 1024 * 1024)]));
    await page.getByLabel('이력서 제목').fill('제목을 고쳐 적었습니다');
    await page.getByLabel('사진 파일', { exact: true }).setInputFiles(big);
    if (!hasJs(testInfo)) await page.getByRole('button', { name: '저장하기' }).click();
    await expect(
      page.getByText('사진은 10MB 이하만 올릴 수 있습니다.').filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(page.getByLabel('사진 파일', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('이력서 제목')).toHaveValue('제목을 고쳐 적었습니다');
  },
);

test('with JavaScript a chosen photo shows at once, goes up with its progress, and the save sends it', async ({
  page,
  request,
}, testInfo) => {
  test.skip(!hasJs(testInfo), 'the preview and the progress are the script’s');
  const company = await registerAccount(request, 'company', '미리보는 베이커리');
  const { jobInfo } = await apiPost<{ jobInfo: { id: number } }>(request, '/my/job-infos', company.token, {
    title: '미리보기 공고',
  });
  await login(page, company, `/job-info/${jobInfo.id}/edit`);
  await expect.poll(() => page.evaluate(() => !!window.__remixRouter?.state.initialized)).toBe(true);

  // the upload is held at the network until the preview and the progress have been seen
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/upload-image', async (route) => {
    await held;
    await route.continue();
  });
  await newPhoto(page).getByLabel('사진 설명').fill('갓 구운 식빵');
  await newPhoto(page)
    .getByLabel('사진 파일', { exact: true })
    .setInputFiles(await pictureFile(testInfo, 'bread.jpg', '#e0b060'));
  const row = photoRow(page, 1);
  await expect(row.getByRole('img')).toHaveAttribute('src', /^blob:/);
  await expect(row.getByRole('progressbar', { name: '사진 1 올리는 중' })).toBeVisible();
  await expect(page.getByRole('button', { name: '저장하기' })).toBeDisabled();
  release();
  await expect(row.getByRole('progressbar')).toHaveCount(0);
  await expect(row.locator('input[name="photos[0].imageId"]')).toHaveValue(/^\d+$/);
  await expect(row.getByLabel('사진 설명')).toHaveValue('갓 구운 식빵');
  expect(await axeViolations(page, 'the posting form with a photo')).toEqual([]);

  const saved = page.waitForRequest((sent) => sent.method() === 'POST' && sent.url().includes('/edit'));
  await page.getByRole('button', { name: '저장하기' }).click();
  // the form posts the id alone: the file went up already
  expect((await saved).postDataBuffer()?.includes('bread.jpg')).toBe(false);
  await expectToast(page, '공고를 저장했습니다.');
  await page.goto(`/job-info/${jobInfo.id}/edit`);
  await expect(photoRow(page, 1).getByLabel('사진 설명')).toHaveValue('갓 구운 식빵');
  await expectUploadedThumbnail(photoRow(page, 1).getByRole('img'));
});

test(
  'a job seeker adds a photo to a resume, told who will see it, and can take it off',
  { tag: '@nojs' },
  async ({ page, request }, testInfo) => {
    const seeker = await registerAccount(request, 'normal', '사진있는 구직자');
    const { resume } = await apiPost<{ resume: { id: number } }>(request, '/my/resumes', seeker.token, {
      title: '사진을 붙인 이력서',
    });
    await login(page, seeker, `/resume/${resume.id}/edit`);
    await expect(page.getByText(/블라인드 채용: 사진은 연락처처럼/)).toBeVisible();
    await page.getByLabel('사진 파일', { exact: true }).setInputFiles(await pictureFile(testInfo, 'me.jpg', '#704030'));
    if (hasJs(testInfo)) await expect(page.getByRole('img', { name: '현재 사진' })).toHaveAttribute('src', /^blob:/);
    await expect(page.getByRole('button', { name: '저장하기' })).toBeEnabled();
    await page.getByRole('button', { name: '저장하기' }).click();
    await expectToast(page, '이력서를 저장했습니다.');

    await page.goto(`/resume/${resume.id}/edit`);
    await expectUploadedThumbnail(page.getByRole('img', { name: '현재 사진' }));
    await page.getByLabel('사진 삭제').check();
    await page.getByRole('button', { name: '저장하기' }).click();
    await expectToast(page, '이력서를 저장했습니다.');
    await page.goto(`/resume/${resume.id}/edit`);
    await expect(page.getByRole('img', { name: '현재 사진' })).toHaveCount(0);
  },
);
