import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { createDeps } from '../deps';
import { createLogger } from '../logger';

/**
 * `npm run digest`: the daily 맞춤 공고 digest, now, for operators and tests. Alerts already
 * digested today (by the api at 08:00 or an earlier run) are left alone. The mails wait in the
 * outbox for the api's sender, like every other mail.
 */
const config = loadConfig();
const { db, dialect, close } = connectDatabase(config.databaseUrl);
try {
  await migrateToLatest(db);
  const deps = createDeps({ db, dialect, config, logger: createLogger('warn') });
  const report = await deps.jobAlertDigest.run();
  console.log(
    report.due
      ? `맞춤 공고 ${report.day}: 오늘 보낼 알림 ${report.due}개 중 ${report.digested}개를 처리했습니다. ` +
          `새 공고가 있는 ${report.told}개에 알림을 남기고 메일을 보낼 목록에 넣었습니다 ` +
          `(지난 다이제스트 뒤 게재된 공고 ${report.postings}건, ${report.seconds}초).`
      : `맞춤 공고 ${report.day}: 보낼 알림이 없습니다. 오늘 이미 보냈거나 저장된 알림이 없습니다.`,
  );
  if (report.told) {
    console.log(
      config.mail.smtpUrl
        ? '메일은 실행 중인 api가 SMTP로 보냅니다.'
        : 'SMTP_URL이 없어 메일은 보내지 않고 보관합니다: 관리자 화면 /admin/mail에서 볼 수 있습니다.',
    );
  }
} finally {
  await close();
}
