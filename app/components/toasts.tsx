import { useEffect, useSyncExternalStore } from 'react';
import { type ShownToast, type Toast, withDefaultMessage } from '../utils/toast';
import { type ActionResult, formErrorOf } from '~/forms/action-result';
import { onDemand } from './on-demand';

const loadStack = () => import('./toast-stack');
const ToastStack = onDemand(() => loadStack().then((module) => module.ToastStack));

/** Whether a toast has been asked for in this tab: until then the stack and its code stay away. */
let stackWanted = false;
const stackListeners = new Set<() => void>();
function wantStack() {
  if (stackWanted) return;
  stackWanted = true;
  for (const listener of stackListeners) listener();
}
function subscribeStack(listener: () => void) {
  stackListeners.add(listener);
  return () => stackListeners.delete(listener);
}

const SHOWN_KEY = 'bbangjob:shown-toasts';

/** Toast ids already shown in this tab, kept across reloads: the same toast may arrive twice. */
function markShown(id: string): boolean {
  let ids: string[] = [];
  try {
    ids = JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? '[]') as string[];
  } catch {
    ids = [];
  }
  if (ids.includes(id)) return false;
  try {
    sessionStorage.setItem(SHOWN_KEY, JSON.stringify([...ids.slice(-19), id]));
  } catch {
    // storage full or denied: the toast still shows, a repeat may show again
  }
  return true;
}

/** Shows a toast (toast-stack.tsx), fetching the stack's code with the first one. */
export function showToast(toast: Toast) {
  const shown = withDefaultMessage(toast);
  if (!markShown(shown.id)) return;
  wantStack();
  void loadStack().then((module) => module.show(shown));
}

/** Where toasts appear: mounted in the root, empty until the first toast. */
export function ToastHost() {
  const wanted = useSyncExternalStore(
    subscribeStack,
    () => stackWanted,
    () => false,
  );
  return wanted ? <ToastStack /> : null;
}

/** Without JavaScript the same message renders as an alert in the page. */
export function NoScriptAlert({ toast }: { toast: ShownToast | null }) {
  if (!toast) return null;
  return (
    <noscript>
      <div role="alert" className={`page-alert page-alert-${toast.type}`}>
        {toast.message}
      </div>
    </noscript>
  );
}

/** The flash toast the root loader read: a notification with JavaScript, an alert without. */
export function FlashToast({ toast }: { toast: ShownToast | null }) {
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
  return <NoScriptAlert toast={toast} />;
}

/** A form's failure message from its action (its reply's own error): a toast each time the action answers with one. */
export function useActionToast(data: ActionResult | undefined) {
  useEffect(() => {
    const message = formErrorOf(data);
    if (message) showToast({ type: 'error', message });
  }, [data]);
}
