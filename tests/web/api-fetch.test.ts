import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { remixFetchGlobals, webModulesOnOwnEnv } from './file-scope';

/**
 * A real api stand-in on loopback whose kept-alive connections die between requests: the first
 * request on a connection is answered (and the connection kept open), a later one on the same
 * connection finds it destroyed without an answer, as when the api closed it meanwhile.
 */
async function apiKillingReusedConnections() {
  const requestsOn = new Map<Socket, number>();
  const seen: string[] = [];
  let destroyed = 0;
  const server = http.createServer((req, res) => {
    const count = (requestsOn.get(req.socket) ?? 0) + 1;
    requestsOn.set(req.socket, count);
    seen.push(`${req.method} ${req.url}`);
    if (count > 1) {
      destroyed += 1;
      req.socket.destroy();
      return;
    }
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    destroyed: () => destroyed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())).then(() => server.closeAllConnections()),
  };
}

type Api = Awaited<ReturnType<typeof apiKillingReusedConnections>>;
let api: Api;
let apiFetch: typeof import('../../app/utils/api.server').apiFetch;

// as in the web server: Remix's fetch, whose keep-alive agents apiFetch passes
remixFetchGlobals();
webModulesOnOwnEnv();

afterEach(async () => {
  await api?.close();
  vi.resetModules();
  vi.unstubAllEnvs();
});

/** apiFetch with API_BASE_URL pointing at a fresh stand-in (its own pool of connections). */
async function start() {
  api = await apiKillingReusedConnections();
  vi.stubEnv('API_BASE_URL', api.url);
  ({ apiFetch } = await import('../../app/utils/api.server'));
}

async function statusOfThrown(call: Promise<unknown>): Promise<number> {
  const thrown = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown, 'apiFetch threw').toBeInstanceOf(Response);
  return (thrown as Response).status;
}

describe('the api client on a kept-alive connection the api closed', () => {
  it('sends a GET again on a new connection, so the page still gets its data', async () => {
    await start();
    expect(await apiFetch((client) => client.products.$get())).toMatchObject({ ok: true, data: { ok: true } });
    expect(await apiFetch((client) => client['payment-methods'].$get())).toMatchObject({
      ok: true,
      data: { ok: true },
    });
    // the second went out on the pooled connection, found it dead, and went again
    expect(api.destroyed()).toBe(1);
    expect(api.seen).toEqual(['GET /products', 'GET /payment-methods', 'GET /payment-methods']);
  });

  it('does not send a POST twice: the page gets the 503 answer', async () => {
    await start();
    expect(await apiFetch((client) => client.logout.$post({ json: { refreshToken: 'first' } }))).toMatchObject({
      ok: true,
    });
    expect(await statusOfThrown(apiFetch((client) => client.refresh.$post({ json: { refreshToken: 'second' } })))).toBe(
      503,
    );
    expect(api.seen).toEqual(['POST /logout', 'POST /refresh']);
  });

  it('gives the 503 answer when the api is down', async () => {
    await start();
    await api.close();
    expect(await statusOfThrown(apiFetch((client) => client.products.$get()))).toBe(503);
  });
});
