import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config';
import { switchableKinds } from '../../api/src/messages/kinds';
import { vapidPair } from '../fakes/push-service';
import { createHarness, DIALECTS, type Harness } from './harness';

/** The outbox's write side: an event becomes one 알림 and, as the member chose, one mail row. */
describe.each(DIALECTS)('messages (%s)', (dialect) => {
  let api: Harness;
  beforeAll(async () => {
    api = await createHarness(dialect, { PUBLIC_URL: 'https://bbangjob.example' });
  });
  afterAll(() => api.close());

  async function memberId(userId: string) {
    const row = await api.db.selectFrom('users').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
    return row.id;
  }

  const rowsFor = (eventKey: string) =>
    Promise.all([
      api.db.selectFrom('notifications').selectAll().where('event_key', '=', eventKey).execute(),
      api.db.selectFrom('outbox_mails').selectAll().where('event_key', '=', eventKey).execute(),
    ]);

  it('writes one 알림 and one mail per event, however often the event is told', async () => {
    const { userId } = await api.signUp();
    const seeker = await memberId(userId);
    const notice = {
      kind: 'application_status' as const,
      userId: seeker,
      eventKey: `application_status:1:viewed:${seeker}`,
      title: '지원서를 기업이 열람했습니다',
      body: '달빛제과가 <제빵사> 공고에 보내신 지원서를 열람했습니다.',
      link: '/resume/apply-job-info',
    };
    const told = await api.db.transaction().execute((trx) => api.deps.messages.notify(trx, notice));
    const again = await api.db.transaction().execute((trx) => api.deps.messages.notify(trx, notice));
    expect([told, again]).toEqual([true, false]);

    const [notifications, mails] = await rowsFor(notice.eventKey);
    expect(notifications).toHaveLength(1);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({
      to_address: `${userId}@example.com`,
      status: 'pending',
      subject: '[빵잡] 지원서를 기업이 열람했습니다',
    });
    expect(mail.text_body).toContain('https://bbangjob.example/resume/apply-job-info');
    expect(mail.text_body).toContain('https://bbangjob.example/user/notifications/settings');
    // an application's own progress is its transaction: no unsubscribe link
    expect(mail.text_body).not.toContain('/unsubscribe/');
    // the HTML escapes what members wrote
    expect(mail.html_body).toContain('&lt;제빵사&gt;');
  });

  it('keeps the 알림 but sends no mail of a kind the member turned off; money is always mailed', async () => {
    const seeker = await memberId((await api.signUp()).userId);
    await api.db
      .insertInto('mail_settings')
      .values([
        { user_id: seeker, kind: 'scrap_closing', mail_enabled: 0, updated_at: '2026-11-23T09:00:00.000Z' },
        { user_id: seeker, kind: 'payment_confirmed', mail_enabled: 0, updated_at: '2026-11-23T09:00:00.000Z' },
      ])
      .execute();
    const base = { userId: seeker, title: '제목', body: '본문', link: '/resume' };
    await api.db.transaction().execute(async (trx) => {
      await api.deps.messages.notify(trx, { ...base, kind: 'scrap_closing', eventKey: `scrap_closing:${seeker}` });
      await api.deps.messages.notify(trx, { ...base, kind: 'payment_confirmed', eventKey: `payment:${seeker}` });
    });
    const [closingNotes, closingMails] = await rowsFor(`scrap_closing:${seeker}`);
    expect([closingNotes.length, closingMails.length]).toEqual([1, 0]);
    const [, paymentMails] = await rowsFor(`payment:${seeker}`);
    expect(paymentMails).toHaveLength(1);
    expect(switchableKinds('normal')).not.toContain('payment_confirmed');
  });

  it('mails alerts only to a verified address, with a signed unsubscribe link', async () => {
    const seeker = await memberId((await api.signUp()).userId);
    const notice = {
      userId: seeker,
      kind: 'job_alert_digest' as const,
      title: '맞춤 공고',
      body: '새 공고 3건',
      link: '/info/job-info-list',
    };
    await api.db
      .transaction()
      .execute((trx) => api.deps.messages.notify(trx, { ...notice, eventKey: `digest:a:${seeker}` }));
    expect((await rowsFor(`digest:a:${seeker}`))[1]).toHaveLength(0);

    await api.db
      .updateTable('users')
      .set({ email_verified_at: '2026-11-23T09:00:00.000Z' })
      .where('id', '=', seeker)
      .execute();
    await api.db
      .transaction()
      .execute((trx) =>
        api.deps.messages.notify(trx, { ...notice, eventKey: `digest:b:${seeker}`, unsubscribeScope: 'alert-7' }),
      );
    const [mail] = (await rowsFor(`digest:b:${seeker}`))[1];
    const token = /https:\/\/bbangjob\.example\/unsubscribe\/(\S+)/.exec(mail!.text_body)![1]!;
    expect(mail!.unsubscribe_url).toBe(`https://bbangjob.example/unsubscribe/${token}`);
    expect(api.deps.unsubscribe.verify(token)).toEqual({ userId: seeker, scope: 'alert-7' });
    expect(api.deps.unsubscribe.verify(`${token.slice(0, -1)}x`)).toBeNull();
    expect(api.deps.unsubscribe.verify('garbage')).toBeNull();
    // 32 characters, more bytes: refused, not thrown
    expect(api.deps.unsubscribe.verify(`${token.split('.')[0]}.${'가'.repeat(32)}`)).toBeNull();
  });

  it('rolls the message back with its event', async () => {
    const seeker = await memberId((await api.signUp()).userId);
    const eventKey = `rolled-back:${seeker}`;
    await expect(
      api.db.transaction().execute(async (trx) => {
        await api.deps.messages.notify(trx, {
          userId: seeker,
          kind: 'inquiry_answered',
          eventKey,
          title: 't',
          body: 'b',
          link: '/',
        });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await rowsFor(eventKey)).toEqual([[], []]);
  });
});

describe('mail settings', () => {
  it('need PUBLIC_URL in production, and default to the local web without it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/PUBLIC_URL/);
    const local = loadConfig({ NODE_ENV: 'development', PORT: '3100' }).mail;
    expect(local).toEqual({ smtpUrl: null, from: '빵잡 <no-reply@bbangjob.kr>', publicUrl: 'http://localhost:3100' });
    const production = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://bbangjob.example/',
      BANK_ACCOUNT: '신한은행|110-123-456789|(주)빵잡',
      SMTP_URL: 'smtp://user:pass@smtp.example.com:587',
      ...vapidPair,
    }).mail;
    expect(production).toMatchObject({
      smtpUrl: 'smtp://user:pass@smtp.example.com:587',
      publicUrl: 'https://bbangjob.example',
    });
    expect(() => loadConfig({ NODE_ENV: 'test', SMTP_URL: 'http://smtp.example.com' })).toThrow(/SMTP_URL/);
  });
});
