import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiPost, expectToast, hasJs, isMobile, publishPosting, registerAccount, uniqueUserId } from './helpers';

// Two fresh accounts, a paid posting, a resume and an application each, and two browsers.
test.slow();

const ADMIN = { userId: 'admin', password: 'admin1234' };

/** A company, a seeker who applied to its posting, and the application's id. */
async function application(request: Parameters<typeof registerAccount>[0], tag: string) {
  const company = await registerAccount(request, 'company', `${tag} 베이커리`, `${tag}biz`);
  const seeker = await registerAccount(request, 'normal', '문대화', `${tag}seek`);
  const title = `대화하는 제빵사 ${uniqueUserId(tag)}`;
  const jobInfoId = await publishPosting(request, company, title);
  const { resume } = await apiPost<{ resume: { id: number } }>(request, '/my/resumes', seeker.token, {
    title: '바게트 5년차',
    name: '문대화',
    birthYear: 1992,
    phone: '010-2222-3333',
    regions: [{ sido: '서울', sigungu: null }],
    positions: ['baker'],
    introduction: '바게트와 캄파뉴를 5년 동안 구웠습니다.',
  });
  const { application } = await apiPost<{ application: { id: number } }>(
    request,
    `/job-infos/${jobInfoId}/applications`,
    seeker.token,
    { resumeId: resume.id },
  );
  return { company, seeker, title, id: application.id };
}

const thread = (page: Page) => page.locator('section#thread');
const messages = (page: Page) => thread(page).getByRole('list', { name: '주고받은 메시지' });

/** Writes in the thread's box and sends it; with JavaScript it shows in place, without it the page comes back with a toast. */
async function send(page: Page, body: string, js: boolean) {
  await thread(page).getByRole('textbox', { name: '메시지' }).fill(body);
  await thread(page).getByRole('button', { name: '보내기' }).click();
  if (!js) await expectToast(page, '메시지를 보냈습니다.');
  await expect(messages(page).getByText(body, { exact: true })).toBeVisible();
}

test(
  'a company and its applicant talk in the application thread: seen by polling or on reload, 읽음, refusals keep the text',
  { tag: ['@nojs', '@phone'] },
  async ({ page, request, members }, testInfo) => {
    const js = hasJs(testInfo);
    const { company, seeker, id } = await application(request, 'thr');
    const applicantPage = `/job-info/apply-resume/${id}`;
    const seekerApplication = `/resume/apply-job-info/${id}`;

    await members.signIn(page, company, applicantPage);
    await expect(thread(page).getByRole('heading', { name: '지원자와 대화' })).toBeVisible();
    await expect(thread(page).getByText('아직 주고받은 메시지가 없습니다.', { exact: false })).toBeVisible();
    await send(page, '안녕하세요. 이번 주 목요일 오후에 통화 가능하실까요?', js);

    const seekerPage = await members.open(seeker, seekerApplication);
    await expect(thread(seekerPage).getByRole('heading', { name: '회사와 대화' })).toBeVisible();
    await expect(messages(seekerPage).getByText('이번 주 목요일 오후에', { exact: false })).toBeVisible();
    await send(seekerPage, '네, 목요일 오후 3시 이후 괜찮습니다.', js);

    // The company hears the answer: by the page's polling with JavaScript, on reload without.
    if (!js) await page.reload();
    await expect(messages(page).getByText('네, 목요일 오후 3시 이후 괜찮습니다.')).toBeVisible({ timeout: 15_000 });
    // the seeker opened the thread, so the company's message is 읽음
    const mine = messages(page).getByRole('listitem').filter({ hasText: '이번 주 목요일 오후에' });
    await expect(mine.getByText('읽음', { exact: false })).toBeVisible({ timeout: 15_000 });

    // Too long, then empty: the Korean message, the text kept.
    const tooLong = '빵'.repeat(1001);
    await thread(page).getByRole('textbox', { name: '메시지' }).fill(tooLong);
    await thread(page).getByRole('button', { name: '보내기' }).click();
    await expect(thread(page).getByText('메시지는 1000자 이하로 적어주세요.')).toBeVisible();
    await expect(thread(page).getByRole('textbox', { name: '메시지' })).toHaveValue(tooLong);
    if (!js) await expect(page).toHaveURL(new RegExp(`/job-info/apply-resume/${id}/messages$`));
    await thread(page).getByRole('textbox', { name: '메시지' }).fill('   ');
    await thread(page).getByRole('button', { name: '보내기' }).click();
    await expect(thread(page).getByText('메시지를 적어주세요.')).toBeVisible();

    if (isMobile(testInfo)) {
      await page.goto(applicantPage);
      await expect(messages(page).getByRole('listitem')).toHaveCount(2);
      const width = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
        box: document.querySelector('section#thread textarea')!.getBoundingClientRect().width,
        panel: document.querySelector('section#thread')!.getBoundingClientRect().width,
      }));
      expect(width.scroll).toBeLessThanOrEqual(width.client);
      expect(width.box).toBeGreaterThanOrEqual(width.panel - 2);
    }
  },
);

test('a reported thread reaches the back office, which reads it and marks it handled', async ({
  page,
  request,
  members,
}) => {
  const { company, title, id } = await application(request, 'thrrep');
  await members.signIn(page, company, `/job-info/apply-resume/${id}`);
  await send(page, '연락처를 따로 알려주시면 연락드리겠습니다.', true);

  await thread(page).getByText('이 대화 신고하기').click();
  await thread(page).getByRole('button', { name: '신고하기' }).click();
  await expect(thread(page).getByText('신고 이유를 적어주세요.')).toBeVisible();
  await thread(page).getByLabel('신고 이유').fill('지원자가 대화에서 욕설을 했습니다.');
  await thread(page).getByRole('button', { name: '신고하기' }).click();
  await expectToast(page, '대화를 신고했습니다. 운영자가 대화와 신고 내용을 확인합니다.');
  await expect(thread(page).getByText('신고된 대화입니다.', { exact: false })).toBeVisible();

  const operator = await members.open(ADMIN, '/admin');
  await operator.locator('.area-nav').getByRole('link', { name: '대화 신고' }).click();
  await operator.getByRole('link', { name: title }).click();
  await expect(operator).toHaveURL(`/admin/thread-reports/${id}`);
  await expect(operator.getByText('지원자가 대화에서 욕설을 했습니다.')).toBeVisible();
  await expect(operator.getByText('연락처를 따로 알려주시면 연락드리겠습니다.')).toBeVisible();
  await operator.getByRole('button', { name: '처리 완료' }).click();
  await expectToast(operator, '신고를 처리했습니다.');
  await expect(operator.getByRole('button', { name: '처리 완료' })).toHaveCount(0);
});
