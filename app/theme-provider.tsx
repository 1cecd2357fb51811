import { MantineProvider } from '@mantine/core/esm/core/MantineProvider/MantineProvider';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * Mantine's theme around what draws with Mantine's components: the members' areas (AreaLayout), the
 * account pages, and the shell's pieces fetched on demand (dialogs, toasts, progress bar, cards). The
 * public pages are plain elements with app.css's classes and load none of Mantine's code, so the
 * provider is not in the root: every page would download it (with @mantine/hooks) for nothing.
 * Several may be mounted at once; each only passes the same theme down. The colour scheme stays
 * light (the root's <html> says so for the pages without one), and the theme's CSS variables and
 * global classes come from a stylesheet (styles/theme.generated.css), not from each provider.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  );
}
