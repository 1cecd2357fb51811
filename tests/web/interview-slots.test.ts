import { describe, expect, it } from 'vitest';
import {
  koreanInstant,
  proposeFormSchema,
  readSlotRow,
  rescheduleFormSchema,
} from '../../app/features/interviews/propose-interview.schema';

describe('koreanInstant', () => {
  it('reads a date and a start as Korean time, whatever the process time zone', () => {
    expect(koreanInstant('2026-12-01', '14:00')).toBe('2026-12-01T14:00:00+09:00');
    expect(Date.parse(koreanInstant('2026-12-01', '00:30')!)).toBe(Date.parse('2026-11-30T15:30:00Z'));
    expect(koreanInstant('2026-12-01', '09:05:00')).toBe('2026-12-01T09:05:00+09:00');
  });

  it('refuses what is no day or no time', () => {
    expect(koreanInstant('2026-02-30', '10:00')).toBeNull();
    expect(koreanInstant('2026-13-01', '10:00')).toBeNull();
    expect(koreanInstant('12/01/2026', '10:00')).toBeNull();
    expect(koreanInstant('2026-12-01', '24:00')).toBeNull();
    expect(koreanInstant('2026-12-01', '2pm')).toBeNull();
  });
});

describe('readSlotRow', () => {
  it('skips a row left without date and time, whatever its length', () => {
    expect(readSlotRow({ minutes: '30' })).toBeNull();
    expect(readSlotRow({ date: ' ', time: '', minutes: '30' })).toBeNull();
  });

  it('reads date, start and length as the api slot', () => {
    expect(readSlotRow({ date: '2026-12-01', time: '14:00', minutes: '40' })).toEqual({
      slot: { startsAt: '2026-12-01T14:00:00+09:00', minutes: 40 },
    });
  });

  it('says in Korean what is missing or wrong, field by field', () => {
    expect(readSlotRow({ date: '2026-12-01', minutes: '30' })).toEqual({ errors: { time: '시작 시간을 골라주세요.' } });
    expect(readSlotRow({ time: '14:00', minutes: '30' })).toEqual({ errors: { date: '면접 날짜를 골라주세요.' } });
    expect(readSlotRow({ date: '2026-02-30', time: '25:00', minutes: '7' })).toEqual({
      errors: {
        date: '면접 날짜를 2026-12-01처럼 적어주세요.',
        time: '시작 시간을 14:00처럼 적어주세요.',
        minutes: '면접 시간은 10–120분 중에서 골라주세요.',
      },
    });
    expect(readSlotRow({ date: '2026-12-01', time: '14:00', minutes: '180' })).toHaveProperty('errors.minutes');
  });
});

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('proposeFormSchema', () => {
  const rows = (...filled: { date?: string; time?: string; minutes?: string }[]) => [
    ...filled,
    ...Array.from({ length: 3 - filled.length }, () => ({ minutes: '30' })),
  ];

  it('turns the filled rows into the api body, the empty ones left out', () => {
    const parsed = proposeFormSchema.parse({
      kind: 'visit',
      slots: [
        { date: '2026-12-01', time: '10:00', minutes: '30' },
        { minutes: '30' },
        { date: '2026-12-02', time: '15:30', minutes: '60' },
      ],
      place: '',
      note: '  이력서 원본을 가져와 주세요  ',
    });
    expect(parsed).toEqual({
      kind: 'visit',
      slots: [
        { startsAt: '2026-12-01T10:00:00+09:00', minutes: 30 },
        { startsAt: '2026-12-02T15:30:00+09:00', minutes: 60 },
      ],
      place: undefined,
      link: undefined,
      bring: undefined,
      note: '이력서 원본을 가져와 주세요',
    });
  });

  it('names the row of each error as the form names its fields', () => {
    expect(errorsOf(proposeFormSchema.safeParse({ kind: 'phone', slots: rows() }))).toEqual({
      'slots.0.date': '면접 시간을 하나 이상 골라주세요.',
    });
    expect(
      errorsOf(
        proposeFormSchema.safeParse({
          kind: 'phone',
          slots: rows({ date: '2026-12-01', time: '', minutes: '30' }, { date: '', time: '10:00', minutes: '30' }),
        }),
      ),
    ).toEqual({ 'slots.0.time': '시작 시간을 골라주세요.', 'slots.1.date': '면접 날짜를 골라주세요.' });
  });

  it('refuses overlapping times on the later row, and a 화상 면접 without its link', () => {
    const overlapping = rows(
      { date: '2026-12-01', time: '10:00', minutes: '60' },
      { minutes: '30' },
      { date: '2026-12-01', time: '10:30', minutes: '30' },
    ).slice(0, 3);
    expect(errorsOf(proposeFormSchema.safeParse({ kind: 'video', slots: overlapping, link: '' }))).toEqual({
      'slots.2.time': '제안한 면접 시간끼리 겹칩니다.',
      link: '화상 면접은 접속 링크를 적어주세요.',
    });
  });

  it('reads a reschedule the same way, with its reason', () => {
    expect(
      errorsOf(
        rescheduleFormSchema.safeParse({
          reason: ' ',
          slots: rows({ date: '2026-12-01', time: '10:00', minutes: '30' }),
        }),
      ),
    ).toEqual({
      reason: '이유를 적어주세요.',
    });
  });
});
