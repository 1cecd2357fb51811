import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

const { databaseUrl } = loadConfig();
const { db, close } = connectDatabase(databaseUrl);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `적용한 마이그레이션: ${applied.join(', ')}` : '이미 최신 스키마입니다.');
} finally {
  await close();
}
