import { useWindowScroll } from '@mantine/hooks';
import { onDemand } from '../on-demand';

export const SCROLL_TOP_THRESHOLD = 400;

const ScrollToTopButton = onDemand(() => import('./scroll-to-top-button').then((module) => module.ScrollToTopButton));

export function ScrollToTop() {
  const [scroll, scrollTo] = useWindowScroll();

  // Not rendered at all below the threshold, so it takes no tab stop while it is of no use.
  if (scroll.y <= SCROLL_TOP_THRESHOLD) return null;

  return <ScrollToTopButton onClick={() => scrollTo({ y: 0 })} />;
}
