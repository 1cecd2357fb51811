import { addDays, koreanDay, koreanTimeLabel } from '#contracts/korea-time';
import { expect, test } from './fixtures';
import { apiPost, expectToast, login, publishPosting, registerAccount, switchUser, uniqueUserId } from './helpers';
import { apiGet } from './member-pages';

test(
  'a company offers a posting with an interview time from a resume it unlocked; the seeker accepts it with a resume',
  { tag: '@nojs' },
  async ({ page, request }) => {
    const company = await registerAccount(request, 'company', '제안 베이커리');
    const seeker = await registerAccount(request, 'normal', '오제안', 'offerseek');
    const title = `제안하는 새벽 제빵사 ${uniqueUserId('o')}`;
    const jobInfoId = await publishPosting(request, company, title);
    const { resume } = await apiPost<{ resume: { id: number } }>(request, '/my/resumes', seeker.token, {
      title: '바게트 5년차 제빵사',
      name: '오제안',
      birthYear: 1992,
      phone: '010-4444-5555',
      regions: [{ sido: '서울', sigungu: null }],
      positions: ['baker'],
      introduction: '바게트와 캄파뉴를 5년 동안 구웠습니다.',
    });
    // listed (이력서 공개), so the company finds it, and opened with one of the company's credits
    const listed = await apiPost<{ order: { id: number } }>(request, '/my/orders', seeker.token, {
      productCode: 'resume-30',
      targetId: resume.id,
      method: 'test',
    });
    await apiPost(request, `/my/orders/${listed.order.id}/test-payment`, seeker.token, { result: 'approve' });
    const credits = await apiPost<{ order: { id: number } }>(request, '/my/orders', company.token, {
      productCode: 'talent-10',
      method: 'test',
    });
    await apiPost(request, `/my/orders/${credits.order.id}/test-payment`, company.token, { result: 'approve' });
    await apiPost(request, `/resumes/${resume.id}/unlock`, company.token);

    await login(page, company, `/info/resume/${resume.id}`);
    await page.getByRole('link', { name: '입사 제안하기' }).click();
    await expect(page).toHaveURL(`/job-info/offer/${resume.id}`);
    const form = page.getByRole('region', { name: '입사 제안하기' });
    const day = addDays(koreanDay(Date.now()), 3);
    const message = '바게트 경력을 보고 연락드립니다. 새벽 근무 정규직입니다.';
    await form.getByLabel('제안할 공고').selectOption({ label: title });
    await form.getByLabel('제안 메시지').fill(message);
    await form.getByLabel('1. 날짜').fill(day);
    await form.getByLabel('시작', { exact: true }).first().fill('14:00');
    await form.getByLabel('면접 시간 (분)', { exact: true }).first().fill('30');
    await form.getByRole('button', { name: '입사 제안 보내기' }).click();
    await expectToast(page, `‘${title}’ 공고로 입사 제안을 보냈습니다. 답이 오면 알림으로 알려드립니다.`);
    await expect(page).toHaveURL(`/info/resume/${resume.id}`);
    await page.getByRole('link', { name: '입사 제안하기' }).click();

    // the same posting again while the first waits: the api's Korean refusal, the message kept
    await form.getByLabel('제안할 공고').selectOption({ label: title });
    await form.getByLabel('제안 메시지').fill(message);
    await form.getByRole('button', { name: '입사 제안 보내기' }).click();
    await expect(form.getByRole('alert')).toHaveText('이 분께 이 공고로 보낸 입사 제안이 아직 답을 기다리고 있습니다.');
    await expect(form.getByLabel('제안 메시지')).toHaveValue(message);

    await switchUser(page, seeker, '/resume/offers');
    const offer = page.getByRole('listitem').filter({ hasText: '제안 베이커리' });
    await expect(offer.getByRole('link', { name: title })).toHaveAttribute('href', `/info/job-info/${jobInfoId}`);
    await expect(offer.getByText(message)).toBeVisible();
    await expect(offer.getByText(koreanTimeLabel(`${day}T14:00:00+09:00`, 30))).toBeVisible();
    await expect(offer.getByText('답변 대기')).toBeVisible();
    await offer.getByLabel('지원할 이력서').selectOption({ label: '바게트 5년차 제빵사' });
    await offer.getByRole('button', { name: '수락하고 지원하기' }).click();

    await expect(page).toHaveURL(/\/resume\/apply-job-info\/\d+$/);
    await expectToast(page, '입사 제안을 수락해 제안 베이커리에 지원했습니다.');
    const applicationId = page.url().split('/').pop();
    const detail = await apiGet<{ application: { jobInfoId: number; status: string } }>(
      request,
      `/my/applications/${applicationId}`,
      seeker.token,
    );
    // the offered time came over as the application's interview proposal
    expect(detail.application).toMatchObject({ jobInfoId, status: 'interview_proposed' });
  },
);
