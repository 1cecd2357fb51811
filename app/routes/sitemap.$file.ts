import type { LoaderFunctionArgs } from '@remix-run/node';
import { SITEMAP_PAGE_SIZE } from '#contracts/sitemap';
import { apiErrorResponse, apiFetch } from '~/utils/api.server';
import { notFound, PUBLIC_PAGES, urlsetResponse } from '~/features/sitemap/sitemap.server';

/** Each kind of numbered child sitemap: where the api pages its entries, and each entry's page here. */
const NUMBERED = {
  postings: {
    entries: (page: string) => apiFetch((api) => api.sitemap['job-infos'].$get({ query: { page } })),
    path: (id: number) => `/info/job-info/${id}`,
  },
  companies: {
    entries: (page: string) => apiFetch((api) => api.sitemap.companies.$get({ query: { page } })),
    path: (id: number) => `/company/${id}`,
  },
};

/**
 * The child sitemaps /sitemap.xml names: `pages.xml`, `postings-N.xml` and `companies-N.xml`;
 * anything else, and a page past the last, is a 404.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  if (params.file === 'pages.xml') {
    const notices = await apiFetch((api) => api.sitemap.notices.$get());
    if (!notices.ok) throw apiErrorResponse(notices);
    return urlsetResponse([
      ...PUBLIC_PAGES.map((path) => ({ path })),
      ...notices.data.items
        .slice(0, SITEMAP_PAGE_SIZE - PUBLIC_PAGES.length)
        .map(({ id, updatedAt }) => ({ path: `/service/notice/${id}`, lastmod: updatedAt })),
    ]);
  }
  const [, kind, page] = /^(postings|companies)-([1-9]\d{0,3})\.xml$/.exec(params.file ?? '') ?? [];
  if (!kind || !page) return notFound();
  const { entries: load, path } = NUMBERED[kind as keyof typeof NUMBERED];
  const entries = await load(page);
  if (!entries.ok) throw apiErrorResponse(entries);
  if (!entries.data.items.length) return notFound();
  return urlsetResponse(entries.data.items.map(({ id, updatedAt }) => ({ path: path(id), lastmod: updatedAt })));
}
