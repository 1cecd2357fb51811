import { useEffect } from 'react';

/**
 * Counts what the page shows (api/contracts/beacon.ts): with JavaScript the browser sends the
 * beacon when the page shows, and again when a navigation in the page changes what it shows;
 * without, a 1×1 picture of it loads. nginx keeps pages, never the beacon, so a cached page counts.
 */
export function ViewBeacon({ url }: { url: string | null }) {
  useEffect(() => {
    if (url) navigator.sendBeacon(url);
  }, [url]);
  if (!url) return null;
  return (
    <noscript>
      <img src={url} alt="" aria-hidden="true" width={1} height={1} className="visually-hidden" />
    </noscript>
  );
}
