import { beaconUrl } from '#contracts/beacon';
import { callApi } from '~/utils/api.server';
import { getUser } from '~/utils/auth.server';

/**
 * The beacon of a posting's page: none for the posting's own company, whose looks are no
 * seeker's view. Only a company is asked the api whether the posting is its own; anyone else's
 * page (an anonymous one may be cached) carries it.
 */
export async function postingViewBeacon(request: Request, id: number): Promise<string | null> {
  if ((await getUser(request))?.role === 'company') {
    const own = await callApi(request, (api) => api.my['job-infos'][':id'].$get({ param: { id: String(id) } }));
    if (own.ok) return null;
  }
  return beaconUrl({ view: id });
}

/**
 * The beacon of a page that shows postings (a list, the search, home, a company's page): their
 * appearances. None for a company: appearances measure what seekers are shown, and the page
 * cannot tell its own postings apart from another company's without asking the api for them.
 */
export async function appearancesBeacon(request: Request, ids: readonly number[]): Promise<string | null> {
  if (!ids.length || (await getUser(request))?.role === 'company') return null;
  return beaconUrl({ appearances: [...new Set(ids)] });
}
