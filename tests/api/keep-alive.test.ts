import { readFile } from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../api/src/app';
import { CLIENT_IDLE_MS, keptAliveAgentOptions, SERVER_KEEP_ALIVE_MS } from '#runtime/keep-alive';
import { serveApi } from '../../api/src/http/serve-api';
import { createHarness, DIALECTS, type Harness } from './harness';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  socket: net.Socket;
}

/** A sign-in body of about `bytes` bytes. */
const bodyOf = (bytes: number) => JSON.stringify({ userId: 'x'.repeat(bytes), password: 'bread1234' });

/** The web's and nginx's idle connections are closed before the api's server would (times shortened). */
const IDLE = { clientMs: 300, serverMs: 3000 };

/**
 * The api served as main.ts serves it, on a loopback port, and clients that keep their
 * connections: whatever the api answers early, the next request on the connection must work.
 */
describe.each(DIALECTS)('kept-alive connections after early answers (%s)', (dialect) => {
  let api: Harness;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    api = await createHarness(dialect);
    // as main.ts serves it, with its idle connections kept 3 s (the clients’ 0.3 s below; node’s agent will not keep one at all for a server that says 1 s)
    server = serveApi({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1', keepAliveMs: IDLE.serverMs });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await api.close();
  });

  /** One request through `agent`; a body sent in pieces goes chunked (no Content-Length). */
  function send(agent: http.Agent, method: string, path: string, body?: string | string[]): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method, path, agent, headers: { 'content-type': 'application/json' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
              socket: req.socket!,
            }),
          );
        },
      );
      req.on('error', reject);
      if (Array.isArray(body)) {
        for (const piece of body) req.write(piece);
        req.end();
      } else req.end(body);
    });
  }

  async function twoMoreRequests(agent: http.Agent): Promise<Answer[]> {
    return [await send(agent, 'GET', '/health'), await send(agent, 'GET', '/health')];
  }

  describe('a body over the limit', () => {
    for (const [how, body] of [
      ['with its Content-Length', bodyOf(2 * MAX_BODY_BYTES)],
      ['chunked', Array.from({ length: 8 }, () => 'x'.repeat(MAX_BODY_BYTES / 4))],
    ] as const) {
      it(`sent ${how} is answered 413 with Connection: close, and the next requests are answered`, async () => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        const tooLarge = await send(agent, 'POST', '/login', body);
        expect(tooLarge.status).toBe(413);
        expect(tooLarge.headers.connection).toBe('close');
        expect((JSON.parse(tooLarge.body) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
        const after = await twoMoreRequests(agent);
        expect(after.map((answer) => answer.status)).toEqual([200, 200]);
        agent.destroy();
      });
    }

    it('ends the connection cleanly after the whole 413', async () => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      const closed = new Promise<boolean>((resolve) => socket.once('close', resolve));
      const failed: Error[] = [];
      socket.on('error', (error) => failed.push(error));
      const body = bodyOf(2 * MAX_BODY_BYTES);
      socket.write(
        `POST /login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      expect(await closed).toBe(false);
      expect(failed).toEqual([]);
      expect(received).toMatch(/^HTTP\/1\.1 413 /);
      expect(received.toLowerCase()).toContain('connection: close');
      expect(received).toContain('"code":"PAYLOAD_TOO_LARGE"');
    });
  });

  for (const [answer, method, path, body] of [
    ['401 before the body is read', 'PUT', '/delete-user', bodyOf(500_000)],
    ['404 to a request with a body', 'POST', '/no-such-path', bodyOf(500_000)],
    ['400 to malformed JSON', 'POST', '/login', `{"userId":"${'x'.repeat(500_000)}`],
  ] as const) {
    it(`a ${answer} leaves the connection usable for the next requests`, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const early = await send(agent, method, path, body);
      expect(early.status).toBe(Number(answer.slice(0, 3)));
      expect(early.headers.connection).toBe('keep-alive');
      const after = await twoMoreRequests(agent);
      expect(after.map((next) => next.status)).toEqual([200, 200]);
      expect(after.every((next) => next.socket === early.socket)).toBe(true);
      agent.destroy();
    });
  }

  describe('an idle connection', () => {
    it('is closed by the client before the api closes it, and the next request goes on a new one', async () => {
      // the agent the web calls the api with (app/utils/api.server.ts, app/server/image-pass-through.ts)
      const agent = new http.Agent(keptAliveAgentOptions(IDLE.clientMs));
      const first = await send(agent, 'GET', '/health');
      expect(first.status).toBe(200);
      // The api ending the connection (its FIN: 'end') while the agent still keeps it is the race
      // that resets a request sent at that moment; the agent destroying it first ends with 'close' alone.
      const closedBy = await new Promise<string>((resolve) => {
        first.socket.once('end', () => resolve('the api'));
        first.socket.once('close', () => resolve('the client'));
      });
      expect(closedBy).toBe('the client');
      const next = await send(agent, 'GET', '/health');
      expect(next.status).toBe(200);
      expect(next.socket).not.toBe(first.socket);
      agent.destroy();
    });

    it('is kept by the servers longer than by any client, nginx included', async () => {
      expect(CLIENT_IDLE_MS).toBeLessThan(SERVER_KEEP_ALIVE_MS);
      expect(server.keepAliveTimeout).toBe(IDLE.serverMs);
      const nginx = await readFile(path.join(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8');
      const upstreams = [...nginx.matchAll(/^ {2}upstream \w+ \{$[\s\S]*?^ {2}\}$/gm)].map(([block]) => block);
      expect(upstreams).toHaveLength(2);
      for (const block of upstreams) expect(block).toContain(`keepalive_timeout ${CLIENT_IDLE_MS / 1000}s;`);
    });
  });
});
