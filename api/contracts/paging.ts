import { LIST_DEPTH_MESSAGE, MAX_LIST_PAGE } from './enumerations';
import { z } from './zod';

const PAGE_MESSAGE = '페이지 번호가 올바르지 않습니다.';

/** A list's page number in a query: 1 when left out. */
export const pageSchema = z.coerce
  .number({ error: PAGE_MESSAGE })
  .int()
  .min(1, { error: PAGE_MESSAGE })
  .max(10_000, { error: PAGE_MESSAGE })
  .default(1);

/** A public list's page number: up to MAX_LIST_PAGE, past it the message that points to the filters. */
export const listPageSchema = z.coerce
  .number({ error: PAGE_MESSAGE })
  .int()
  .min(1, { error: PAGE_MESSAGE })
  .max(MAX_LIST_PAGE, { error: LIST_DEPTH_MESSAGE })
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
