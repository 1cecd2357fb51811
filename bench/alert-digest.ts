/**
 * The 맞춤 공고 digest at scale (issue 16): 30 000 alerts of job seekers with varied filters against
 * a benchmark database, a day's worth of whose postings are news. The digest runs in process, as
 * the api's scheduler runs it, on the morning after the news, and is timed; what it wrote (알림 and
 * outbox mails) is then removed, and the alerts stay for the next run.
 *
 *   npx tsx bench/alert-digest.ts --db file:bench/data/bench-100000.db [--alerts 30000]
 *
 * `npm run bench` measures it at its largest size. The alerts belong to the fill's job seekers
 * (benchseeker…, three each), whose addresses count as verified, so every digest is also a mail.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import { CAREER_TYPES, CERTIFICATES, EMPLOYMENT_TYPES, PAY_TYPES, POSITIONS } from '#contracts/enumerations';
import { defaultAlertName } from '#contracts/job-alert-filters';
import { REGIONS } from '#contracts/regions';
import type { DigestReport } from '../api/src/alerts/digest';
import { parseAlertFilters } from '../api/src/alerts/job-alerts';
import { systemClock, todayKst } from '../api/src/clock';
import { addDays } from '#contracts/korea-time';
import { loadConfig } from '../api/src/config';
import { connectDatabase } from '../api/src/db/connect';
import { createRandom, type Random } from '../api/src/db/demo-content';
import { migrateToLatest } from '../api/src/db/migrate';
import type { Database, JobAlertsTable } from '../api/src/db/schema';
import { createDeps } from '../api/src/deps';
import { createLogger } from '../api/src/logger';
import { type CpuShare, sampleCpu } from './cpu';
import { log, seconds } from './log';

/** Issue 16: 30 000 alerts digested in at most 60 s. */
export const DIGEST_ALERTS = 30_000;
export const DIGEST_LIMIT_SECONDS = 60;
/** Postings are listed 1 to 30 days, so about one listed posting in 15 is a day old: a day's news. */
const NEWS_SHARE = 1 / 15;
const ALERTS_PER_SEEKER = 3;
/** Alerts written through the app (createJobAlerts) before the rest are written many at a time. */
const THROUGH_APP = 100;
const INSERT_BATCH = 1_000;

export interface DigestFigures {
  alerts: number;
  /** different sets of filters among them: the digest matches each set once */
  distinctFilters: number;
  /** search-word alerts among them */
  wordAlerts: number;
  report: DigestReport;
  /** outbox mails the run queued */
  mails: number;
  /** the run, as the scheduler would wait for it */
  seconds: number;
  /** how busy the machine was during the run, and with what else */
  cpu: CpuShare;
}

/** Words people search for on a bakery job board: places, trades, bakes, conditions. */
const SEARCH_WORDS = [
  '제빵',
  '제과',
  '파티시에',
  '바리스타',
  '케이크',
  '크루아상',
  '식빵',
  '베이글',
  '마카롱',
  '새벽',
  '주말',
  '초보',
  '신입',
  '경력',
  '카페',
  '베이커리',
  '르뱅',
  '마포',
  '해운대',
  '강남',
  '분당',
  '수원',
  '제주',
  '아르바이트',
  '점장',
];

/** One alert's filters, drawn roughly as members would set them: mostly a region and a trade. */
function randomFilters(random: Random): string {
  if (random.chance(0.15)) return new URLSearchParams({ q: random.pick(SEARCH_WORDS) }).toString();
  const params = new URLSearchParams();
  if (random.chance(0.7)) {
    const region = random.pick(REGIONS);
    params.set('sido', region.sido);
    if (random.chance(0.4)) params.set('sigungu', random.pick(region.sigungu));
  }
  if (random.chance(0.6)) for (const code of random.some(Object.keys(POSITIONS), 1, 2)) params.append('position', code);
  if (random.chance(0.25)) {
    for (const code of random.some(Object.keys(EMPLOYMENT_TYPES), 1, 2)) params.append('employmentType', code);
  }
  if (random.chance(0.2)) params.set('careerType', random.pick(Object.keys(CAREER_TYPES)));
  if (random.chance(0.15)) {
    const payType = random.pick(Object.keys(PAY_TYPES).filter((code) => code !== 'negotiable'));
    params.set('payType', payType);
    const floor = { hourly: 10_320, daily: 82_560, monthly: 2_156_880, yearly: 25_882_560 }[payType]!;
    params.set('minPay', String(Math.round((floor * random.int(100, 130)) / 100 / 10) * 10));
  } else if (random.chance(0.05)) params.set('minPay', String(random.pick([12_000, 14_000])));
  if (random.chance(0.1)) params.set('dawn', '1');
  if (random.chance(0.1)) params.set('certificate', random.pick(Object.keys(CERTIFICATES)));
  if (![...params.keys()].length) params.set('sido', random.pick(REGIONS).sido);
  return params.toString();
}

