import { json } from '@remix-run/node';
import type { InsightRange } from '#contracts/insights';
import { koreanDay } from '#contracts/korea-time';
import { download } from '~/utils/download.server';
import { type InsightTable, tableCsv } from './insight-tables';

/**
 * `?days=` as the page was asked, passed on to the api untouched: the api decides the range and
 * answers a wrong one with its Korean message (the page then shows it with the 400). The client's
 * type names only the ranges the api takes; the cast lets any other reach the api to be refused.
 */
export function rangeQuery(request: Request): { days?: `${InsightRange}` } {
  const days = new URL(request.url).searchParams.get('days');
  return days === null ? {} : { days: days as `${InsightRange}` };
}

/**
 * `?format=csv`: one of the page's tables (`table`, else the first) thrown as a CSV file named
 * `<stem>-<table>-<days>일-<today>.csv`; nothing for the page itself. A format or a table the page
 * does not have is a 400 in Korean.
 */
export function answerCsv(request: Request, tables: InsightTable[], stem: { ko: string; en: string }, days: number) {
  const params = new URL(request.url).searchParams;
  const format = params.get('format');
  if (format === null) return;
  if (format !== 'csv') throw json({ message: '내려받기는 CSV(format=csv)만 할 수 있어요.' }, { status: 400 });
  const key = params.get('table');
  const table = key === null ? tables[0] : tables.find((candidate) => candidate.key === key);
  if (!table)
    throw json(
      { message: '내려받을 표를 찾을 수 없어요. 페이지의 CSV 내려받기 링크를 이용해주세요.' },
      { status: 400 },
    );
  const today = koreanDay(Date.now());
  throw download({
    name: `${stem.ko}-${table.key}-${days}일-${today}.csv`,
    fallbackName: `${stem.en}-${table.key}-${days}d-${today}.csv`,
    type: 'text/csv; charset=utf-8',
    text: tableCsv(table),
  });
}
