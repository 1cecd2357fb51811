import { workerDatabaseUrl } from './worker-databases';

// vitest's setupFiles, in each test file's worker: everything that reads TEST_DATABASE_URL (the
// harness, the tests that connect themselves) gets the worker's own database. A worker runs many
// files in one process (no per-file isolation), and this runs again before each of them: the
// first run keeps the server's URL aside, the later ones find the worker's URL already made.
const base = process.env.TEST_DATABASE_BASE_URL ?? process.env.TEST_DATABASE_URL;
if (base && process.env.VITEST_POOL_ID) {
  process.env.TEST_DATABASE_BASE_URL = base;
  process.env.TEST_DATABASE_URL = workerDatabaseUrl(base, process.env.VITEST_POOL_ID);
}
