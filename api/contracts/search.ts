import { z } from './zod';

/** A search word, as the header search sends it and a search-word alert keeps it. */
export const searchWordSchema = z
  .string({ error: '검색어를 입력해주세요.' })
  .trim()
  .min(1, { error: '검색어를 입력해주세요.' })
  .max(50, { error: '검색어는 50자 이하로 입력해주세요.' });
