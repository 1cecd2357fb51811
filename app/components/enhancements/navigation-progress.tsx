import { useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { onDemand } from '../on-demand';

const ProgressBar = onDemand(() => import('./progress-bar').then((module) => module.ProgressBar));

/** A top progress bar while a route change loads; its code comes with the first navigation. */
export function RouteProgress() {
  const { state } = useNavigation();
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (state !== 'idle') setUsed(true);
  }, [state]);
  return used ? <ProgressBar state={state} /> : null;
}
