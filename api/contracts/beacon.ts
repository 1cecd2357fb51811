/**
 * The view beacon, shared by the public pages that send it and the api that counts it. Plain data
 * and no zod: every public page ships these few bytes.
 *
 *   GET or POST /_view?v=<id>         a posting's page was seen (조회)
 *   GET or POST /_view?a=<id>,<id>…   a list or search page showed these postings (노출)
 *
 * The answer is always the same and never cached (GET: a 1×1 transparent GIF, so that an <img> loads;
 * POST, navigator.sendBeacon's: 204): what was not counted says nothing.
 */
export const BEACON_PATH = '/_view';

/** the most postings one appearance beacon may name: a list page and its 추천 row */
export const BEACON_MAX_IDS = 40;

/** The beacon's address for a posting's page, or for the postings a list page shows. */
export function beaconUrl(seen: { view: number } | { appearances: readonly number[] }): string {
  if ('view' in seen) return `${BEACON_PATH}?v=${seen.view}`;
  return `${BEACON_PATH}?a=${seen.appearances.slice(0, BEACON_MAX_IDS).join(',')}`;
}
