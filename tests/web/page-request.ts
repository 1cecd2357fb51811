import { finishAnswer, withRequestStore } from '../../app/server/request-store';

/**
 * What `handle` (a loader's or an action's work) answers a visitor, as the web server sends it:
 * with the cookies of the session the request read or changed. A thrown Response is thrown with them.
 */
export function asPageRequest<R extends Response>(handle: () => Promise<R>): Promise<R> {
  return withRequestStore(async (store) => {
    try {
      // the same body and status: Remix's typed answer stays typed
      return (await finishAnswer(store, await handle())) as R;
    } catch (error) {
      if (error instanceof Response) throw await finishAnswer(store, error);
      throw error;
    }
  });
}

/** Runs `work` as one page request does; `headers` are what the web server adds to its answer. */
export function asOneRequest<T>(work: () => Promise<T>): Promise<{ value: T; headers: Headers }> {
  return withRequestStore(async (store) => {
    const value = await work();
    const answer = await finishAnswer(store, new Response(null));
    return { value, headers: answer.headers };
  });
}
