import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { getDefaultZIndex } from '@mantine/core/esm/core/utils/get-default-z-index/get-default-z-index';
import type { ReactNode } from 'react';
import { ThemeProvider } from '~/theme-provider';

/**
 * A card fixed along the bottom of the screen that the app offers once (installing it, push
 * notices): a named region above the page and the scroll-to-top button, which it would otherwise
 * cover, and below modals.
 */
export function BottomCard({ testId, label, children }: { testId: string; label: string; children: ReactNode }) {
  return (
    <ThemeProvider>
      <Paper
        data-testid={testId}
        role="region"
        aria-label={label}
        pos="fixed"
        bottom={0}
        left={0}
        right={0}
        p="sm"
        radius={0}
        shadow="md"
        withBorder
        style={{ zIndex: getDefaultZIndex('modal') - 1 }}
      >
        {children}
      </Paper>
    </ThemeProvider>
  );
}
