import { apiErrorResponse, apiFetch } from '~/utils/api.server';
import { sitemapIndexResponse } from '~/features/sitemap/sitemap.server';

/** `postings-1.xml`, `postings-2.xml`, …: as many child sitemaps as `total` URLs need. */
function childSitemaps(name: string, total: number, pageSize: number) {
  return Array.from({ length: Math.ceil(total / pageSize) }, (_, i) => ({ path: `/sitemap/${name}-${i + 1}.xml` }));
}

/**
 * The sitemap index: the public pages and notices in one child sitemap, the listed postings and
 * the company pages (companies with a listed posting) in as many as 50 000 at a time need.
 */
export async function loader() {
  const summary = await apiFetch((api) => api.sitemap.$get());
  if (!summary.ok) throw apiErrorResponse(summary);
  const { jobInfoTotal, companyTotal, pageSize } = summary.data;
  return sitemapIndexResponse([
    { path: '/sitemap/pages.xml' },
    ...childSitemaps('postings', jobInfoTotal, pageSize),
    ...childSitemaps('companies', companyTotal, pageSize),
  ]);
}
