import type { JobInfo } from '#contracts/job-info';
import { loadApi } from '~/utils/api.server';

/** A company holds a few hundred postings at most; the cap only guards against a runaway loop. */
const MAX_PAGES = 50;

/** Every posting of the signed-in company, page after page of the api's list. */
export async function allMyJobInfos(request: Request): Promise<JobInfo[]> {
  const postings: JobInfo[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const data = await loadApi(request, (api) => api.my['job-infos'].$get({ query: { page: String(page) } }));
    postings.push(...data.items);
    if (!data.items.length || page * data.pageSize >= data.total) break;
  }
  return postings;
}
