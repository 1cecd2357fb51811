import { absoluteUrl } from '~/utils/env.server';
import { MEMBER_AREAS } from '~/utils/member-areas';

/**
 * Pages that are public but not indexed (search, resumes) stay crawlable so that their `noindex` is
 * read.
 */
export function loader() {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...MEMBER_AREAS.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
  ];
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
