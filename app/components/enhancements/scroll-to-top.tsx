import { useSyncExternalStore } from 'react';
import { onDemand } from '../on-demand';

export const SCROLL_TOP_THRESHOLD = 400;

const ScrollToTopButton = onDemand(() => import('./scroll-to-top-button').then((module) => module.ScrollToTopButton));

function subscribeScroll(onChange: () => void) {
  // a resize can move the page as a scroll does
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** Whether the page is scrolled past the threshold: the page renders again only when that changes. */
function useScrolledFar(): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > SCROLL_TOP_THRESHOLD,
    () => false,
  );
}

export function ScrollToTop() {
  const scrolledFar = useScrolledFar();

  // Not rendered at all below the threshold, so it takes no tab stop while it is of no use.
  if (!scrolledFar) return null;

  return <ScrollToTopButton onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} />;
}
