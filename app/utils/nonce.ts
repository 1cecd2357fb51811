import { createContext, useContext } from 'react';

declare module '@remix-run/server-runtime' {
  interface AppLoadContext {
    /** this response's Content-Security-Policy nonce (app/server/security-headers.ts) */
    cspNonce: string;
  }
}

/**
 * The nonce the server render puts on the page's inline scripts. In the browser it is undefined:
 * the browser hides a nonce from the page once parsed, and inline scripts only ever run from the
 * server's HTML (React does not run the ones it renders later).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
