import pg from 'pg';

/**
 * Each vitest worker's PostgreSQL database: TEST_DATABASE_URL's, suffixed with the worker's number
 * (VITEST_POOL_ID, 1 to maxWorkers). Test files then run side by side, each on a database of its
 * worker's own: in one database the migrator's look across every schema fails on the schema
 * another file is dropping.
 */
export function workerDatabaseUrl(base: string, worker: string): string {
  const url = new URL(base);
  url.pathname = `${url.pathname}_w${worker}`;
  return url.toString();
}

/** vitest's globalSetup: the workers' databases made afresh (drop, create) before any test file runs. */
export default async function createWorkerDatabases({ config }: { config: { maxWorkers: number } }) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    for (let worker = 1; worker <= config.maxWorkers; worker += 1) {
      const name = new URL(workerDatabaseUrl(base, String(worker))).pathname.slice(1);
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
    }
  } finally {
    await admin.end();
  }
}
