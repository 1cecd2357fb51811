/**
 * Korean search terms, the way CJK search engines cut text: every single character and every pair
 * of neighbouring characters within a word. A query matches a document holding all of its terms,
 * so two-syllable words (제빵, 서울) and pieces of longer words (제빵사 → 빵사) are found.
 */

/** Lower-cased, width-folded (ＡＢＣ → abc), split into words on anything but letters and digits. */
export function words(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The terms a document is indexed under: each character and each neighbouring pair, once. */
export function documentTerms(text: string): Set<string> {
  const terms = new Set<string>();
  for (const word of words(text)) {
    const chars = [...word];
    chars.forEach((char, i) => {
      terms.add(char);
      if (i + 1 < chars.length) terms.add(char + chars[i + 1]);
    });
  }
  return terms;
}

/** The terms a query needs: a one-character word by itself, a longer word by its pairs. */
export function queryTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const word of words(query).slice(0, 10)) {
    const chars = [...word].slice(0, 30);
    if (chars.length === 1) terms.add(chars[0]!);
    for (let i = 0; i + 1 < chars.length; i++) terms.add(chars[i]! + chars[i + 1]!);
  }
  return [...terms];
}
