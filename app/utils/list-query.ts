export type { Paged } from '../../api/contracts/paging';

/** The page number of a list's URL: a whole number from 1, page 1 for anything else. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * The api query for a page's URL: only the parameters the api knows, repeated ones kept, empty
 * ones (a form's `전체`) left out.
 */
export function forwardQuery(url: URL, names: readonly string[]): string {
  const query = new URLSearchParams();
  for (const name of names) {
    for (const value of url.searchParams.getAll(name)) {
      if (value.trim() !== '') query.append(name, value.trim());
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
