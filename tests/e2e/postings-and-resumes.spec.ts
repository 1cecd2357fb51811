import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectToast, fillSignUp, hasJs, uniqueUserId } from './helpers';

/** A date a month from now in Korea, as a date input takes it. */
function inAMonth(): string {
  return new Date(Date.now() + 9 * 3_600_000 + 30 * 86_400_000).toISOString().slice(0, 10);
}

async function signUp(page: Page, role: 'normal' | 'company', prefix: string) {
  const form = await fillSignUp(page, role, {
    userId: uniqueUserId(prefix),
    username: role === 'company' ? '새벽빵집' : '한반죽',
  });
  await form.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL('/');
}

// Long forms, a fresh account each, four projects at once: more than the default 30 s on a busy machine.
test.slow();

function savingForm(page: Page): Locator {
  return page.locator('main form').filter({ has: page.getByRole('button', { name: '저장하기' }) });
}

test(
  'a company is refused below the minimum wage, keeps everything typed, fixes the amount and sees the posting listed',
  { tag: '@nojs' },
  async ({ page }) => {
    await signUp(page, 'company', 'bakery');
    await page.goto('/job-info/create');
    const form = savingForm(page);
    const deadline = inAMonth();
    const description = '새벽 4시에 출근해 식빵과 바게트를 굽습니다. 숙련된 선배가 함께합니다.';

    await form.getByLabel('공고 제목').fill('새벽 제빵사 모집');
    await form.getByLabel('직종').selectOption('baker');
    await form.getByLabel('고용형태').selectOption('full_time');
    await form.getByLabel('경력', { exact: true }).selectOption('experienced');
    await form.getByLabel('필요 경력 (년 이상)').fill('2');
    await form.getByLabel('학력').selectOption('any');
    await form.getByLabel('모집인원 (명)').fill('2');
    await form.getByLabel('급여형태').selectOption('hourly');
    await form.getByLabel('급여 (원)').fill('9,000');
    await form.getByLabel('근무지 (시·도)').selectOption('부산');
    await form.getByLabel('시·군·구').selectOption({ label: '해운대구' });
    await form.getByLabel('상세주소').fill('해운대로 123');
    const workDays = form.getByRole('group', { name: '근무요일' });
    for (const day of ['월', '화', '수']) await workDays.getByLabel(day, { exact: true }).check();
    await form.getByLabel('근무 시작').fill('04:00');
    await form.getByLabel('근무 종료').fill('12:00');
    await form.getByLabel('휴무').fill('주 2회');
    await form.getByLabel('마감일', { exact: true }).fill(deadline);
    await form.getByRole('group', { name: '복리후생' }).getByLabel('4대보험').check();
    await form.getByRole('group', { name: '복리후생' }).getByLabel('식대').check();
    await form.getByRole('group', { name: '우대 자격증' }).getByLabel('제빵기능사').check();
    await form.getByLabel('상세내용', { exact: true }).fill(description);
    await form.getByLabel('담당자 이름').fill('최점장');
    await form.getByLabel('담당자 연락처').fill('010-2222-3333');
    await form.getByRole('button', { name: '저장하기' }).click();

    await expect(form.getByLabel('급여 (원)')).toHaveAccessibleDescription(
      /최저임금\(시급 10,320원\)보다 낮은 급여는 등록할 수 없습니다/,
    );
    await expect(page).not.toHaveURL('/job-info');
    await expect(form.getByLabel('공고 제목')).toHaveValue('새벽 제빵사 모집');
    await expect(form.getByLabel('직종')).toHaveValue('baker');
    await expect(form.getByLabel('고용형태')).toHaveValue('full_time');
    await expect(form.getByLabel('경력', { exact: true })).toHaveValue('experienced');
    await expect(form.getByLabel('필요 경력 (년 이상)')).toHaveValue('2');
    await expect(form.getByLabel('학력')).toHaveValue('any');
    await expect(form.getByLabel('모집인원 (명)')).toHaveValue('2');
    await expect(form.getByLabel('급여형태')).toHaveValue('hourly');
    await expect(form.getByLabel('급여 (원)')).toHaveValue('9,000');
    await expect(form.getByLabel('근무지 (시·도)')).toHaveValue('부산');
    await expect(form.getByLabel('시·군·구')).toHaveValue('부산:해운대구');
    await expect(form.getByLabel('상세주소')).toHaveValue('해운대로 123');
    for (const day of ['월', '화', '수']) await expect(workDays.getByLabel(day, { exact: true })).toBeChecked();
    await expect(workDays.getByLabel('목', { exact: true })).not.toBeChecked();
    await expect(form.getByLabel('근무 시작')).toHaveValue('04:00');
    await expect(form.getByLabel('근무 종료')).toHaveValue('12:00');
    await expect(form.getByLabel('휴무')).toHaveValue('주 2회');
    await expect(form.getByLabel('마감일', { exact: true })).toHaveValue(deadline);
    await expect(form.getByRole('group', { name: '복리후생' }).getByLabel('4대보험')).toBeChecked();
    await expect(form.getByRole('group', { name: '복리후생' }).getByLabel('식대')).toBeChecked();
    await expect(form.getByRole('group', { name: '우대 자격증' }).getByLabel('제빵기능사')).toBeChecked();
    await expect(form.getByLabel('상세내용', { exact: true })).toHaveValue(description);
    await expect(form.getByLabel('담당자 이름')).toHaveValue('최점장');
    await expect(form.getByLabel('담당자 연락처')).toHaveValue('010-2222-3333');

    await form.getByLabel('급여 (원)').fill('10320');
    await form.getByRole('button', { name: '저장하기' }).click();
    // ready to publish: on to its payment, the posting chosen there, and a way back to it
    await expect(page).toHaveURL(/\/job-info\/payment\?target=\d+$/);
    const id = new URL(page.url()).searchParams.get('target');
    await expectToast(page, '공고를 저장했습니다. 게재 기간을 골라 결제하면 공고가 게재됩니다.');
    await expect(page.getByRole('radio', { name: '새벽 제빵사 모집' })).toBeChecked();
    await page.getByRole('link', { name: '공고로 돌아가기' }).click();
    await expect(page).toHaveURL(`/job-info/${id}/edit`);
    await expect(savingForm(page).getByLabel('급여 (원)')).toHaveValue('10320');
    await expect(savingForm(page).getByLabel('시·군·구')).toHaveValue('부산:해운대구');

    await page.goto('/job-info');
    const posting = page.locator('main li').filter({ hasText: '새벽 제빵사 모집' });
    await expect(posting).toHaveCount(1);
    await expect(posting.getByText('작성중', { exact: true })).toBeVisible();
    await expect(posting.getByText('작성 완료', { exact: true })).toBeVisible();
    await expect(posting).toContainText('부산 해운대구');
  },
);

