import fs from 'node:fs';
import path from 'node:path';
import { E2E } from '../../playwright.config';
import { startSmtpSink } from '../smtp-sink';

/**
 * Global setup of the e2e run: the api's SMTP_URL points at this server, which keeps every mail
 * as a file under test-results/ (one folder per web port, so checkouts side by side keep their
 * own). The folder starts empty each run. The returned function is the teardown.
 */
export default async function startMailbox() {
  fs.rmSync(E2E.mailDir, { recursive: true, force: true });
  fs.mkdirSync(E2E.mailDir, { recursive: true });
  let count = 0;
  const sink = await startSmtpSink({
    port: E2E.smtpPort,
    receive(raw) {
      count += 1;
      // received time first, so the names sort in arrival order and `after` can read it
      const name = `${Date.now()}-${String(count).padStart(5, '0')}.eml`;
      // written beside and renamed into place: a test reading the folder meanwhile (mailbox.ts keeps
      // what it parsed) never sees a mail half written, which it would keep empty for good
      const file = path.join(E2E.mailDir, name);
      fs.writeFileSync(`${file}.part`, raw);
      fs.renameSync(`${file}.part`, file);
    },
  });
  return () => sink.close();
}
