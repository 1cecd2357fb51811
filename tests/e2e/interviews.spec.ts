import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { koreanTimeLabel } from '#contracts/korea-time';
import { apiPost, expectToast, login, openAs, publishPosting, registerAccount, uniqueUserId } from './helpers';

// Two fresh accounts each, a posting, a resume and an application, then pages of both sides.
test.slow();

const KST_MS = 9 * 3_600_000;
/** A Korean date and start as the form's date and time inputs take them. */
const kstFields = (instant: number) => {
  const iso = new Date(instant + KST_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
};
const tomorrowAt = (time: string) => ({ ...kstFields(Date.now() + 86_400_000), time });

/** A company with a posting, a seeker with a resume who applied to it: the application's id. */
async function applied(request: APIRequestContext, tag: string) {
  const company = await registerAccount(request, 'company', '면접 보는 베이커리', `${tag}biz`);
  const seeker = await registerAccount(request, 'normal', '김면접', `${tag}seek`);
  const title = `면접 보는 제빵사 ${uniqueUserId(tag)}`;
  const jobInfoId = await publishPosting(request, company, title);
  const { resume } = await apiPost<{ resume: { id: number } }>(request, '/my/resumes', seeker.token, {
    title: '발효빵 5년차',
    name: '김면접',
    birthYear: 1994,
    phone: '010-2222-3333',
    regions: [{ sido: '서울', sigungu: null }],
    positions: ['baker'],
    introduction: '천연발효종 빵을 5년 동안 구웠습니다. 새벽 근무 가능합니다.',
  });
  const { application } = await apiPost<{ application: { id: number } }>(
    request,
    `/job-infos/${jobInfoId}/applications`,
    seeker.token,
    { resumeId: resume.id },
  );
  return { company, seeker, title, applicationId: application.id };
}

/** Fills one row of candidate times on the company's form. */
async function fillSlot(page: Page, row: number, at: { date: string; time: string }) {
  await page.getByLabel(`${row}안 날짜`).fill(at.date);
  await page.getByLabel(`${row}안 시작 시간`).fill(at.time);
}

const threadMessages = (page: Page) => page.locator('section#thread').getByRole('list', { name: '주고받은 메시지' });

/** A message in the application's thread: in place with JavaScript, the page again without. */
async function say(page: Page, body: string) {
  const thread = page.locator('section#thread');
  await thread.getByRole('textbox', { name: '메시지' }).fill(body);
  await thread.getByRole('button', { name: '보내기' }).click();
  await expect(threadMessages(page).getByText(body, { exact: true })).toBeVisible();
}

/** The .ics through the web, signed in as the page's member. */
async function downloadsCalendar(page: Page) {
  const href = await page.getByRole('link', { name: '캘린더에 추가 (.ics)' }).getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/calendar');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  expect(response.headers()['content-disposition']).toContain('attachment');
  expect(await response.text()).toMatch(/^BEGIN:VCALENDAR/);
}

test(
  'a company proposes, the seeker asks for other times, confirms the second proposal, both add it to their calendars and talk',
  { tag: '@nojs' },
  async ({ page, browser }, testInfo) => {
    const { company, seeker, title, applicationId } = await applied(page.request, 'iv');
    const applicantPath = `/job-info/apply-resume/${applicationId}`;
    const companyPage = await openAs(browser, testInfo, company, applicantPath);
    await expect(companyPage.getByRole('heading', { name: '면접 제안하기' })).toBeVisible();

    // 1. a 전화 면접 tomorrow morning
    await companyPage.getByRole('radio', { name: '전화 면접' }).check();
    await fillSlot(companyPage, 1, tomorrowAt('10:00'));
    await companyPage.getByRole('button', { name: '면접 제안 보내기' }).click();
    await expectToast(companyPage, '면접을 제안했습니다. 지원자가 답하면 알려드립니다.');

    // 2. the seeker finds it from the list and asks for other times
    await login(page, seeker, '/resume/apply-job-info');
    const item = page.locator('main li').filter({ hasText: title });
    await expect(item.getByText('면접 제안', { exact: true })).toBeVisible();
    await expect(item.getByText('답변을 받았어요', { exact: true })).toBeVisible();
    await item.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(`/resume/apply-job-info/${applicationId}`);
    await page.getByText('다른 시간 요청', { exact: true }).click();
    await page.getByRole('textbox', { name: '가능한 시간' }).fill('평일 오후 2시 이후가 좋습니다.');
    await page.getByRole('button', { name: '다른 시간 요청하기' }).click();
    await expectToast(page, '다른 시간을 요청했습니다. 기업이 다시 제안하면 알려드립니다.');

    // 3. the company reads the request and proposes again: two times tomorrow afternoon
    await companyPage.reload();
    await expect(companyPage.getByText('평일 오후 2시 이후가 좋습니다.')).toBeVisible();
    await expect(companyPage.getByRole('heading', { name: '면접 다시 제안하기' })).toBeVisible();
    const first = tomorrowAt('14:00');
    await fillSlot(companyPage, 1, first);
    await fillSlot(companyPage, 2, tomorrowAt('16:30'));
    await companyPage.getByRole('button', { name: '면접 제안 보내기' }).click();
    await expectToast(companyPage, '면접을 제안했습니다. 지원자가 답하면 알려드립니다.');

    // 4. the seeker picks the first time: 확정, and the calendar file
    await page.reload();
    await page
      .getByRole('radio', { name: koreanTimeLabel(Date.parse(`${first.date}T${first.time}:00+09:00`), 30) })
      .check();
    await page.getByRole('button', { name: '이 시간으로 확정' }).click();
    await expectToast(page, '면접이 확정되었습니다. 캘린더에 추가해 두세요.');
    await expect(page.getByText('면접 확정').first()).toBeVisible();
    await downloadsCalendar(page);
    await companyPage.reload();
    await downloadsCalendar(companyPage);

    // 5. before the day, the two talk in the application's thread
    await say(page, '혹시 위생복을 챙겨 가야 할까요?');
    await companyPage.reload();
    await expect(threadMessages(companyPage).getByText('혹시 위생복을 챙겨 가야 할까요?')).toBeVisible();
    await say(companyPage, '매장에 있으니 편하게 오세요.');
    await page.reload();
    await expect(threadMessages(page).getByText('매장에 있으니 편하게 오세요.')).toBeVisible();
    await companyPage.context().close();
  },
);

test(
  'once a confirmed interview has begun, the company records 참석 and 최종 합격, and the seeker reads both',
  { tag: '@nojs' },
  async ({ page, browser }, testInfo) => {
    const { company, seeker, applicationId } = await applied(page.request, 'ivo');
    // The api has no clock to move: the interview truly begins, a few seconds from now (a time the
    // company's form, whole minutes only, cannot name), confirmed at once through the api.
    const startsAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 8_000).toISOString();
    const { interview } = await apiPost<{ interview: { id: number } }>(
      page.request,
      `/my/applicants/${applicationId}/interviews`,
      company.token,
      { kind: 'visit', slots: [{ startsAt, minutes: 30 }] },
    );
    await apiPost(page.request, `/my/applications/${applicationId}/interviews/${interview.id}/answer`, seeker.token, {
      slot: 0,
    });
    await login(page, seeker, `/resume/apply-job-info/${applicationId}`);
    const companyPage = await openAs(browser, testInfo, company, `/job-info/apply-resume/${applicationId}`);

    // once the time has begun, the page offers 참석 / 불참 (the page is read again until it does)
    await expect(async () => {
      await companyPage.reload();
      await expect(companyPage.getByRole('button', { name: '참석', exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await companyPage.getByRole('button', { name: '참석', exact: true }).click();
    await expectToast(companyPage, '참석으로 기록했습니다. 이제 최종 결과를 알려주세요.');
    await companyPage.getByRole('button', { name: '최종 합격' }).click();
    await expectToast(companyPage, '최종 합격을 알렸습니다. 지원자에게 바로 보입니다.');

    await page.reload();
    await expect(page.getByText('최종 합격', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('면접 완료 · 참석')).toBeVisible();
    await companyPage.context().close();
  },
);

test('an answer to a proposal fits a 360 px phone on both sides @phone', async ({ page, browser }, testInfo) => {
  const { company, seeker, applicationId } = await applied(page.request, 'ivp');
  await apiPost(page.request, `/my/applicants/${applicationId}/interviews`, company.token, {
    kind: 'video',
    link: 'https://meet.example.com/bbangjob-interview-room-with-a-rather-long-name',
    slots: [
      { startsAt: `${tomorrowAt('10:00').date}T10:00:00+09:00`, minutes: 30 },
      { startsAt: `${tomorrowAt('15:00').date}T15:00:00+09:00`, minutes: 60 },
    ],
    note: '편한 복장으로 오세요.',
  });
  const noOverflow = async (on: Page) =>
    expect(await on.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );

  await login(page, seeker, `/resume/apply-job-info/${applicationId}`);
  await expect(page.getByRole('button', { name: '이 시간으로 확정' })).toBeVisible();
  await page.getByText('면접 거절', { exact: true }).click();
  await expect(page.getByRole('button', { name: '면접 거절하기' })).toBeVisible();
  await noOverflow(page);

  const companyPage = await openAs(browser, testInfo, company, `/job-info/apply-resume/${applicationId}`);
  await expect(companyPage.getByRole('heading', { name: '면접 다시 제안하기' })).toBeVisible();
  await noOverflow(companyPage);
  await companyPage.context().close();
});