test('a job seeker writes a resume with two career entries and sees it listed', { tag: '@nojs' }, async ({ page }) => {
  await signUp(page, 'normal', 'seeker');
  await page.goto('/resume/create');
  let form = savingForm(page);
  await form.getByLabel('이력서 제목').fill('새벽 근무 가능한 5년차 제빵사');
  await form.getByLabel('이름', { exact: true }).fill('한반죽');
  await form.getByLabel('출생연도').fill('1995');
  await form.getByLabel('연락처').fill('010-4444-5555');
  await form.getByLabel('이메일').fill('dough@example.com');
  await form.getByLabel('희망 지역 1').selectOption('서울');
  await form.getByLabel('시·군·구').first().selectOption({ label: '마포구' });
  await form.getByRole('group', { name: '희망 직종' }).getByLabel('제빵사').check();
  await form.getByLabel('희망 고용형태').selectOption('full_time');
  await form
    .getByLabel('자기소개', { exact: true })
    .fill('발효종 관리와 새벽 생산에 자신 있습니다. 성실하게 일하겠습니다.');

  await form.getByRole('button', { name: '경력 추가' }).click();
  form = savingForm(page);
  const first = form.getByRole('group', { name: '경력 1' });
  await first.getByLabel('근무한 곳').fill('빵굽는마을 베이커리');
  await first.getByLabel('담당 업무').fill('제빵');
  await first.getByLabel('시작').fill('2019-03');
  await first.getByLabel('종료').fill('2021-02');
  await first.getByLabel('업무 내용').fill('식빵, 바게트 생산');

  await form.getByRole('button', { name: '경력 추가' }).click();
  form = savingForm(page);
  await expect(form.getByRole('group', { name: '경력 1' }).getByLabel('근무한 곳')).toHaveValue('빵굽는마을 베이커리');
  await expect(form.getByLabel('이력서 제목')).toHaveValue('새벽 근무 가능한 5년차 제빵사');
  const second = form.getByRole('group', { name: '경력 2' });
  await second.getByLabel('근무한 곳').fill('달빛 파티세리');
  await second.getByLabel('담당 업무').fill('파티시에');
  await second.getByLabel('시작').fill('2021-03');
  await second.getByLabel('재직중').check();
  await form.getByRole('button', { name: '저장하기' }).click();

  // complete: on to its payment, the resume chosen there
  await expect(page).toHaveURL(/\/resume\/payment\?target=\d+$/);
  await expectToast(page, '이력서를 저장했습니다. 공개 기간을 골라 결제하면 인재정보에 공개됩니다.');
  await expect(page.getByRole('radio', { name: '새벽 근무 가능한 5년차 제빵사' })).toBeChecked();

  await page.goto('/resume');
  const resume = page.locator('main li').filter({ hasText: '새벽 근무 가능한 5년차 제빵사' });
  await expect(resume).toHaveCount(1);
  await expect(resume.getByText('비공개', { exact: true })).toBeVisible();

  await resume.getByRole('link', { name: '수정' }).click();
  form = savingForm(page);
  await expect(form.getByRole('group', { name: '경력 1' }).getByLabel('근무한 곳')).toHaveValue('빵굽는마을 베이커리');
  await expect(form.getByRole('group', { name: '경력 2' }).getByLabel('근무한 곳')).toHaveValue('달빛 파티세리');
  await expect(form.getByRole('group', { name: '경력 2' }).getByLabel('재직중')).toBeChecked();

  await page.goto('/resume');
  await page
    .locator('main li')
    .filter({ hasText: '새벽 근무 가능한 5년차 제빵사' })
    .getByRole('button', { name: '공개로 전환' })
    .click();
  await expectToast(page, '이력서를 공개로 전환했습니다. 이력서 공개 상품을 구매하면 인재정보에 보입니다.');
  await expect(resume.getByText('공개 (기간 없음)', { exact: true })).toBeVisible();
  await expect(resume.getByRole('button', { name: '비공개로 전환' })).toBeVisible();
});

