import { absoluteUrl } from '~/utils/env.server';

/** The sitemaps.org namespace every sitemap and sitemap index declares. */
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * The public pages crawlers should index, besides postings and notices: those without
 * `noindex` (search, the menu and resumes carry it) and not behind a login.
 */
export const PUBLIC_PAGES = [
  '/',
  '/info/job-info-list',
  '/info/resume-list',
  '/service',
  '/service/question',
  '/service/payment',
  '/service/banner',
  '/service/privacy/agree',
];

/** Crawlers may come back within the hour; the api caches the data behind it briefly too. */
const CACHE_CONTROL = 'public, max-age=3600';

export interface SitemapUrl {
  /** a path on this site; made absolute with the public origin */
  path: string;
  lastmod?: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

function entries(tag: 'url' | 'sitemap', urls: SitemapUrl[]): string {
  return urls
    .map(({ path, lastmod }) => {
      const loc = `<loc>${escapeXml(absoluteUrl(path))}</loc>`;
      return `<${tag}>${loc}${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</${tag}>`;
    })
    .join('\n');
}

function xmlResponse(root: 'urlset' | 'sitemapindex', body: string): Response {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${SITEMAP_NAMESPACE}">\n${body}\n</${root}>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL },
  });
}

/** A child sitemap: at most 50 000 URLs, which the caller's paging sees to. */
export const urlsetResponse = (urls: SitemapUrl[]) => xmlResponse('urlset', entries('url', urls));

export const sitemapIndexResponse = (sitemaps: SitemapUrl[]) =>
  xmlResponse('sitemapindex', entries('sitemap', sitemaps));

export const notFound = () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