/** Gives the fill's job seekers `count` alerts (three each); alerts already there in that number are reused. */
async function ensureAlerts(
  db: Kysely<Database>,
  deps: ReturnType<typeof createDeps>,
  count: number,
  since: string,
): Promise<void> {
  const { n } = await db
    .selectFrom('job_alerts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) === count) {
    log(`${count} alerts already there: reusing them`);
    return;
  }
  await db.deleteFrom('job_alerts').execute();
  const seekers = await db
    .selectFrom('users')
    .select('id')
    .where('user_id', 'like', 'benchseeker%')
    .orderBy('id')
    .limit(Math.ceil(count / ALERTS_PER_SEEKER))
    .execute();
  if (seekers.length * ALERTS_PER_SEEKER < count) {
    throw new Error(`${seekers.length} job seekers hold at most ${seekers.length * ALERTS_PER_SEEKER} alerts`);
  }
  const started = performance.now();
  const random = createRandom(16_000);
  const rows: Insertable<JobAlertsTable>[] = [];
  const now = new Date().toISOString();
  for (const seeker of seekers) {
    const own = new Set<string>();
    while (own.size < ALERTS_PER_SEEKER) own.add(parseAlertFilters(randomFilters(random)).canonical);
    for (const filters of own) {
      if (rows.length < count) {
        rows.push({
          user_id: seeker.id,
          name: defaultAlertName(filters),
          filters,
          created_at: now,
          last_digest_at: since,
        });
      }
    }
  }
  // The first ones as the app saves them, which also checks that the rows below are what it writes.
  for (const row of rows.slice(0, THROUGH_APP)) {
    const saved = await deps.jobAlerts.create(row.user_id, { name: row.name, filters: row.filters });
    if (saved.filters !== row.filters) throw new Error(`the app saved ${saved.filters} for ${row.filters}`);
  }
  const bulk = rows.slice(THROUGH_APP);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < bulk.length; i += INSERT_BATCH) {
      await trx
        .insertInto('job_alerts')
        .values(bulk.slice(i, i + INSERT_BATCH))
        .execute();
    }
  });
  log(`alerts: ${rows.length} written (${THROUGH_APP} through the app) in ${seconds(performance.now() - started)}`);
}

/** Fills the alerts once, sets a day's news, runs the digest the next morning, and cleans up after it. */
export async function measureDigest(url: string, alerts: number = DIGEST_ALERTS): Promise<DigestFigures> {
  const handle = connectDatabase(url);
  const { db, dialect } = handle;
  try {
    await migrateToLatest(db);
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: url,
      PUBLIC_URL: 'https://bench.bbangjob.example',
      LOG_LEVEL: 'silent',
    });
    const deps = createDeps({ db, dialect, config, logger: createLogger('silent') });
    // The morning after today, 08:00 in Korea: today's postings are news, and listed still.
    const tomorrow = addDays(todayKst(systemClock), 1);
    const runAt = new Date(`${tomorrow}T08:00:00+09:00`);
    const listed = db
      .selectFrom('job_infos')
      .where('status', '=', 'published')
      .where('visible_until', '>=', tomorrow)
      .where('published_at', '<=', runAt.toISOString());
    const { n } = await listed.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    const oldestNews = await listed
      .select('published_at')
      .orderBy('published_at', 'desc')
      .offset(Math.round(Number(n) * NEWS_SHARE))
      .limit(1)
      .executeTakeFirstOrThrow();
    const since = oldestNews.published_at!;

    await ensureAlerts(db, deps, alerts, since);
    await db
      .updateTable('users')
      .set({ email_verified_at: since })
      .where('user_id', 'like', 'benchseeker%')
      .where('email_verified_at', 'is', null)
      .execute();
    const removeDigests = async () => {
      await db.deleteFrom('outbox_mails').where('kind', '=', 'job_alert_digest').execute();
      await db.deleteFrom('notifications').where('kind', '=', 'job_alert_digest').execute();
    };
    await removeDigests();
    await db.updateTable('job_alerts').set({ last_digest_at: since }).execute();
    if (dialect === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    else await sql`vacuum (analyze) job_alerts`.execute(db);

    const kept = await db.selectFrom('job_alerts').select('filters').execute();
    const figures = {
      alerts: kept.length,
      distinctFilters: new Set(kept.map((row) => row.filters)).size,
      wordAlerts: kept.filter((row) => row.filters.startsWith('q=')).length,
    };
    log(
      `digest: ${figures.alerts} alerts (${figures.distinctFilters} different filters, ${figures.wordAlerts} search words), ` +
        `news since ${since}, run as at ${runAt.toISOString()}`,
    );
    const started = performance.now();
    const cpuOf = sampleCpu([process.pid], dialect === 'postgres' ? ['postgres'] : []);
    const report = await deps.jobAlertDigest.run(runAt);
    const elapsed = (performance.now() - started) / 1000;
    const cpu = cpuOf();
    const { mails } = await db
      .selectFrom('outbox_mails')
      .select((eb) => eb.fn.countAll<number | string>().as('mails'))
      .where('kind', '=', 'job_alert_digest')
      .executeTakeFirstOrThrow();
    log(
      `digest: ${report.digested} alerts digested, ${report.told} told (${mails} mails) of ${report.postings} new postings ` +
        `in ${elapsed.toFixed(1)} s (target ≤ ${DIGEST_LIMIT_SECONDS} s); other processes took ` +
        `${(cpu.others * 100).toFixed(0)} % of the CPU`,
    );
    if (report.digested !== figures.alerts) throw new Error(`digested ${report.digested} of ${figures.alerts} alerts`);
    await removeDigests();
    if (dialect === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    return { ...figures, report, mails: Number(mails), seconds: elapsed, cpu };
  } finally {
    await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const db = option('db');
  if (!db) throw new Error('usage: npx tsx bench/alert-digest.ts --db file:… [--alerts 30000]');
  measureDigest(db, Number(option('alerts') ?? DIGEST_ALERTS)).then(
    (figures) => console.log(JSON.stringify(figures, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
