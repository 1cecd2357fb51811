import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEACON_PATH, beaconUrl } from '#contracts/beacon';
import { todayKst } from '../../api/src/clock';
import { beaconPassThrough } from '../../app/server/beacon-pass-through';
import { clientAddress } from '../../app/server/client-address';
import { newMember, postingsOf } from '../api/fixtures';
import { createHarness, type Harness } from '../api/harness';

// The real api on a loopback port, and the web's /_view in front of it as app/server/app.ts mounts
// it: behind a trusted proxy (here the test itself, on loopback) that names the visitor.
let api: Harness;
let apiServer: ReturnType<typeof serve>;
let web: http.Server;
let webUrl: string;
let postingId: number;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

const listen = async (server: http.Server) => {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  return (server.address() as AddressInfo).port;
};

function webFor(apiBaseUrl: string): express.Express {
  const app = express();
  app.set('trust proxy', (address: string) => address === '127.0.0.1');
  app.all(BEACON_PATH, clientAddress, beaconPassThrough(apiBaseUrl, pino({ level: 'silent' })));
  return app;
}

async function viewsOf(id: number) {
  const row = await api.db
    .selectFrom('job_info_days')
    .select('views')
    .where('job_info_id', '=', id)
    .where('day', '=', todayKst(api.clock))
    .executeTakeFirst();
  return row?.views ?? 0;
}

beforeAll(async () => {
  api = await createHarness('sqlite');
  apiServer = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
  const apiPort = await listen(apiServer as http.Server);
  web = webFor(`http://127.0.0.1:${apiPort}`).listen(0, '127.0.0.1');
  webUrl = `http://127.0.0.1:${await listen(web)}`;
  const company = await newMember(api, 'company');
  postingId = await postingsOf(api, company.id).publish('패스스루 공고');
});
afterAll(async () => {
  web.closeAllConnections();
  await new Promise((resolve) => web.close(resolve));
  await new Promise((resolve) => apiServer.close(resolve));
  await api.close();
});

describe('the web’s /_view', () => {
  it('answers the api’s GIF and 204, never kept, and the api counts the visitor the browser is', async () => {
    const from = (userAgent: string) => ({ 'x-forwarded-for': '198.51.100.70', 'user-agent': userAgent });
    const pixel = await fetch(`${webUrl}${beaconUrl({ view: postingId })}`, { headers: from(BROWSER) });
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    expect(pixel.headers.get('cache-control')).toBe('no-store');
    expect((await pixel.arrayBuffer()).byteLength).toBe(43);
    const sent = await fetch(`${webUrl}${beaconUrl({ view: postingId })}`, { method: 'POST', headers: from(BROWSER) });
    expect(sent.status).toBe(204);
    expect(sent.headers.get('cache-control')).toBe('no-store');
    await api.deps.viewCounter.flush();
    expect(await viewsOf(postingId)).toBe(1);

    // the same address and browser straight at the api is the same visitor; another browser is not
    await api.app.request(beaconUrl({ view: postingId }), { method: 'POST', headers: from(BROWSER) });
    await fetch(`${webUrl}${beaconUrl({ view: postingId })}`, { method: 'POST', headers: from(`${BROWSER} Edg/126`) });
    await api.deps.viewCounter.flush();
    expect(await viewsOf(postingId)).toBe(2);
  });

  it('answers 204 when the api cannot be reached', async () => {
    const lone = webFor('http://127.0.0.1:9').listen(0, '127.0.0.1');
    try {
      const res = await fetch(`http://127.0.0.1:${await listen(lone)}${beaconUrl({ view: postingId })}`);
      expect(res.status).toBe(204);
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      await new Promise((resolve) => lone.close(resolve));
    }
  });
});
