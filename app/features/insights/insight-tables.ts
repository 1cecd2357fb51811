import {
  APPLICATION_SOURCES,
  type BoardInsights,
  type CompanyInsights,
  FUNNEL_STEPS,
  type FunnelStepFigure,
  type InsightDay,
  type PayComparison,
  type PostingInsights,
  type PostingTotals,
  type SourceFigure,
} from '#contracts/insights';
import type { JobInfoStatus } from '#contracts/enumerations';
import { toCsv, type CsvCell } from './csv';
import { countLabel, dayLabel, shareLabel } from './insight-format';

/**
 * Every figure of the insights pages as a table: the same rows the page shows beside its charts (for
 * screen readers and for reading exact numbers) and the CSV it answers, so the two cannot differ.
 */

/** date: YYYY-MM-DD; count: a whole number or a figure like 2.5; share: 0–1; won: 원; text as is */
export type ColumnKind = 'date' | 'count' | 'share' | 'won' | 'text';

export interface InsightColumn {
  label: string;
  kind: ColumnKind;
}

export interface InsightTable {
  /** its name in `?table=` and in the file's name */
  key: string;
  caption: string;
  columns: InsightColumn[];
  rows: CsvCell[][];
  /** where each row's first cell leads (a posting's own insights) */
  links?: string[];
}

const column = (label: string, kind: ColumnKind): InsightColumn => ({ label, kind });

/** A cell as the page shows it: 11.26, 1,234, 12.3%; empty as a dash. */
export function cellLabel(cell: CsvCell, kind: ColumnKind): string {
  if (cell === null) return '-';
  if (typeof cell === 'string') return kind === 'date' ? dayLabel(cell) : cell;
  return kind === 'share' ? shareLabel(cell) : countLabel(cell);
}

/** A cell as the file holds it: dates whole (Excel reads 2026-11-26 as a date), shares in percent, no grouping. */
function csvCell(cell: CsvCell, kind: ColumnKind): CsvCell {
  if (kind === 'share' && typeof cell === 'number') return Math.round(cell * 1000) / 10;
  return cell;
}

export function tableCsv(table: InsightTable): string {
  return toCsv(
    table.columns.map((col) => col.label),
    table.rows.map((row) => row.map((cell, at) => csvCell(cell, table.columns[at]!.kind))),
  );
}

export const STATUS_LABELS: Record<JobInfoStatus, string> = {
  draft: '작성중',
  published: '게재중',
  closed: '마감',
  hidden: '숨김',
};

export function dailyTable(series: InsightDay[]): InsightTable {
  return {
    key: 'daily',
    caption: '날짜별 노출·조회·스크랩·지원',
    columns: [
      column('날짜', 'date'),
      column('노출', 'count'),
      column('조회', 'count'),
      column('스크랩', 'count'),
      column('지원', 'count'),
    ],
    rows: series.map((day) => [day.date, day.appearances, day.views, day.scraps, day.applications]),
  };
}

export function funnelTable(funnel: FunnelStepFigure[]): InsightTable {
  return {
    key: 'funnel',
    caption: '단계별 인원 (노출에서 최종 합격까지)',
    columns: [column('단계', 'text'), column('인원', 'count'), column('앞 단계 대비(%)', 'share')],
    rows: funnel.map((step) => [FUNNEL_STEPS[step.step], step.count, step.share]),
  };
}

export function sourcesTable(sources: SourceFigure[]): InsightTable {
  return {
    key: 'sources',
    caption: '지원 경로',
    columns: [column('경로', 'text'), column('사이트·utm_source', 'text'), column('지원', 'count')],
    rows: sources.map((source) => [APPLICATION_SOURCES[source.source], source.detail, source.applications]),
  };
}

/** The range's totals and the median days to a first answer. */
export function summaryTable(insights: Pick<CompanyInsights, 'days' | 'series' | 'firstAnswerDays'>): InsightTable {
  const total = (pick: (day: InsightDay) => number) => insights.series.reduce((sum, day) => sum + pick(day), 0);
  return {
    key: 'summary',
    caption: `최근 ${insights.days}일 합계`,
    columns: [column('항목', 'text'), column('값', 'count')],
    rows: [
      ['노출', total((day) => day.appearances)],
      ['조회', total((day) => day.views)],
      ['스크랩', total((day) => day.scraps)],
      ['지원', total((day) => day.applications)],
      ['첫 답변까지 걸린 날(중앙값·일)', insights.firstAnswerDays],
    ],
  };
}

