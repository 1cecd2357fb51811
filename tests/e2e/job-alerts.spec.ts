import { expect, type Page, test } from '@playwright/test';
import { apiPost, expectToast, hasJs, login, openSettled, registerAccount } from './helpers';

test.slow();

const LIST = `/info/job-info-list?${new URLSearchParams([
  ['sido', '서울'],
  ['position', 'baker'],
  ['dawn', '1'],
])}`;

/** The list page's small form: the name offered from the filters, the filters along unseen. */
function saveForm(page: Page) {
  return page.getByRole('form', { name: '맞춤 공고 알림 저장' });
}

test(
  'a job seeker saves the list’s filters as an alert, finds it in the menu’s 맞춤 공고 알림, and deletes it',
  { tag: '@nojs' },
  async ({ page, request }, testInfo) => {
    const seeker = await registerAccount(request, 'normal', '박알림');
    await login(page, seeker, LIST);
    const name = saveForm(page).getByLabel('이 조건의 새 공고를 매일 아침 알림으로 받기');
    await expect(name).toHaveValue('서울 · 제빵사 · 새벽 근무');
    await name.fill('서울 새벽 제빵');
    await saveForm(page).getByRole('button', { name: '맞춤 공고 알림 저장' }).click();
    await expectToast(
      page,
      '맞춤 공고 알림 ‘서울 새벽 제빵’을(를) 저장했습니다. 매일 아침 8시에 새 공고를 알려드립니다.',
    );
    await expect(page).toHaveURL(LIST);

    // hydrated first: the JavaScript delete below asks in a dialog, the plain one on a page of its own
    await openSettled(page, '/resume');
    await page.getByRole('navigation').getByRole('link', { name: '맞춤 공고 알림' }).first().click();
    await expect(page).toHaveURL('/resume/alerts');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '서울 새벽 제빵' }) });
    for (const word of ['서울', '제빵사', '새벽 근무'])
      await expect(item.getByText(word, { exact: true })).toBeVisible();
    await expect(item.getByRole('link', { name: /조건에 맞는 공고 보기/ })).toHaveAttribute('href', LIST);

    if (hasJs(testInfo)) {
      page.once('dialog', (dialog) => void dialog.accept());
      await item.getByRole('button', { name: '삭제' }).click();
    } else {
      await item.getByRole('button', { name: '삭제' }).click();
      await page.getByRole('button', { name: '삭제하기' }).click();
    }
    await expectToast(page, '맞춤 공고 알림을 삭제했습니다.');
    await expect(page.getByText('저장한 알림이 없습니다.', { exact: false })).toBeVisible();
  },
);

test(
  'the sixth alert is refused in Korean, and the name typed is kept',
  { tag: '@nojs' },
  async ({ page, request }) => {
    const seeker = await registerAccount(request, 'normal', '최알림');
    for (const sido of ['서울', '부산', '대구', '인천', '광주']) {
      await apiPost(request, '/my/job-alerts', seeker.token, { name: sido, filters: `sido=${sido}` });
    }
    await login(page, seeker, `/info/job-info-list?${new URLSearchParams({ sido: '대전' })}`);
    await saveForm(page).getByLabel('이 조건의 새 공고를 매일 아침 알림으로 받기').fill('대전 빵집');
    await saveForm(page).getByRole('button', { name: '맞춤 공고 알림 저장' }).click();

    await expect(page).toHaveURL('/resume/alerts/new');
    await expect(page.getByRole('alert').filter({ hasText: '저장하지 못했습니다' })).toContainText(
      '맞춤 공고 알림은 5개까지 저장할 수 있습니다. 쓰지 않는 알림을 지운 뒤 다시 저장해주세요.',
    );
    await expect(page.getByLabel('알림 이름')).toHaveValue('대전 빵집');
    await expect(page.getByText('대전', { exact: true })).toBeVisible();

    // an empty name is refused before anything is saved
    await page.getByLabel('알림 이름').fill('');
    await page.getByRole('button', { name: '알림 저장' }).click();
    await expect(page.getByText('알림 이름을 입력해주세요.')).toBeVisible();
  },
);

test('a search word is saved as an alert from the search page', { tag: '@nojs' }, async ({ page, request }) => {
  const seeker = await registerAccount(request, 'normal', '정알림');
  const search = `/search?${new URLSearchParams({ search: '제빵' })}`;
  await login(page, seeker, search);
  await saveForm(page).getByRole('button', { name: '맞춤 공고 알림 저장' }).click();
  await expectToast(page, '맞춤 공고 알림 ‘제빵’을(를) 저장했습니다. 매일 아침 8시에 새 공고를 알려드립니다.');
  await expect(page).toHaveURL(search);
});

test('visitors are offered to sign in; companies are not offered an alert', async ({ page, request }) => {
  await page.goto(LIST);
  await expect(saveForm(page)).toHaveCount(0);
  await expect(page.locator('main').getByRole('link', { name: '로그인' })).toHaveAttribute(
    'href',
    `/login?redirectTo=${encodeURIComponent(LIST)}`,
  );
  const company = await registerAccount(request, 'company', '알림제과');
  await login(page, company, LIST);
  await expect(page.getByRole('heading', { name: '채용정보', level: 1 })).toBeVisible();
  await expect(saveForm(page)).toHaveCount(0);
  await page.goto('/resume/alerts');
  await expect(page.getByText('개인회원만 이용할 수 있는 메뉴입니다.')).toBeVisible();
});
