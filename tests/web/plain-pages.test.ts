import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { errorPage } from '../../app/server/app';
import { originGuard } from '../../app/server/origin-guard';

// The pages the server answers before Remix, through a real server: what a browser or a proxy may keep of them.
let server: http.Server | undefined;
afterEach(() => server?.close());

const quiet = pino({ level: 'silent' });

async function listen(app: express.Express): Promise<string> {
  server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The web's guard and error page around routes that fail as Express routes fail. */
function webLike(): express.Express {
  const app = express();
  app.use(originGuard(() => false, quiet));
  app.post('/small', express.text({ type: () => true, limit: 16 }), (_req, res) => res.send('ok'));
  app.get('/broken', () => {
    throw new Error('a bug');
  });
  app.use(errorPage(quiet));
  return app;
}

describe('pages outside Remix', () => {
  it('the cross-site refusal says Cache-Control: no-store', async () => {
    const origin = await listen(webLike());
    const response = await fetch(`${origin}/small`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: 'x',
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('다른 사이트에서 보낸 요청은 처리할 수 없습니다.');
  });

  it('express’s error page says Cache-Control: no-store, for a failure and for a request it refused', async () => {
    const origin = await listen(webLike());
    const failed = await fetch(`${origin}/broken`);
    expect(failed.status).toBe(500);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(await failed.text()).toContain('오류! 다시 시도해주세요.');

    const tooLarge = await fetch(`${origin}/small`, {
      method: 'POST',
      headers: { origin, 'content-type': 'text/plain' },
      body: 'far more than sixteen bytes',
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get('cache-control')).toBe('no-store');
    expect(await tooLarge.text()).toContain('요청을 다시 확인해주세요.');
  });
});
