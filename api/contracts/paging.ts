import { z } from './zod';

/** A list's page number in a query: 1 when left out. */
export const pageSchema = z.coerce
  .number({ error: '페이지 번호가 올바르지 않습니다.' })
  .int()
  .min(1, { error: '페이지 번호가 올바르지 않습니다.' })
  .max(10_000, { error: '페이지 번호가 올바르지 않습니다.' })
  .default(1);

/** One page of a list of `item`s, and how long the whole list is. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** One page of a list, as `pagedSchema` describes it. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
