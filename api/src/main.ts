import { serve } from '@hono/node-server';
import { createApi } from './app';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedCustomerCentre } from './db/customer-centre-content';
import { isEmpty, seedDemoAccounts, seedDemoContent, seedProducts } from './db/seed';
import { createDeps } from './deps';
import { createLogger } from './logger';
import { startScheduler } from './scheduler';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const { db, dialect, close } = connectDatabase(config.databaseUrl);

const applied = await migrateToLatest(db);
if (applied.length) logger.info({ applied }, 'migrations applied');
await seedProducts(db);
const deps = createDeps({ db, dialect, config, logger });
if (config.seedDemoData && (await isEmpty(db))) {
  logger.info({ accounts: await seedDemoAccounts(db) }, 'empty database: demo accounts created');
  if (await seedDemoContent(db, deps.clock, deps)) logger.info('empty database: demo postings and resumes created');
}
if (config.seedDemoData && (await seedCustomerCentre(db))) logger.info('first notices and FAQ created');

const app = createApi(deps);
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  logger.info({ port: info.port, database: dialect }, `api listening on http://localhost:${info.port}`);
});
const scheduler = startScheduler({ tasks: deps.scheduledTasks, clock: deps.clock, logger });

const mailSender = deps.outbox.start();
if (!config.mail.smtpUrl) logger.info('no SMTP_URL: mail stays in the outbox, read it at /admin/mail');

function shutdown(signal: string) {
  logger.info({ signal }, 'api shutting down');
  // the database closes once the requests, the scheduler's pass and the mail in hand have finished
  // (the sender marks what it sent, so nothing is sent and left unmarked)
  const requestsDone = new Promise<void>((resolve) => server.close(() => resolve()));
  void Promise.all([requestsDone, scheduler.stop(), mailSender.stop()])
    .then(() => close())
    .finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
