import type { Kysely } from 'kysely';
import { alertConditionWords, alertListPath } from '../../contracts/job-alert-filters';
import { type Clock, hourKst, todayKst } from '../clock';
import { startOfKoreanDay } from '../../contracts/korea-time';
import type { Database } from '../db/schema';
import type { JobInfos } from '../job-infos/job-infos';
import { type ListedPosting, type ListFilters, matchesListQuery } from '../job-infos/listing';
import type { Logger } from '../logger';
import type { Messages } from '../messages/messages';
import type { ScheduledTask } from '../scheduler';
import { listedSinceWithTerm } from '../search/search-index';
import { type AlertFilters, parseAlertFilters } from './job-alerts';
import { JOB_ALERT_UTM_SOURCE } from '../insights/application-source';

/** The digest goes out once a day, from 08:00 in Korea. */
export const DIGEST_HOUR_KST = 8;
/** Postings a digest lists; the rest are one click away in the full list. */
export const DIGEST_LISTED = 20;
/** Alerts claimed and told per transaction: short enough not to hold SQLite's writer for long. */
const BATCH = 500;
/** Due alerts read per query, walking the primary key. */
const PAGE = 2_000;

interface DueAlert {
  id: number;
  userId: number;
  filters: string;
  /** postings first published after this are news */
  since: string;
}

export interface DigestReport {
  /** the Korean day the digest is for */
  day: string;
  /** alerts not yet digested that day */
  due: number;
  /** of those, the ones this run digested (another process may have taken some) */
  digested: number;
  /** digests written (알림, and a mail to a verified address): the alerts that had news */
  told: number;
  /** postings published since the oldest due alert's last digest and still listed */
  postings: number;
  seconds: number;
}

