import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from './free-port';

/**
 * nginx as `npm run start:proxy` runs it (deploy/nginx.conf), in front of one node server of the
 * test's own that stands for both the web and the api: it answers every request with the headers
 * it was given, as a page, or as a picture under /images/. What is nginx's alone is tested here:
 * the redirecting HTTP listener, the headers it passes on, its ciphers, its log and its cache.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGE_FILLER = 'x'.repeat(4096);
/** start-proxy turns brotli on when Debian's module is there */
const BROTLI = fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so');

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const req = client.request(url, { method, headers, rejectUnauthorized: false, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      // decoded as a browser does, so a page compressed twice would not read as HTML
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body: decoded(Buffer.concat(chunks), res.headers['content-encoding']).toString(),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A TLS 1.2 handshake offering only `ciphers`: the one the server chose, or the error. */
function handshake(port: number, ciphers: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = tls.connect({
      port,
      host: '127.0.0.1',
      servername: 'localhost',
      ciphers,
      maxVersion: 'TLSv1.2',
      rejectUnauthorized: false,
    });
    socket.once('secureConnect', () => {
      resolve(socket.getCipher().standardName);
      socket.end();
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(`refused: ${error.code ?? error.message}`));
  });
}

describe('nginx in front (deploy/nginx.conf)', () => {
  let upstream: http.Server;
  let nginx: ChildProcess;
  let output = '';
  let exited: Promise<unknown>;
  const ports = { https: 0, http: 0, purge: 0, upstream: 0 };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bbangjob-proxy-'));
  // run as root, nginx's workers are nobody: they go through the folder to their cache, as they go
  // through a checkout's data/proxy (mkdtemp makes it the owner's alone)
  fs.chmodSync(dir, 0o755);
  /** what the upstream answered for each picture name: how often nginx asked for it */
  const pictureAsked = new Map<string, number>();

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      const name = /^\/images\/([^/?]+)/.exec(req.url ?? '')?.[1];
      if (name) {
        pictureAsked.set(name, (pictureAsked.get(name) ?? 0) + 1);
        res.writeHead(200, { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=31536000, immutable' });
        res.end(Buffer.alloc(2048, 1));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' });
      res.end(`<!doctype html><pre id="headers">${JSON.stringify(req.headers)}</pre><p>${PAGE_FILLER}</p>`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    ports.upstream = (upstream.address() as AddressInfo).port;
    [ports.https, ports.http, ports.purge] = [await freePort(), await freePort(), await freePort()];

    nginx = spawn(process.execPath, [path.join(ROOT, 'scripts/start-proxy.mjs')], {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PROXY_DIR: dir,
        PROXY_PORT: String(ports.https),
        PROXY_HTTP_PORT: String(ports.http),
        PROXY_PURGE_PORT: String(ports.purge),
        PORT: String(ports.upstream),
        API_PORT: String(ports.upstream),
      },
      stdio: 'pipe',
    });
    nginx.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    nginx.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise((resolve) => nginx.on('exit', resolve));
    await vi.waitFor(
      async () => {
        if (nginx.exitCode !== null) throw new Error(`start-proxy exited: ${output}`);
        expect((await request(`https://localhost:${ports.https}/`)).status).toBe(200);
      },
      { timeout: 20_000, interval: 100 },
    );
  });
  afterAll(async () => {
    // SIGTERM: start-proxy stops nginx gracefully and exits with it
    if (nginx.exitCode === null) {
      nginx.kill('SIGTERM');
      await exited;
    }
    await new Promise((resolve) => upstream.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const headersSeen = (answer: Answer) =>
    JSON.parse(/<pre id="headers">(.*?)<\/pre>/.exec(answer.body)![1]!) as Record<string, string>;

  it('passes the Host the browser wrote, port included, as X-Forwarded-Host, and the scheme', async () => {
    const page = await request(`https://localhost:${ports.https}/info/job-info-list`);
    expect(headersSeen(page)).toMatchObject({
      host: `localhost:${ports.https}`,
      'x-forwarded-host': `localhost:${ports.https}`,
      'x-forwarded-proto': 'https',
    });
  });

  it('sends a plain-HTTP visitor to the same address over https', async () => {
    const answer = await request(`http://localhost:${ports.http}/info/job-info-list?page=2`, { method: 'GET' });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://localhost:${ports.https}/info/job-info-list?page=2`);
  });

  it('offers TLS 1.2 with AEAD ciphers only: no CBC (LUCKY13)', async () => {
    expect(await handshake(ports.https, 'ECDHE-ECDSA-AES128-GCM-SHA256')).toBe(
      'TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256',
    );
    for (const cbc of ['ECDHE-ECDSA-AES128-SHA', 'ECDHE-ECDSA-AES256-SHA384', 'ECDHE-ECDSA-AES128-SHA256']) {
      expect(await handshake(ports.https, cbc), cbc).toMatch(/^refused/);
    }
  });

  it('compresses an anonymous page, never a page for a visitor with a session or a toast (BREACH)', async () => {
    const accept = { 'accept-encoding': 'gzip' };
    const anonymous = await request(`https://localhost:${ports.https}/search?q=빵`, { headers: accept });
    expect(anonymous.headers['content-encoding']).toBe('gzip');
    for (const cookie of ['__session=abc', '__toast=abc', '_ga=1; __toast_shown=1']) {
      const personal = await request(`https://localhost:${ports.https}/search?q=빵`, {
        headers: { ...accept, cookie },
      });
      expect(personal.status).toBe(200);
      expect(personal.headers['content-encoding'], cookie).toBeUndefined();
    }
  });

  // The pages' cache keeps the web's compressed copy, one per encoding: the web is asked for the
  // one the visitor gets; a member's page (BREACH) and the api's answers are asked for plain bytes.
  it('asks the web for the one encoding a page is kept in, and for none for a member or the api', async () => {
    const page = `https://localhost:${ports.https}/search?q=빵`;
    const asked = async (url: string, headers: Record<string, string>) =>
      headersSeen(await request(url, { headers }))['accept-encoding'];
    expect(await asked(page, { 'accept-encoding': 'gzip, deflate, br' })).toBe(BROTLI ? 'br' : 'gzip');
    expect(await asked(page, { 'accept-encoding': 'gzip' })).toBe('gzip');
    expect(await asked(page, { 'accept-encoding': 'br;q=0, GZIP' })).toBe('gzip');
    expect(await asked(page, { 'accept-encoding': 'gzip;q=0, identity' })).toBeUndefined();
    expect(await asked(page, { 'accept-encoding': 'x-gzip-ish' })).toBeUndefined();
    expect(await asked(page, {})).toBeUndefined();
    expect(await asked(page, { 'accept-encoding': 'gzip, br', cookie: '__session=abc' })).toBeUndefined();
    expect(await asked(`https://localhost:${ports.https}/api/job-infos`, { 'accept-encoding': 'gzip, br' })).toBe(
      undefined,
    );
  });

  it('writes no reset, verification or unsubscribe token to its access log', async () => {
    const secret = () => `secret${randomBytes(6).toString('hex')}`;
    const tokens = [secret(), secret(), secret(), secret(), secret()];
    const base = `https://localhost:${ports.https}`;
    await request(`${base}/account/reset-password/${tokens[0]}?_data=routes%2Faccount.reset-password.%24token`);
    await request(`${base}/account/verify-email/${tokens[1]}`);
    await request(`${base}/unsubscribe/${tokens[2]}`, {
      headers: { referer: `${base}/account/reset-password/${tokens[3]}` },
    });
    await request(`${base}/api/unsubscribe?lang=ko&token=${tokens[4]}`);
    const marker = secret();
    await request(`${base}/after-the-tokens-${marker}`);
    // nginx writes its buffered log within a second: wait for the last line to be there
    const log = path.join(dir, 'access.log');
    await vi.waitFor(() => expect(fs.readFileSync(log, 'utf8')).toContain(marker), { timeout: 5000, interval: 100 });
    const written = fs.readFileSync(log, 'utf8');
    for (const token of tokens) expect(written).not.toContain(token);
    expect(written).toContain(
      '"GET /account/reset-password/[redacted]?_data=routes%2Faccount.reset-password.%24token ',
    );
    expect(written).toContain('"GET /account/verify-email/[redacted] ');
    expect(written).toContain(`"GET /unsubscribe/[redacted] HTTP/1.1" 200 `);
    expect(written).toContain(`"${base}/account/reset-password/[redacted]"`);
    expect(written).toContain('"GET /api/unsubscribe?lang=ko&token=[redacted] ');
  });

  it('keeps a picture until the purge listener is told to drop it, whatever query it was asked with', async () => {
    const name = `${randomBytes(16).toString('hex')}-640.avif`;
    const picture = `https://localhost:${ports.https}/images/${name}`;
    expect((await request(picture)).headers['x-cache-status']).toBe('MISS');
    expect((await request(picture)).headers['x-cache-status']).toBe('HIT');
    expect((await request(`${picture}?v=2`)).headers['x-cache-status']).toBe('HIT');
    expect(pictureAsked.get(name)).toBe(1);

    const purge = `http://127.0.0.1:${ports.purge}/images/${name}`;
    expect((await request(purge, { method: 'PURGE' })).status).toBe(200);
    expect((await request(purge, { method: 'PURGE' })).status).toBe(404);
    expect((await request(picture)).headers['x-cache-status']).toBe('MISS');
    expect(pictureAsked.get(name)).toBe(2);
  });

  it('answers the purge listener on loopback only, and no purge on the public ports', async () => {
    const name = `${randomBytes(16).toString('hex')}-640.webp`;
    const picture = `https://localhost:${ports.https}/images/${name}`;
    await request(picture);
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
    if (outside) {
      await expect(request(`http://${outside}:${ports.purge}/images/${name}`, { method: 'PURGE' })).rejects.toThrow(
        /ECONNREFUSED/,
      );
    }
    // on the public port a picture takes GET alone
    expect((await request(picture, { method: 'PURGE' })).status).toBe(403);
    expect((await request(picture)).headers['x-cache-status']).toBe('HIT');
  });
});
