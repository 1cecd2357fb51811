import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress } from '../../app/server/client-address';

// A real server and socket: what X-Forwarded-For the loaders pass on to the api.
let server: http.Server | undefined;
afterEach(() => server?.close());

async function forwardedFor(trustedProxies: string[], sent?: string): Promise<string> {
  const app = express();
  app.set('trust proxy', (address: string) => trustedProxies.includes(address));
  app.use(clientAddress);
  app.get('/', (req, res) => res.send(req.headers['x-forwarded-for'] ?? ''));
  server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/`, {
    headers: sent ? { 'x-forwarded-for': sent } : {},
  });
  return response.text();
}

describe('clientAddress', () => {
  it('replaces what a visitor wrote with the socket’s address when nobody in front is trusted', async () => {
    expect(await forwardedFor([], '203.0.113.9')).toBe('127.0.0.1');
    expect(await forwardedFor([], '203.0.113.9, 198.51.100.1')).toBe('127.0.0.1');
    expect(await forwardedFor([])).toBe('127.0.0.1');
  });

  it('keeps the address a trusted proxy names, and only that one', async () => {
    expect(await forwardedFor(['127.0.0.1'], '203.0.113.9')).toBe('203.0.113.9');
    // what the visitor wrote before the proxy added the real address is not believed
    expect(await forwardedFor(['127.0.0.1'], '10.9.9.9, 203.0.113.9')).toBe('203.0.113.9');
  });
});