export function postingsTable(postings: PostingTotals[], days: number): InsightTable {
  return {
    key: 'postings',
    caption: '공고별 합계',
    columns: [
      column('공고', 'text'),
      column('상태', 'text'),
      column('노출', 'count'),
      column('조회', 'count'),
      column('스크랩', 'count'),
      column('지원', 'count'),
      column('첫 답변까지(일)', 'count'),
    ],
    rows: postings.map((posting) => [
      posting.title,
      STATUS_LABELS[posting.status],
      posting.appearances,
      posting.views,
      posting.scraps,
      posting.applications,
      posting.firstAnswerDays,
    ]),
    links: postings.map((posting) => `/job-info/${posting.id}/insights?days=${days}`),
  };
}

/** The posting's hourly pay beside its peers' quartiles and the legal minimum; none without an hourly figure. */
export function payTable(pay: NonNullable<PayComparison>): InsightTable {
  const rows: CsvCell[][] = [
    ['이 공고의 시급', pay.hourly],
    ['같은 직종·지역 하위 25%', pay.p25],
    ['같은 직종·지역 중간값', pay.median],
    ['같은 직종·지역 상위 25%', pay.p75],
    ['최저임금', pay.minimumWage],
  ];
  return {
    key: 'pay',
    caption: `시급 비교 (비교한 공고 ${countLabel(pay.peers)}건)`,
    columns: [column('항목', 'text'), column('시급(원)', 'won')],
    rows: rows.filter(([, value]) => value !== null),
  };
}

/** The tables of one posting's page, the first the one `?format=csv` answers without `table`. */
export function postingTables(insights: PostingInsights): InsightTable[] {
  return [
    dailyTable(insights.series),
    funnelTable(insights.funnel),
    sourcesTable(insights.sources),
    ...(insights.pay ? [payTable(insights.pay)] : []),
    summaryTable(insights),
  ];
}

/** The tables of the company's page. */
export function companyTables(insights: CompanyInsights): InsightTable[] {
  return [
    dailyTable(insights.series),
    postingsTable(insights.postings, insights.days),
    funnelTable(insights.funnel),
    sourcesTable(insights.sources),
    summaryTable(insights),
  ];
}

export function boardDailyTable(series: BoardInsights['series']): InsightTable {
  return {
    key: 'daily',
    caption: '날짜별 운영 현황',
    columns: [
      column('날짜', 'date'),
      column('개인회원 가입', 'count'),
      column('기업회원 가입', 'count'),
      column('공고 게재', 'count'),
      column('이력서 공개', 'count'),
      column('지원', 'count'),
      column('순매출(원)', 'won'),
      column('메일 실패', 'count'),
    ],
    rows: series.map((day) => [
      day.date,
      day.seekerSignUps,
      day.companySignUps,
      day.postingsPublished,
      day.resumesMadePublic,
      day.applications,
      day.netRevenue,
      day.mailsFailed,
    ]),
  };
}

export const SEARCH_KINDS = { job: '채용정보', resume: '인재정보' } as const;

/** The operator's tables: the days, revenue by product, what waits now, and the searches that found nothing. */
export function boardTables(board: BoardInsights): InsightTable[] {
  return [
    boardDailyTable(board.series),
    {
      key: 'revenue',
      caption: `상품별 매출 (최근 ${board.days}일, 환불 차감)`,
      columns: [
        column('상품', 'text'),
        column('결제(원)', 'won'),
        column('환불(원)', 'won'),
        column('순매출(원)', 'won'),
      ],
      rows: board.revenueByProduct.map((product) => [product.productName, product.paid, product.refunded, product.net]),
    },
    {
      key: 'waiting',
      caption: '지금 기다리는 일',
      columns: [column('항목', 'text'), column('건수', 'count')],
      rows: [
        ['입금 확인을 기다리는 계좌이체', board.transfersWaiting],
        ['켜져 있는 맞춤 공고 알림', board.activeAlerts],
      ],
    },
    {
      key: 'search-misses',
      caption: '결과가 없었던 검색어 (많이 찾은 순)',
      columns: [column('검색', 'text'), column('검색어', 'text'), column('횟수', 'count')],
      rows: board.searchMisses.map((miss) => [SEARCH_KINDS[miss.kind], miss.term, miss.searches]),
    },
  ];
}