test(
  'a company sees what a draft lacks, copies it and deletes the copy after confirming',
  { tag: '@nojs' },
  async ({ page }, testInfo) => {
    await signUp(page, 'company', 'drafts');
    await page.goto('/job-info');
    await page.getByRole('link', { name: '공고 작성하기' }).click();
    await savingForm(page).getByLabel('공고 제목').fill('제목만 적은 공고');
    await savingForm(page).getByRole('button', { name: '저장하기' }).click();
    await expect(page).toHaveURL('/job-info');
    await expectToast(page, '공고를 저장했습니다.');

    const draft = page.locator('main li').filter({ hasText: '제목만 적은 공고' });
    await expect(draft.getByText(/^미입력 \d+개$/)).toBeVisible();
    await draft.getByText('게재하려면 채워야 할 항목 보기').click();
    await expect(draft.getByText('직종을 선택해주세요.')).toBeVisible();

    await draft.getByRole('button', { name: '복사' }).click();
    await expectToast(page, '공고를 복사했습니다. 작성중 상태로 저장되었습니다.');
    const copy = page.locator('main li').filter({ hasText: '[복사] 제목만 적은 공고' });
    await expect(copy).toHaveCount(1);

    if (hasJs(testInfo)) {
      page.once('dialog', (dialog) => dialog.accept());
      await copy.getByRole('button', { name: '삭제' }).click();
    } else {
      await copy.getByRole('button', { name: '삭제' }).click();
      await expect(copy.getByRole('alert')).toContainText('삭제하면 되돌릴 수 없습니다.');
      await copy.getByRole('button', { name: '삭제하기' }).click();
    }
    await expectToast(page, '공고를 삭제했습니다.');
    await expect(page.locator('main li').filter({ hasText: '제목만 적은 공고' })).toHaveCount(1);
  },
);
