import type { Clock } from '../clock';
import { type PublicChanges, publicMemo } from '../http/public-changes';

/** The public lists whose exact counts are kept. */
export type CountedList = 'job-infos' | 'resumes';

/** How a public list's filters are spelled in a key: names in order, each list of codes sorted. */
function filterKey(filters: Record<string, unknown>): string {
  const named = Object.keys(filters)
    .filter((name) => filters[name] !== undefined)
    .sort()
    .map((name) => {
      const value: unknown = filters[name];
      return [name, Array.isArray(value) ? value.map(String).sort() : value];
    });
  return JSON.stringify(named);
}

/**
 * The exact count of a public list, per filter (without its page and order) and day: paging
 * through a filter counts once. Kept as the public answers are, for `seconds` and while nothing
 * public changes (`PublicChanges`: a write anywhere empties it).
 */
export function createListCounts({
  changes,
  clock,
  seconds,
}: {
  changes: PublicChanges;
  clock: Clock;
  seconds: number;
}) {
  const counts = publicMemo<number>({ changes, clock, seconds, maxEntries: 1000 });
  return {
    /** `count()`'s answer for `list` with `filters`, kept. */
    of(list: CountedList, filters: Record<string, unknown>, count: () => Promise<number>): Promise<number> {
      return counts.remember(`${list} ${filterKey(filters)}`, count);
    },
  };
}

export type ListCounts = ReturnType<typeof createListCounts>;

/** Counts every time: for the services made outside an api process (the CLIs, the bench). */
export const countEachTime: ListCounts = { of: (_list, _filters, count) => count() };
