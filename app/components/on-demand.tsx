import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A component whose code is fetched the first time it renders, not with the page: dialogs, toasts,
 * the progress bar and banners appear only after something happens, so a first visit does not pay
 * for them. `preload()` starts the fetch early, when the visitor reaches for the control.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  // lazy() types its props through ref handling that a generic P cannot pass; they are P all the same.
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(OnDemand, { preload });
}
