import type { SitemapSummary } from '../../api/contracts/sitemap';
import { apiFetch } from '~/utils/api.server';
import { sitemapIndexResponse } from '~/utils/sitemap.server';

/**
 * The sitemap index: the public pages and notices in one child sitemap, the listed postings in as
 * many as 50 000 at a time need. Company pages (/company/:id, issue 17 §3) get child sitemaps of
 * their own, `companies-N.xml`, when they exist.
 */
export async function loader() {
  const summary = await apiFetch<SitemapSummary>('/sitemap');
  if (!summary.ok) throw new Response(summary.error.message, { status: summary.status });
  const { jobInfoTotal, pageSize } = summary.data;
  const postingPages = Array.from({ length: Math.ceil(jobInfoTotal / pageSize) }, (_, i) => ({
    path: `/sitemap/postings-${i + 1}.xml`,
  }));
  return sitemapIndexResponse([{ path: '/sitemap/pages.xml' }, ...postingPages]);
}
