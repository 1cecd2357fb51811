import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import compression from 'compression';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Image, imagePath, ogImagePath } from '#contracts/image';
import { imagePassThrough } from '../../app/server/image-pass-through';
import { newMember } from '../api/fixtures';
import { createHarness, type Harness } from '../api/harness';
import { photoJpeg, uploadImage } from '../api/image-fixtures';

// The real api on a loopback port, and the web's /images/* in front of it as app/server/app.ts mounts it.
let api: Harness;
let apiServer: ReturnType<typeof serve>;
let web: http.Server;
let webUrl: string;
let image: Image;

const listen = async (server: http.Server) => {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  return (server.address() as AddressInfo).port;
};

function webFor(apiBaseUrl: string): express.Express {
  const app = express();
  app.use(compression());
  app.use('/images', imagePassThrough(apiBaseUrl, pino({ level: 'silent' })));
  return app;
}

beforeAll(async () => {
  api = await createHarness('sqlite');
  apiServer = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
  const apiPort = await listen(apiServer as http.Server);
  web = webFor(`http://127.0.0.1:${apiPort}`).listen(0, '127.0.0.1');
  webUrl = `http://127.0.0.1:${await listen(web)}`;
  const company = await newMember(api, 'company');
  const res = await uploadImage(api, company.accessToken, 'job-info-photo', await photoJpeg(700, 400));
  image = res.body.image;
});
afterAll(async () => {
  web.closeAllConnections();
  await new Promise((resolve) => web.close(resolve));
  await new Promise((resolve) => apiServer.close(resolve));
  await api.close();
});

describe('the web’s /images/*', () => {
  it('answers the api’s file with its type, length, year-long caching and ETag', async () => {
    for (const path of [imagePath(image.key, 640, 'avif'), imagePath(image.key, 700, 'jpeg'), ogImagePath(image.key)]) {
      const fromApi = await api.app.request(path);
      const res = await fetch(`${webUrl}${path}`, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.status, path).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.equals(Buffer.from(await fromApi.arrayBuffer()))).toBe(true);
      expect(res.headers.get('content-type')).toBe(fromApi.headers.get('content-type'));
      expect(res.headers.get('content-length')).toBe(String(bytes.length));
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('etag')).toBe(fromApi.headers.get('etag'));
    }
  });

  it('answers 304 when the browser has the file', async () => {
    const path = imagePath(image.key, 640, 'webp');
    const first = await fetch(`${webUrl}${path}`);
    await first.arrayBuffer();
    const again = await fetch(`${webUrl}${path}`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('answers 404 for what the api does not serve, and for names that are not pictures', async () => {
    for (const path of [
      imagePath(image.key, 1080, 'avif'),
      imagePath('0'.repeat(32), 640, 'avif'),
      '/images/%2E%2E%2Fhealth',
      '/images/x/y.jpg',
    ]) {
      const res = await fetch(`${webUrl}${path}`);
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
  });

  it('answers 502, not a hang or a crash, when the api is down', async () => {
    const closed = http.createServer();
    const port = await listen(closed.listen(0, '127.0.0.1'));
    await new Promise((resolve) => closed.close(resolve));
    const orphan = webFor(`http://127.0.0.1:${port}`).listen(0, '127.0.0.1');
    try {
      const res = await fetch(`http://127.0.0.1:${await listen(orphan)}${imagePath(image.key, 640, 'avif')}`);
      expect(res.status).toBe(502);
      expect(await res.text()).toBe('사진을 불러올 수 없습니다.');
    } finally {
      await new Promise((resolve) => orphan.close(resolve));
    }
  });
});
