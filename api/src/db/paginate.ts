import { type SelectQueryBuilder, sql } from 'kysely';
import { PAGE_SIZE } from '../../contracts/enumerations';
import type { Paged } from '../../contracts/paging';

/** A list query in its order, which `paginate` cuts to one page. */
interface OrderedRows<Row> {
  limit(limit: number): { offset(offset: number): { execute(): Promise<Row[]> } };
}

/** How many rows `query` finds, whatever it selects; it must not be ordered (PostgreSQL refuses). */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const counted = query.clearSelect().select(sql<number | string>`count(*)`.as('total'));
  // a count's row is { total } whatever the query joined; its generic Selection type is left unresolved
  const row = (await counted.executeTakeFirstOrThrow()) as { total: number | string };
  return Number(row.total);
}

/**
 * One page of a list and the length of the whole list, read together: `rows` is the list in its
 * order; `count` the same list unordered (or any query finding as many rows, or the total itself).
 */
export async function paginate<Row, DB, TB extends keyof DB, O>({
  rows,
  count,
  page,
  pageSize = PAGE_SIZE,
}: {
  rows: OrderedRows<Row>;
  count: SelectQueryBuilder<DB, TB, O> | Promise<number>;
  page: number;
  pageSize?: number;
}): Promise<Paged<Row>> {
  const [items, total] = await Promise.all([
    rows
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    count instanceof Promise ? count : countRows(count),
  ]);
  return { items, total, page, pageSize };
}
