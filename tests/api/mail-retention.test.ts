import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminMail, MAIL_KEEP_DAYS, MAIL_TEXT_KEEP_DAYS } from '#contracts/mail';
import { seedDemoAccounts } from '../../api/src/db/seed';
import { type SmtpSink, startSmtpSink } from '../smtp-sink';
import { createHarness, DIALECTS, type Harness } from './harness';

const PUBLIC_URL = 'https://bbangjob.example';
const DAY = 86_400_000;

/**
 * What the outbox keeps, and for how long: once mail really leaves, a mail that left keeps its text
 * a week, then only its subject, kind, status and masked recipient; every mail goes after 90 days.
 * Without SMTP_URL the kept mail stays whole until then: a fresh clone follows its links.
 */
describe.each(DIALECTS)('what the outbox keeps, and how long (%s)', (dialect) => {
  let api: Harness;
  let sink: SmtpSink;
  let admin: string;

  beforeAll(async () => {
    sink = await startSmtpSink({
      port: 0,
      receive: async () => {},
      refuse: (to) => (to === 'gone.box@example.com' ? { code: 550, message: `${to}: Mailbox unavailable` } : null),
    });
    api = await createHarness(dialect, { PUBLIC_URL, SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    await seedDemoAccounts(api.db, api.clock);
  });
  afterAll(async () => {
    await api.close();
    await sink.close();
  });

  const signIn = async () => {
    admin = (await api.post('/login', { userId: 'admin', password: 'admin1234' })).body.accessToken;
  };
  const rowOf = (email: string) =>
    api.db
      .selectFrom('outbox_mails')
      .selectAll()
      .where('kind', '=', 'verify_email')
      .where('to_address', 'in', [email, `${email.slice(0, 2)}****${email.slice(email.indexOf('@'))}`]);

  it(`keeps a mail that left whole for ${MAIL_TEXT_KEEP_DAYS} days, then only its subject, kind, status and masked recipient`, async () => {
    await api.signUp(api.normalUser({ email: 'mina.kim@example.com' }));
    await api.signUp(api.normalUser({ email: 'gone.box@example.com' }));
    expect(await api.deps.outbox.deliverDue()).toMatchObject({ sent: 1, failed: 1 });
    const sent = await rowOf('mina.kim@example.com').executeTakeFirstOrThrow();
    const failed = await rowOf('gone.box@example.com').executeTakeFirstOrThrow();
    expect(failed.last_error).toContain('gone.box@example.com');

    api.clock.advance(MAIL_TEXT_KEEP_DAYS * DAY - 60_000);
    // a mail made now is still waiting: its text stays whatever its age will be
    await api.signUp(api.normalUser({ email: 'new.comer@example.com' }));
    expect((await api.deps.retention.run()).purged).toMatchObject({ mails: 0, mailTexts: 0 });
    await signIn();
    const early = await api.get(`/admin/mail/${sent.id}`, admin);
    expect(early.body.mail.text).toContain('/account/verify-email/••••');

    api.clock.advance(2 * 60_000);
    expect((await api.deps.retention.run()).purged).toMatchObject({ mails: 0, mailTexts: 2 });
    const opened = await api.get(`/admin/mail/${sent.id}`, admin);
    expect(opened.status).toBe(200);
    expect(opened.body.mail).toMatchObject({
      subject: '[빵잡] 이메일 주소를 인증해주세요',
      kind: 'verify_email',
      status: 'sent',
      to: 'mi****@example.com',
      text: null,
      textRemovedAt: api.clock.now().toISOString(),
      linksHidden: false,
    });
    const [removedSent, removedFailed] = [
      await rowOf('mina.kim@example.com').executeTakeFirstOrThrow(),
      await rowOf('gone.box@example.com').executeTakeFirstOrThrow(),
    ];
    for (const row of [removedSent, removedFailed]) {
      expect(row).toMatchObject({ text_body: '', html_body: '', unsubscribe_url: null });
      expect(JSON.stringify(row)).not.toMatch(/mina\.kim@|gone\.box@|account\/verify-email/);
    }
    expect(removedSent).toMatchObject({ to_address: 'mi****@example.com', status: 'sent', subject: sent.subject });
    expect(removedFailed).toMatchObject({ to_address: 'go****@example.com', status: 'failed' });
    expect(removedFailed.last_error).toContain('go****@example.com: Mailbox unavailable');

    // the list still tells what was sent, to whom (masked) and when; the waiting mail is whole
    const list = (await api.get('/admin/mail', admin)).body.items as AdminMail[];
    expect(list.map((mail) => [mail.to, mail.status])).toEqual([
      ['ne****@example.com', 'pending'],
      ['go****@example.com', 'failed'],
      ['mi****@example.com', 'sent'],
    ]);
    expect((await api.get(`/admin/mail/${list[0]!.id}`, admin)).body.mail.text).toContain('이메일 인증하기');

    // a second pass, here or in another process, finds nothing left to do
    expect((await api.deps.retention.run()).purged).toMatchObject({ mailTexts: 0 });
    expect((await api.anotherProcess().deps.retention.run()).purged).toMatchObject({ mailTexts: 0 });
  });

  it(`keeps no mail past ${MAIL_KEEP_DAYS} days, whatever became of it`, async () => {
    const all = await api.db.selectFrom('outbox_mails').select(['id', 'created_at']).orderBy('id').execute();
    expect(all).toHaveLength(3);
    const newest = all.at(-1)!;
    api.clock.advance(Date.parse(all[0]!.created_at) + MAIL_KEEP_DAYS * DAY - api.clock.now().getTime());
    expect((await api.deps.retention.run()).purged).toMatchObject({ mails: 0 });
    api.clock.advance(1_000);
    // the two made on the first day go; the one made a week later waits its turn
    expect((await api.deps.retention.run()).purged).toMatchObject({ mails: 2 });
    expect(await api.db.selectFrom('outbox_mails').select('id').execute()).toEqual([{ id: newest.id }]);
  });
});

describe.each(DIALECTS)('mail kept without SMTP_URL stays whole until its 90 days (%s)', (dialect) => {
  let api: Harness;
  beforeAll(async () => {
    api = await createHarness(dialect, { PUBLIC_URL });
  });
  afterAll(() => api.close());

  it('its text and links stay readable a week on, and the mail goes after 90 days', async () => {
    await api.signUp(api.normalUser({ email: 'mina.kim@example.com' }));
    api.clock.advance((MAIL_TEXT_KEEP_DAYS + 1) * DAY);
    expect((await api.deps.retention.run()).purged).toMatchObject({ mails: 0, mailTexts: 0 });
    const row = await api.db.selectFrom('outbox_mails').selectAll().executeTakeFirstOrThrow();
    expect(row.text_body).toMatch(/\/account\/verify-email\/[A-Za-z0-9_-]{43}/);
    expect(row).toMatchObject({ to_address: 'mina.kim@example.com', body_removed_at: null });

    api.clock.advance((MAIL_KEEP_DAYS - MAIL_TEXT_KEEP_DAYS) * DAY);
    expect((await api.deps.retention.run()).purged).toMatchObject({ mails: 1 });
    expect(await api.db.selectFrom('outbox_mails').select('id').execute()).toEqual([]);
  });
});
