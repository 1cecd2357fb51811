// One api process's share of tests/api/sqlite-write-lock.test.ts: `rounds` transactions on the
// database file given, each reading the generation and then writing it one higher.
import { connectDatabase } from '../../../api/src/db/connect';

const [file, rounds] = process.argv.slice(2);
const { db, close } = connectDatabase(`file:${file}`);
let failed = 0;
for (let round = 0; round < Number(rounds); round++) {
  try {
    await db.transaction().execute(async (trx) => {
      const { generation } = await trx
        .selectFrom('public_generation')
        .select('generation')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      // the other process gets its turn between the read and the write
      await new Promise((resolve) => setImmediate(resolve));
      await trx
        .updateTable('public_generation')
        .set({ generation: Number(generation) + 1 })
        .where('id', '=', 1)
        .execute();
    });
  } catch (error) {
    failed++;
    console.error((error as { code?: string }).code ?? error);
  }
}
await close();
console.log(JSON.stringify({ failed }));
