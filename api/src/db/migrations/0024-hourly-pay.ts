import type { Kysely } from 'kysely';
import { hourlyPay } from '../../../contracts/hourly-pay';
import { hourlyPayColumn } from '../../job-infos/mapping';

/**
 * Pay at a glance (issue 30): postings sort and filter by the hourly figure of their pay
 * (contracts/hourly-pay.ts) rather than a month's worth. `hourly_pay` is computed here with the
 * function the api writes it with, for every posting; 0 where no figure can be told, so that
 * "best paid first" stays a plain descending order read from an index (as pay_monthly was,
 * 0005-listing-indexes). A 맞춤 공고 alert that asked for a monthly minimum without a pay type now
 * asks for that month's hourly figure (÷ 209), so it keeps meaning what its owner chose.
 */

/** The tables this migration writes rows of, as they stood then. */
interface Tables {
  job_infos: {
    id: number;
    pay_type: string | null;
    pay_amount: number | null;
    work_start: string | null;
    work_end: string | null;
    hourly_pay: number;
  };
  job_alerts: { id: number; filters: string };
}

const LIST_ORDER = ['published_at', 'id', 'visible_until'];
const BATCH = 500;

/** A monthly minimum (old `minPay` without `payType`) as the hourly minimum that means the same. */
export function hourlyMinimumOf(monthlyMinimum: number): number {
  return monthlyMinimum > 0
    ? hourlyPay({ payType: 'monthly', payAmount: monthlyMinimum, workStart: null, workEnd: null })!
    : 0;
}

/** Rewrites one alert's saved query: its minimum compared to 시급 환산 rather than 월 환산. */
export function alertFiltersHourly(filters: string): string {
  const params = new URLSearchParams(filters);
  const minPay = params.get('minPay');
  if (params.get('payType') || minPay === null || !/^\d+$/.test(minPay)) return filters;
  params.set('minPay', String(hourlyMinimumOf(Number(minPay))));
  return params.toString();
}

export async function up(db: Kysely<Tables>): Promise<void> {
  await db.schema
    .alterTable('job_infos')
    .addColumn('hourly_pay', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  const postings = await db
    .selectFrom('job_infos')
    .select(['id', 'pay_type', 'pay_amount', 'work_start', 'work_end'])
    .execute();
  const byFigure = new Map<number, number[]>();
  for (const row of postings) {
    const figure = hourlyPayColumn({
      payType: row.pay_type,
      payAmount: row.pay_amount,
      workStart: row.work_start,
      workEnd: row.work_end,
    });
    if (figure) byFigure.set(figure, [...(byFigure.get(figure) ?? []), row.id]);
  }
  for (const [figure, ids] of byFigure) {
    for (let start = 0; start < ids.length; start += BATCH) {
      await db
        .updateTable('job_infos')
        .set({ hourly_pay: figure })
        .where('id', 'in', ids.slice(start, start + BATCH))
        .execute();
    }
  }

  await db.schema.dropIndex('job_infos_listed_pay_idx').execute();
  await db.schema
    .createIndex('job_infos_listed_hourly_pay_idx')
    .on('job_infos')
    .columns(['status', 'hourly_pay', ...LIST_ORDER])
    .execute();
  await db.schema.alterTable('job_infos').dropColumn('pay_monthly').execute();

  const alerts = await db
    .selectFrom('job_alerts')
    .select(['id', 'filters'])
    .where('filters', 'like', '%minPay=%')
    .execute();
  for (const alert of alerts) {
    const filters = alertFiltersHourly(alert.filters);
    if (filters !== alert.filters)
      await db.updateTable('job_alerts').set({ filters }).where('id', '=', alert.id).execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('0024-hourly-pay cannot be undone (pay_monthly is gone): restore a backup instead');
}
