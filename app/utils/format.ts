import { inKorea } from '#contracts/kst';

/** 10,000원 */
export function formatWon(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}

/** 2026.11.22 */
export function formatDate(iso: string): string {
  const kst = inKorea(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${kst.getUTCFullYear()}.${pad(kst.getUTCMonth() + 1)}.${pad(kst.getUTCDate())}`;
}

/** 2026.11.23 14:05, in Korea */
export function formatDateTime(iso: string): string {
  const kst = inKorea(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${kst.getUTCFullYear()}.${pad(kst.getUTCMonth() + 1)}.${pad(kst.getUTCDate())} ${pad(kst.getUTCHours())}:${pad(kst.getUTCMinutes())}`;
}
