import { redactTokens } from '../features/account/token-pages';

/** Where browsers post their errors (level, code, details): answered by the web server (app/server) before Remix. */
export const CLIENT_LOG_PATH = '/_log';

export type ClientErrorLevel = 'error' | 'warn';

// A page that fails in a loop sends a few, not thousands.
const MAX_REPORTS_PER_PAGE = 10;
let reports = 0;

/**
 * Sends one error to the server with sendBeacon, which survives the page being closed. Only the
 * path of the page: its query string may carry what a visitor typed, and a mailed link's token is
 * left out of it. The server scrubs the rest.
 */
export function reportClientError(code: string, error: unknown, level: ClientErrorLevel = 'error'): void {
  if (reports >= MAX_REPORTS_PER_PAGE || typeof navigator.sendBeacon !== 'function') return;
  reports += 1;
  const known = error instanceof Error ? error : null;
  const details = {
    page: redactTokens(location.pathname),
    name: known?.name ?? null,
    // short enough that a Korean message and its stack stay under the server's 8 KB
    message: String(known ? known.message : error).slice(0, 300),
    stack: known?.stack?.slice(0, 1500) ?? null,
  };
  navigator.sendBeacon(CLIENT_LOG_PATH, JSON.stringify({ level, code, details }));
}

/** Errors nothing caught: thrown in a handler or a timer, or a rejected promise nobody awaited. */
export function listenForClientErrors(): void {
  addEventListener('error', (event) => reportClientError('window-error', event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => reportClientError('unhandled-rejection', event.reason));
}
