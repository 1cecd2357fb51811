import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobInfoInputSchema } from '#contracts/job-info';
import { todayKst } from '../../api/src/clock';
import { loadConfig } from '../../api/src/config';
import { connectDatabase } from '../../api/src/db/connect';
import { migrateToLatest } from '../../api/src/db/migrate';
import { createDeps } from '../../api/src/deps';
import { createLogger } from '../../api/src/logger';
import { postingInput } from './fixtures';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

/** `npm run digest` as an operator runs it: on the database of DATABASE_URL, now, once a day. */
describe('npm run digest', () => {
  let dir: string;
  let url: string;
  let alertId: number;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bbangjob-digest-'));
    url = `file:${path.join(dir, 'app.db')}`;
    const handle = connectDatabase(url);
    try {
      await migrateToLatest(handle.db);
      const deps = createDeps({ ...handle, config: loadConfig({ NODE_ENV: 'test' }), logger: createLogger('silent') });
      const account = (role: 'normal' | 'company', userId: string) =>
        deps.users.create({
          userId,
          passwordHash: 'x',
          username: role === 'company' ? '새벽베이커리' : '김제빵',
          email: `${userId}@example.com`,
          phone: '010-1234-5678',
          role,
          company:
            role === 'company'
              ? {
                  businessNumber: '1248100998',
                  ceoName: '최대표',
                  companyAddress: '서울 마포구',
                  businessType: '제과점업',
                }
              : null,
          agreeMarketing: false,
        });
      const company = (await account('company', 'dawnbakery'))!;
      const seeker = (await account('normal', 'dawnbaker'))!;
      await handle.db
        .updateTable('users')
        .set({ email_verified_at: new Date().toISOString() })
        .where('id', '=', seeker.id)
        .execute();
      alertId = (await deps.jobAlerts.create(seeker.id, { name: '마포 제빵사', filters: 'sido=서울&sigungu=마포구' }))
        .id;
      const posting = await deps.jobInfos.create(
        company.id,
        jobInfoInputSchema.parse(postingInput('마포 새벽 제빵사')),
      );
      await deps.jobInfos.publish(posting.id, 30);
    } finally {
      await handle.close();
    }
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const digest = () => {
    // the embedded default: no mail server, so the mails wait in the outbox for /admin/mail
    const { SMTP_URL: _smtp, ...env } = process.env;
    return run('npm', ['run', '--silent', 'digest'], {
      cwd: ROOT,
      env: { ...env, DATABASE_URL: url, PUBLIC_URL: 'https://bbangjob.example' },
    });
  };

  it('tells the alert its news once, and says what it did', async () => {
    const first = await digest();
    expect(first.stdout).toContain('오늘 보낼 알림 1개 중 1개를 처리했습니다. 새 공고가 있는 1개에 알림을 남기고');
    expect(first.stdout).toContain('/admin/mail');

    const handle = connectDatabase(url);
    try {
      const mails = await handle.db.selectFrom('outbox_mails').select(['event_key', 'subject', 'text_body']).execute();
      expect(mails).toEqual([
        {
          event_key: `job_alert_digest:${alertId}:${todayKst({ now: () => new Date() })}`,
          subject: '[빵잡] 맞춤 공고 ‘마포 제빵사’ 새 공고 1건',
          text_body: expect.stringContaining(
            '1. 마포 새벽 제빵사\n새벽베이커리 · 서울 마포구\nhttps://bbangjob.example/info/job-info/',
          ),
        },
      ]);
    } finally {
      await handle.close();
    }

    const second = await digest();
    expect(second.stdout).toContain('보낼 알림이 없습니다. 오늘 이미 보냈거나 저장된 알림이 없습니다.');
  }, 60_000);
});
