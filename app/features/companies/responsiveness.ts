import type { Responsiveness } from '#contracts/company';

/**
 * 지원자 응답률 N% · 보통 N일 안에 답해요, or only the share when no application was answered (no
 * typical time to tell), or null when the api counts too few applications to say anything.
 */
export function responsivenessText(responsiveness: Responsiveness): string | null {
  if (!responsiveness) return null;
  const share = `지원자 응답률 ${Math.round(responsiveness.answeredShare * 100)}%`;
  return responsiveness.typicalDays === null ? share : `${share} · 보통 ${responsiveness.typicalDays}일 안에 답해요`;
}
