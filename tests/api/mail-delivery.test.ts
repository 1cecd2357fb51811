import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps } from '../../api/src/deps';
import { createLogger } from '../../api/src/logger';
import type { NotificationKind } from '../../api/src/messages/kinds';
import { createSmtpMailer } from '../../api/src/messages/mailer';
import { createOutbox, MAX_ATTEMPTS, RETRY_DELAYS_MS } from '../../api/src/messages/outbox';
import { type SmtpSink, startSmtpSink } from '../smtp-sink';
import { readableLog } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

const PUBLIC_URL = 'https://bbangjob.example';
const MINUTE = 60_000;

/**
 * The outbox's sender against a real SMTP server on loopback, read back with mailparser: what
 * arrives, what is retried while the server is away, what is refused for good, and that several
 * senders on one database send each mail once.
 */
describe.each(DIALECTS)('mail delivery (%s)', (dialect) => {
  let api: Harness;
  let sink: SmtpSink | null = null;
  let port = 0;
  const received: ParsedMail[] = [];
  /** recipients the server refuses, with the reply it gives */
  const refusals = new Map<string, { code: number; message: string }>();

  async function startServer() {
    sink = await startSmtpSink({
      port,
      receive: async (raw) => void received.push(await simpleParser(raw)),
      refuse: (recipient) => refusals.get(recipient) ?? null,
    });
    port = sink.port;
  }
  async function stopServer() {
    await sink?.close();
    sink = null;
  }

  beforeAll(async () => {
    await startServer();
    api = await createHarness(dialect, { PUBLIC_URL, SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await api.close();
    await stopServer();
  });

  let counter = 0;
  /** A new member with an address of their own, and a way to tell them things. */
  async function member(local = 'baker') {
    counter += 1;
    const email = `${local}${counter}@example.com`;
    const { userId } = await api.signUp(api.normalUser({ email }));
    const { id } = await api.db
      .selectFrom('users')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    // sign-up mails a link that verifies the address: these tests count only the mails they cause
    await api.db.deleteFrom('outbox_mails').where('user_id', '=', id).execute();
    return {
      id,
      email,
      tell: (kind: NotificationKind, eventKey: string, title = '스크랩한 공고가 내일 마감됩니다') =>
        api.db.transaction().execute((trx) =>
          api.deps.messages.notify(trx, {
            kind,
            userId: id,
            eventKey: `${eventKey}:${id}`,
            title,
            body: '스크랩하신 <새벽 제빵사> 공고가 내일 마감됩니다.\n\n지원을 서둘러 주세요.',
            link: '/job-info/12',
          }),
        ),
    };
  }

  const mailsTo = (email: string) =>
    received.filter((mail) => [mail.to ?? []].flat().some((to) => to.value.some((a) => a.address === email)));
  const rowsTo = (email: string) =>
    api.db.selectFrom('outbox_mails').selectAll().where('to_address', '=', email).orderBy('id').execute();

  it('delivers a notice: its subject, Korean text and HTML, absolute links, and List-Unsubscribe when it has one', async () => {
    const seeker = await member();
    await seeker.tell('scrap_closing', 'closing');
    await seeker.tell('application_status', 'status', '지원서를 기업이 열람했습니다');

    expect(await api.deps.outbox.deliverDue()).toEqual({ sent: 2, retried: 0, failed: 0, logged: 0 });
    const [closing, status] = mailsTo(seeker.email);
    expect(mailsTo(seeker.email)).toHaveLength(2);

    expect(closing!.subject).toBe('[빵잡] 스크랩한 공고가 내일 마감됩니다');
    expect(closing!.from?.text).toContain('no-reply@bbangjob.kr');
    expect(closing!.text).toContain('스크랩하신 <새벽 제빵사> 공고가 내일 마감됩니다.');
    expect(closing!.html).toContain('스크랩하신 &lt;새벽 제빵사&gt; 공고가 내일 마감됩니다.');
    expect(closing!.text).toContain(`자세히 보기: ${PUBLIC_URL}/job-info/12`);
    expect(closing!.html).toContain(`href="${PUBLIC_URL}/job-info/12"`);
    // the unsubscribe link works without signing in: its token names this member and this kind
    const unsubscribe = new RegExp(`${PUBLIC_URL}/unsubscribe/(\\S+)`).exec(closing!.text ?? '')!;
    expect(api.deps.unsubscribe.verify(unsubscribe[1]!)).toEqual({ userId: seeker.id, scope: 'scrap_closing' });
    const header = (mail: ParsedMail, key: string) =>
      mail.headerLines.find((line) => line.key === key)?.line.replace(/^[^:]*:\s*/, '');
    expect(header(closing!, 'list-unsubscribe')).toBe(`<${unsubscribe[0]}>`);
    expect(header(closing!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // an application's own progress is its transaction: no unsubscribe, in the text or the headers
    expect(status!.subject).toBe('[빵잡] 지원서를 기업이 열람했습니다');
    expect(status!.text).not.toContain('/unsubscribe/');
    expect(header(status!, 'list-unsubscribe')).toBeUndefined();

    const rows = await rowsTo(seeker.email);
    expect(rows.map((row) => [row.status, row.attempts, row.sent_at])).toEqual([
      ['sent', 1, api.clock.now().toISOString()],
      ['sent', 1, api.clock.now().toISOString()],
    ]);
    expect(new Set([closing!.messageId, status!.messageId]).size).toBe(2);
    // nothing is sent twice
    expect(await api.deps.outbox.deliverDue()).toMatchObject({ sent: 0 });
  });

  it('loses nothing while the mail server is down, and delivers every mail once when it is back', async () => {
    const seeker = await member();
    await stopServer();
    for (const key of ['a', 'b', 'c']) await seeker.tell('scrap_closing', `down-${key}`);

    expect(await api.deps.outbox.deliverDue()).toEqual({ sent: 0, retried: 3, failed: 0, logged: 0 });
    let rows = await rowsTo(seeker.email);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(rows[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);
    // not before the wait is over
    expect(await api.deps.outbox.deliverDue()).toMatchObject({ retried: 0 });
    api.clock.advance(RETRY_DELAYS_MS[0]!);
    expect(await api.deps.outbox.deliverDue()).toMatchObject({ retried: 3 });

    await startServer();
    api.clock.advance(RETRY_DELAYS_MS[1]!);
    expect(await api.deps.outbox.deliverDue()).toMatchObject({ sent: 3 });
    expect(await api.deps.outbox.deliverDue()).toMatchObject({ sent: 0, retried: 0 });
    const mails = mailsTo(seeker.email);
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(3);
    rows = await rowsTo(seeker.email);
    expect(rows.map((row) => [row.status, row.attempts, row.last_error])).toEqual([
      ['sent', 3, null],
      ['sent', 3, null],
      ['sent', 3, null],
    ]);
  });

  it('marks a mail failed at once when the server refuses it for good (5xx), and retries a 4xx', async () => {
    const refused = await member('refused');
    const busy = await member('busy');
    refusals.set(refused.email, { code: 550, message: 'No such mailbox' });
    refusals.set(busy.email, { code: 451, message: 'Try again later' });
    await refused.tell('scrap_closing', 'refused');
    await busy.tell('scrap_closing', 'busy');

    expect(await api.deps.outbox.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 1, logged: 0 });
    const [refusedRow] = await rowsTo(refused.email);
    expect(refusedRow).toMatchObject({ status: 'failed', attempts: 1, claimed_until: null });
    expect(refusedRow!.last_error).toContain('550 No such mailbox');
    const [busyRow] = await rowsTo(busy.email);
    expect(busyRow).toMatchObject({ status: 'pending', attempts: 1 });
    expect(busyRow!.last_error).toContain('451 Try again later');

    // a failed mail is never tried again
    api.clock.advance(2 * 60 * MINUTE);
    refusals.delete(refused.email);
    refusals.delete(busy.email);
    await api.deps.outbox.deliverDue();
    expect(mailsTo(refused.email)).toHaveLength(0);
    expect(mailsTo(busy.email)).toHaveLength(1);
  });

  it('tries five times over about an hour, each wait longer, then marks the mail failed', async () => {
    const busy = await member('busy');
    refusals.set(busy.email, { code: 421, message: 'Service not available' });
    await busy.tell('scrap_closing', 'schedule');
    const start = api.clock.now().getTime();
    const tries: number[] = [];

    for (let pass = 0; pass < 120; pass += 1) {
      const before = (await rowsTo(busy.email))[0]!.attempts;
      await api.deps.outbox.deliverDue();
      const row = (await rowsTo(busy.email))[0]!;
      if (row.attempts > before) tries.push((api.clock.now().getTime() - start) / MINUTE);
      if (row.status === 'failed') break;
      api.clock.advance(MINUTE);
    }
    refusals.delete(busy.email);

    expect(MAX_ATTEMPTS).toBe(5);
    expect(tries).toEqual([0, 1, 6, 21, 61]);
    const [row] = await rowsTo(busy.email);
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    expect(row!.last_error).toContain('421');
    api.clock.advance(24 * 60 * MINUTE);
    await api.deps.outbox.deliverDue();
    expect(mailsTo(busy.email)).toHaveLength(0);
  });

  it('sends each mail once when two api processes deliver at the same time', async () => {
    const seeker = await member();
    for (let n = 0; n < 45; n += 1) await seeker.tell('scrap_closing', `shared-${n}`);
    const other = createDeps({
      db: api.db,
      dialect,
      config: api.deps.config,
      logger: createLogger('silent'),
      clock: api.clock,
    });

    let sent = 0;
    for (let round = 0; round < 5 && sent < 45; round += 1) {
      const reports = await Promise.all([api.deps.outbox.deliverDue(), other.outbox.deliverDue()]);
      sent += reports.reduce((sum, report) => sum + report.sent, 0);
    }
    expect(sent).toBe(45);
    const mails = mailsTo(seeker.email);
    expect(mails).toHaveLength(45);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(45);
    expect(new Set((await rowsTo(seeker.email)).map((row) => row.status))).toEqual(new Set(['sent']));
  });

  it('gives back the claimed mails it has no time left to send, so no claim runs out mid-send', async () => {
    const seeker = await member();
    for (let n = 0; n < 6; n += 1) await seeker.tell('scrap_closing', `slow-${n}`);
    const smtp = createSmtpMailer(api.deps.config.mail.smtpUrl!, api.deps.config.mail.from);
    const slow = createOutbox({
      db: api.db,
      clock: api.clock,
      logger: createLogger('silent'),
      mail: api.deps.config.mail,
      // a server that takes a minute per mail: the five-minute claim covers four sends
      mailer: {
        send: async (mail) => {
          await smtp.send(mail);
          api.clock.advance(MINUTE);
        },
        close: () => smtp.close(),
      },
    });
    expect(await slow.deliverDue()).toMatchObject({ sent: 4 });
    const rows = await rowsTo(seeker.email);
    expect(rows.map((row) => [row.status, row.claimed_until])).toEqual([
      ...Array.from({ length: 4 }, () => ['sent', null]),
      ['pending', null],
      ['pending', null],
    ]);
    // given back, they leave with the next pass, each once
    expect(await api.deps.outbox.deliverDue()).toMatchObject({ sent: 2 });
    const mails = mailsTo(seeker.email);
    expect(mails).toHaveLength(6);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(6);
  });

  it('runs as a loop that, when stopped, sends and marks the mail in hand and gives the rest back', async () => {
    const seeker = await member();
    for (let n = 0; n < 3; n += 1) await seeker.tell('scrap_closing', `stop-${n}`);
    const smtp = createSmtpMailer(api.deps.config.mail.smtpUrl!, api.deps.config.mail.from);
    let inHand = 0;
    let letGo = () => {};
    const released = new Promise<void>((resolve) => (letGo = resolve));
    const outbox = createOutbox({
      db: api.db,
      clock: api.clock,
      logger: createLogger('silent'),
      mail: api.deps.config.mail,
      mailer: {
        send: async (mail) => {
          inHand += 1;
          await released;
          await smtp.send(mail);
        },
        close: () => smtp.close(),
      },
    });
    const loop = outbox.start();
    await expect.poll(() => inHand).toBe(1);
    const stopped = loop.stop();
    letGo();
    await stopped;

    const rows = await rowsTo(seeker.email);
    expect(rows.map((row) => [row.status, row.claimed_until])).toEqual([
      ['sent', null],
      ['pending', null],
      ['pending', null],
    ]);
    expect(mailsTo(seeker.email)).toHaveLength(1);
    expect(inHand).toBe(1);
    // the next process to pass sends the two given back
    expect(await api.deps.outbox.deliverDue()).toMatchObject({ sent: 2 });
    expect(mailsTo(seeker.email)).toHaveLength(3);
  });

  it('sends a mail again, under the same Message-ID, only when a sender stopped between sending and marking', async () => {
    const seeker = await member();
    await seeker.tell('scrap_closing', 'crash');
    const smtp = createSmtpMailer(api.deps.config.mail.smtpUrl!, api.deps.config.mail.from);
    const crashing = createOutbox({
      db: api.db,
      clock: api.clock,
      logger: createLogger('silent'),
      mail: api.deps.config.mail,
      // the mail leaves, then the process dies before it can mark the row
      mailer: {
        send: async (mail) => {
          await smtp.send(mail);
          throw new Error('process ended');
        },
        close: () => smtp.close(),
      },
    });
    await expect(crashing.deliverDue()).rejects.toThrow('process ended');
    expect(mailsTo(seeker.email)).toHaveLength(1);

    // another sender leaves the claimed mail alone while the claim holds
    expect(await api.deps.outbox.deliverDue()).toMatchObject({ sent: 0 });
    api.clock.advance(5 * MINUTE);
    expect(await api.deps.outbox.deliverDue()).toMatchObject({ sent: 1 });
    const [first, second] = mailsTo(seeker.email);
    expect(second?.messageId).toBe(first!.messageId);
    expect(second!.text).toBe(first!.text);
  });

  it('names each mail it sent in the log (id, kind, masked recipient), never its links', async () => {
    const { logger, lines } = readableLog();
    const smtp = createSmtpMailer(api.deps.config.mail.smtpUrl!, api.deps.config.mail.from);
    const outbox = createOutbox({ db: api.db, clock: api.clock, logger, mail: api.deps.config.mail, mailer: smtp });
    await api.signUp(api.normalUser({ email: 'log.reader@example.com' }));
    try {
      await outbox.deliverDue();
    } finally {
      smtp.close();
    }
    const [row] = await rowsTo('log.reader@example.com');
    expect(lines.filter((line) => line.msg === 'mail sent')).toContainEqual(
      expect.objectContaining({ level: 30, mailId: row!.id, kind: 'verify_email', to: 'lo****@example.com' }),
    );
    const token = /verify-email\/([A-Za-z0-9_-]{43})/.exec(mailsTo('log.reader@example.com')[0]!.text ?? '')![1]!;
    const logged = JSON.stringify(lines);
    for (const secret of [token, '/account/verify-email', 'log.reader@']) expect(logged).not.toContain(secret);
  });
});

describe.each(DIALECTS)('mail kept without SMTP_URL (%s)', (dialect) => {
  let api: Harness;
  const { logger, lines } = readableLog();
  beforeAll(async () => {
    api = await createHarness(dialect, { PUBLIC_URL });
  });
  afterAll(() => api.close());

  it('writes one log line per mail, with its subject, masked recipient and link, and keeps it pending', async () => {
    const { userId } = await api.signUp(api.normalUser({ email: 'baker.kim@example.com' }));
    const { id } = await api.db
      .selectFrom('users')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    // sign-up mails a link that verifies the address: this test counts only the mails it causes
    await api.db.deleteFrom('outbox_mails').where('user_id', '=', id).execute();
    const tell = (eventKey: string) =>
      api.db.transaction().execute((trx) =>
        api.deps.messages.notify(trx, {
          kind: 'application_status',
          userId: id,
          eventKey,
          title: '서류합격을 축하드립니다',
          body: '달빛제과에서 연락드릴 예정입니다.',
          link: '/resume/apply-job-info',
        }),
      );
    const config = api.deps.config;
    expect(config.mail.smtpUrl).toBeNull();
    const processes = [
      createOutbox({ db: api.db, clock: api.clock, logger, mail: config.mail }),
      createOutbox({ db: api.db, clock: api.clock, logger, mail: config.mail }),
    ];

    await tell('kept-1');
    await tell('kept-2');
    await Promise.all(processes.map((outbox) => outbox.deliverDue()));
    await Promise.all(processes.map((outbox) => outbox.deliverDue()));
    await tell('kept-3');
    await processes[1]!.deliverDue();
    await processes[0]!.deliverDue();

    const kept = lines.filter((line) => line.msg === 'mail kept in the outbox (no SMTP_URL): read it at /admin/mail');
    expect(kept).toHaveLength(3);
    expect(kept[0]).toMatchObject({
      subject: '[빵잡] 서류합격을 축하드립니다',
      to: 'ba****@example.com',
      links: [`${PUBLIC_URL}/resume/apply-job-info`],
    });
    expect(JSON.stringify(lines)).not.toContain('baker.kim@');
    const rows = await api.db.selectFrom('outbox_mails').selectAll().execute();
    expect(rows.map((row) => [row.status, row.attempts, row.logged_at !== null])).toEqual([
      ['pending', 0, true],
      ['pending', 0, true],
      ['pending', 0, true],
    ]);
  });
});
