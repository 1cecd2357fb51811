import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one page request leaves for its answer: headers a route's helpers decided on (the refreshed
 * session's cookie) that the server layer adds to whatever Response Remix produced, so that no
 * route has to remember to hand them on (page-cache.ts).
 */
export interface RequestStore {
  /** each adds its headers to the answer; run once, after Remix answered */
  finishers: ((headers: Headers) => Promise<void>)[];
}

// The web server (build/web/server.js) and Remix's build (build/index.js) are two bundles, each
// with its own copy of this module: the one AsyncLocalStorage is kept on globalThis for both.
const KEY = Symbol.for('bbangjob.request-store');
const holder = globalThis as { [KEY]?: AsyncLocalStorage<RequestStore> };
const storage = (holder[KEY] ??= new AsyncLocalStorage<RequestStore>());

/** Runs `handle` (Remix's handling of one request) with a store of its own. */
export function withRequestStore<T>(handle: (store: RequestStore) => Promise<T>): Promise<T> {
  const store: RequestStore = { finishers: [] };
  return storage.run(store, () => handle(store));
}

/** The store of the request under way; null outside one (a script, a unit test of a helper). */
export function currentRequestStore(): RequestStore | null {
  return storage.getStore() ?? null;
}

/** The answer with every finisher's headers added: the finishers run once, in the order they came. */
export async function finishAnswer(store: RequestStore, response: Response): Promise<Response> {
  if (store.finishers.length === 0) return response;
  const headers = new Headers(response.headers);
  for (const finish of store.finishers) await finish(headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
