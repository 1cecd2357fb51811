import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useEffect, useRef } from 'react';
import { ThemeProvider } from '~/theme-provider';

/** The top progress bar, fetched with the first navigation (see navigation-progress.tsx). */
export function ProgressBar({ state }: { state: 'idle' | 'loading' | 'submitting' }) {
  // Completing a bar that never started would still run nprogress's reset timers on first render.
  const running = useRef(false);

  useEffect(() => {
    if (state === 'loading' || state === 'submitting') {
      running.current = true;
      nprogress.start();
    } else if (running.current) {
      running.current = false;
      nprogress.complete();
    }
  }, [state]);

  // a progressbar needs a name (axe: aria-progressbar-name)
  return (
    <ThemeProvider>
      <NavigationProgress aria-label="페이지 불러오는 중" />
    </ThemeProvider>
  );
}
