import ICAL from 'ical.js';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_TEXT_KEEP_DAYS } from '#contracts/mail';
import {
  type CalendarFacts,
  escapeText,
  foldLine,
  icsAttachment,
  interviewIcs,
} from '../../api/src/interviews/calendar';
import { type SmtpSink, startSmtpSink } from '../smtp-sink';
import { newMember } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';
import { applicationPair, insertInterview, kst } from './interview-fixtures';

const PUBLIC_URL = 'https://bbangjob.example';
const DAY = 86_400_000;

/**
 * A strict reader of what the file must be, stricter than ical.js (which the next test reads it with): CRLF line
 * ends, no physical line over 75 octets nor broken inside a UTF-8 character, continuation lines
 * that start with one space, BEGIN/END balanced; then its properties with their parameters and
 * TEXT values unescaped. Failing any of these, the test fails.
 */
function readIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = text.slice(0, -2).split('\r\n');
  const strict = new TextDecoder('utf-8', { fatal: true });
  for (const line of physical) {
    const octets = Buffer.from(line);
    expect(octets.length, line).toBeLessThanOrEqual(75);
    // the line's octets on their own are whole characters
    expect(strict.decode(octets)).toBe(line);
  }
  const lines = text.slice(0, -2).replace(/\r\n /g, '').split('\r\n');
  const stack: string[] = [];
  const properties: { component: string; name: string; params: Record<string, string>; value: string }[] = [];
  for (const line of lines) {
    const match = /^([A-Z-]+)((?:;[A-Z-]+=[^;:]+)*):(.*)$/.exec(line);
    expect(match, line).not.toBeNull();
    const [, name, rawParams, value] = match!;
    if (name === 'BEGIN') {
      stack.push(value!);
      continue;
    }
    if (name === 'END') {
      expect(stack.pop()).toBe(value);
      continue;
    }
    const params = Object.fromEntries(
      rawParams!
        .split(';')
        .filter(Boolean)
        .map((param) => param.split('=') as [string, string]),
    );
    properties.push({ component: stack.at(-1)!, name: name!, params, value: value! });
  }
  expect(stack).toEqual([]);
  const unescape = (value: string) =>
    value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
  const get = (component: string, name: string) => {
    const found = properties.filter((p) => p.component === component && p.name === name);
    expect(found, `${component} ${name}`).toHaveLength(1);
    return found[0]!;
  };
  return { lines, properties, get, text: (component: string, name: string) => unescape(get(component, name).value) };
}

const facts = (overrides: Partial<CalendarFacts> = {}): CalendarFacts => ({
  interviewId: 41,
  host: 'bbangjob.example',
  cancelled: false,
  sequence: 0,
  stamp: '2026-11-23T09:00:00.000Z',
  startsAt: kst('2026-12-01T14:00'),
  minutes: 45,
  kind: 'visit',
  place: '서울 마포구 빵길 1, 2층',
  link: null,
  bring: '위생모; 앞치마',
  note: '도착하시면 카운터에서 말씀해주세요.\n주차는 어렵습니다.',
  cancelReason: null,
  companyName: '달빛제과, 본점',
  jobInfoTitle: '새벽 제빵사 (주 5일)',
  seekerName: '윤지원',
  pageUrl: `${PUBLIC_URL}/resume/apply-job-info/7`,
  ...overrides,
});

