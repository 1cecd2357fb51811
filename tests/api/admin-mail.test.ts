import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMail } from '#contracts/mail';
import { seedDemoAccounts } from '../../api/src/db/seed';
import { type SmtpSink, startSmtpSink } from '../smtp-sink';
import { createHarness, DIALECTS, type Harness } from './harness';

const PUBLIC_URL = 'https://bbangjob.example';

/** /admin/mail: the operator reads what was sent, to whom (masked), when, and what failed. */
describe.each(DIALECTS)('the operator’s mail log (%s)', (dialect) => {
  let api: Harness;
  let sink: SmtpSink;
  let admin: string;
  let seekerId: number;
  let companyId: number;
  const received: ParsedMail[] = [];

  beforeAll(async () => {
    // the demo company's address refuses mail for good
    sink = await startSmtpSink({
      port: 0,
      receive: async (raw) => void received.push(await simpleParser(raw)),
      refuse: (to) => (to === 'bakery01@example.com' ? { code: 550, message: 'Mailbox unavailable' } : null),
    });
    api = await createHarness(dialect, { PUBLIC_URL, SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    await seedDemoAccounts(api.db, api.clock);
    admin = (await api.post('/login', { userId: 'admin', password: 'admin1234' })).body.accessToken;
    seekerId = (await api.deps.users.findByUserId('baker01'))!.id;
    companyId = (await api.deps.users.findByUserId('bakery01'))!.id;
  });
  afterAll(async () => {
    await api.close();
    await sink.close();
  });

  let events = 0;
  async function tell(userId: number, title: string, kind: 'application_status' | 'application_received') {
    events += 1;
    api.clock.advance(1_000);
    await api.db.transaction().execute((trx) =>
      api.deps.messages.notify(trx, {
        kind,
        userId,
        eventKey: `admin-mail:${events}`,
        title,
        body: '지원 내역에서 확인해주세요.',
        link: '/resume/apply-job-info',
      }),
    );
  }

  it('is for operators only', async () => {
    expect((await api.get('/admin/mail')).status).toBe(401);
    const member = (await api.post('/login', { userId: 'baker01', password: 'baker1234' })).body.accessToken;
    const res = await api.get('/admin/mail', member);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('운영자만 이용할 수 있습니다.');
    expect((await api.get('/admin/mail/1', member)).status).toBe(403);
  });

  it('lists mail newest first with the recipient masked, filtered by status, and opens one in full', async () => {
    await tell(seekerId, '지원서를 기업이 열람했습니다', 'application_status');
    await tell(companyId, '새 지원자가 있습니다', 'application_received');
    expect(await api.deps.outbox.deliverDue()).toMatchObject({ sent: 1, failed: 1 });
    await tell(seekerId, '서류합격을 축하드립니다', 'application_status');

    const all = await api.get('/admin/mail', admin);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 20, delivering: true });
    const items: AdminMail[] = all.body.items;
    expect(items.map((mail) => [mail.subject, mail.to, mail.status])).toEqual([
      ['[빵잡] 서류합격을 축하드립니다', 'ba****@example.com', 'pending'],
      ['[빵잡] 새 지원자가 있습니다', 'ba****@example.com', 'failed'],
      ['[빵잡] 지원서를 기업이 열람했습니다', 'ba****@example.com', 'sent'],
    ]);
    expect(JSON.stringify(all.body)).not.toContain('baker01@');
    const [pending, failed, sent] = items;
    expect(pending).toMatchObject({ kindLabel: '지원 결과 (열람·서류합격·불합격)', attempts: 0, sentAt: null });
    expect(pending!.nextAttemptAt).toBe(pending!.createdAt);
    expect(failed).toMatchObject({ kind: 'application_received', kindLabel: '새 지원자', attempts: 1, sentAt: null });
    expect(failed!.lastError).toContain('550 Mailbox unavailable');
    expect(failed!.nextAttemptAt).toBeNull();
    expect(sent).toMatchObject({ attempts: 1, lastError: null, nextAttemptAt: null });
    expect(sent!.sentAt).not.toBeNull();

    const onlyFailed = await api.get('/admin/mail?status=failed', admin);
    expect(onlyFailed.body.items.map((mail: AdminMail) => mail.id)).toEqual([failed!.id]);
    expect(onlyFailed.body.total).toBe(1);

    const opened = await api.get(`/admin/mail/${pending!.id}`, admin);
    expect(opened.status).toBe(200);
    expect(opened.body.mail).toMatchObject({ id: pending!.id, to: 'ba****@example.com' });
    expect(opened.body.mail.text).toContain('지원 내역에서 확인해주세요.');
    expect(opened.body.mail.text).toContain(`자세히 보기: ${PUBLIC_URL}/resume/apply-job-info`);
  });

  it('names and sizes the files a mail carried, without their content', async () => {
    events += 1;
    await api.db.transaction().execute((trx) =>
      api.deps.messages.notify(trx, {
        kind: 'interview_proposed',
        userId: seekerId,
        eventKey: `admin-mail:${events}`,
        title: '면접이 확정되었습니다',
        body: '캘린더 파일을 첨부했습니다.',
        link: '/resume/apply-job-info',
        attachments: [
          {
            filename: '면접.ics',
            contentType: 'text/calendar; charset=utf-8; method=REQUEST',
            content: 'BEGIN:VCALENDAR\r\n빵',
          },
        ],
      }),
    );
    const { items } = (await api.get('/admin/mail', admin)).body as { items: AdminMail[] };
    const opened = await api.get(`/admin/mail/${items[0]!.id}`, admin);
    expect(opened.body.mail.attachments).toEqual([
      { filename: '면접.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', bytes: 20 },
    ]);
    expect(JSON.stringify(opened.body)).not.toContain('BEGIN:VCALENDAR');
  });

  it('pages by twenty', async () => {
    for (let n = 0; n < 21; n += 1) await tell(seekerId, `알림 ${n}`, 'application_status');
    const first = await api.get('/admin/mail?status=pending', admin);
    const second = await api.get('/admin/mail?status=pending&page=2', admin);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0]!.subject).toBe('[빵잡] 알림 20');
    expect(second.body.items).toHaveLength(first.body.total - 20);
    const ids = [...first.body.items, ...second.body.items].map((mail: AdminMail) => mail.id);
    expect(new Set(ids).size).toBe(first.body.total);
  });

  it('sends a test mail to the operator’s own address through the outbox', async () => {
    const member = (await api.post('/login', { userId: 'baker01', password: 'baker1234' })).body.accessToken;
    expect((await api.post('/admin/mail/test', undefined, member)).status).toBe(403);

    const res = await api.post('/admin/mail/test', undefined, admin);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('시험 메일을 보내는 중입니다. 몇 초 뒤 새로 고쳐 상태를 확인하세요.');
    expect(res.body.mail).toMatchObject({
      kind: 'mail_test',
      kindLabel: '시험 메일',
      to: 'ad****@example.com',
      subject: '[빵잡] 시험 메일',
      status: 'pending',
    });
    await api.deps.outbox.deliverDue();
    const [mail] = received.filter((m) => m.subject === '[빵잡] 시험 메일');
    expect(mail?.to).toMatchObject({ text: 'admin@example.com' });
    expect(mail!.text).toContain(`보낸 메일 보기: ${PUBLIC_URL}/admin/mail`);
    expect((await api.get(`/admin/mail/${res.body.mail.id}`, admin)).body.mail.status).toBe('sent');
    const log = await api.get('/admin/actions', admin);
    // the opening just now, then the sending
    expect(log.body.items.slice(0, 2)).toMatchObject([
      { action: 'mail.view', targetId: res.body.mail.id },
      { action: 'mail.test', targetId: res.body.mail.id, detail: 'ad****@example.com' },
    ]);
  });

  /** The mail of `kind` last queued to `email`, through the operator's list (the list shows no address). */
  async function lastMailId(kind: string) {
    const list = await api.get('/admin/mail', admin);
    return (list.body.items as AdminMail[]).find((mail) => mail.kind === kind)!.id;
  }
  const linkIn = (mail: ParsedMail | undefined, path: string) =>
    mail?.text?.match(new RegExp(`${PUBLIC_URL}${path}[A-Za-z0-9_-]+`))?.[0];

  it('hides the tokens of reset and verification links and the full address, while the mailbox’s copy opens', async () => {
    const account = await api.signUp(api.normalUser({ userId: 'hanapark1', email: 'hana.park@example.com' }));
    await api.deps.outbox.deliverDue();
    const verification = received.filter((mail) => mail.subject === '[빵잡] 이메일 주소를 인증해주세요').at(-1);
    const verifyLink = linkIn(verification, '/account/verify-email/');
    expect(verifyLink).toBeDefined();

    const opened = await api.get(`/admin/mail/${await lastMailId('verify_email')}`, admin);
    expect(opened.status).toBe(200);
    expect(opened.body.mail).toMatchObject({ kind: 'verify_email', to: 'ha****@example.com', linksHidden: true });
    expect(opened.body.mail.text).toContain(`이메일 인증하기: ${PUBLIC_URL}/account/verify-email/••••`);
    // the mail names the address it verifies; the operator reads it masked like the recipient column
    expect(opened.body.mail.text).toContain('등록하신 이메일 주소(ha****@example.com)');
    expect(JSON.stringify(opened.body)).not.toContain('hana.park@');
    expect(JSON.stringify(opened.body)).not.toContain(verifyLink!.split('/').at(-1));

    // the link in the mailbox still works: hiding it in the view changed nothing for the member
    const token = verifyLink!.split('/').at(-1)!;
    expect((await api.post('/verify-email', { token })).status).toBe(200);
    expect((await api.post('/find-password', { userId: account.userId, email: 'hana.park@example.com' })).status).toBe(
      200,
    );
    await api.deps.outbox.deliverDue();
    const reset = received.filter((mail) => mail.subject === '[빵잡] 비밀번호 재설정 안내').at(-1);
    const resetToken = linkIn(reset, '/account/reset-password/')!.split('/').at(-1)!;
    const resetMail = await api.get(`/admin/mail/${await lastMailId('reset_password')}`, admin);
    expect(resetMail.body.mail).toMatchObject({ kind: 'reset_password', linksHidden: true });
    expect(resetMail.body.mail.text).toContain(`비밀번호 재설정하기: ${PUBLIC_URL}/account/reset-password/••••`);
    expect(JSON.stringify(resetMail.body)).not.toContain(resetToken);
    expect((await api.get(`/reset-password/${resetToken}`)).status).toBe(200);

    // a mail without single-use links is shown whole
    const test = (await api.post('/admin/mail/test', undefined, admin)).body.mail;
    expect(test).toMatchObject({ linksHidden: false });
    expect(test.text).toContain(`보낸 메일 보기: ${PUBLIC_URL}/admin/mail`);
  });

  it('writes every opening of a mail to the operator log', async () => {
    const id = await lastMailId('verify_email');
    const before = (await api.get('/admin/actions', admin)).body.total;
    await api.get(`/admin/mail/${id}`, admin);
    await api.get(`/admin/mail/${id}`, admin);
    const log = await api.get('/admin/actions', admin);
    expect(log.body.total).toBe(before + 2);
    expect(log.body.items.slice(0, 2)).toEqual([
      expect.objectContaining({ admin: 'admin', action: 'mail.view', targetKind: 'mail', targetId: id }),
      expect.objectContaining({ action: 'mail.view', targetId: id, detail: '이메일 인증 · ha****@example.com' }),
    ]);
    // a mail that does not exist opens nothing and logs nothing
    await api.get('/admin/mail/999999', admin);
    expect((await api.get('/admin/actions', admin)).body.total).toBe(before + 2);
  });

  it('answers bad filters, pages and ids in Korean', async () => {
    const badStatus = await api.get('/admin/mail?status=lost', admin);
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe('메일 상태를 목록에서 골라주세요.');
    const badPage = await api.get('/admin/mail?page=0', admin);
    expect(badPage.status).toBe(400);
    expect(badPage.body.message).toBe('페이지 번호가 올바르지 않습니다.');
    for (const path of ['/admin/mail/999999', '/admin/mail/abc', '/admin/mail/1e3']) {
      const res = await api.get(path, admin);
      expect(res.status, path).toBe(404);
      expect(res.body.message, path).toBe('메일을 찾을 수 없습니다.');
    }
  });

  it('says when mail is kept rather than sent, and shows kept links whole for a fresh clone (no SMTP_URL)', async () => {
    const kept = await createHarness(dialect, { PUBLIC_URL });
    try {
      await seedDemoAccounts(kept.db, kept.clock);
      const token = (await kept.post('/login', { userId: 'admin', password: 'admin1234' })).body.accessToken;
      expect((await kept.get('/admin/mail', token)).body).toMatchObject({ delivering: false, total: 0, items: [] });
      await kept.signUp(kept.normalUser({ email: 'hana.park@example.com' }));
      const [mail] = (await kept.get('/admin/mail', token)).body.items as AdminMail[];
      const opened = (await kept.get(`/admin/mail/${mail!.id}`, token)).body.mail;
      expect(opened).toMatchObject({ kind: 'verify_email', linksHidden: false });
      // the operator of a fresh clone follows the link from here: it verifies the address
      const link = opened.text!.match(/\/account\/verify-email\/([A-Za-z0-9_-]{43})/);
      expect(link).not.toBeNull();
      expect((await kept.post('/verify-email', { token: link![1] })).status).toBe(200);
      expect(opened.text).not.toContain('hana.park@');
    } finally {
      await kept.close();
    }
  });
});
