import { INTERVIEW_KINDS, type InterviewKind } from '../../contracts/interview';
import { inKorea } from '../../contracts/kst';
import type { MailAttachment } from '../messages/mail-body';

/**
 * An interview as one calendar event (RFC 5545): the `.ics` a 확정 mail carries and both application
 * pages offer. The same interview keeps one UID, so a calendar that imported it replaces it when a
 * later version (a higher SEQUENCE) or its cancellation arrives.
 */
export interface CalendarFacts {
  interviewId: number;
  /** the site's host name: the UID's right-hand side */
  host: string;
  /** a cancelled interview is sent as METHOD:CANCEL, which removes it from the calendar */
  cancelled: boolean;
  /** grows with every change of the interview (calendars keep the highest) */
  sequence: number;
  /** when this version of the interview was made (DTSTAMP), ISO 8601 */
  stamp: string;
  /** ISO 8601 */
  startsAt: string;
  minutes: number;
  kind: InterviewKind;
  place: string | null;
  link: string | null;
  /** 준비물 */
  bring: string | null;
  note: string | null;
  cancelReason: string | null;
  companyName: string;
  jobInfoTitle: string;
  seekerName: string;
  /** absolute URL of the application's page of whoever gets the file */
  pageUrl: string;
}

const PRODID = '-//빵잡//면접 일정//KO';
const TZID = 'Asia/Seoul';
/** Korea keeps +09:00 all year: one STANDARD block with no rule describes it entirely. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:KST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const MAX_OCTETS = 75;

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with a space, which
 * counts, and a line never breaks inside a UTF-8 character (a Korean syllable is three octets).
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** 20261201T140000 as a clock in Korea shows the instant. */
function koreanLocal(instant: number): string {
  return inKorea(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');
}

/** 20261123T090000Z */
const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

function location(facts: CalendarFacts): string {
  if (facts.kind === 'video') return facts.link ?? INTERVIEW_KINDS.video;
  if (facts.kind === 'phone') return INTERVIEW_KINDS.phone;
  return facts.place ?? INTERVIEW_KINDS.visit;
}

function description(facts: CalendarFacts): string {
  const where =
    facts.kind === 'video'
      ? facts.link && `접속 링크: ${facts.link}`
      : facts.kind === 'phone'
        ? '기업이 이력서의 연락처로 전화합니다.'
        : facts.place && `장소: ${facts.place}`;
  return [
    facts.cancelled ? '취소된 면접입니다.' : null,
    facts.cancelled && facts.cancelReason ? `취소 사유: ${facts.cancelReason}` : null,
    `기업: ${facts.companyName}`,
    `지원자: ${facts.seekerName}`,
    `공고: ${facts.jobInfoTitle}`,
    `면접 방식: ${INTERVIEW_KINDS[facts.kind]}`,
    where,
    facts.bring ? `준비물: ${facts.bring}` : null,
    facts.note ? `메시지: ${facts.note}` : null,
    `지원 내역: ${facts.pageUrl}`,
  ]
    .filter((line): line is string => !!line)
    .join('\n');
}

/** The interview as a VCALENDAR: CRLF lines, folded, in Korea's time zone. */
export function interviewIcs(facts: CalendarFacts): string {
  const start = Date.parse(facts.startsAt);
  const end = start + facts.minutes * 60_000;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${facts.cancelled ? 'CANCEL' : 'REQUEST'}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:interview-${facts.interviewId}@${facts.host}`,
    `SEQUENCE:${facts.sequence}`,
    `DTSTAMP:${utcStamp(facts.stamp)}`,
    `DTSTART;TZID=${TZID}:${koreanLocal(start)}`,
    `DTEND;TZID=${TZID}:${koreanLocal(end)}`,
    `SUMMARY:${escapeText(`[빵잡] ${facts.companyName} 면접 — ${facts.jobInfoTitle}`)}`,
    `LOCATION:${escapeText(location(facts))}`,
    `DESCRIPTION:${escapeText(description(facts))}`,
    `URL:${facts.pageUrl}`,
    `STATUS:${facts.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The interview's `.ics` as a mail attachment: a REQUEST, or a CANCEL for a cancelled one. */
export function icsAttachment(facts: CalendarFacts): MailAttachment {
  const date = koreanLocal(Date.parse(facts.startsAt)).slice(0, 8);
  return {
    filename: `bbangjob-interview-${date}-${facts.interviewId}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${facts.cancelled ? 'CANCEL' : 'REQUEST'}`,
    content: interviewIcs(facts),
  };
}
