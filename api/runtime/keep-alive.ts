import type { AgentOptions } from 'node:http';

/**
 * Kept-alive connections between the tiers, and who closes an idle one. A client that sends a
 * request on a connection the server is closing at that moment gets `ECONNRESET` (the web saw it
 * on `GET /my/notification-settings`, and a POST cannot be sent again). So every server (the api,
 * the web) keeps an idle connection longer than any of its clients (the web's agents to the api,
 * nginx's upstream connections: deploy/nginx.conf's `keepalive_timeout` in its `upstream`
 * blocks), and the client is always the one that closes it.
 */

/** How long the api's and the web's servers keep an idle connection open (node's own default: 5 s). */
export const SERVER_KEEP_ALIVE_MS = 65_000;
/** How long a client keeps an idle connection to them; nginx's upstream `keepalive_timeout` is this too. */
export const CLIENT_IDLE_MS = 30_000;

/** A node server's timeouts so that its clients, not it, close idle connections. */
export function keepIdleConnections(
  server: { keepAliveTimeout: number; headersTimeout: number },
  keepAliveMs = SERVER_KEEP_ALIVE_MS,
): void {
  server.keepAliveTimeout = keepAliveMs;
  // a connection's next request must not be timed out for its headers while the connection idles
  server.headersTimeout = Math.max(server.headersTimeout, keepAliveMs + 1000);
}

/**
 * An agent's options for calls to the api: connections kept and reused, and one left idle closed
 * by the agent after `idleMs`, before the api would close it. (Node's agent also closes a second
 * before the server's `Keep-Alive: timeout` hint, but only when it has a timeout of its own.)
 */
export function keptAliveAgentOptions(idleMs = CLIENT_IDLE_MS): AgentOptions {
  return { keepAlive: true, maxSockets: 64, timeout: idleMs };
}
