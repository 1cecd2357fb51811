import { describe, expect, it } from 'vitest';
import {
  hasEnded,
  hasStarted,
  hoursLabel,
  isCancellable,
  legalBreakMinutes,
  shiftTimes,
} from '~/features/trial-shifts/trial-shift-labels';
import type { TrialShift } from '#contracts/trial-shift';

/** The instant a Korean wall-clock time is. */
const kst = (date: string, time: string) => Date.parse(`${date}T${time}:00+09:00`);

describe('a trial shift read by the Korean clock', () => {
  const day = { date: '2026-12-01', start: '09:00', end: '17:00' };
  const dawn = { date: '2026-12-01', start: '22:00', end: '05:00' };

  it('begins and ends at its times in Korea, whatever the server’s zone', () => {
    expect(hasStarted(day, kst('2026-12-01', '08:59'))).toBe(false);
    expect(hasStarted(day, kst('2026-12-01', '09:00'))).toBe(true);
    expect(hasEnded(day, kst('2026-12-01', '16:59'))).toBe(false);
    expect(hasEnded(day, kst('2026-12-01', '17:00'))).toBe(true);
  });

  it('a night shift ends the next morning, and says so', () => {
    expect(hasEnded(dawn, kst('2026-12-01', '23:30'))).toBe(false);
    expect(hasEnded(dawn, kst('2026-12-02', '04:59'))).toBe(false);
    expect(hasEnded(dawn, kst('2026-12-02', '05:00'))).toBe(true);
    expect(shiftTimes(dawn)).toBe('2026.12.01(화) 22:00–다음 날 05:00');
    expect(shiftTimes(day)).toBe('2026.12.01(화) 09:00–17:00');
  });

  it('can be called off until it begins, and only while it is under way', () => {
    const shift = { ...day, status: 'signed' } as TrialShift;
    expect(isCancellable(shift, kst('2026-12-01', '08:59'))).toBe(true);
    expect(isCancellable(shift, kst('2026-12-01', '09:00'))).toBe(false);
    expect(isCancellable({ ...shift, status: 'declined' }, kst('2026-11-30', '12:00'))).toBe(false);
  });

  it('starts the proposal with the break the law asks from 4 hours of work', () => {
    expect(legalBreakMinutes(240)).toBe(0);
    expect(legalBreakMinutes(270)).toBe(30);
    expect(legalBreakMinutes(480)).toBe(30);
    expect(hoursLabel(450)).toBe('7시간 30분');
    expect(hoursLabel(420)).toBe('7시간');
  });
});
