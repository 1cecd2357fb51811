import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
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
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // the compiled servers as production runs them, their processes read from /proc
          name: 'processes',
          include: ['tests/processes/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // the first run builds the web (remix build)
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
