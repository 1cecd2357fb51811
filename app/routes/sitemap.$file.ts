import type { LoaderFunctionArgs } from '@remix-run/node';
import type { Paged } from '../../api/contracts/job-info';
import { SITEMAP_PAGE_SIZE, type SitemapEntry } from '../../api/contracts/sitemap';
import { apiFetch } from '~/utils/api.server';
import { notFound, PUBLIC_PAGES, urlsetResponse } from '~/utils/sitemap.server';

/** The child sitemaps /sitemap.xml names: `pages.xml` and `postings-N.xml`; anything else is a 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  if (params.file === 'pages.xml') {
    const notices = await apiFetch<{ items: SitemapEntry[] }>('/sitemap/notices');
    if (!notices.ok) throw new Response(notices.error.message, { status: notices.status });
    return urlsetResponse([
      ...PUBLIC_PAGES.map((path) => ({ path })),
      ...notices.data.items
        .slice(0, SITEMAP_PAGE_SIZE - PUBLIC_PAGES.length)
        .map(({ id, updatedAt }) => ({ path: `/service/notice/${id}`, lastmod: updatedAt })),
    ]);
  }
  const page = /^postings-([1-9]\d{0,3})\.xml$/.exec(params.file ?? '')?.[1];
  if (!page) return notFound();
  const postings = await apiFetch<Paged<SitemapEntry>>(`/sitemap/job-infos?page=${page}`);
  if (!postings.ok) throw new Response(postings.error.message, { status: postings.status });
  if (!postings.data.items.length) return notFound();
  return urlsetResponse(
    postings.data.items.map(({ id, updatedAt }) => ({ path: `/info/job-info/${id}`, lastmod: updatedAt })),
  );
}
