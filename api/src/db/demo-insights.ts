import type { Kysely } from 'kysely';
import type { ApplicationSource } from '../../contracts/insights';
import { addDays, koreanDay, startOfKoreanDay } from '../../contracts/korea-time';
import { inKorea } from '../../contracts/kst';
import type { Clock } from '../clock';
import type { ApiDeps } from '../deps';
import { createRandom } from './demo-content';
import { StoryClock } from './demo-story';
import type { Database } from './schema';

const HOUR = 3_600_000;
/** how many days back the demo company's insights have a history */
export const DEMO_HISTORY_DAYS = 35;

/**
 * How busy a Korean weekday is, Sunday first: job seekers look on Monday and Tuesday, least at
 * the weekend, when bakers work their busiest shifts.
 */
const WEEKDAY_RHYTHM = [0.55, 1.3, 1.15, 1.05, 1, 0.9, 0.6];

/** Where the demo's applicants came from, and how often (out of 100). */
const SOURCES: [ApplicationSource, string | null, number][] = [
  ['list', null, 34],
  ['search', null, 24],
  ['alert', null, 12],
  ['company', null, 8],
  ['other_site', 'blog.naver.com', 6],
  ['other_site', 'instagram.com', 5],
  ['shared', 'kakaotalk', 4],
  ['shared', null, 7],
];

/**
 * A few weeks of history behind the demo company's insights (/job-info/insights): the beacon's
 * counters of each listed posting per Korean day, with a weekday rhythm; and applicants and
 * scraps spread over those weeks, made through the services at past instants, each application
 * with where it came from. Seeded (createRandom), so every run draws the same story from `now`.
 * Runs once, after the demo story (whose applicants it leaves alone), while the company's
 * postings have no counters.
 */
export async function seedDemoInsights(
  db: Kysely<Database>,
  depsAt: (clock: Clock) => ApiDeps,
  now: Date = new Date(),
): Promise<boolean> {
  const bakery = await db.selectFrom('users').selectAll().where('user_id', '=', 'bakery01').executeTakeFirst();
  if (!bakery) return false;
  const today = koreanDay(now);
  const postings = (
    await db
      .selectFrom('job_infos')
      .select('id')
      .where('company_id', '=', bakery.id)
      .where('status', '=', 'published')
      .where('visible_until', '>=', today)
      .orderBy('id')
      .execute()
  ).map((row) => row.id);
  if (!postings.length) return false;
  const counted = await db
    .selectFrom('job_info_days')
    .select('job_info_id')
    .where('job_info_id', 'in', postings)
    .limit(1)
    .executeTakeFirst();
  if (counted) return false;

  const random = createRandom(28);
  const rhythm = (day: string) => WEEKDAY_RHYTHM[inKorea(startOfKoreanDay(day)).getUTCDay()]!;
  /** within ±`spread` of 1 */
  const jitter = (spread: number) => 1 - spread + random.next() * 2 * spread;

  // ── the beacon's counters: a posting's appearances each day, and the share of them opened ───────
  const counters = postings.flatMap((jobInfoId, p) => {
    const reach = 90 - p * 12;
    const opened = 0.16 + (p % 3) * 0.04;
    return Array.from({ length: DEMO_HISTORY_DAYS }, (_, back) => {
      const day = addDays(today, -back);
      const appearances = Math.round(reach * rhythm(day) * jitter(0.2));
      return { job_info_id: jobInfoId, day, appearances, views: Math.round(appearances * opened * jitter(0.25)) };
    });
  });
  await db.insertInto('job_info_days').values(counters).execute();

  // ── applicants and scraps of those weeks, through the services ──────────────────────────────────
  const start = now.getTime();
  const clock = new StoryClock(start);
  const { applications, scraps } = depsAt(clock);
  /** an instant `back` days before today, at a waking hour in Korea, never after now */
  const instant = (back: number) =>
    Math.min(start - HOUR, Date.parse(startOfKoreanDay(addDays(today, -back))) + random.int(8, 22) * HOUR);
  /** a day back between `from` and `to`, busier weekdays drawn more often */
  const busyDay = (from: number, to: number) => {
    for (;;) {
      const back = random.int(from, to);
      if (random.next() * 1.3 < rhythm(addDays(today, -back))) return back;
    }
  };
  const source = () => {
    let roll = random.int(1, 100);
    for (const entry of SOURCES) {
      roll -= entry[2];
      if (roll <= 0) return entry;
    }
    return SOURCES[0]!;
  };

  // the demo story's applicants are the first ten seekers; these are the next ones
  const seekers = await db
    .selectFrom('users')
    .innerJoin('resumes', 'resumes.user_id', 'users.id')
    .selectAll('users')
    .select('resumes.id as resume_id')
    .where('users.user_id', 'like', 'demoseeker%')
    .where('resumes.complete', '=', 1)
    .orderBy('users.id')
    .offset(10)
    .limit(60)
    .execute();
  // Ten in the last weeks and the rest before the story's 최종 합격 (20 days ago), so that the story's
  // applicants, one in each state, stay on the first page of the company's 지원자.
  for (const [n, { resume_id, ...seeker }] of seekers.slice(0, 26).entries()) {
    const at = instant(n < 10 ? busyDay(1, 19) : busyDay(21, DEMO_HISTORY_DAYS - 1));
    clock.set(at);
    const made = await applications.apply(seeker, postings[n % postings.length]!, resume_id);
    const [from, detail] = source();
    await db
      .updateTable('applications')
      .set({ source: from, source_detail: detail })
      .where('id', '=', made.id)
      .execute();
    const openedAt = at + random.int(3, 40) * HOUR;
    if (openedAt >= start || random.chance(0.25)) continue;
    clock.set(openedAt);
    await applications.openForCompany(bakery.id, made.id);
    const decidedAt = openedAt + random.int(2, 60) * HOUR;
    if (decidedAt >= start || random.chance(0.4)) continue;
    clock.set(decidedAt);
    await applications.decide(bakery.id, made.id, random.chance(0.5) ? 'passed' : 'failed');
  }
  for (const [n, seeker] of seekers.slice(26).entries()) {
    clock.set(instant(busyDay(1, DEMO_HISTORY_DAYS - 1)));
    await scraps.add(seeker, 'job', postings[(n * 7) % postings.length]!);
  }
  clock.set(start);
  return true;
}
