import { expect, test } from './fixtures';
import { MAX_LIST_PAGE } from '#contracts/enumerations';
import {
  API_URL,
  axeViolations,
  expectToast,
  hasJs,
  publishPosting,
  registerAccount,
  setCompanyLogo,
  uniqueUserId,
  uploadPicture,
} from './helpers';

const ADMIN = { userId: 'admin', password: 'admin1234' };

test(
  'the operator takes a posting’s photo down with a reason: gone from the posting, logged, told to the company',
  { tag: '@nojs' },
  async ({ page, request, members }, testInfo) => {
    const company = await registerAccount(request, 'company', '사진 많은 베이커리', 'picbiz');
    const [bread, kitchen, logo] = [
      await uploadPicture(request, company, 'job-info-photo'),
      await uploadPicture(request, company, 'job-info-photo'),
      await uploadPicture(request, company, 'logo'),
    ];
    await setCompanyLogo(request, company, '사진 많은 베이커리', logo);
    const title = `사진 내릴 공고 ${uniqueUserId('p')}`;
    const jobInfoId = await publishPosting(request, company, title, {
      photos: [
        { imageId: bread.id, alt: '갓 구운 식빵' },
        { imageId: kitchen.id, alt: '새벽의 주방' },
      ],
    });
    const reason = `다른 가게의 사진입니다 ${uniqueUserId('r')}`;

    await members.signIn(page, ADMIN, '/admin');
    const item = page.locator('main li').filter({ hasText: title }).first();
    // the list puts postings with open reports first, which other tests make: page on until it shows
    for (let listPage = 1; ; listPage += 1) {
      expect(listPage, `‘${title}’ on a page of the list`).toBeLessThanOrEqual(MAX_LIST_PAGE);
      await page.goto(`/admin/job-infos?view=all&page=${listPage}`);
      await expect(page.getByRole('heading', { level: 1, name: '공고 관리' })).toBeVisible();
      if (await item.isVisible()) break;
    }
    const breadPhoto = item.getByRole('img', { name: '갓 구운 식빵' });
    await expect(breadPhoto).toBeVisible();
    await expect(item.getByRole('img', { name: '사진 많은 베이커리 로고' })).toBeVisible();
    // axe runs in the page: with JavaScript only
    if (hasJs(testInfo)) expect(await axeViolations(page, '/admin/job-infos')).toEqual([]);
    const src = (await breadPhoto.getAttribute('src'))!;
    expect((await request.get(src)).status()).toBe(200);

    const picture = item.locator('li').filter({ has: page.getByRole('img', { name: '갓 구운 식빵' }) });
    await picture.getByText('내리기', { exact: true }).click();
    await picture.getByLabel('사진 1 내리는 사유 (올린 회원에게 보입니다)').fill(reason);
    await picture.getByRole('button', { name: '사진 1 내리기' }).click();
    await expectToast(page, '사진을 내렸습니다. 올린 회원에게 사유를 알렸습니다.');

    const after = page.locator('main li').filter({ hasText: title }).first();
    await expect(after.getByRole('img', { name: '새벽의 주방' })).toBeVisible();
    await expect(after.getByRole('img', { name: '사진 많은 베이커리 로고' })).toBeVisible();
    await expect(after.getByRole('img', { name: '갓 구운 식빵' })).toHaveCount(0);
    expect((await request.get(src)).status()).toBe(404);

    const posting = await request.get(`${API_URL}/job-infos/${jobInfoId}`);
    const { jobInfo } = (await posting.json()) as { jobInfo: { photos: { alt: string }[] } };
    expect(jobInfo.photos.map((photo) => photo.alt)).toEqual(['새벽의 주방']);

    await page.goto('/admin/actions');
    await expect(page.locator('main tr').filter({ hasText: reason })).toContainText('공고 사진 내림');

    const told = await request.get(`${API_URL}/my/notifications`, {
      headers: { authorization: `Bearer ${company.token}` },
    });
    const { items } = (await told.json()) as { items: { title: string; body: string }[] };
    expect(items[0]).toMatchObject({ title: `‘${title}’ 공고의 사진이 운영자에 의해 내려졌습니다` });
    expect(items[0]!.body).toContain(`사유: ${reason}`);
  },
);
