import { describe, expect, it } from 'vitest';
import { documentTerms, queryTerms, words } from '../../api/src/search/terms';

describe('search terms', () => {
  describe('queryTerms', () => {
    it.each([
      ['제빵', ['제빵']],
      ['빵', ['빵']],
      ['서울 제빵사', ['서울', '제빵', '빵사']],
      ['  제빵   제빵  ', ['제빵']],
      ['Bread', ['br', 're', 'ea', 'ad']],
      ['ＢＲＥＡＤ', ['br', 're', 'ea', 'ad']],
      ['１２３', ['12', '23']],
      ['제빵!!사', ['제빵', '사']],
      ['(주)달빛제과', ['주', '달빛', '빛제', '제과']],
      ['...!?', []],
      ['', []],
    ])('%j → %j', (query, expected) => {
      expect(queryTerms(query)).toEqual(expected);
    });

    it('keeps at most 10 words of at most 30 characters', () => {
      const many = Array.from({ length: 12 }, (_, i) => String.fromCharCode(0xac00 + i * 2) + '빵').join(' ');
      expect(queryTerms(many)).toHaveLength(10);
      expect(queryTerms('가'.repeat(10) + '나'.repeat(40))).toEqual(['가가', '가나', '나나']);
    });
  });

  describe('documentTerms', () => {
    it('indexes every character and every neighbouring pair within a word', () => {
      expect([...documentTerms('제빵사')].sort()).toEqual(['빵', '빵사', '사', '제', '제빵'].sort());
    });

    it('does not pair characters across words or punctuation', () => {
      const terms = documentTerms('크림-빵 서울');
      expect(terms.has('림빵')).toBe(false);
      expect(terms.has('빵서')).toBe(false);
      expect([...terms].sort()).toEqual(['크', '크림', '림', '빵', '서', '서울', '울'].sort());
    });

    it('folds width and case the same way as queries, so every query term of a text is among its terms', () => {
      const text = 'ＢＡＫＥＲＹ 서울특별시 마포구 제빵사 모집!';
      const terms = documentTerms(text);
      for (const term of queryTerms('bakery 마포 제빵')) expect(terms.has(term), term).toBe(true);
      expect(terms.has('Ｂ')).toBe(false);
    });
  });

  it('splits words on anything but letters and digits', () => {
    expect(words('제빵·제과, 바리스타/카페 2교대')).toEqual(['제빵', '제과', '바리스타', '카페', '2교대']);
  });
});
