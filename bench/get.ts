/** A plain GET for the bench's checks, over http or the proxy's https. */
import http from 'node:http';
import https from 'node:https';

/**
 * A GET that accepts the proxy's self-signed certificate (fetch offers no per-request switch, and
 * NODE_TLS_REJECT_UNAUTHORIZED would reach the servers started after it).
 */
export function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = (url.startsWith('https:') ? https : http).get(
      url,
      { headers, rejectUnauthorized: false, timeout: 300_000 },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`GET ${url}: no answer in 300 s`)));
    request.on('error', reject);
  });
}