describe('an interview as a calendar event', () => {
  it('is a VCALENDAR a strict reader takes: Asia/Seoul, a stable UID, both names, the place, the page', () => {
    const ics = readIcs(interviewIcs(facts()));
    expect(ics.lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(ics.get('VCALENDAR', 'PRODID').value).toContain('빵잡');
    expect(ics.get('VCALENDAR', 'METHOD').value).toBe('REQUEST');
    expect(ics.get('VTIMEZONE', 'TZID').value).toBe('Asia/Seoul');
    expect(ics.get('STANDARD', 'TZOFFSETFROM').value).toBe('+0900');
    expect(ics.get('STANDARD', 'TZOFFSETTO').value).toBe('+0900');
    expect(ics.properties.some((p) => p.component === 'DAYLIGHT')).toBe(false);
    const start = ics.get('VEVENT', 'DTSTART');
    expect(start).toMatchObject({ params: { TZID: 'Asia/Seoul' }, value: '20261201T140000' });
    expect(ics.get('VEVENT', 'DTEND')).toMatchObject({ params: { TZID: 'Asia/Seoul' }, value: '20261201T144500' });
    expect(ics.get('VEVENT', 'UID').value).toBe('interview-41@bbangjob.example');
    expect(ics.get('VEVENT', 'SEQUENCE').value).toBe('0');
    expect(ics.get('VEVENT', 'DTSTAMP').value).toBe('20261123T090000Z');
    expect(ics.get('VEVENT', 'STATUS').value).toBe('CONFIRMED');
    expect(ics.text('VEVENT', 'SUMMARY')).toBe('[빵잡] 달빛제과, 본점 면접 — 새벽 제빵사 (주 5일)');
    expect(ics.text('VEVENT', 'LOCATION')).toBe('서울 마포구 빵길 1, 2층');
    const description = ics.text('VEVENT', 'DESCRIPTION');
    for (const part of [
      '기업: 달빛제과, 본점',
      '지원자: 윤지원',
      '면접 방식: 방문 면접',
      '준비물: 위생모; 앞치마',
      '메시지: 도착하시면 카운터에서 말씀해주세요.\n주차는 어렵습니다.',
      `지원 내역: ${PUBLIC_URL}/resume/apply-job-info/7`,
    ]) {
      expect(description).toContain(part);
    }
    expect(ics.get('VEVENT', 'URL').value).toBe(`${PUBLIC_URL}/resume/apply-job-info/7`);
  });

  it('is read back by ical.js as the same event at the same instant in Asia/Seoul', () => {
    const calendar = ICAL.Component.fromString(interviewIcs(facts()));
    const timezone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    ICAL.TimezoneService.register(timezone, 'Asia/Seoul');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe('interview-41@bbangjob.example');
    expect(event.summary).toBe('[빵잡] 달빛제과, 본점 면접 — 새벽 제빵사 (주 5일)');
    expect(event.location).toBe('서울 마포구 빵길 1, 2층');
    expect(event.description).toContain('메시지: 도착하시면 카운터에서 말씀해주세요.\n주차는 어렵습니다.');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T05:45:00.000Z');
    ICAL.TimezoneService.remove('Asia/Seoul');
  });

  it('escapes what TEXT must escape and folds long Korean lines without breaking a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `DESCRIPTION:${'가'.repeat(100)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    // 12 octets of name, then 21 syllables of three: 75; the 22nd goes to the next line
    expect(Buffer.byteLength(parts[0]!)).toBe(75);
    expect(foldLine('SHORT:ok')).toBe('SHORT:ok');
  });

  it('names the link of a video interview and says 전화 면접 for a call', () => {
    const video = readIcs(
      interviewIcs(facts({ kind: 'video', place: null, link: 'https://meet.example/bbang?x=1,2' })),
    );
    expect(video.text('VEVENT', 'LOCATION')).toBe('https://meet.example/bbang?x=1,2');
    expect(video.text('VEVENT', 'DESCRIPTION')).toContain('접속 링크: https://meet.example/bbang?x=1,2');
    const phone = readIcs(interviewIcs(facts({ kind: 'phone', place: null })));
    expect(phone.text('VEVENT', 'LOCATION')).toBe('전화 면접');
  });

  it('a cancelled one is a CANCEL of the same UID, with a higher SEQUENCE and its reason', () => {
    const attachment = icsAttachment(facts({ cancelled: true, sequence: 3600, cancelReason: '매장 사정' }));
    expect(attachment).toMatchObject({
      filename: 'bbangjob-interview-20261201-41.ics',
      contentType: 'text/calendar; charset=utf-8; method=CANCEL',
    });
    const ics = readIcs(attachment.content);
    expect(ics.get('VCALENDAR', 'METHOD').value).toBe('CANCEL');
    expect(ics.get('VEVENT', 'STATUS').value).toBe('CANCELLED');
    expect(ics.get('VEVENT', 'UID').value).toBe('interview-41@bbangjob.example');
    expect(ics.get('VEVENT', 'SEQUENCE').value).toBe('3600');
    expect(ics.text('VEVENT', 'DESCRIPTION')).toContain('취소 사유: 매장 사정');
    expect(icsAttachment(facts()).contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
  });
});

describe.each(DIALECTS)('the interview’s calendar file (%s)', (dialect) => {
  let api: Harness;
  let sink: SmtpSink;
  const received: { raw: string; parsed: ParsedMail }[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink({
      port: 0,
      receive: async (raw) => void received.push({ raw: raw.toString(), parsed: await simpleParser(raw) }),
    });
    api = await createHarness(dialect, { PUBLIC_URL, SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
  });
  afterAll(async () => {
    await api.close();
    await sink.close();
  });

  it('either side downloads it, each with a link to its own page; anyone else finds nothing', async () => {
    const { company, seeker, applicationId } = await applicationPair(api);
    const id = await insertInterview(api, { applicationId, startsAt: kst('2026-11-30T10:30'), minutes: 60 });

    const mine = await api.get(`/interviews/${id}/calendar.ics`, seeker.accessToken);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(mine.headers.get('content-disposition')).toBe(
      `attachment; filename="bbangjob-interview-20261130-${id}.ics"`,
    );
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const seekerIcs = readIcs(mine.body as unknown as string);
    expect(seekerIcs.get('VEVENT', 'DTSTART').value).toBe('20261130T103000');
    expect(seekerIcs.get('VEVENT', 'DTEND').value).toBe('20261130T113000');
    expect(seekerIcs.get('VEVENT', 'UID').value).toBe(`interview-${id}@bbangjob.example`);
    expect(seekerIcs.text('VEVENT', 'SUMMARY')).toBe('[빵잡] 달빛제과 면접 — 새벽 제빵사');
    // the name the application was sent with (the resume's), and the company's
    expect(seekerIcs.text('VEVENT', 'DESCRIPTION')).toContain('지원자: 윤지원');
    expect(seekerIcs.text('VEVENT', 'DESCRIPTION')).toContain('기업: 달빛제과');
    expect(seekerIcs.get('VEVENT', 'URL').value).toBe(`${PUBLIC_URL}/resume/apply-job-info/${applicationId}`);

    const theirs = await api.get(`/interviews/${id}/calendar.ics`, company.accessToken);
    expect(theirs.status).toBe(200);
    const companyIcs = readIcs(theirs.body as unknown as string);
    expect(companyIcs.get('VEVENT', 'URL').value).toBe(`${PUBLIC_URL}/job-info/apply-resume/${applicationId}`);
    expect(companyIcs.get('VEVENT', 'UID').value).toBe(seekerIcs.get('VEVENT', 'UID').value);

    const otherCompany = await newMember(api, 'company');
    const otherSeeker = await newMember(api, 'normal');
    for (const stranger of [otherCompany, otherSeeker]) {
      const refused = await api.get(`/interviews/${id}/calendar.ics`, stranger.accessToken);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ code: 'NOT_FOUND', message: '면접을 찾을 수 없습니다.' });
    }
    expect((await api.get(`/interviews/${id}/calendar.ics`)).status).toBe(401);
    expect((await api.get(`/interviews/${id + 1000}/calendar.ics`, seeker.accessToken)).status).toBe(404);
    expect((await api.get('/interviews/abc/calendar.ics', seeker.accessToken)).status).toBe(404);
  });

  it('is refused, in Korean, for an interview not confirmed yet or cancelled; its SEQUENCE grows with each change', async () => {
    const { seeker, applicationId } = await applicationPair(api);
    const proposed = await insertInterview(api, {
      applicationId,
      startsAt: kst('2026-12-02T15:00'),
      status: 'proposed',
    });
    const open = await api.get(`/interviews/${proposed}/calendar.ics`, seeker.accessToken);
    expect(open.status).toBe(409);
    expect(open.body).toMatchObject({
      code: 'INTERVIEW_CLOSED',
      message: '면접 시간이 확정된 뒤에 캘린더에 추가할 수 있습니다.',
    });

    const id = await insertInterview(api, { applicationId, startsAt: kst('2026-12-03T15:00') });
    const sequence = async () =>
      readIcs((await api.get(`/interviews/${id}/calendar.ics`, seeker.accessToken)).body as unknown as string).get(
        'VEVENT',
        'SEQUENCE',
      ).value;
    expect(await sequence()).toBe('0');
    api.clock.advance(90_000);
    await api.db
      .updateTable('interviews')
      .set({ place: '서울 마포구 빵길 3', updated_at: api.clock.now().toISOString() })
      .where('id', '=', id)
      .execute();
    expect(Number(await sequence())).toBe(90);

    await api.db.updateTable('interviews').set({ status: 'cancelled' }).where('id', '=', id).execute();
    const cancelled = await api.get(`/interviews/${id}/calendar.ics`, seeker.accessToken);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toMatchObject({
      code: 'INTERVIEW_CLOSED',
      message: '취소된 면접은 캘린더에 추가할 수 없습니다.',
    });
  });

  it('goes by mail as a text/calendar part, and leaves the outbox with the mail’s text', async () => {
    const { seeker, applicationId } = await applicationPair(api);
    const id = await insertInterview(api, { applicationId, startsAt: kst('2026-12-04T09:00') });
    const attachment = await api.db
      .transaction()
      .execute((trx) => api.deps.interviewCalendar.attachmentFor(trx, id, 'normal'));
    await api.db.transaction().execute((trx) =>
      api.deps.messages.notify(trx, {
        kind: 'interview_proposed',
        userId: seeker.id,
        eventKey: `calendar-test:${id}`,
        title: '면접이 확정되었습니다',
        body: '캘린더 파일을 첨부했습니다.',
        link: `/resume/apply-job-info/${applicationId}`,
        attachments: [attachment],
      }),
    );
    expect(await api.deps.outbox.deliverDue()).toMatchObject({ sent: 1 });
    const mail = received.find(({ parsed }) => parsed.subject === '[빵잡] 면접이 확정되었습니다')!;
    expect(mail).toBeDefined();
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    const [file] = mail.parsed.attachments;
    expect(file).toBeDefined();
    expect(file!.contentType).toBe('text/calendar');
    expect(file!.filename).toBe(`bbangjob-interview-20261204-${id}.ics`);
    const ics = file!.content.toString('utf8');
    expect(ics).toBe(attachment.content);
    expect(readIcs(ics).get('VEVENT', 'UID').value).toBe(`interview-${id}@bbangjob.example`);

    const row = () =>
      api.db
        .selectFrom('outbox_mails')
        .select(['attachments', 'text_body'])
        .where('event_key', '=', `calendar-test:${id}`)
        .executeTakeFirstOrThrow();
    expect(JSON.parse((await row()).attachments!)).toEqual([attachment]);
    api.clock.advance(MAIL_TEXT_KEEP_DAYS * DAY + 60_000);
    expect(await api.deps.mailRetention.removeOldTexts()).toBeGreaterThanOrEqual(1);
    expect(await row()).toEqual({ attachments: null, text_body: '' });
  });
});
