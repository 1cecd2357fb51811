import { loadConfig } from '../config';
import { createDeps } from '../deps';
import { createLogger } from '../logger';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seedCustomerCentre } from '../db/customer-centre-content';
import { seedDemoInsights } from '../db/demo-insights';
import { seedDemoStory } from '../db/demo-story';
import { seedDemoAccounts, seedDemoContent, seedProducts } from '../db/seed';

const config = loadConfig();
const { db, dialect, close } = connectDatabase(config.databaseUrl);
try {
  await migrateToLatest(db);
  await seedProducts(db);
  const created = await seedDemoAccounts(db);
  console.log(created.length ? `만든 데모 계정: ${created.join(', ')}` : '데모 계정이 이미 있습니다.');
  // the pictures go through the upload pipeline into IMAGE_DIR (or the S3 bucket), as the api's would
  const deps = createDeps({ db, dialect, config, logger: createLogger('warn') });
  const content = await seedDemoContent(db, deps.clock, deps);
  console.log(content ? '데모 공고와 이력서를 만들었습니다.' : '공고가 이미 있어 데모 공고와 이력서는 건너뜁니다.');
  // what follows an application, played through the services at past instants (their own clock)
  const story = await seedDemoStory(db, (clock) =>
    createDeps({ db, dialect, config, logger: createLogger('warn'), clock }),
  );
  console.log(
    story
      ? '지원 이후의 이야기(면접 제안·확정·대화·최종 합격·입사 제안)를 만들었습니다.'
      : '지원 내역이 이미 있어 지원 이후의 데모는 건너뜁니다.',
  );
  // a few weeks of views, applicants and scraps behind the demo company's insights
  const history = await seedDemoInsights(db, (clock) =>
    createDeps({ db, dialect, config, logger: createLogger('warn'), clock }),
  );
  console.log(
    history
      ? '데모 기업의 지난 몇 주 통계(조회·지원·스크랩)를 만들었습니다.'
      : '데모 기업의 통계가 이미 있어 건너뜁니다.',
  );
  const centre = await seedCustomerCentre(db);
  console.log(centre ? '첫 공지사항과 자주 묻는 질문을 만들었습니다.' : '공지사항이나 질문이 이미 있어 건너뜁니다.');
} finally {
  await close();
}
