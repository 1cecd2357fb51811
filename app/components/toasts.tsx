import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { type ShownToast, TOAST_DURATION_MS, type Toast, withDefaultMessage } from '../utils/toast';

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

/**
 * Shows a toast top-centre for 2 s. Mantine pauses its own timer while hovered, so the toast is
 * kept open and hidden by a timer of ours that hovering cannot stop (SPEC.md §8).
 */
export function showToast(toast: Toast) {
  const { id, type, message } = withDefaultMessage(toast);
  if (!markShown(id)) return;
  notifications.show({
    id,
    message,
    color: type === 'error' ? 'red' : 'brown',
    autoClose: false,
    withCloseButton: true,
  });
  setTimeout(() => notifications.hide(id), TOAST_DURATION_MS);
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

/** A form's failure message from its action: a toast each time the action answers with one. */
export function useActionToast(data: { error?: string } | undefined) {
  useEffect(() => {
    if (data?.error) showToast({ type: 'error', message: data.error });
  }, [data]);
}
