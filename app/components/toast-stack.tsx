import { Notifications, notifications } from '@mantine/notifications';
import type { ShownToast } from '../utils/toast';
import { ThemeProvider } from '~/theme-provider';

/**
 * How long a toast stays. Kept here, not in utils/toast.ts: were this on-demand module to import
 * anything from that file, the file would be reached from one more entry than toasts.tsx (on every
 * page) and esbuild would give it a chunk of its own, one more script file on every page.
 */
const TOAST_DURATION_MS = 2000;

/** Mantine's notification stack, fetched with the first toast (see toasts.tsx). */
export function ToastStack() {
  return (
    <ThemeProvider>
      <Notifications position="top-center" zIndex={1000} />
    </ThemeProvider>
  );
}

/**
 * Shows a toast top-centre for 2 s. Mantine pauses its own timer while hovered, so the toast is
 * kept open and hidden by a timer of ours: a toast lasts its 2 s whether hovered or not.
 */
export function show({ id, type, message }: ShownToast) {
  notifications.show({
    id,
    message,
    color: type === 'error' ? 'red' : 'brown',
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': '닫기' },
  });
  setTimeout(() => notifications.hide(id), TOAST_DURATION_MS);
}
