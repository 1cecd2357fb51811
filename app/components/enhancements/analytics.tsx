import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from '@remix-run/react';
import { useNonce } from '~/utils/nonce';
import { redactTokens } from '~/features/account/token-pages';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** One page view; a mailed link's token, should its page ever be reported, is not in it. */
export function reportPageView(path: string): void {
  if (typeof window.gtag !== 'function') return;
  window.gtag('event', 'page_view', {
    page_path: redactTokens(path),
    page_location: redactTokens(window.location.href),
    page_title: document.title,
  });
}

/**
 * Reports once per completed navigation, the first load included. Waiting for 'idle' means the new
 * route has rendered, so document.title is already the new page's title.
 */
export function usePageViewReporting(measurementId: string | null): void {
  const location = useLocation();
  const navigation = useNavigation();
  const reportedKey = useRef<string | null>(null);

  useEffect(() => {
    if (!measurementId || navigation.state !== 'idle' || reportedKey.current === location.key) return;
    reportedKey.current = location.key;
    reportPageView(location.pathname + location.search);
  }, [measurementId, navigation.state, location.key, location.pathname, location.search]);
}

/** Goes in <head>. Automatic page views are off: usePageViewReporting sends them, so each navigation counts once. */
export function AnalyticsScripts({ measurementId }: { measurementId: string | null }) {
  const nonce = useNonce();
  if (!measurementId) return null;
  // The id is written into a script: JSON keeps it a string literal and escaping '<' keeps a stray
  // "</script>" from closing the tag.
  const id = JSON.stringify(measurementId).replace(/</g, '\\u003c');
  const bootstrap =
    'window.dataLayer = window.dataLayer || [];' +
    'function gtag(){dataLayer.push(arguments);}' +
    'window.gtag = gtag;' +
    "gtag('js', new Date());" +
    `gtag('config', ${id}, { send_page_view: false });`;

  return (
    <>
      <script async src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: bootstrap }} />
    </>
  );
}
