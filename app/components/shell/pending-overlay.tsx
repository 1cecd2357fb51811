import { useFetchers, useNavigation } from '@remix-run/react';

const SESSION_ACTIONS = ['/login', '/register', '/logout'];

function isSessionAction(formAction: string | undefined) {
  return !!formAction && SESSION_ACTIONS.includes(new URL(formAction, 'http://x').pathname);
}

/**
 * 잠시만 기다려주세요...: full screen while a sign-in, sign-up or sign-out is on its way, so nothing is
 * clicked under a session that is changing.
 */
export function PendingOverlay() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const pending =
    (navigation.state !== 'idle' && isSessionAction(navigation.formAction)) ||
    fetchers.some((fetcher) => fetcher.state !== 'idle' && isSessionAction(fetcher.formAction));
  if (!pending) return null;
  return (
    <div className="pending-overlay" role="status" aria-live="polite">
      {/* Mantine's oval Loader drawn by app.css: its script would be in every page's first download */}
      <span className="pending-spinner" aria-hidden="true" />
      <p>잠시만 기다려주세요...</p>
    </div>
  );
}
