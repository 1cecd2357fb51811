/** One page of a list as the api answers it (the contracts' `pagedSchema`). */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
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
