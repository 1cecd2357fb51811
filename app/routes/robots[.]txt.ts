import { absoluteUrl } from '~/utils/env.server';

/**
 * Members' and operators' areas, and the endpoints behind forms: nothing there is for a search
 * engine. Pages that are public but not indexed (search, resumes) stay crawlable so that their
 * `noindex` is read.
 */
const PRIVATE_PREFIXES = [
  '/admin',
  '/user',
  '/resume',
  '/job-info',
  '/account',
  '/unsubscribe',
  '/scrap',
  '/logout',
  '/_log',
  '/upload-image',
];

export function loader() {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
  ];
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
