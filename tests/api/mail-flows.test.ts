import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobInfoInputSchema } from '#contracts/job-info';
import { type SmtpSink, startSmtpSink } from '../smtp-sink';
import { postingInput } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

const PUBLIC_URL = 'https://bbangjob.example';

/**
 * A job seeker's whole loop through a real SMTP server: sign up, verify the address from the mail,
 * save a 맞춤 공고 alert, receive the digest (npm run digest does what `jobAlertDigest.run` does),
 * and stop it from the mail's own link without signing in.
 */
describe.each(DIALECTS)('the mail a job seeker gets, over SMTP (%s)', (dialect) => {
  let api: Harness;
  let sink: SmtpSink;
  const inbox: ParsedMail[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink({ port: 0, receive: async (raw) => void inbox.push(await simpleParser(raw)) });
    api = await createHarness(dialect, { PUBLIC_URL, SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
  });
  afterAll(async () => {
    await api.close();
    await sink.close();
  });

  /** Sends what is due and returns the mail that arrived for `to` with a subject containing `subject`. */
  async function delivered(to: string, subject: string): Promise<ParsedMail> {
    await api.deps.outbox.deliverDue();
    const mail = inbox.find((m) => m.subject?.includes(subject) && JSON.stringify(m.to).includes(to));
    if (!mail) throw new Error(`no mail "${subject}" for ${to}: ${inbox.map((m) => m.subject).join(', ')}`);
    return mail;
  }
  const linkIn = (mail: ParsedMail, path: string) => {
    const found = mail.text?.match(new RegExp(`${PUBLIC_URL}${path}(\\S+)`));
    if (!found) throw new Error(`no ${path} link in:\n${mail.text}`);
    return found[1]!;
  };

  it('verifies the address, saves an alert, reads the digest and unsubscribes from it', async () => {
    const company = await api.signUp(api.companyUser({ email: 'bakery@example.com' }));
    const companyId = (await api.deps.users.findByUserId(company.userId))!.id;
    const seeker = await api.signUp(api.normalUser({ email: 'jiwon@example.com' }));

    const welcome = await delivered('jiwon@example.com', '이메일');
    const verifyToken = linkIn(welcome, '/account/verify-email/');
    expect((await api.post('/verify-email', { token: verifyToken })).status).toBe(200);
    const saved = await api.post(
      '/my/job-alerts',
      { name: '서울 제빵사', filters: 'sido=서울&position=baker' },
      seeker.accessToken,
    );
    expect(saved.status).toBe(201);

    const posting = await api.deps.jobInfos.create(
      companyId,
      jobInfoInputSchema.parse(postingInput('마포 새벽 제빵사')),
    );
    await api.deps.jobInfos.publish(posting.id, 30);
    api.clock.advance(60_000);
    expect(await api.deps.jobAlertDigest.run()).toMatchObject({ told: 1 });

    const digest = await delivered('jiwon@example.com', '맞춤 공고');
    expect(digest.text).toContain('마포 새벽 제빵사');
    expect(digest.text).toContain(`${PUBLIC_URL}/info/job-info/${posting.id}`);
    expect(digest.html).toContain('마포 새벽 제빵사');
    const unsubscribeToken = linkIn(digest, '/unsubscribe/');
    const listUnsubscribe = digest.headerLines.find((header) => header.key === 'list-unsubscribe')?.line;
    // folded over lines as long headers are
    expect(listUnsubscribe?.replace(/\r\n\s+/g, ' ')).toBe(
      `List-Unsubscribe: <${PUBLIC_URL}/unsubscribe/${unsubscribeToken}>`,
    );

    expect((await api.post('/unsubscribe', { token: unsubscribeToken })).status).toBe(200);
    const alerts = await api.get('/my/job-alerts', seeker.accessToken);
    expect(alerts.body.items).toEqual([]);
  });
});
