import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobInfoInputSchema } from '#contracts/job-info';
import { seedDemoAccounts } from '../../api/src/db/seed';
import { newMember, postingInput, resumeInput, whileOutboxIsDown } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

/**
 * What each side hears: every event writes one 알림 and one outbox mail for the member it concerns,
 * in the event's own transaction, with the link to the page where they act, and nothing for the
 * member who acted.
 */

const PUBLIC_URL = 'https://bbangjob.example';

interface Member {
  id: number;
  accessToken: string;
  email: string;
}

describe.each(DIALECTS)('what each side hears (%s)', (dialect) => {
  let api: Harness;
  let admin: string;

  beforeAll(async () => {
    api = await createHarness(dialect, { PUBLIC_URL });
    await seedDemoAccounts(api.db, api.clock);
    admin = (await api.post('/login', { userId: 'admin', password: 'admin1234' })).body.accessToken;
  });
  afterAll(() => api.close());

  const member = (role: 'normal' | 'company'): Promise<Member> => newMember(api, role);

  async function publishedPosting(company: Member, title: string) {
    const created = await api.deps.jobInfos.create(company.id, jobInfoInputSchema.parse(postingInput(title)));
    await api.deps.jobInfos.publish(created.id, 10);
    return created.id;
  }

  /** A company with a posting, and a seeker who applied to it. */
  async function application(title = '마포 제빵사') {
    const company = await member('company');
    const seeker = await member('normal');
    const jobInfoId = await publishedPosting(company, title);
    const resume = await api.post('/my/resumes', resumeInput, seeker.accessToken);
    const applied = await api.post(
      `/job-infos/${jobInfoId}/applications`,
      { resumeId: resume.body.resume.id },
      seeker.accessToken,
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    return { company, seeker, jobInfoId, applicationId: applied.body.application.id };
  }

  const notificationsOf = (member: Member) =>
    api.db.selectFrom('notifications').selectAll().where('user_id', '=', member.id).orderBy('id').execute();
  const mailsOf = (member: Member) =>
    api.db.selectFrom('outbox_mails').selectAll().where('user_id', '=', member.id).orderBy('id').execute();

  /** The one 알림 and the one mail of `eventKey`, which must be `member`'s. */
  async function toldOnce(member: Member, eventKey: string, link: string) {
    const notifications = await api.db
      .selectFrom('notifications')
      .selectAll()
      .where('event_key', '=', eventKey)
      .execute();
    const mails = await api.db.selectFrom('outbox_mails').selectAll().where('event_key', '=', eventKey).execute();
    expect(notifications).toHaveLength(1);
    expect(mails).toHaveLength(1);
    const [notification, mail] = [notifications[0]!, mails[0]!];
    expect(notification).toMatchObject({ user_id: member.id, link, read_at: null });
    expect(mail).toMatchObject({
      user_id: member.id,
      to_address: member.email,
      subject: `[빵잡] ${notification.title}`,
    });
    expect(mail.text_body).toContain(notification.body);
    expect(mail.text_body).toContain(`${PUBLIC_URL}${link}`);
    return notification;
  }

  it('a company hears of a new application, with a link to it; the seeker who applied hears nothing', async () => {
    const { company, seeker, applicationId } = await application('마포 새벽 제빵사');
    const told = await toldOnce(
      company,
      `application_received:${applicationId}`,
      `/job-info/apply-resume/${applicationId}`,
    );
    expect(told.title).toBe('‘마포 새벽 제빵사’ 공고에 새 지원자가 있습니다');
    expect(told.body).toContain('이력서: 제빵 3년차');
    expect(await notificationsOf(seeker)).toEqual([]);
    expect(await mailsOf(seeker)).toEqual([]);
  });

  it('a cancelled application is told to the company, pointing at its applicants', async () => {
    const { company, seeker, jobInfoId, applicationId } = await application();
    expect((await api.post(`/my/applications/${applicationId}/cancel`, undefined, seeker.accessToken)).status).toBe(
      200,
    );
    const told = await toldOnce(
      company,
      `application_cancelled:${applicationId}`,
      `/job-info/apply-resume?jobInfoId=${jobInfoId}`,
    );
    expect(told.title).toBe('‘마포 제빵사’ 공고의 지원이 취소되었습니다');
    expect(await notificationsOf(seeker)).toEqual([]);
  });

  it('the seeker hears 열람, 서류합격 and 불합격 once each; the company hears nothing of its own acts', async () => {
    const first = await application('합정 파티시에');
    const { company, seeker } = first;
    const before = (await notificationsOf(company)).length;

    expect((await api.get(`/my/applicants/${first.applicationId}`, company.accessToken)).status).toBe(200);
    expect((await api.get(`/my/applicants/${first.applicationId}`, company.accessToken)).status).toBe(200);
    const viewed = await toldOnce(seeker, `application_status:${first.applicationId}:viewed`, '/resume/apply-job-info');
    expect(viewed.title).toBe('달빛제과에서 지원서를 열람했습니다');
    expect(viewed.body).toContain('‘합정 파티시에’ 공고에 보내신 지원서를 열람했습니다.');

    const decide = (id: number, status: string) =>
      api.put(`/my/applicants/${id}/status`, { status }, company.accessToken);
    expect((await decide(first.applicationId, 'passed')).status).toBe(200);
    expect((await decide(first.applicationId, 'passed')).status).toBe(200);
    const passed = await toldOnce(seeker, `application_status:${first.applicationId}:passed`, '/resume/apply-job-info');
    expect(passed.title).toBe('달빛제과 서류합격을 축하드립니다');

    // a decision without opening first is one message, not a 열람 and a result
    const second = await api.post('/my/resumes', { ...resumeInput, title: '두 번째 이력서' }, seeker.accessToken);
    const otherPosting = await publishedPosting(company, '망원 제빵 보조');
    const applied = await api.post(
      `/job-infos/${otherPosting}/applications`,
      { resumeId: second.body.resume.id },
      seeker.accessToken,
    );
    const failedId = applied.body.application.id;
    expect((await decide(failedId, 'failed')).status).toBe(200);
    const failed = await toldOnce(seeker, `application_status:${failedId}:failed`, '/resume/apply-job-info');
    expect(failed.title).toBe('달빛제과 지원 결과를 알려드립니다');
    expect(failed.title).not.toContain('불합격');
    expect(failed.body).toContain('지원해주셔서 감사합니다');
    expect(failed.body).toContain('함께하지 못하게 되었다');
    expect(failed.body).not.toContain('불합격');

    const seekerKinds = (await notificationsOf(seeker)).map((n) => n.event_key);
    expect(seekerKinds).toEqual([
      `application_status:${first.applicationId}:viewed`,
      `application_status:${first.applicationId}:passed`,
      `application_status:${failedId}:failed`,
    ]);
    // the company heard of the second application only
    expect((await notificationsOf(company)).slice(before).map((n) => n.event_key)).toEqual([
      `application_received:${failedId}`,
    ]);
  });

  it('a member who turned a kind off keeps the 알림 but gets no mail', async () => {
    const company = await member('company');
    await api.db
      .insertInto('mail_settings')
      .values({
        user_id: company.id,
        kind: 'application_received',
        mail_enabled: 0,
        updated_at: '2026-11-23T09:00:00.000Z',
      })
      .execute();
    const seeker = await member('normal');
    const jobInfoId = await publishedPosting(company, '연남 제과');
    const resume = await api.post('/my/resumes', resumeInput, seeker.accessToken);
    const applied = await api.post(
      `/job-infos/${jobInfoId}/applications`,
      { resumeId: resume.body.resume.id },
      seeker.accessToken,
    );
    expect(applied.status).toBe(201);
    expect((await notificationsOf(company)).map((n) => n.event_key)).toEqual([
      `application_received:${applied.body.application.id}`,
    ]);
    expect(await mailsOf(company)).toEqual([]);
  });

  it('an event that fails writes no message: the 알림 goes with the rolled-back change', async () => {
    const { company, seeker, applicationId } = await application();
    // the outbox refuses every row, so the decision's transaction fails after its 알림 was written
    const res = await whileOutboxIsDown(api, () =>
      api.put(`/my/applicants/${applicationId}/status`, { status: 'passed' }, company.accessToken),
    );
    expect(res.status).toBe(500);
    const row = await api.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', applicationId)
      .executeTakeFirst();
    expect(row?.status).toBe('applied');
    expect(await notificationsOf(seeker)).toEqual([]);
    expect(await mailsOf(seeker)).toEqual([]);
  });

  it('a company hears that an operator hid its posting, with the reason, each time; the operator hears nothing', async () => {
    const company = await member('company');
    const jobInfoId = await publishedPosting(company, '급구 제빵사');
    const hide = (reason: string) => api.post(`/admin/job-infos/${jobInfoId}/hide`, { reason }, admin);
    expect((await hide('연락처가 다른 업체로 연결됩니다.')).status).toBe(200);
    const [first] = await notificationsOf(company);
    expect(first).toMatchObject({
      kind: 'posting_hidden',
      title: '‘급구 제빵사’ 공고가 운영자에 의해 숨겨졌습니다',
      link: '/job-info',
    });
    await toldOnce(company, first!.event_key, '/job-info');
    expect(first!.body).toContain('사유: 연락처가 다른 업체로 연결됩니다.');

    // a new reason is news again
    expect((await hide('급여 정보가 사실과 다릅니다.')).status).toBe(200);
    const notes = await notificationsOf(company);
    expect(notes).toHaveLength(2);
    expect(notes[1]!.body).toContain('사유: 급여 정보가 사실과 다릅니다.');
    const adminId = (await api.deps.users.findByUserId('admin'))!.id;
    expect(await api.db.selectFrom('notifications').select('id').where('user_id', '=', adminId).execute()).toEqual([]);
  });

  it('a confirmed bank transfer is told to the buyer; a card payment, the buyer’s own act, is not', async () => {
    const company = await member('company');
    const jobInfoId = await publishedPosting(company, '케이크 디자이너');
    const created = await api.post(
      '/my/orders',
      { productCode: 'posting-7', targetId: jobInfoId, method: 'bank_transfer', depositorName: '달빛제과' },
      company.accessToken,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const orderId = created.body.order.id;
    expect(await notificationsOf(company)).toEqual([]);
    const confirmed = await api.post(`/admin/orders/${orderId}/confirm-deposit`, undefined, admin);
    expect(confirmed.status).toBe(200);
    const told = await toldOnce(company, `payment_confirmed:${orderId}`, `/user/payment/${orderId}`);
    expect(told.title).toBe('입금이 확인되어 결제가 완료되었습니다');
    expect(told.body).toContain(`입금이 확인되었습니다. (주문번호 ${confirmed.body.order.orderNo})`);
    expect(told.body).toMatch(
      /‘케이크 디자이너’ 공고의 게재 기간이 \d{4}\.\d{2}\.\d{2}\([일월화수목금토]\)까지로 정해졌습니다\./,
    );

    const card = await api.post('/my/orders', { productCode: 'talent-10', method: 'test' }, company.accessToken);
    await api.post(`/my/orders/${card.body.order.id}/test-payment`, { result: 'approve' }, company.accessToken);
    expect((await notificationsOf(company)).map((n) => n.kind)).toEqual(['payment_confirmed']);
  });

  it('a refund refused and then approved is told to the buyer each time', async () => {
    const company = await member('company');
    const card = await api.post('/my/orders', { productCode: 'talent-10', method: 'test' }, company.accessToken);
    const orderId = card.body.order.id;
    await api.post(`/my/orders/${orderId}/test-payment`, { result: 'approve' }, company.accessToken);
    const request = () =>
      api.post(`/my/orders/${orderId}/refund-request`, { reason: '잘못 구매했습니다' }, company.accessToken);

    expect((await request()).status).toBe(200);
    expect(
      (await api.post(`/admin/orders/${orderId}/refund/refuse`, { note: '사용 내역 확인 필요' }, admin)).status,
    ).toBe(200);
    expect((await request()).status).toBe(200);
    const approved = await api.post(`/admin/orders/${orderId}/refund/approve`, undefined, admin);
    expect(approved.status).toBe(200);

    const notes = await notificationsOf(company);
    expect(notes.map((n) => n.kind)).toEqual(['refund_decided', 'refund_decided']);
    const [refused, granted] = [notes[0]!, notes[1]!];
    await toldOnce(company, refused.event_key, `/user/payment/${orderId}`);
    await toldOnce(company, granted.event_key, `/user/payment/${orderId}`);
    expect(refused.title).toBe('환불 요청이 승인되지 않았습니다');
    expect(refused.body).toContain('사유: 사용 내역 확인 필요');
    expect(granted.title).toBe('요청하신 환불이 승인되었습니다');
    expect(granted.body).toContain(
      `환불 ${approved.body.order.refundAmount!.toLocaleString('ko-KR')}원이 승인되었습니다.`,
    );
  });

  it('the first answer to a 1:1 inquiry is told with the answer; a corrected answer is not told again', async () => {
    const seeker = await member('normal');
    const asked = await api.post(
      '/my/inquiries',
      { category: 'payment', title: '환불 문의', body: '열 글자가 넘는 질문입니다.' },
      seeker.accessToken,
    );
    const id = asked.body.inquiry.id;
    const answer = (text: string) => api.post(`/admin/inquiries/${id}/answer`, { answer: text }, admin);
    expect((await answer('결제 내역에서 환불을 요청해주세요.')).status).toBe(200);
    expect((await answer('결제 내역에서 주문을 열고 환불을 요청해주세요.')).status).toBe(200);
    const told = await toldOnce(seeker, `inquiry_answered:${id}`, '/service/ask-user');
    expect(told.title).toBe('1:1 문의에 답변이 등록되었습니다');
    expect(told.body).toBe('‘환불 문의’ 문의에 답변이 등록되었습니다.\n\n결제 내역에서 환불을 요청해주세요.');
    expect(await notificationsOf(seeker)).toHaveLength(1);
  });
});
