import cluster from 'node:cluster';
import { createApi } from './app';
import { onStopSignal, superviseWorkers } from '../runtime/cluster';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedCustomerCentre } from './db/customer-centre-content';
import { seedDemoInsights } from './db/demo-insights';
import { seedDemoStory } from './db/demo-story';
import { isEmpty, seedDemoAccounts, seedDemoContent, seedProducts } from './db/seed';
import { createDeps, type ApiDeps } from './deps';
import { serveApi } from './http/serve-api';
import { createLogger } from './logger';
import { startScheduler } from './scheduler';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const { db, dialect, newClient, close } = connectDatabase(config.databaseUrl);
const deps = createDeps({ db, dialect, newClient, config, logger });

/** The schema and the first rows: once, before any process serves, so workers never race on them. */
async function prepareDatabase() {
  const applied = await migrateToLatest(db);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  await seedProducts(db);
  if (config.seedDemoData && (await isEmpty(db))) {
    logger.info({ accounts: await seedDemoAccounts(db) }, 'empty database: demo accounts created');
    if (await seedDemoContent(db, deps.clock, deps)) logger.info('empty database: demo postings and resumes created');
    // the services at past instants, each with the story's clock: applications, interviews, threads, offers
    if (await seedDemoStory(db, (clock) => createDeps({ db, dialect, config, logger, clock }))) {
      logger.info('empty database: the demo story after an application created');
    }
    // a few weeks of views, applicants and scraps behind the demo company's insights
    if (await seedDemoInsights(db, (clock) => createDeps({ db, dialect, config, logger, clock }))) {
      logger.info("empty database: the demo company's past weeks of insights created");
    }
  }
  if (config.seedDemoData && (await seedCustomerCentre(db))) logger.info('first notices and FAQ created');
}

/** The scheduled tasks and the mail and push senders; `stop()` lets the pass and the message in hand finish. */
function startBackgroundWork(deps: ApiDeps) {
  const scheduler = startScheduler({ tasks: deps.scheduledTasks, clock: deps.clock, logger });
  const mailSender = deps.outbox.start();
  const pushSender = deps.pushSender.start();
  if (!config.mail.smtpUrl) logger.info('no SMTP_URL: mail stays in the outbox, read it at /admin/mail');
  if (!config.push.vapid) logger.info('no VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: web push is off');
  return { stop: () => Promise.all([scheduler.stop(), mailSender.stop(), pushSender.stop()]) };
}

/**
 * Serves the api on its port; on SIGTERM or SIGINT finishes the requests under way, writes the
 * views it gathered and `alsoStop`, then exits.
 */
function serveRequests(alsoStop: () => Promise<unknown> = async () => {}) {
  // every serving process gathers the beacons it answers, and writes them every few seconds
  const views = deps.viewCounter.start(config.viewFlushSeconds);
  const server = serveApi({ fetch: createApi(deps).fetch, port: config.port }, (info) => {
    logger.info({ port: info.port, database: dialect }, `api listening on http://localhost:${info.port}`);
  });
  // each serving process gathers its own searches that found nothing
  const searchMisses = deps.searchMisses.start();
  onStopSignal((signal) => {
    logger.info({ signal }, 'api shutting down');
    // the database closes once the requests, the scheduler's pass and the mail in hand have finished
    // (the sender marks what it sent, so nothing is sent and left unmarked)
    const requestsDone = new Promise<void>((resolve) => server.close(() => resolve()));
    // the gathered views and search misses are written once the requests that counted them are done
    const gatheredWritten = requestsDone.then(() => Promise.all([views.stop(), searchMisses.stop()]));
    void Promise.all([gatheredWritten, alsoStop(), deps.publicChanges.close()])
      .then(() => close())
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}

if (cluster.isWorker) serveRequests();
else {
  await prepareDatabase();
  // The scheduler and the mail sender run once a machine, in the primary: its tasks and the
  // sender's claims are safe in several processes, but each worker would only add passes over the
  // same rows; the primary lives while workers come and go, so they never stop with a worker.
  const background = startBackgroundWork(deps);
  if (config.concurrency === 1) serveRequests(background.stop);
  else {
    logger.info({ workers: config.concurrency, database: dialect }, 'api: starting a cluster');
    superviseWorkers({ count: config.concurrency, log: logger, beforeExit: () => background.stop().then(close) });
  }
}
