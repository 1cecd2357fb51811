import { useEffect, useRef } from 'react';
import { useNavigation } from '@remix-run/react';
import { NavigationProgress, nprogress } from '@mantine/nprogress';

export function RouteProgress() {
  const { state } = useNavigation();
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

  return <NavigationProgress />;
}
