import type { ApplicationSource } from '../../contracts/insights';

/** What the apply request carries of where the seeker came from (contracts/application.ts). */
export interface ApplyOrigin {
  /** the Referer of the posting page the seeker applied on */
  referrer?: string | null;
  /** the `utm_source` of that page's address */
  utmSource?: string | null;
}

export interface DecidedSource {
  source: ApplicationSource;
  /** the other site's host or the link's utm_source; null when the source says it all */
  detail: string | null;
}

/** The utm_source the 맞춤 공고 mails' posting links carry (alerts/digest.ts). */
export const JOB_ALERT_UTM_SOURCE = 'job-alert';

const DETAIL_LENGTH = 100;
/** a utm_source as campaign links write it; anything else is noise and is ignored */
const UTM_SOURCE = /^[\p{L}\p{N}._~+-]{1,100}$/u;

/** example.com and www.example.com are the same site; ports do not make another one */
const siteOf = (host: string) => host.toLowerCase().replace(/^www\./, '');

function referrerUrl(referrer: string | null | undefined): URL | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Which of our own pages led to the posting: the list (and the home page's sections), search, a company's page. */
function ownPageSource(pathname: string): ApplicationSource {
  if (pathname === '/search' || pathname.startsWith('/search/')) return 'search';
  if (/^\/company\/[^/]+\/?$/.test(pathname)) return 'company';
  // the list and the home page, and every other page of ours a posting is reached from (스크랩, 다른 공고)
  return 'list';
}

/**
 * Where an application came from, decided once, when it is made: the posting page's utm_source
 * first (a campaign's link says where it was put), then its Referer (our own list, search or
 * company page, or another site's host), else a shared link or a typed address. What cannot be
 * read as either is ignored, never refused: the application matters more than its source.
 */
export function applicationSource(origin: ApplyOrigin, publicUrl: string): DecidedSource {
  const utm = origin.utmSource?.trim();
  if (utm && UTM_SOURCE.test(utm)) {
    const detail = utm.toLowerCase();
    return detail === JOB_ALERT_UTM_SOURCE ? { source: 'alert', detail: null } : { source: 'other_site', detail };
  }
  const from = referrerUrl(origin.referrer);
  if (!from) return { source: 'shared', detail: null };
  if (siteOf(from.hostname) === siteOf(new URL(publicUrl).hostname)) {
    return { source: ownPageSource(from.pathname), detail: null };
  }
  return { source: 'other_site', detail: from.hostname.toLowerCase().slice(0, DETAIL_LENGTH) };
}
