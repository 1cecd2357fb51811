import { describe, expect, it } from 'vitest';
import type { CompanyInsights } from '#contracts/insights';
import { toCsv } from '../../app/features/insights/csv';
import { cellLabel, companyTables, tableCsv } from '../../app/features/insights/insight-tables';
import { answerCsv } from '../../app/features/insights/insights.server';
import { download, downloadHeaders } from '../../app/utils/download.server';

describe('the CSV writer', () => {
  it('starts with a byte-order mark so Excel reads Korean, and ends its lines with CRLF', () => {
    const csv = toCsv(['날짜', '조회'], [['2026-11-26', 1234]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('날짜,조회\r\n2026-11-26,1234\r\n');
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(toCsv(['공고'], [['크루아상, "새벽"\n제빵']]).slice(1)).toBe('공고\r\n"크루아상, ""새벽""\n제빵"\r\n');
  });

  it('keeps a text Excel would run as a formula as text, but not a negative number', () => {
    const csv = toCsv(
      ['검색어', '순매출'],
      [
        ['=HYPERLINK("http://evil")', -5000],
        ['@SUM(A1)', null],
      ],
    );
    expect(csv.slice(1)).toBe('검색어,순매출\r\n"\'=HYPERLINK(""http://evil"")",-5000\r\n\'@SUM(A1),\r\n');
  });
});

const insights: CompanyInsights = {
  days: 7,
  series: [
    { date: '2026-11-25', appearances: 1200, views: 80, scraps: 3, applications: 1 },
    { date: '2026-11-26', appearances: 34, views: 5, scraps: 0, applications: 2 },
  ],
  funnel: [
    { step: 'appearances', count: 1234, share: null },
    { step: 'views', count: 85, share: 0.0689 },
  ],
  sources: [{ source: 'other_site', detail: 'instagram.com', applications: 2 }],
  firstAnswerDays: 1.5,
  pay: null,
  postings: [
    {
      id: 42,
      title: '새벽 제빵사',
      status: 'published',
      appearances: 1234,
      views: 85,
      scraps: 3,
      applications: 3,
      firstAnswerDays: null,
    },
  ],
};

describe("the insights' tables", () => {
  it('hold the figures the page shows, written as Koreans read them', () => {
    const [daily, postings, funnel] = companyTables(insights);
    expect(daily!.rows[0]!.map((cell, at) => cellLabel(cell, daily!.columns[at]!.kind))).toEqual([
      '11.25',
      '1,200',
      '80',
      '3',
      '1',
    ]);
    expect(cellLabel(funnel!.rows[1]![2]!, 'share')).toBe('6.9%');
    expect(postings!.links).toEqual(['/job-info/42/insights?days=7']);
    expect(postings!.rows[0]).toEqual(['새벽 제빵사', '게재중', 1234, 85, 3, 3, null]);
  });

  it('write the same figures to CSV: whole dates, plain numbers, shares in percent, Korean headers', () => {
    const [daily, , funnel, sources, summary] = companyTables(insights);
    expect(tableCsv(daily!)).toBe(
      '\uFEFF날짜,노출,조회,스크랩,지원\r\n2026-11-25,1200,80,3,1\r\n2026-11-26,34,5,0,2\r\n',
    );
    expect(tableCsv(funnel!)).toBe('\uFEFF단계,인원,앞 단계 대비(%)\r\n노출,1234,\r\n조회,85,6.9\r\n');
    expect(tableCsv(sources!)).toBe('\uFEFF경로,사이트·utm_source,지원\r\n다른 사이트,instagram.com,2\r\n');
    expect(tableCsv(summary!)).toContain('\r\n노출,1234\r\n조회,85\r\n스크랩,3\r\n지원,3\r\n');
    expect(tableCsv(summary!)).toContain('첫 답변까지 걸린 날(중앙값·일),1.5\r\n');
  });
});

describe('a download from a page', () => {
  it('is named in Korean (RFC 5987) with an ASCII name beside, for this member alone', () => {
    const file = {
      name: '기업통계-daily-7일-(1).csv',
      fallbackName: 'insights-daily-7d.csv',
      type: 'text/csv; charset=utf-8',
      text: '\uFEFFa',
    };
    const headers = downloadHeaders(
      file,
      new Headers([
        ['Set-Cookie', 'a=1'],
        ['Set-Cookie', 'b=2'],
      ]),
    );
    expect(headers.get('Content-Disposition')).toBe(
      `attachment; filename="insights-daily-7d.csv"; filename*=UTF-8''%EA%B8%B0%EC%97%85%ED%86%B5%EA%B3%84-daily-7%EC%9D%BC-%281%29.csv`,
    );
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    expect(headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('Set-Cookie')).toBe('a=1, b=2');
  });

  it('travels as JSON so its byte-order mark survives Remix reading the loader’s answer', async () => {
    const file = { name: 'a.csv', fallbackName: 'a.csv', type: 'text/csv', text: '\uFEFF날짜\r\n' };
    const data = (await download(file).json()) as { download: typeof file };
    expect(data.download.text.charCodeAt(0)).toBe(0xfeff);
  });
});

describe('?format=csv on an insights page', () => {
  const tables = companyTables(insights);
  const asked = (query: string) => {
    try {
      answerCsv(
        new Request(`http://localhost/job-info/insights?${query}`),
        tables,
        { ko: '빵잡-공고통계', en: 'x' },
        7,
      );
      return null;
    } catch (thrown) {
      return thrown as Response;
    }
  };

  it('leaves the page alone without it', () => {
    expect(asked('days=7')).toBeNull();
  });

  it('answers the table asked for, else the first, as a file', async () => {
    const funnel = (await asked('days=7&format=csv&table=funnel')!.json()) as {
      download: { name: string; text: string };
    };
    expect(funnel.download.name).toMatch(/^빵잡-공고통계-funnel-7일-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(funnel.download.text).toBe(tableCsv(tables[2]!));
    const first = (await asked('format=csv')!.json()) as { download: { text: string } };
    expect(first.download.text).toBe(tableCsv(tables[0]!));
  });

  it('refuses another format or a table the page does not have, in Korean', async () => {
    for (const query of ['format=xlsx', 'format=csv&table=secrets']) {
      const refused = asked(query)!;
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toMatch(/[가-힣]/);
    }
  });
});
