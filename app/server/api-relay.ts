import http from 'node:http';
import https from 'node:https';
import type { Response } from 'express';
import { keptAliveAgentOptions } from '#runtime/keep-alive';

export interface Relayed {
  method: string;
  /** the api's path and query */
  path: string;
  headers: Record<string, string>;
  /** the headers of the api's answer that go on to the browser */
  passed: readonly string[];
  /** when the api's answer did not come: the browser is told here (its headers not yet sent) */
  unreachable: (error: Error) => void;
}

/**
 * A request the web hands to the api as it came and whose answer it streams back (the pictures, the
 * view beacon: what nginx sends to the api itself where it stands in front). One kept-alive agent:
 * an idle connection is closed here before the api would close it (api/runtime/keep-alive.ts).
 */
export function apiRelay(apiBaseUrl: string) {
  const base = new URL(apiBaseUrl);
  const client = base.protocol === 'https:' ? https : http;
  const agent = new client.Agent(keptAliveAgentOptions());

  return (res: Response, { method, path, headers, passed, unreachable }: Relayed) => {
    const upstream = client.request(new URL(path, base), { method, agent, headers });
    upstream.on('response', (answer) => {
      res.status(answer.statusCode ?? 502);
      for (const header of passed) {
        const value = answer.headers[header];
        if (value !== undefined) res.setHeader(header, value);
      }
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (res.destroyed) return; // the visitor left first (see below)
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      unreachable(error);
    });
    // a visitor who leaves stops the api's answer too
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end();
  };
}
