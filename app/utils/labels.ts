import {
  CAREER_TYPES,
  CERTIFICATES,
  type CareerType,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  PAY_TYPES,
  type PayType,
  POSITIONS,
  type Position,
} from '#contracts/enumerations';
import { daysBetween, koreanDay } from '#contracts/korea-time';
import { formatDate, formatWon } from './format';

export const positionLabel = (position: Position) => POSITIONS[position];
export const employmentTypeLabel = (type: EmploymentType) => EMPLOYMENT_TYPES[type];

/** 시급 10,320원, 면접 후 결정; null when the posting says nothing about pay. */
export function payText(payType: PayType | null, payAmount: number | null): string | null {
  if (!payType) return null;
  if (payType === 'negotiable' || payAmount === null) return PAY_TYPES[payType];
  return `${PAY_TYPES[payType]} ${formatWon(payAmount)}`;
}

/** 서울 마포구; a wished region without 시·군·구 reads 서울 전체. */
export function regionText(sido: string | null, sigungu: string | null, whole = '전체'): string | null {
  if (!sido) return null;
  return `${sido} ${sigungu ?? whole}`;
}

/** 경력 3년 이상, 신입, 경력 무관: what a posting asks for. */
export function careerText(careerType: CareerType | null, careerYears: number | null): string | null {
  if (!careerType) return null;
  if (careerType === 'experienced') return careerYears ? `경력 ${careerYears}년 이상` : CAREER_TYPES.experienced;
  return CAREER_TYPES[careerType];
}

/** 경력 2년 3개월, 신입: what a job seeker has. */
export function careerMonthsText(months: number): string {
  if (months <= 0) return '신입';
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return `경력 ${[years ? `${years}년` : '', rest ? `${rest}개월` : ''].filter(Boolean).join(' ')}`;
}

/** A certificate's name: listed ones are stored by code, others as typed. */
export function certificateName(name: string): string {
  return (CERTIFICATES as Record<string, string>)[name] ?? name;
}

/** Today in Korea as YYYY-MM-DD, whatever the server's or the browser's time zone. */
export function todayKst(now = Date.now()): string {
  return koreanDay(now);
}

/** D-3, 오늘 마감, 상시채용, 마감. */
export function deadlineText(deadline: string | null, alwaysOpen: boolean, today = todayKst()): string | null {
  if (alwaysOpen) return '상시채용';
  if (!deadline) return null;
  const days = daysBetween(today, deadline);
  if (days < 0) return '마감';
  return days === 0 ? '오늘 마감' : `D-${days}`;
}

/** 2026.11.22 (D-3), 상시채용. */
export function deadlineLongText(deadline: string | null, alwaysOpen: boolean, today = todayKst()): string | null {
  if (alwaysOpen || !deadline) return deadlineText(deadline, alwaysOpen, today);
  return `${formatDate(deadline)} (${deadlineText(deadline, alwaysOpen, today)})`;
}
