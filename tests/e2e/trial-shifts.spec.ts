import { execFileSync } from 'node:child_process';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiPost, expectToast, login, openAs, publishPosting, registerAccount, uniqueUserId } from './helpers';

// Two fresh accounts each, a posting, a resume and an application, then pages of both sides.
test.slow();

/** Tomorrow in Korea, as the form's date input takes it. */
const tomorrow = () => new Date(Date.now() + 9 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

/** A bakery with a posting, a baker with a resume who applied to it: the application's id. */
async function applied(request: APIRequestContext, tag: string) {
  const bakery = `체험 베이커리 ${uniqueUserId(tag).slice(-4)}`;
  const company = await registerAccount(request, 'company', bakery, `${tag}biz`);
  const seeker = await registerAccount(request, 'normal', '김체험', `${tag}seek`);
  const title = `체험 근무 제빵사 ${uniqueUserId(tag)}`;
  const jobInfoId = await publishPosting(request, company, title);
  const { resume } = await apiPost<{ resume: { id: number } }>(request, '/my/resumes', seeker.token, {
    title: '천연발효 3년차',
    name: '김체험',
    birthYear: 1996,
    phone: '010-4444-5555',
    regions: [{ sido: '서울', sigungu: null }],
    positions: ['baker'],
    introduction: '사워도우와 바게트를 3년 동안 구웠습니다. 새벽 근무 가능합니다.',
  });
  const { application } = await apiPost<{ application: { id: number } }>(
    request,
    `/job-infos/${jobInfoId}/applications`,
    seeker.token,
    { resumeId: resume.id },
  );
  return { company, seeker, bakery, title, applicationId: application.id };
}

/** No sideways scrolling at the project's width (360 px on the phone). */
async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
}

const proposal = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: '체험 근무 제안 보내기' }) });

test(
  'a bakery proposes a paid trial shift (the minimum wage held), the baker accepts, both sign the 근로계약서 and the baker downloads it as a PDF in Korean',
  { tag: ['@phone', '@phone-nojs'] },
  async ({ page, browser }, testInfo) => {
    const { company, seeker, bakery, title, applicationId } = await applied(page.request, 'ts');
    const companyPage = await openAs(browser, testInfo, company, `/job-info/apply-resume/${applicationId}`);
    await expect(companyPage.getByRole('heading', { name: '체험 근무 제안하기' })).toBeVisible();

    // 1. the form starts from the posting: its 근무지, and its 월급 2,800,000원 as an hourly figure
    const form = proposal(companyPage);
    await expect(form.getByLabel('근무 장소')).toHaveValue('서울 마포구');
    await expect(form.getByLabel('시급 (원)')).toHaveValue(String(Math.round(2_800_000 / 209)));
    const day = tomorrow();
    await form.getByLabel('근무일').fill(day);
    await form.getByLabel('시작 시간').fill('06:00');
    await form.getByLabel('종료 시간').fill('12:00');
    await form.getByLabel('휴게시간 (분)').fill('30');
    await form.getByLabel('준비물·복장 (선택)').fill('위생모와 앞치마는 매장에서 드립니다. 편한 신발로 오세요.');

    // 2. under the minimum: the api's Korean refusal in the form, everything typed kept
    await form.getByLabel('시급 (원)').fill('9000');
    await form.getByRole('button', { name: '체험 근무 제안 보내기' }).click();
    await expect(
      proposal(companyPage)
        .getByText(/최저임금/)
        .first(),
    ).toBeVisible();
    await expect(proposal(companyPage).getByLabel('근무일')).toHaveValue(day);
    await expect(proposal(companyPage).getByLabel('준비물·복장 (선택)')).toHaveValue(
      '위생모와 앞치마는 매장에서 드립니다. 편한 신발로 오세요.',
    );
    await proposal(companyPage).getByLabel('시급 (원)').fill('12000');
    await proposal(companyPage).getByRole('button', { name: '체험 근무 제안 보내기' }).click();
    await expectToast(companyPage, '체험 근무를 제안했습니다. 지원자가 답하면 알려드립니다.');
    await fitsTheScreen(companyPage);

    // 3. the baker accepts: the contract is drawn up, and signed under its text
    await login(page, seeker, `/resume/apply-job-info/${applicationId}`);
    await expect(page.getByText('편한 신발로 오세요.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: '체험 근무 수락' }).click();
    await expectToast(page, '체험 근무를 수락했습니다. 근로계약서를 확인하고 서명해주세요.');
    const contract = page.getByRole('region', { name: '근로계약서' });
    await expect(contract.getByText('근로계약서 (단시간근로자)')).toBeVisible();
    await expect(contract.getByText('시간급: 12,000원')).toBeVisible();
    await fitsTheScreen(page);
    await page.getByLabel('서명 (이름 입력)').fill('김체험');
    await page.getByRole('button', { name: '근로계약서에 서명하기' }).click();
    await expectToast(page, '근로계약서에 서명했습니다.');
    await expect(page.getByText('기업의 서명을 기다리고 있어요.', { exact: false })).toBeVisible();

    // 4. the bakery signs too
    await companyPage.reload();
    await companyPage.getByLabel('서명 (이름 입력)').fill('최대표');
    await companyPage.getByRole('button', { name: '근로계약서에 서명하기' }).click();
    await expectToast(companyPage, '근로계약서에 서명했습니다.');
    await expect(companyPage.getByText('계약 완료', { exact: true })).toBeVisible();

    // 5. the baker downloads the signed contract, and its text is Korean: the form, the parties
    await page.reload();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: '계약서 PDF 내려받기' }).click();
    const file = await (await downloading).path();
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('근로계약서');
    expect(text).toContain('김체험');
    expect(text).toContain(bakery);
    expect(text).toContain('최대표');

    // 6. and finds it among their trial shifts, with the pay due: 12,000원 × 5시간 30분
    await page.goto('/resume/trial-shifts');
    const item = page.locator('main li').filter({ hasText: title });
    await expect(item.getByText('계약 완료', { exact: true })).toBeVisible();
    await expect(item.getByText('66,000원', { exact: true })).toBeVisible();
    await fitsTheScreen(page);
    await companyPage.context().close();
  },
);

