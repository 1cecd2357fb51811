import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { keepIdleConnections } from '../../runtime/keep-alive';

/**
 * The api served on a port as main.ts serves it: node's HTTP/1.1 server (serve() makes one unless
 * told otherwise), its idle connections kept `keepAliveMs`.
 */
export function serveApi(
  {
    fetch,
    port,
    hostname,
    keepAliveMs,
  }: { fetch: Parameters<typeof serve>[0]['fetch']; port: number; hostname?: string; keepAliveMs?: number },
  listening?: Parameters<typeof serve>[1],
): Server {
  const server = serve({ fetch, port, hostname }, listening) as Server;
  keepIdleConnections(server, keepAliveMs);
  return server;
}
