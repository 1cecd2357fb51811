import { expect, test } from './fixtures';
import { dropCookies, expectToast, login, publishPosting, registerAccount, uniqueUserId } from './helpers';

// Fresh accounts and a paid posting per test, an operator in a second browser, four projects at once.
test.slow();

const ADMIN = { userId: 'admin', password: 'admin1234', token: '' };

test('a visitor reads a notice and an FAQ answer', { tag: '@nojs' }, async ({ page }) => {
  await page.goto('/service');
  await page.getByRole('link', { name: '빵잡 서비스를 시작합니다' }).click();
  await expect(page).toHaveURL(/\/service\/notice\/\d+$/);
  await expect(page.getByRole('heading', { name: '빵잡 서비스를 시작합니다' })).toBeVisible();
  await expect(page.getByText('제과·제빵 업계를 위한 구인구직 서비스', { exact: false })).toBeVisible();

  await page.goto('/service/question');
  await page.getByRole('navigation', { name: '질문 분류' }).getByRole('link', { name: '결제' }).click();
  await expect(page).toHaveURL(/category=payment/);
  const answer = page.getByText('사용하지 않은 상품은 전액 환불됩니다', { exact: false });
  await expect(answer).toBeHidden();
  await page.getByText('환불은 어떻게 받나요?').click();
  await expect(answer).toBeVisible();
  await expect(page.getByText('탈퇴하려면')).toHaveCount(0);

  // The text filter works inside the chosen category.
  await page.getByRole('searchbox', { name: '질문 검색' }).fill('무통장');
  await page.getByRole('button', { name: '찾기' }).click();
  await expect(page).toHaveURL(/category=payment&q=/);
  await expect(page.getByText('어떤 결제 방법을 쓸 수 있나요?')).toBeVisible();
  await expect(page.getByText('환불은 어떻게 받나요?')).toHaveCount(0);
});

test(
  'a member asks a question and reads the operator’s answer',
  { tag: '@nojs' },
  async ({ page, request, members }) => {
    const seeker = await registerAccount(request, 'normal', '문의하는사람', 'askseek');
    const title = `결제 문의 ${uniqueUserId('q')}`;

    // A visitor is told what 1:1 문의 is and signs in from there, coming back to the form.
    const visit = await page.goto('/service/ask-user');
    expect(visit?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '1:1 문의' })).toBeVisible();
    await expect(page.getByText('1:1 문의는 로그인한 회원만 남길 수 있습니다.')).toBeVisible();
    await page.getByRole('link', { name: '로그인하고 문의하기' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fservice%2Fask-user/);
    const form = page.locator('main form');
    await form.getByLabel('아이디').fill(seeker.userId);
    await form.locator('input[name="password"]').fill(seeker.password);
    await form.getByRole('button', { name: '로그인' }).click();
    await expect(page).toHaveURL('/service/ask-user');

    await page.getByLabel('분류').selectOption('payment');
    await page.getByLabel('제목').fill(title);
    await page.getByLabel('문의 내용').fill('무통장입금으로 주문했는데 입금 확인이 언제 되는지 궁금합니다.');
    await page.getByRole('button', { name: '문의 남기기' }).click();
    await expectToast(page, '문의를 남겼습니다. 답변이 등록되면 이곳에서 확인할 수 있습니다.');
    const mine = page.locator('main li').filter({ hasText: title });
    await expect(mine.getByText('답변 대기')).toBeVisible();

    const operator = await members.open(ADMIN, '/admin/inquiries');
    const item = operator.locator('main li, main tr, main article').filter({ hasText: title }).first();
    await item.getByLabel('답변').fill('입금 후 영업일 1일 안에 확인됩니다. 기다려주셔서 감사합니다.');
    await item.getByRole('button', { name: /답변 (등록|고치기)/ }).click();
    await expectToast(operator, '답변을 등록했습니다.');

    await page.reload();
    await expect(mine.getByText('답변 완료')).toBeVisible();
    await expect(mine.getByText('입금 후 영업일 1일 안에 확인됩니다.', { exact: false })).toBeVisible();
  },
);

