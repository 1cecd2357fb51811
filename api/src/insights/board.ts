import { type Kysely, sql } from 'kysely';
import type { BoardDay, BoardInsights, InsightRange } from '../../contracts/insights';
import { SEARCH_MISSES_SHOWN } from '../../contracts/insights';
import { addDays, startOfKoreanDay } from '../../contracts/korea-time';
import { type Clock, isoNow, todayKst } from '../clock';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { koreanDayOf } from './korean-day';

type DayFigure = Exclude<keyof BoardDay, 'date'>;

/** Counts come back as strings from PostgreSQL (bigint) and as numbers from SQLite. */
const whole = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/**
 * The operator's board (GET /admin/insights): what happened on the board each Korean day of the
 * range, every day present, and what waits now. Each figure is one grouped query over an indexed
 * instant, so the page costs a handful of range scans whatever the board's size.
 */
export function createBoardInsights(db: Kysely<Database>, dialect: DialectName, clock: Clock) {
  const day = (column: string) => koreanDayOf(dialect, column);

  /** rows of (day, n) for one figure, counted from `from` (an instant) on */
  async function perDay(
    figure: DayFigure,
    rows: Promise<{ day: string; n: string | number | bigint | null }[]>,
    into: Map<string, BoardDay>,
    sign = 1,
  ) {
    for (const row of await rows) {
      const target = into.get(row.day);
      if (target) target[figure] += sign * whole(row.n);
    }
  }

  return {
    async read(days: InsightRange): Promise<BoardInsights> {
      const today = todayKst(clock);
      const first = addDays(today, 1 - days);
      const from = startOfKoreanDay(first);
      const series = new Map<string, BoardDay>();
      for (let offset = 0; offset < days; offset += 1) {
        const date = addDays(first, offset);
        series.set(date, {
          date,
          seekerSignUps: 0,
          companySignUps: 0,
          postingsPublished: 0,
          resumesMadePublic: 0,
          applications: 0,
          netRevenue: 0,
          mailsFailed: 0,
        });
      }

      const signUps = (role: 'normal' | 'company') =>
        db
          .selectFrom('users')
          .select([day('users.created_at').as('day'), (eb) => eb.fn.countAll<string>().as('n')])
          .where('created_at', '>=', from)
          .where('role', '=', role)
          .groupBy(day('users.created_at'))
          .execute();

      await Promise.all([
        perDay('seekerSignUps', signUps('normal'), series),
        perDay('companySignUps', signUps('company'), series),
        // published_at is the first publication: a renewal is the same posting, not a new one
        perDay(
          'postingsPublished',
          db
            .selectFrom('job_infos')
            .select([day('job_infos.published_at').as('day'), (eb) => eb.fn.countAll<string>().as('n')])
            .where('published_at', '>=', from)
            .groupBy(day('job_infos.published_at'))
            .execute(),
          series,
        ),
        perDay(
          'resumesMadePublic',
          db
            .selectFrom('resumes')
            .select([day('resumes.made_public_at').as('day'), (eb) => eb.fn.countAll<string>().as('n')])
            .where('made_public_at', '>=', from)
            .groupBy(day('resumes.made_public_at'))
            .execute(),
          series,
        ),
        perDay(
          'applications',
          db
            .selectFrom('applications')
            .select([day('applications.applied_at').as('day'), (eb) => eb.fn.countAll<string>().as('n')])
            // by the hour made (applications_applied_hour_idx), which a Korean day starts on (15:00 UTC)
            .where(sql`substr(${sql.ref('applications.applied_at')}, 1, 13)`, '>=', from.slice(0, 13))
            .groupBy(day('applications.applied_at'))
            .execute(),
          series,
        ),
        perDay(
          'netRevenue',
          db
            .selectFrom('orders')
            .select([day('orders.paid_at').as('day'), (eb) => eb.fn.sum<string>('amount').as('n')])
            .where('paid_at', '>=', from)
            .groupBy(day('orders.paid_at'))
            .execute(),
          series,
        ),
        perDay(
          'netRevenue',
          db
            .selectFrom('orders')
            .select([day('orders.refunded_at').as('day'), (eb) => eb.fn.sum<string>('refund_amount').as('n')])
            .where('refunded_at', '>=', from)
            .where('status', '=', 'refunded')
            .groupBy(day('orders.refunded_at'))
            .execute(),
          series,
          -1,
        ),
        // a failed mail keeps the time its last try was due (messages/outbox.ts): the day it failed
        perDay(
          'mailsFailed',
          db
            .selectFrom('outbox_mails')
            .select([day('outbox_mails.next_attempt_at').as('day'), (eb) => eb.fn.countAll<string>().as('n')])
            .where('status', '=', 'failed')
            .where('next_attempt_at', '>=', from)
            .groupBy(day('outbox_mails.next_attempt_at'))
            .execute(),
          series,
        ),
      ]);

      const [paid, refunded, waiting, alerts, misses] = await Promise.all([
        db
          .selectFrom('orders')
          .select(['product_name', (eb) => eb.fn.sum<string>('amount').as('n')])
          .where('paid_at', '>=', from)
          .groupBy('product_name')
          .execute(),
        db
          .selectFrom('orders')
          .select(['product_name', (eb) => eb.fn.sum<string>('refund_amount').as('n')])
          .where('refunded_at', '>=', from)
          .where('status', '=', 'refunded')
          .groupBy('product_name')
          .execute(),
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', '=', 'pending')
          .where('method', '=', 'bank_transfer')
          .where('pay_by', '>', isoNow(clock))
          .executeTakeFirstOrThrow(),
        // an alert is active while its owner's account is: a deleted or suspended one gets no digest
        db
          .selectFrom('job_alerts')
          .innerJoin('users', 'users.id', 'job_alerts.user_id')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('users.deleted_at', 'is', null)
          .where('users.suspended_at', 'is', null)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('search_misses')
          .select(['kind', 'term', sql<string>`sum(searches)`.as('n')])
          .where('day', '>=', first)
          .groupBy(['kind', 'term'])
          .orderBy(sql`sum(searches)`, 'desc')
          .orderBy('term')
          .orderBy('kind')
          .limit(SEARCH_MISSES_SHOWN)
          .execute(),
      ]);

      const products = new Map<string, { productName: string; paid: number; refunded: number; net: number }>();
      const product = (productName: string) => {
        const known = products.get(productName) ?? { productName, paid: 0, refunded: 0, net: 0 };
        products.set(productName, known);
        return known;
      };
      for (const row of paid) product(row.product_name).paid += whole(row.n);
      for (const row of refunded) product(row.product_name).refunded += whole(row.n);
      const revenueByProduct = [...products.values()]
        .map((figure) => ({ ...figure, net: figure.paid - figure.refunded }))
        .sort((a, b) => b.net - a.net || a.productName.localeCompare(b.productName, 'ko'));

      return {
        days,
        series: [...series.values()],
        revenueByProduct,
        transfersWaiting: whole(waiting.n),
        activeAlerts: whole(alerts.n),
        searchMisses: misses.map((row) => ({ kind: row.kind, term: row.term, searches: whole(row.n) })),
      };
    },
  };
}
