import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { connectDatabase } from '../../api/src/db/connect';
import { migrateToLatest } from '../../api/src/db/migrate';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bbangjob-write-lock-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A writer process (tests/api/support/sqlite-writer.ts); resolves with how many transactions failed. */
function writer(file: string, rounds: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'support', 'sqlite-writer.ts'), file, String(rounds)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve((JSON.parse(out.trim()) as { failed: number }).failed) : reject(new Error(`exit ${code}`)),
    );
  });
}

it('two api processes writing one SQLite file after reading in the same transaction wait for each other rather than fail (SQLITE_BUSY_SNAPSHOT)', async () => {
  const file = path.join(dir, 'app.db');
  const { db, close } = connectDatabase(`file:${file}`);
  await migrateToLatest(db);
  await close();

  const rounds = 100;
  const failures = await Promise.all([writer(file, rounds), writer(file, rounds)]);
  expect(failures).toEqual([0, 0]);

  const after = connectDatabase(`file:${file}`);
  const { generation } = await after.db
    .selectFrom('public_generation')
    .select('generation')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  await after.close();
  expect(Number(generation)).toBe(2 * rounds);
}, 60_000);
