import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobInfoInputSchema } from '#contracts/job-info';
import { seedCustomerCentre } from '../../api/src/db/customer-centre-content';
import { seedDemoAccounts } from '../../api/src/db/seed';
import { createHarness, DIALECTS, type Harness } from './harness';
import { postingInput } from './fixtures';

const posting = postingInput('신고될 공고');

const banner = {
  company: '밀가루상사',
  contactName: '김담당',
  phone: '010-5555-6666',
  email: 'ad@example.com',
  slot: 'home_top',
  period: '2027년 1월 한 달',
  budget: '100만 원',
  message: '메인 상단 배너를 문의합니다.',
  agreePrivacy: true,
};

describe.each(DIALECTS)('customer centre and back office (%s)', (dialect) => {
  let api: Harness;
  let admin: string;
  let company: { accessToken: string; userId: string; password: string };
  let seeker: { accessToken: string; userId: string; password: string };
  let other: { accessToken: string; userId: string; password: string };
  let companyId: number;
  let jobInfoId: number;

  beforeAll(async () => {
    api = await createHarness(dialect);
    await seedDemoAccounts(api.db, api.clock);
    admin = (await api.post('/login', { userId: 'admin', password: 'admin1234' })).body.accessToken;
    company = await api.signUp(api.companyUser());
    seeker = await api.signUp(api.normalUser());
    other = await api.signUp(api.normalUser({ username: '이신고' }));
    companyId = (await api.deps.users.findByUserId(company.userId))!.id;
    const created = await api.deps.jobInfos.create(companyId, jobInfoInputSchema.parse(posting));
    await api.deps.jobInfos.publish(created.id, 10);
    jobInfoId = created.id;
  });
  afterAll(() => api.close());

  it('every admin endpoint is closed to companies and job seekers (403) and to visitors (401)', async () => {
    const endpoints: [string, string][] = [
      ['GET', '/admin/summary'],
      ['POST', '/admin/notices'],
      ['PUT', '/admin/notices/1'],
      ['DELETE', '/admin/notices/1'],
      ['POST', '/admin/faqs'],
      ['PUT', '/admin/faqs/1'],
      ['DELETE', '/admin/faqs/1'],
      ['GET', '/admin/inquiries'],
      ['POST', '/admin/inquiries/1/answer'],
      ['GET', '/admin/banner-inquiries'],
      ['POST', '/admin/banner-inquiries/1/status'],
      ['GET', '/admin/job-infos'],
      ['POST', '/admin/job-infos/1/hide'],
      ['POST', '/admin/job-infos/1/restore'],
      ['POST', '/admin/job-infos/1/dismiss-reports'],
      ['POST', '/admin/images/1/remove'],
      ['GET', '/admin/users'],
      ['POST', '/admin/users/1/verify'],
      ['POST', '/admin/users/1/suspend'],
      ['POST', '/admin/users/1/unsuspend'],
      ['GET', '/admin/actions'],
      ['GET', '/admin/orders'],
    ];
    for (const [method, path] of endpoints) {
      for (const token of [company.accessToken, seeker.accessToken]) {
        const res = await api.request(method, path, { token, body: method === 'GET' ? undefined : {} });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.message).toBe('운영자만 이용할 수 있습니다.');
      }
      expect((await api.request(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('notices: pinned first, then newest, 10 a page; written, edited and deleted by the operator', async () => {
    const bad = await api.post('/admin/notices', { title: ' ', body: '내용' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('제목을(를) 입력해주세요.');
    const ids: number[] = [];
    for (let i = 1; i <= 11; i++) {
      api.clock.advance(1000);
      const res = await api.post('/admin/notices', { title: `공지 ${i}`, body: `본문 ${i}`, pinned: i === 2 }, admin);
      expect(res.status).toBe(200);
      ids.push(res.body.notice.id);
    }
    const first = await api.get('/notices');
    expect(first.body.total).toBe(11);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items.map((n: { title: string }) => n.title).slice(0, 3)).toEqual([
      '공지 2',
      '공지 11',
      '공지 10',
    ]);
    expect((await api.get('/notices?page=2')).body.items.map((n: { title: string }) => n.title)).toEqual(['공지 1']);

    const edited = await api.put(
      `/admin/notices/${ids[0]}`,
      { title: '고친 공지', body: '고친 본문', pinned: true },
      admin,
    );
    expect(edited.body.notice).toMatchObject({ title: '고친 공지', pinned: true });
    expect((await api.get(`/notices/${ids[0]}`)).body.notice.body).toBe('고친 본문');
    expect((await api.request('DELETE', `/admin/notices/${ids[0]}`, { token: admin })).status).toBe(200);
    expect((await api.get(`/notices/${ids[0]}`)).status).toBe(404);
    expect((await api.get('/notices/abc')).status).toBe(404);

    const home = await api.get('/home');
    expect(home.body.notices[0]).toMatchObject({ title: '공지 11' });
  });

  it('FAQ: by category in the set order, filtered by text; the first questions are seeded once', async () => {
    expect(await seedCustomerCentre(api.db, api.clock)).toBe(false); // notices exist already
    const a = await api.post(
      '/admin/faqs',
      { category: 'payment', question: '환불은?', answer: '7일 안에 전액.', sortOrder: 20 },
      admin,
    );
    const b = await api.post(
      '/admin/faqs',
      { category: 'payment', question: '영수증은?', answer: '결제 내역에서.', sortOrder: 10 },
      admin,
    );
    await api.post('/admin/faqs', { category: 'member', question: '탈퇴는?', answer: '회원정보 수정에서.' }, admin);
    const bad = await api.post('/admin/faqs', { category: 'nope', question: '?', answer: '!' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('분류를 목록에서 골라주세요.');

    const payment = await api.get('/faqs?category=payment');
    expect(payment.body.items.map((f: { question: string }) => f.question)).toEqual(['영수증은?', '환불은?']);
    expect((await api.get('/faqs?q=회원정보')).body.items.map((f: { question: string }) => f.question)).toEqual([
      '탈퇴는?',
    ]);
    await api.put(
      `/admin/faqs/${a.body.faq.id}`,
      { category: 'payment', question: '환불은?', answer: '7일 안에 전액.', sortOrder: 0 },
      admin,
    );
    expect((await api.get('/faqs?category=payment')).body.items[0]!.id).toBe(a.body.faq.id);
    await api.request('DELETE', `/admin/faqs/${b.body.faq.id}`, { token: admin });
    expect((await api.get('/faqs?category=payment')).body.items).toHaveLength(1);
  });

  it('1:1 inquiries: members ask, the queue puts unanswered first, the asker sees the answer', async () => {
    expect(
      (await api.post('/my/inquiries', { category: 'payment', title: '질문', body: '열 글자가 넘는 질문입니다.' }))
        .status,
    ).toBe(401);
    const short = await api.post(
      '/my/inquiries',
      { category: 'payment', title: '질문', body: '짧음' },
      seeker.accessToken,
    );
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('문의 내용은(는) 10자 이상 입력해주세요.');
    const first = await api.post(
      '/my/inquiries',
      { category: 'payment', title: '환불 문의', body: '결제한 공고 상품을 환불받고 싶습니다.' },
      seeker.accessToken,
    );
    expect(first.status).toBe(201);
    api.clock.advance(1000);
    const second = await api.post(
      '/my/inquiries',
      { category: 'posting', title: '공고 문의', body: '공고가 목록에 보이지 않습니다. 확인 부탁드립니다.' },
      company.accessToken,
    );

    const answered = await api.post(
      `/admin/inquiries/${first.body.inquiry.id}/answer`,
      { answer: '결제 내역에서 환불을 요청해주세요.' },
      admin,
    );
    expect(answered.status).toBe(200);
    const queue = await api.get('/admin/inquiries', admin);
    expect(queue.body.items.map((i: { id: number }) => i.id)).toEqual([second.body.inquiry.id, first.body.inquiry.id]);
    expect(queue.body.items[0]!.asker).toMatchObject({ userId: company.userId });
    expect((await api.get('/admin/inquiries?answered=no', admin)).body.total).toBe(1);
    expect((await api.get('/admin/summary', admin)).body.unansweredInquiries).toBe(1);

    const mine = await api.get('/my/inquiries', seeker.accessToken);
    expect(mine.body.items).toHaveLength(1);
    expect(mine.body.items[0]).toMatchObject({ answer: '결제 내역에서 환불을 요청해주세요.' });
    expect(mine.body.items[0]!.answeredAt).not.toBeNull();
    expect((await api.get('/my/inquiries', other.accessToken)).body.items).toEqual([]);
    expect((await api.post('/admin/inquiries/999999/answer', { answer: '없음' }, admin)).status).toBe(404);
  });

  it('banner inquiries: consent required, a honeypot, 3 an hour per address; the operator tracks them', async () => {
    const send = (body: object, ip = '203.0.113.7') =>
      api.request('POST', '/banner-inquiries', { body, headers: { 'x-forwarded-for': ip } });
    const noConsent = await send({ ...banner, agreePrivacy: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.message).toBe('개인정보 수집·이용에 동의해주세요.');
    const bot = await send({ ...banner, website: 'http://spam.example' });
    expect(bot.status).toBe(201);
    expect((await api.get('/admin/banner-inquiries', admin)).body.total).toBe(0);

    for (let i = 0; i < 3; i++) expect((await send(banner)).status).toBe(201);
    const fourth = await send(banner);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toContain('1시간 뒤에 다시');
    expect((await send(banner, '198.51.100.2')).status).toBe(201);
    api.clock.advance(61 * 60_000);
    admin = (await api.post('/login', { userId: 'admin', password: 'admin1234' })).body.accessToken;
    expect((await send(banner)).status).toBe(201);

    const list = await api.get('/admin/banner-inquiries', admin);
    expect(list.body.total).toBe(5);
    const id = list.body.items[0]!.id;
    const changed = await api.post(`/admin/banner-inquiries/${id}/status`, { status: 'contacted' }, admin);
    expect(changed.body.inquiry.status).toBe('contacted');
    expect((await api.get('/admin/banner-inquiries?status=new', admin)).body.total).toBe(4);
  });

  it('reports feed the postings queue; hiding takes the posting down with a reason the company sees', async () => {
    const tokens = async () => {
      for (const account of [company, seeker, other]) {
        account.accessToken = (
          await api.post('/login', { userId: account.userId, password: account.password })
        ).body.accessToken;
      }
    };
    await tokens();
    const report = (token: string, body: object = { reason: 'fraud', text: '선입금을 요구했습니다.' }) =>
      api.post(`/job-infos/${jobInfoId}/reports`, body, token);
    expect((await api.post(`/job-infos/${jobInfoId}/reports`, { reason: 'fraud' })).status).toBe(401);
    expect((await report(seeker.accessToken)).status).toBe(201);
    const twice = await report(seeker.accessToken);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('이미 신고한 공고입니다. 운영자가 확인하고 있습니다.');
    expect((await report(company.accessToken)).status).toBe(403);
    expect((await report(other.accessToken, { reason: 'nope' })).status).toBe(400);
    expect((await report(other.accessToken, { reason: 'illegal_pay' })).status).toBe(201);
    expect((await api.post('/job-infos/99999999/reports', { reason: 'fraud' }, other.accessToken)).status).toBe(404);

    const queue = await api.get('/admin/job-infos', admin);
    expect(queue.body.items[0]).toMatchObject({ id: jobInfoId, openReports: 2 });
    expect(queue.body.items[0]!.reports.map((r: { reason: string }) => r.reason).sort()).toEqual([
      'fraud',
      'illegal_pay',
    ]);

    const noReason = await api.post(`/admin/job-infos/${jobInfoId}/hide`, { reason: '' }, admin);
    expect(noReason.status).toBe(400);
    expect(
      (await api.post(`/admin/job-infos/${jobInfoId}/hide`, { reason: '선입금 요구 신고가 확인되었습니다.' }, admin))
        .status,
    ).toBe(200);
    expect((await api.get(`/job-infos/${jobInfoId}`)).status).toBe(404);
    expect((await api.get('/job-infos')).body.items.some((item: { id: number }) => item.id === jobInfoId)).toBe(false);
    const own = await api.get(`/my/job-infos/${jobInfoId}`, company.accessToken);
    expect(own.body.jobInfo).toMatchObject({ status: 'hidden', hiddenReason: '선입금 요구 신고가 확인되었습니다.' });
    expect((await api.get('/admin/job-infos', admin)).body.items[0]!.openReports).toBe(0);
    expect((await api.get('/admin/job-infos?view=hidden', admin)).body.total).toBe(1);

    expect((await api.post(`/admin/job-infos/${jobInfoId}/restore`, {}, admin)).status).toBe(200);
    expect((await api.get(`/job-infos/${jobInfoId}`)).status).toBe(200);
    expect((await api.get(`/my/job-infos/${jobInfoId}`, company.accessToken)).body.jobInfo.hiddenReason).toBeNull();
    expect((await api.post(`/admin/job-infos/${jobInfoId}/restore`, {}, admin)).status).toBe(409);
  });

  it('the operator verifies a company (a badge on its postings) and suspends and restores an account', async () => {
    const found = await api.get(`/admin/users?q=${company.userId}`, admin);
    expect(found.body.items).toHaveLength(1);
    const id = found.body.items[0]!.id;
    expect((await api.get('/admin/users?q=1248100998', admin)).body.items.map((u: { id: number }) => u.id)).toContain(
      id,
    );
    await api.post(`/admin/users/${id}/verify`, { verified: true }, admin);
    expect((await api.get(`/job-infos/${jobInfoId}`)).body.jobInfo.company.verified).toBe(true);
    const seekerId = (await api.get(`/admin/users?q=${seeker.userId}`, admin)).body.items[0]!.id;
    expect((await api.post(`/admin/users/${seekerId}/verify`, { verified: true }, admin)).status).toBe(409);

    const suspended = await api.post(`/admin/users/${seekerId}/suspend`, { reason: '허위 신고 반복' }, admin);
    expect(suspended.body.user).toMatchObject({ suspendedReason: '허위 신고 반복' });
    const token = await api.get('/get-login-user', seeker.accessToken);
    expect(token.status).toBe(401);
    const login = await api.post('/login', { userId: seeker.userId, password: seeker.password });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('운영 정책에 따라 이용이 정지된 계정입니다. 고객센터로 문의해주세요.');
    await api.post(`/admin/users/${seekerId}/unsuspend`, undefined, admin);
    expect((await api.post('/login', { userId: seeker.userId, password: seeker.password })).status).toBe(200);
    const adminId = (await api.get('/admin/users?q=admin', admin)).body.items[0]!.id;
    expect((await api.post(`/admin/users/${adminId}/suspend`, { reason: '실수로 누름' }, admin)).status).toBe(409);
  });

  it('every operator action is in the log with who and when', async () => {
    const log = await api.get('/admin/actions', admin);
    const actions = log.body.items.map((item: { action: string }) => item.action);
    for (const action of [
      'notice.create',
      'notice.update',
      'notice.delete',
      'faq.create',
      'inquiry.answer',
      'banner.status',
      'job_info.hide',
      'job_info.restore',
      'user.verify',
      'user.suspend',
      'user.unsuspend',
    ]) {
      expect(actions, action).toContain(action);
    }
    expect(log.body.items[0]).toMatchObject({ admin: 'admin', targetKind: 'user' });
    expect(log.body.items[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
