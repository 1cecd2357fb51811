export type { Paged } from '#contracts/paging';

/** The page number of a list's URL: a whole number from 1, page 1 for anything else. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * The api query for a page's URL: only the parameters the api knows (`names`), repeated ones kept
 * as a list, empty ones (a form's `전체`) left out. What the visitor put in the URL goes as typed,
 * under the api's query type: the api checks it, and the page shows its Korean 400.
 */
export function queryOf<Query extends object>(url: URL, names: readonly (keyof Query & string)[]): Query {
  const query: Record<string, string | string[]> = {};
  for (const name of names) {
    const values = url.searchParams
      .getAll(name)
      .map((value) => value.trim())
      .filter(Boolean);
    if (values.length) query[name] = values.length > 1 ? values : values[0]!;
  }
  return query as Query;
}

/**
 * The same, as a query string (`?…`, or '' for none).
 * @deprecated the string-path api calls only (service.question until it moves): use `queryOf`
 */
export function forwardQuery(url: URL, names: readonly string[]): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(queryOf<Record<string, string | string[]>>(url, names))) {
    for (const one of [value].flat()) query.append(name, one);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
