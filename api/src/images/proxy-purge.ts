import type { Logger } from '../logger';

/** How long a purge may take before the removal goes on without it (logged). */
const PURGE_TIMEOUT_MS = 3000;

/**
 * Evicts pictures from the caching proxies in front (deploy/nginx.conf's purge listener, Debian's
 * cache-purge module): `PURGE <base>/images/<name>` for every name, to every base URL. nginx would
 * otherwise keep serving a removed picture's 200 for as long as it is asked for. A proxy that
 * cannot be reached is logged and the removal stands: the api already answers 404.
 */
export function createProxyPurge({
  baseUrls,
  logger,
  fetchImpl = fetch,
}: {
  baseUrls: string[];
  logger: Logger;
  fetchImpl?: typeof fetch;
}) {
  async function purgeOne(url: string): Promise<void> {
    try {
      const res = await fetchImpl(url, { method: 'PURGE', signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
      await res.body?.cancel();
      // 404: the proxy held no copy of that file
      if (res.status !== 200 && res.status !== 404) logger.warn({ url, status: res.status }, 'proxy purge refused');
    } catch (err) {
      logger.warn({ err, url }, 'proxy purge failed');
    }
  }

  return {
    /** Purges `/images/<name>` for each of `names` from every proxy; resolves once all have answered. */
    async purgeImages(names: string[]): Promise<void> {
      await Promise.all(
        baseUrls.flatMap((base) => names.map((name) => purgeOne(`${base}/images/${encodeURIComponent(name)}`))),
      );
    },
  };
}

export type ProxyPurge = ReturnType<typeof createProxyPurge>;
