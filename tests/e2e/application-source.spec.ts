import { expect, test } from '@playwright/test';
import { API_URL, apiPost, expectToast, login, publishPosting, registerAccount, uniqueUserId } from './helpers';

test(
  'a seeker who found a posting by searching applies, and the company sees the application came from search',
  { tag: '@nojs' },
  async ({ page, request }) => {
    const company = await registerAccount(request, 'company', '검색되는 베이커리', 'srcbiz');
    const seeker = await registerAccount(request, 'normal', '조검색', 'srcseek');
    const word = uniqueUserId('crust');
    const title = `바게트 굽는 제빵사 ${word}`;
    const jobInfoId = await publishPosting(request, company, title);
    await apiPost(request, '/my/resumes', seeker.token, {
      title: '바게트 5년차',
      name: '조검색',
      birthYear: 1991,
      phone: '010-5555-6666',
      email: 'search@example.com',
      regions: [{ sido: '서울', sigungu: null }],
      positions: ['baker'],
      introduction: '바게트와 캄파뉴를 5년 동안 구웠습니다. 새벽 근무 가능합니다.',
    });

    // signed in, the seeker searches and opens the posting from the results
    await login(page, seeker, `/search?search=${word}`);
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(`/info/job-info/${jobInfoId}`);
    await page.getByRole('button', { name: '이 이력서로 지원하기' }).click();
    await expectToast(page, '지원했습니다. 진행 상황은 지원한 회사에서 확인할 수 있습니다.');

    const insights = await request.get(`${API_URL}/my/job-infos/${jobInfoId}/insights?days=7`, {
      headers: { authorization: `Bearer ${company.token}` },
    });
    expect(insights.status(), await insights.text()).toBe(200);
    const { sources } = (await insights.json()) as { sources: { source: string; applications: number }[] };
    expect(sources.filter((figure) => figure.applications > 0)).toEqual([
      expect.objectContaining({ source: 'search', applications: 1 }),
    ]);
  },
);
