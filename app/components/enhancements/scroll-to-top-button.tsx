import { ActionIcon } from '@mantine/core/esm/components/ActionIcon/ActionIcon';
import { Affix } from '@mantine/core/esm/components/Affix/Affix';
import { getDefaultZIndex } from '@mantine/core/esm/core/utils/get-default-z-index/get-default-z-index';
import { ThemeProvider } from '~/theme-provider';

/** The 맨 위로 button, fetched the first time the page is scrolled far enough (see scroll-to-top.tsx). */
export function ScrollToTopButton({ onClick }: { onClick: () => void }) {
  return (
    <ThemeProvider>
      {/* Affix defaults to the modal layer; the app layer keeps it under modals and the install banner. */}
      <Affix position={{ bottom: 20, right: 20 }} zIndex={getDefaultZIndex('app')}>
        <ActionIcon size="xl" radius="xl" aria-label="맨 위로" data-testid="scroll-to-top" onClick={onClick}>
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
    </ThemeProvider>
  );
}
