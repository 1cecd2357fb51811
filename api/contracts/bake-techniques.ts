/**
 * The techniques a portfolio photo can show (issue 30), plain data and no zod: the public resume,
 * the talent list's filter and the posting page print these labels, and a browser bundle should not
 * carry a validator. `portfolio.ts` re-exports them beside its schemas.
 */
export const BAKE_TECHNIQUES = {
  lamination: '크루아상·라미네이션',
  sourdough: '천연발효·사워도우',
  bread: '식빵·조리빵',
  cake_decoration: '케이크 아이싱·데코',
  chocolate: '초콜릿 템퍼링',
  macaron: '마카롱·구움과자',
  sugar_craft: '설탕 공예',
  mass_production: '대량 생산',
  oven_fermentation: '오븐·발효 관리',
  haccp: '위생 관리(HACCP)',
  other: '기타',
} as const;
export type BakeTechnique = keyof typeof BAKE_TECHNIQUES;

/** The label of a stored code; a code this list no longer has is shown as stored. */
export const bakeTechniqueLabel = (code: string): string => (BAKE_TECHNIQUES as Record<string, string>)[code] ?? code;
