import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../api/src/app';
import { createLogger } from '../../api/src/logger';
import { createHarness, DIALECTS, type Harness } from './harness';
import { applicationPair, insertInterview, kst } from './interview-fixtures';

const PUBLIC_URL = 'https://bbangjob.example';
const MINUTE = 60_000;

/**
 * 참석 확인 through the day-before mail's link, without signing in: looking it up changes nothing,
 * the first post records it, a replay is refused (409), and a link that is not ours, expired,
 * rescheduled or cancelled is refused (400, 410) — each refusal in Korean, changing nothing, and
 * no token ever in the request log.
 */
describe.each(DIALECTS)('interview attendance (%s)', (dialect) => {
  let api: Harness;

  beforeEach(async () => {
    api = await createHarness(dialect, { PUBLIC_URL });
  });
  afterEach(() => api.close());

  const startsAt = kst('2026-11-25T14:00');
  const confirmedAt = async (id: number) =>
    (
      await api.db
        .selectFrom('interviews')
        .select('attendance_confirmed_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).attendance_confirmed_at;
  const moveTo = (instant: string) => api.clock.advance(Date.parse(instant) - api.clock.now().getTime());

  /** A confirmed interview and the token the seeker's day-before mail carries. */
  async function mailedLink() {
    const { applicationId } = await applicationPair(api);
    const id = await insertInterview(api, { applicationId, startsAt, minutes: 30, kind: 'phone', place: null });
    moveTo(kst('2026-11-24T18:00'));
    const dayBefore = api.deps.scheduledTasks.find((task) => task.name === 'interview-day-before')!;
    await dayBefore.run(api.clock.now());
    const mail = await api.db
      .selectFrom('outbox_mails')
      .select('text_body')
      .where('event_key', '=', `interview_reminder:${id}:${startsAt}:day_before:normal`)
      .executeTakeFirstOrThrow();
    const token = new RegExp(`${PUBLIC_URL}/interviews/attend/(\\S+)`).exec(mail.text_body)![1]!;
    return { id, token };
  }

  it('shows the interview without changing it, records the first 참석 확인, and refuses a replay', async () => {
    const { id, token } = await mailedLink();

    for (let look = 0; look < 2; look += 1) {
      const shown = await api.get(`/interviews/attend/${token}`);
      expect(shown.status).toBe(200);
      expect(shown.headers.get('cache-control')).toBe('no-store');
      expect(shown.body).toEqual({
        companyName: '달빛제과',
        jobInfoTitle: '새벽 제빵사',
        startsAt,
        minutes: 30,
        kind: 'phone',
        attendanceConfirmedAt: null,
      });
    }
    expect(await confirmedAt(id)).toBeNull();

    const confirmed = await api.post('/interviews/attend', { token });
    expect(confirmed.status).toBe(200);
    const at = api.clock.now().toISOString();
    expect(confirmed.body).toMatchObject({
      message: '참석을 확인했습니다. 기업의 지원자 관리에 표시됩니다.',
      interview: { companyName: '달빛제과', attendanceConfirmedAt: at },
    });
    expect(await confirmedAt(id)).toBe(at);
    expect((await api.get(`/interviews/attend/${token}`)).body).toMatchObject({ attendanceConfirmedAt: at });

    api.clock.advance(10 * MINUTE);
    const replay = await api.post('/interviews/attend', { token });
    expect(replay.status).toBe(409);
    expect(replay.body).toMatchObject({
      code: 'ATTENDANCE_ALREADY_CONFIRMED',
      message: '이미 참석을 확인하셨습니다. 면접 시간을 잊지 마세요.',
    });
    expect(await confirmedAt(id)).toBe(at);
  });

  it('refuses a token it did not sign, and one of an expired, rescheduled or cancelled interview', async () => {
    const { id, token } = await mailedLink();
    const [payload, signature] = token.split('.') as [string, string];
    const otherPayload = Buffer.from(`${id + 1}:${Date.parse(startsAt)}`).toString('base64url');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [`${payload}.${flipped}`, `${otherPayload}.${signature}`, 'garbage', `${token}.x`]) {
      for (const res of [
        await api.get(`/interviews/attend/${encodeURIComponent(bad)}`),
        await api.post('/interviews/attend', { token: bad }),
      ]) {
        expect(res.status, bad).toBe(400);
        expect(res.body.code).toBe('ATTENDANCE_LINK_INVALID');
        expect(res.body.message).toContain('참석 확인 링크가 올바르지 않습니다.');
      }
    }
    const missing = await api.post('/interviews/attend', {});
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION_ERROR');
    expect(await confirmedAt(id)).toBeNull();

    // rescheduled: the same row at another time (or a new row) leaves the old link dead
    await api.db
      .updateTable('interviews')
      .set({ starts_at: kst('2026-11-25T16:00') })
      .where('id', '=', id)
      .execute();
    for (const res of [await api.get(`/interviews/attend/${token}`), await api.post('/interviews/attend', { token })]) {
      expect(res.status).toBe(410);
      expect(res.body.code).toBe('ATTENDANCE_LINK_INVALID');
      expect(res.body.message).toContain('더 이상 쓸 수 없는 참석 확인 링크입니다.');
    }
    await api.db
      .updateTable('interviews')
      .set({ starts_at: startsAt, status: 'cancelled' })
      .where('id', '=', id)
      .execute();
    expect((await api.post('/interviews/attend', { token })).status).toBe(410);
    await api.db.updateTable('interviews').set({ status: 'confirmed' }).where('id', '=', id).execute();
    // and it expires at the start
    moveTo(new Date(Date.parse(startsAt) - 1).toISOString());
    expect((await api.get(`/interviews/attend/${token}`)).status).toBe(200);
    api.clock.advance(1);
    expect((await api.post('/interviews/attend', { token })).status).toBe(410);
    expect(await confirmedAt(id)).toBeNull();
  });

  it('never writes the token in the request log', async () => {
    const { token } = await mailedLink();
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const app = createApi({ ...api.deps, logger: createLogger('info', sink) });
    expect((await app.request(`/interviews/attend/${token}`)).status).toBe(200);
    const posted = await app.request('/interviews/attend', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(posted.status).toBe(200);
    expect((await app.request('/interviews/7/calendar.ics')).status).toBe(401);
    const paths = lines
      .map((line) => JSON.parse(line) as { msg: string; method: string; path: string })
      .filter((line) => line.msg === 'request')
      .map((line) => `${line.method} ${line.path}`);
    expect(paths).toEqual([
      'GET /interviews/attend/[redacted]',
      'POST /interviews/attend',
      'GET /interviews/7/calendar.ics',
    ]);
    expect(lines.join('\n')).not.toContain(token);
  });
});
