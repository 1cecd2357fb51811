import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const resolve = {
  alias: [
    { find: /^~\//, replacement: `${fileURLToPath(new URL('./app', import.meta.url))}/` },
    { find: /^#runtime\//, replacement: `${fileURLToPath(new URL('./api/runtime', import.meta.url))}/` },
    { find: /^#contracts\//, replacement: `${fileURLToPath(new URL('./api/contracts', import.meta.url))}/` },
    // as tsconfig.json's paths: Mantine's component files, imported one by one (app/mantine-esm.d.ts)
    {
      find: /^@mantine\/core\/esm\/(.*)$/,
      replacement: `${fileURLToPath(new URL('./node_modules/@mantine/core/esm', import.meta.url))}/$1.mjs`,
    },
  ],
};

export default defineConfig({
  resolve,
  test: {
    // Two files at a time even on CI's two cores (vitest's default there is one): much of a file's
    // time is spent waiting for PostgreSQL, another process. Each worker has a PostgreSQL database
    // of its own (tests/worker-databases.ts), made here once; the projects do not extend this
    // config, which would run it again for each of them.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker runs file after file in one process (a project's, then the next project's in a fresh
    // one): a process and its imports of its own for every file were two thirds of the suite's time.
    // Each file gets its own database or api (tests/api/harness.ts), and what a file changes of the
    // process, its variables or globals, it takes back (tests/web/file-scope.ts).
    isolate: false,
    globalSetup: ['tests/worker-databases.ts'],
    projects: [
      {
        resolve,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/worker-database.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve,
        test: {
          // the compiled servers as production runs them, their processes read from /proc
          name: 'processes',
          include: ['tests/processes/**/*.test.ts'],
          environment: 'node',
          // the first run builds the web (remix build), once for every file
          globalSetup: ['tests/processes/build.ts'],
          setupFiles: ['tests/worker-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