/** The first index whose posting was published at or before `since`: postings come newest first. */
function newerThan(postings: ListedPosting[], since: string): number {
  let lo = 0;
  let hi = postings.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (postings[mid]!.publishedAt > since) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Which postings (by place in the newest-first list) hold each value of the filters that name one
 * column's value, as bitsets. An alert's candidates are the AND over its filters of the OR over
 * their values, a few thousand machine words whatever the number of postings, so the exact check
 * (`matchesListQuery`) runs only on postings that can pass it. A search word's candidates are the
 * AND of its terms' documents.
 */
export function postingIndex(postings: ListedPosting[]) {
  const words = Math.ceil(postings.length / 32);
  const sets = new Map<string, Uint32Array>();
  const mark = (bits: Uint32Array, i: number) => {
    bits[i >>> 5]! |= 1 << (i & 31);
  };
  const add = (key: string, i: number) => {
    let bits = sets.get(key);
    if (!bits) sets.set(key, (bits = new Uint32Array(words)));
    mark(bits, i);
  };
  postings.forEach((posting, i) => {
    if (posting.sido) add(`sido:${posting.sido}`, i);
    if (posting.position) add(`position:${posting.position}`, i);
    if (posting.employmentType) add(`employmentType:${posting.employmentType}`, i);
    if (posting.payType) add(`payType:${posting.payType}`, i);
    if (posting.dawnShift) add('dawn:1', i);
    for (const code of posting.certificates) add(`certificate:${code}`, i);
  });
  const place = new Map(postings.map((posting, i) => [posting.id, i]));

  /** The postings at places below `limit` set in every one of `required`, newest first. */
  function among(required: Uint32Array[], limit: number): ListedPosting[] {
    const found: ListedPosting[] = [];
    for (let w = 0; w < words && w * 32 < limit; w++) {
      let word = required[0]![w]!;
      for (let r = 1; r < required.length && word; r++) word &= required[r]![w]!;
      while (word) {
        const low = word & -word;
        const i = w * 32 + 31 - Math.clz32(low);
        if (i >= limit) return found;
        found.push(postings[i]!);
        word ^= low;
      }
    }
    return found;
  }

  return {
    /** Postings at places below `limit` holding a value of each one-column filter of `query`. */
    candidates(query: ListFilters, limit: number): ListedPosting[] {
      const required: Uint32Array[] = [];
      const anyOf = (name: string, values: readonly string[]) => {
        const bits = new Uint32Array(words);
        for (const value of values) {
          const set = sets.get(`${name}:${value}`);
          if (set) for (let w = 0; w < words; w++) bits[w]! |= set[w]!;
        }
        required.push(bits);
      };
      if (query.sido) anyOf('sido', [query.sido]);
      if (query.position.length) anyOf('position', query.position);
      if (query.employmentType.length) anyOf('employmentType', query.employmentType);
      if (query.payType) anyOf('payType', [query.payType]);
      if (query.dawn) anyOf('dawn', ['1']);
      if (query.certificate.length) anyOf('certificate', query.certificate);
      return required.length ? among(required, limit) : postings.slice(0, limit);
    },
    /** The places of the postings among `ids` (the documents holding a term), as a bitset. */
    bitsOf(ids: number[]): Uint32Array {
      const bits = new Uint32Array(words);
      for (const id of ids) {
        const i = place.get(id);
        if (i !== undefined) mark(bits, i);
      }
      return bits;
    },
    among,
  };
}

/** The 알림 and mail of one alert's news: up to DIGEST_LISTED postings and the way to the rest. */
export function digestNotice(
  alert: { id: number; userId: number; name: string; filters: string },
  news: ListedPosting[],
  day: string,
  publicUrl: string,
) {
  const listed = news.slice(0, DIGEST_LISTED);
  const more = news.length > listed.length ? ` 최근 ${listed.length}건을 먼저 보내드립니다.` : '';
  const entries = listed.map((posting, i) =>
    [
      `${i + 1}. ${posting.title}`,
      `${posting.companyName} · ${[posting.sido, posting.sigungu].filter(Boolean).join(' ') || '근무지 미정'}`,
      // the posting page passes utm_source on with 지원하기: the application counts as the alert's
      `${publicUrl}/info/job-info/${posting.id}?utm_source=${JOB_ALERT_UTM_SOURCE}`,
    ].join('\n'),
  );
  return {
    kind: 'job_alert_digest' as const,
    userId: alert.userId,
    eventKey: `job_alert_digest:${alert.id}:${day}`,
    title: `맞춤 공고 ‘${alert.name}’ 새 공고 ${news.length}건`,
    body: [
      `저장하신 조건(${alertConditionWords(alert.filters).join(' · ')})에 맞는 새 공고가 ${news.length}건 올라왔습니다.${more}`,
      ...entries,
    ].join('\n\n'),
    link: alertListPath(alert.filters),
    linkLabel: '조건에 맞는 공고 모두 보기',
    unsubscribeScope: `alert-${alert.id}`,
  };
}

interface DigestDeps {
  db: Kysely<Database>;
  clock: Clock;
  jobInfos: JobInfos;
  messages: Messages;
  publicUrl: string;
  logger: Logger;
}

/**
 * The daily 맞춤 공고 digest. Only postings first published since the oldest due alert's last
 * digest can be news, so they are read once (one range of the latest-first index) and every alert
 * is matched against them in memory, once per distinct set of filters. Each batch of alerts is
 * claimed (last_digest_at moved on) and told in one transaction, so an alert is digested once a
 * day however many processes run it, and a failure leaves its news for the next run.
 */
export function createJobAlertDigest({ db, clock, jobInfos, messages, publicUrl, logger }: DigestDeps) {
  /** Alerts of live accounts not yet digested on the day starting at `dayStart`, in id order. */
  async function dueAlerts(dayStart: string): Promise<DueAlert[]> {
    const due: DueAlert[] = [];
    for (let after = 0; ;) {
      const rows = await db
        .selectFrom('job_alerts')
        .innerJoin('users', 'users.id', 'job_alerts.user_id')
        .select(['job_alerts.id', 'job_alerts.user_id', 'job_alerts.filters', 'job_alerts.last_digest_at'])
        .where('job_alerts.id', '>', after)
        .where('job_alerts.last_digest_at', '<', dayStart)
        .where('users.deleted_at', 'is', null)
        .where('users.suspended_at', 'is', null)
        .orderBy('job_alerts.id')
        .limit(PAGE)
        .execute();
      for (const row of rows) {
        due.push({ id: row.id, userId: row.user_id, filters: row.filters, since: row.last_digest_at });
      }
      if (rows.length < PAGE) return due;
      after = rows[rows.length - 1]!.id;
    }
  }

  function parsed(filters: string): AlertFilters | null {
    try {
      return parseAlertFilters(filters).filters;
    } catch {
      return null; // saved under rules since changed: it matches nothing rather than stopping the run
    }
  }

  /** Each distinct set of filters' matches among `postings` published after `since`, newest first. */
  async function matchesByFilters(
    alerts: DueAlert[],
    postings: ListedPosting[],
    oldest: string,
    today: string,
  ): Promise<Map<string, ListedPosting[]>> {
    const since = new Map<string, string>();
    for (const alert of alerts) {
      const known = since.get(alert.filters);
      if (known === undefined || alert.since < known) since.set(alert.filters, alert.since);
    }
    const index = postingIndex(postings);
    const withTerm = new Map<string, Uint32Array>();
    const matches = new Map<string, ListedPosting[]>();
    for (const [filters, from] of since) {
      const watched = parsed(filters);
      const limit = newerThan(postings, from);
      if (!watched) {
        matches.set(filters, []);
      } else if (watched.kind === 'list') {
        const candidates = index.candidates(watched.query, limit);
        matches.set(
          filters,
          candidates.filter((posting) => matchesListQuery(posting, watched.query)),
        );
      } else {
        const holders: Uint32Array[] = [];
        for (const term of watched.terms) {
          let bits = withTerm.get(term);
          if (!bits) {
            bits = index.bitsOf(await listedSinceWithTerm(db, 'job', term, oldest, today));
            withTerm.set(term, bits);
          }
          holders.push(bits);
        }
        matches.set(filters, index.among(holders, limit));
      }
    }
    return matches;
  }

  /** Digests every alert not yet digested on the Korean day of `now`. */
  async function run(now: Date = clock.now()): Promise<DigestReport> {
    const started = performance.now();
    const runAt = now.toISOString();
    const day = todayKst({ now: () => now });
    const alerts = await dueAlerts(startOfKoreanDay(day));
    const report: DigestReport = { day, due: alerts.length, digested: 0, told: 0, postings: 0, seconds: 0 };
    if (alerts.length) {
      const oldest = alerts.reduce((min, alert) => (alert.since < min ? alert.since : min), alerts[0]!.since);
      const postings = await jobInfos.listedBetween(oldest, runAt, day);
      report.postings = postings.length;
      const matches = await matchesByFilters(alerts, postings, oldest, day);
      const byId = new Map(alerts.map((alert) => [alert.id, alert]));
      for (let i = 0; i < alerts.length; i += BATCH) {
        const ids = alerts.slice(i, i + BATCH).map((alert) => alert.id);
        const done = await db.transaction().execute(async (trx) => {
          // The claim: an alert another process digested today is no longer before the day's start.
          const claimed = await trx
            .updateTable('job_alerts')
            .set({ last_digest_at: runAt })
            .where('id', 'in', ids)
            .where('last_digest_at', '<', startOfKoreanDay(day))
            .returning(['id', 'name'])
            .execute();
          let told = 0;
          for (const { id, name } of claimed) {
            const alert = byId.get(id)!;
            const all = matches.get(alert.filters) ?? [];
            const cut = newerThan(all, alert.since);
            const news = cut === all.length ? all : all.slice(0, cut);
            if (!news.length) continue;
            if (await messages.notify(trx, digestNotice({ ...alert, name }, news, day, publicUrl))) told++;
          }
          return { digested: claimed.length, told };
        });
        report.digested += done.digested;
        report.told += done.told;
      }
    }
    report.seconds = Math.round(performance.now() - started) / 1000;
    logger.info({ ...report }, 'job alert digest');
    return report;
  }

  let doneDay: string | null = null;
  let running: Promise<DigestReport> | null = null;

  /**
   * For the scheduler: once a Korean day, at the first tick from 08:00. A run that failed is tried
   * again at the next tick; a process started later in the day runs it once and finds the alerts
   * other processes digested already claimed.
   */
  const task: ScheduledTask = {
    name: 'job-alert-digest',
    async run(now: Date) {
      const at = { now: () => now };
      const day = todayKst(at);
      if (hourKst(at) < DIGEST_HOUR_KST || doneDay === day) return null;
      running ??= run(now)
        .then((report) => {
          doneDay = day;
          return report;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
  };

  return { run, task };
}

export type JobAlertDigest = ReturnType<typeof createJobAlertDigest>;