test('the baker declines behind a second step; the next proposal is cancelled by the bakery with a reason the baker reads, and no contract downloads', async ({
  page,
  browser,
}, testInfo) => {
  const { company, seeker, applicationId } = await applied(page.request, 'tsc');
  const body = {
    date: tomorrow(),
    start: '09:00',
    end: '13:00',
    breakMinutes: 0,
    place: '서울 마포구 양화로 1',
    hourlyWage: 11000,
  };
  const first = await apiPost<{ trialShift: { id: number } }>(
    page.request,
    `/my/applicants/${applicationId}/trial-shifts`,
    company.token,
    body,
  );

  await login(page, seeker, `/resume/apply-job-info/${applicationId}`);
  await page.getByText('체험 근무 거절', { exact: true }).click();
  await page.getByRole('button', { name: '체험 근무 거절하기' }).click();
  await expectToast(page, '체험 근무 제안을 거절했습니다. 기업에 바로 알렸습니다.');
  await expect(page.getByText('거절됨', { exact: true })).toBeVisible();
  // nothing was signed: the contract answers the api's refusal, not a file
  const refused = await page.request.get(`/trial-shifts/${first.trialShift.id}/contract.pdf`);
  expect(refused.status()).toBe(409);
  expect(refused.headers()['content-type']).toContain('text/plain');

  const companyPage = await openAs(browser, testInfo, company, `/job-info/apply-resume/${applicationId}`);
  await expect(companyPage.getByRole('heading', { name: '체험 근무 다시 제안하기' })).toBeVisible();
  await apiPost(page.request, `/my/applicants/${applicationId}/trial-shifts`, company.token, body);
  await companyPage.reload();
  await companyPage.getByText('체험 근무 취소', { exact: true }).click();
  await companyPage.getByLabel('취소 이유').fill('오븐 점검으로 그날 매장을 닫게 되었습니다.');
  await companyPage.getByRole('button', { name: '체험 근무 취소하기' }).click();
  await expectToast(companyPage, '체험 근무를 취소했습니다. 지원자에게 바로 알렸습니다.');

  await page.reload();
  await expect(page.getByText('오븐 점검으로 그날 매장을 닫게 되었습니다.')).toBeVisible();
  await expect(page.getByText('취소됨', { exact: true })).toBeVisible();
  await companyPage.context().close();
});
