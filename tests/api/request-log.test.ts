import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/src/app';
import { createLogger } from '../../api/src/logger';
import { createHarness, DIALECTS, type Harness } from './harness';

const WEB = 'https://bbangjob.example';

/** The api's request log, read as it is written, never holds the secret of a mailed link. */
describe.each(DIALECTS)('the request log (%s)', (dialect) => {
  let api: Harness;
  beforeAll(async () => {
    api = await createHarness(dialect, { PUBLIC_URL: WEB });
  });
  afterAll(() => api.close());

  /** The same api, logging at info into `lines`. */
  function loggedApi() {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const app = createApi({ ...api.deps, logger: createLogger('info', sink) });
    const send = (method: string, path: string, body?: unknown) =>
      app.request(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    return { lines, send };
  }

  async function mailedToken(email: string, path: string): Promise<string> {
    const mail = await api.db
      .selectFrom('outbox_mails')
      .select('text_body')
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return new RegExp(`${WEB}${path}([A-Za-z0-9_-]+)`).exec(mail.text_body)![1]!;
  }

  it('keeps the path of every request but no reset, verification or unsubscribe token', async () => {
    const { lines, send } = loggedApi();
    const member = await api.signUp();
    const email = `${member.userId}@example.com`;
    const verify = await mailedToken(email, '/account/verify-email/');
    expect((await send('POST', '/verify-email', { token: verify })).status).toBe(200);
    expect((await send('POST', '/find-password', { userId: member.userId, email })).status).toBe(200);
    const reset = await mailedToken(email, '/account/reset-password/');
    expect((await send('GET', `/reset-password/${reset}`)).status).toBe(200);
    expect((await send('POST', '/reset-password', { token: reset, newPassword: 'crust5678' })).status).toBe(200);
    // a refused link is logged the same way
    expect((await send('GET', `/reset-password/${reset}`)).status).toBe(410);
    const { id } = (await api.deps.users.findByUserId(member.userId))!;
    const unsubscribe = api.deps.unsubscribe.sign({ userId: id, scope: 'application_status' });
    expect((await send('GET', `/unsubscribe?token=${encodeURIComponent(unsubscribe)}`)).status).toBe(200);
    expect((await send('POST', '/unsubscribe', { token: unsubscribe })).status).toBe(200);

    const requests = lines.map((line) => JSON.parse(line) as { msg: string; method: string; path: string });
    expect(requests.filter((line) => line.msg === 'request').map((line) => `${line.method} ${line.path}`)).toEqual([
      'POST /verify-email',
      'POST /find-password',
      'GET /reset-password/[redacted]',
      'POST /reset-password',
      'GET /reset-password/[redacted]',
      'GET /unsubscribe',
      'POST /unsubscribe',
    ]);
    const log = lines.join('\n');
    for (const token of [verify, reset, unsubscribe, encodeURIComponent(unsubscribe)]) expect(log).not.toContain(token);
  });
});

it('censors a field named for a secret in any line of the log', () => {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  logger.info({ token: 'live-link', body: { token: 'live-link', newPassword: 'crust5678' } }, 'a careless line');
  expect(lines.join('')).not.toMatch(/live-link|crust5678/);
  expect(JSON.parse(lines[0]!)).toMatchObject({ token: '[redacted]', body: { token: '[redacted]' } });
});
