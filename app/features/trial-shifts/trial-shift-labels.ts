import { TRIAL_SHIFT_STATUS_LABELS, type TrialShift, type TrialShiftStatus } from '#contracts/trial-shift';
import { KST_OFFSET_MS } from '#contracts/kst';

export const TRIAL_SHIFT_STATUS_COLORS: Record<TrialShiftStatus, string> = {
  proposed: 'orange',
  accepted: 'blue',
  declined: 'gray',
  cancelled: 'red',
  signed: 'teal',
  completed: 'grape',
};

type Shift = Pick<TrialShift, 'status' | 'date' | 'start' | 'end' | 'result'>;

/** 계약 완료, or 근무 완료 · 채용 once the company has recorded the outcome. */
export function trialShiftStatusLabel(shift: Shift): string {
  const label = TRIAL_SHIFT_STATUS_LABELS[shift.status];
  if (!shift.result) return label;
  return `${label} · ${shift.result === 'hired' ? '채용' : '불채용'}`;
}

const WEEKDAYS = '일월화수목금토';

/** 2026.12.01(화): the shift's day as Koreans write it. */
export function shiftDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${date.replaceAll('-', '.')}(${WEEKDAYS[day.getUTCDay()]})`;
}

/** 7시간, 7시간 30분. */
export function hoursLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest}분`;
  return rest ? `${hours}시간 ${rest}분` : `${hours}시간`;
}

/** 2026.12.01(화) 05:00–12:00 (다음 날 ends say so: a bakery's night shift runs past midnight). */
export function shiftTimes(shift: Pick<TrialShift, 'date' | 'start' | 'end'>): string {
  const overnight = shift.end <= shift.start;
  return `${shiftDay(shift.date)} ${shift.start}–${overnight ? '다음 날 ' : ''}${shift.end}`;
}

const instant = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`) - KST_OFFSET_MS;

/** When the shift begins and ends, in ms: an end at or before the start is on the next day. */
function shiftSpan(shift: Pick<TrialShift, 'date' | 'start' | 'end'>) {
  const starts = instant(shift.date, shift.start);
  const ends = instant(shift.date, shift.end);
  return { starts, ends: ends <= starts ? ends + 86_400_000 : ends };
}

/** Before it starts either side may cancel, by the loader's clock (`now`, ms). */
export const hasStarted = (shift: Pick<TrialShift, 'date' | 'start' | 'end'>, now: number) =>
  shiftSpan(shift).starts <= now;

/** After it ends both confirm it happened. */
export const hasEnded = (shift: Pick<TrialShift, 'date' | 'start' | 'end'>, now: number) =>
  shiftSpan(shift).ends <= now;

/** Where the signed contract downloads (the web's resource route, signed in). */
export const contractPath = (shift: Pick<TrialShift, 'id'>) => `/trial-shifts/${shift.id}/contract.pdf`;

/** Whether either side may still call it off: not yet begun, and neither ended nor answered no. */
export const isCancellable = (shift: TrialShift, now: number) =>
  (shift.status === 'proposed' || shift.status === 'accepted' || shift.status === 'signed') && !hasStarted(shift, now);

/**
 * The break the proposal form starts with for a span of `spanMinutes`: 근로기준법 제54조 asks 30
 * minutes from 4 hours of work; a trial shift of at most 8 hours never reaches the 8 hours that ask
 * an hour.
 */
export const legalBreakMinutes = (spanMinutes: number) => (spanMinutes > 240 ? 30 : 0);

/** A shift the seeker is owed pay for: its contract signed (worked or still to come). */
export const isPaid = (shift: Pick<TrialShift, 'status'>) => shift.status === 'signed' || shift.status === 'completed';
