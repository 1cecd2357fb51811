import { ActionIcon, Affix, getDefaultZIndex } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';

export const SCROLL_TOP_THRESHOLD = 400;

export function ScrollToTop() {
  const [scroll, scrollTo] = useWindowScroll();

  // Not rendered at all below the threshold, so it takes no tab stop while it is of no use.
  if (scroll.y <= SCROLL_TOP_THRESHOLD) return null;

  return (
    // Affix defaults to the modal layer; the app layer keeps it under modals and the install banner.
    <Affix position={{ bottom: 20, right: 20 }} zIndex={getDefaultZIndex('app')}>
      <ActionIcon
        size="xl"
        radius="xl"
        aria-label="맨 위로"
        data-testid="scroll-to-top"
        onClick={() => scrollTo({ y: 0 })}
      >
        <svg
          aria-hidden="true"
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 19V5M5 12l7-7 7 7" />
        </svg>
      </ActionIcon>
    </Affix>
  );
}
