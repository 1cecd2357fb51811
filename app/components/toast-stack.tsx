import { Notifications, notifications } from '@mantine/notifications';
import { type ShownToast, TOAST_DURATION_MS } from '../utils/toast';
import { ThemeProvider } from '~/theme-provider';

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
