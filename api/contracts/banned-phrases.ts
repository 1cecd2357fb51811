/** Phrases of the scams that target job seekers; a posting containing one is refused. */
export const BANNED_PHRASES = [
  '고수익 보장',
  '고수익보장',
  '선입금',
  '통장 사본',
  '통장사본',
  '통장 대여',
  '체크카드 대여',
  '신분증 사본 선제출',
  '교육비 선납',
  '보증금 입금',
  '다단계',
] as const;

/** The first banned phrase found in `text` (spaces ignored), or null. */
export function findBannedPhrase(text: string): string | null {
  const squashed = text.replace(/\s+/g, '');
  return BANNED_PHRASES.find((phrase) => squashed.includes(phrase.replace(/\s+/g, ''))) ?? null;
}