test('a visitor sends a banner-ad inquiry and lands on its confirmation', { tag: '@nojs' }, async ({ page }) => {
  await page.goto('/service/banner');
  await page.getByRole('textbox', { name: '회사명', exact: true }).fill('밀가루상사');
  await page.getByRole('textbox', { name: '담당자 이름', exact: true }).fill('김담당');
  await page.getByRole('textbox', { name: '연락처', exact: true }).fill('010-5555-6666');
  await page.getByRole('textbox', { name: '이메일', exact: true }).fill('ad@example.com');
  await page.getByLabel('희망 위치').selectOption('home_top');
  await page.getByLabel('희망 기간').fill('2027년 1월 한 달');

  // Without consent the form comes back with everything still filled in.
  await page.getByRole('button', { name: '문의 보내기' }).click();
  await expectToast(page, '개인정보 수집·이용에 동의해주세요.');
  await expect(page.getByRole('textbox', { name: '회사명', exact: true })).toHaveValue('밀가루상사');

  await page.getByLabel(/개인정보 수집·이용에 동의합니다/).check();
  await page.getByRole('button', { name: '문의 보내기' }).click();
  await expect(page).toHaveURL('/service/banner/sent');
  await expect(page.getByRole('heading', { name: '배너광고 문의가 접수되었습니다' })).toBeVisible();
});

test(
  'a member reports a posting, the operator hides it, the company reads why',
  { tag: '@nojs' },
  async ({ page, request, members }) => {
    const company = await registerAccount(request, 'company', '신고받는 베이커리', 'reportbiz');
    const seeker = await registerAccount(request, 'normal', '신고하는사람', 'reportseek');
    const title = `신고될 공고 ${uniqueUserId('r')}`;
    const jobInfoId = await publishPosting(request, company, title);
    const reason = `선입금 요구가 확인되었습니다 ${uniqueUserId('h')}`;

    await login(page, seeker, `/info/job-info/${jobInfoId}`);
    await page.getByText('이 공고 신고하기').click();
    await page.getByLabel('신고 사유').selectOption('fraud');
    await page.getByLabel('내용 (선택)').fill('면접 전에 교육비 선입금을 요구했습니다.');
    await page.getByRole('button', { name: '신고하기' }).click();
    await expectToast(page, '신고가 접수되었습니다. 운영자가 확인한 뒤 조치합니다.');

    const operator = await members.open(ADMIN, '/admin/job-infos');
    const item = operator.locator('main li, main tr, main article').filter({ hasText: title }).first();
    await expect(item.getByText('신고 1건')).toBeVisible();
    await expect(item.getByText('면접 전에 교육비 선입금을 요구했습니다.')).toBeVisible();
    await item.getByLabel('숨김 사유 (기업에게 보입니다)').fill(reason);
    await item.getByRole('button', { name: '숨기기' }).click();
    await expectToast(operator, '공고를 숨겼습니다. 기업에게 사유가 표시됩니다.');

    const response = await page.goto(`/info/job-info/${jobInfoId}`);
    expect(response?.status()).toBe(404);

    await dropCookies(page);
    await login(page, company, '/job-info');
    const row = page.locator('main li').filter({ hasText: title });
    await expect(row.getByText('운영자가 이 공고를 숨겼습니다')).toBeVisible();
    await expect(row.getByText(reason, { exact: false })).toBeVisible();
  },
);

test(
  'the operator pins a notice, verifies a company, and finds both in the operator log',
  { tag: '@nojs' },
  async ({ page, request, members }) => {
    const company = await registerAccount(request, 'company', '인증받는 베이커리', 'verifybiz');
    const title = `설 연휴 고객센터 안내 ${uniqueUserId('n')}`;
    await members.signIn(page, ADMIN, '/admin/notices');
    const create = page.getByRole('region', { name: '새 공지' });
    await create.getByLabel('제목').fill(title);
    await create.getByLabel('내용').fill('설 연휴에는 1:1 문의 답변이 늦어질 수 있습니다.');
    await create.getByLabel('상단 고정').check();
    await create.getByRole('button', { name: '공지 등록' }).click();
    await expectToast(page, '공지사항을 등록했습니다.');

    await page.goto('/service');
    // Pinned: on the first page with its 공지 mark, however many notices came after it.
    const line = page.locator('.notice-lines li').filter({ hasText: title });
    await expect(line.getByText('공지', { exact: true })).toBeVisible();

    await page.goto(`/admin/users?q=${company.userId}`);
    const row = page.locator('main tr').filter({ hasText: company.userId });
    await row.getByRole('button', { name: '인증', exact: true }).click();
    await expectToast(page, '기업 인증을 했습니다.');

    await page.goto('/admin/actions');
    await expect(page.locator('main tr').filter({ hasText: '기업 인증' }).first()).toBeVisible();
    await expect(page.locator('main tr').filter({ hasText: title }).first()).toContainText('admin');
  },
);
