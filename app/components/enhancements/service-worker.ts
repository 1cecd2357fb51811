import { useEffect } from 'react';

/**
 * Registers /sw.js once the page has loaded, so the worker's own downloads never compete with the
 * first render. `enabled` comes from the server: the browser bundle cannot tell production from dev.
 */
export function useServiceWorker(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;

    const register = () => {
      // A failed registration only costs the asset cache; the site works the same without it.
      navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    };

    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, [enabled]);
}
