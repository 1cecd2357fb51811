import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicFiles } from '../../app/server/public-files';

const PUBLIC = path.resolve(import.meta.dirname, '../../public');
let web: http.Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.use(publicFiles(PUBLIC, path.join(PUBLIC, 'build')));
  // what the web serves after public/: Remix
  app.use((_req, res) => void res.status(404).send('remix'));
  web = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => web.once('listening', resolve));
  url = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => web.close(resolve)));

describe("public/'s files", () => {
  it('are served with an hour in caches, in folders too', async () => {
    for (const file of ['/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png']) {
      const response = await fetch(url + file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe('public, max-age=3600');
    }
  });

  it('leave every other path, and the build folder served on its own terms, to what follows', async () => {
    for (const other of ['/', '/info/job-info-list', '/build/manifest-anything.js', '/icons']) {
      expect(await (await fetch(url + other)).text(), other).toBe('remix');
    }
  });
});
