import { installGlobals } from '@remix-run/node';
import { afterAll, beforeAll, vi } from 'vitest';

/*
 * A vitest worker runs many test files in one process, one module cache and one globalThis
 * (vitest.config.ts). What a file changes of them for its tests it takes back when it is done, so
 * that a file's tests meet the same web whichever files ran before it.
 */

/**
 * For a file whose tests start the web's modules on variables of their own (vi.stubEnv): the
 * modules read process.env once, at import (app/utils/env.server.ts), so the file imports them
 * afresh, and they go with its variables when it is done.
 */
export function webModulesOnOwnEnv() {
  beforeAll(() => {
    vi.resetModules();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
}

const FETCH_GLOBALS = ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'File'] as const;

/**
 * Remix's fetch, Request, Response, Headers, FormData and File for a file's tests, as the web server
 * installs them (app/server/index.ts); Node's own back after it.
 */
export function remixFetchGlobals() {
  const nodes = FETCH_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  beforeAll(() => {
    installGlobals({ nativeFetch: false });
  });
  afterAll(() => {
    for (const [name, descriptor] of nodes) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    }
  });
}
