import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart } from '../../app/features/insights/bar-chart';
import { EMPTY_MESSAGE } from '../../app/features/insights/chart-frame';
import { DailyChart, dateTicks } from '../../app/features/insights/daily-chart';
import { PayChart } from '../../app/features/insights/pay-chart';
import { theme } from '../../app/theme';

const brown = theme.colors!.brown![7];

/** `days` Korean days from 2026-11-20, with `views` and `appearances` rising. */
function days(count: number) {
  return Array.from({ length: count }, (_, at) => {
    const date = new Date(Date.UTC(2026, 10, 20 + at)).toISOString().slice(0, 10);
    return { date, views: at * 10, appearances: 1000 + at * 100 };
  });
}

function daily(count: number) {
  const series = days(count);
  return renderToStaticMarkup(
    createElement(DailyChart, {
      title: '노출과 조회 (최근 7일)',
      unit: '회',
      dates: series.map((day) => day.date),
      lines: [
        { label: '노출', values: series.map((day) => day.appearances) },
        { label: '조회', values: series.map((day) => day.views) },
      ],
    }),
  );
}

describe('the daily chart', () => {
  it('is an SVG image in the HTML with its title, a summary in Korean and the theme’s brown', () => {
    const html = daily(7);
    expect(html).toMatch(
      /<svg[^>]*role="img"[^>]*aria-label="노출과 조회 \(최근 7일\): 11\.20부터 11\.26까지 노출 합계 9,100회, 조회 합계 210회"/,
    );
    expect(html).toContain('<title>노출과 조회 (최근 7일)</title>');
    expect(html).toContain(`stroke="${brown}"`);
    // a fixed drawing scaled to the width it is given: a phone shows it whole
    expect(html).toMatch(/viewBox="0 0 400 220"[^>]*width="100%"/);
  });

  it('writes dates as 11.26 and figures as 1,234 on its axes, which say what they count', () => {
    const html = daily(7);
    for (const label of ['11.20', '11.23', '11.26']) expect(html).toContain(`>${label}</tspan>`);
    expect(html).toMatch(/>1,[0-9]00<\/tspan>/);
    expect(html).toContain('>날짜</tspan>');
    expect(html).toContain('>(회)</text>');
    expect(html).not.toContain('Arial');
  });

  it('marks only whole numbers on the figures’ axis', () => {
    const html = renderToStaticMarkup(
      createElement(DailyChart, {
        title: '스크랩과 지원',
        unit: '건',
        dates: ['2026-11-25', '2026-11-26'],
        lines: [{ label: '지원', values: [0, 1] }],
      }),
    );
    expect(html).toContain('>1</tspan>');
    expect(html).not.toMatch(/>0\.\d<\/tspan>/);
  });

  it('says there is nothing yet rather than drawing a line at zero', () => {
    const html = renderToStaticMarkup(
      createElement(DailyChart, {
        title: '스크랩과 지원',
        unit: '건',
        dates: ['2026-11-26'],
        lines: [{ label: '지원', values: [0] }],
      }),
    );
    expect(html).not.toContain('<svg');
    expect(html).toContain(EMPTY_MESSAGE);
  });

  it('puts about five dates under a long range, the last day among them', () => {
    expect(dateTicks(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(dateTicks(30)).toEqual([1, 8, 15, 22, 29]);
    expect(dateTicks(90)).toEqual([1, 23, 45, 67, 89]);
  });
});

describe('the bar chart', () => {
  it('draws each step with its figure and its share of the step before', () => {
    const html = renderToStaticMarkup(
      createElement(BarChart, {
        title: '채용 단계별 인원',
        unit: '',
        bars: [
          { label: '노출', value: 12345, note: null },
          { label: '조회', value: 1234, note: '10%' },
          { label: '지원', value: 0, note: '0%' },
        ],
      }),
    );
    expect(html).toContain('<title>채용 단계별 인원</title>');
    expect(html).toContain('aria-label="채용 단계별 인원: 노출 12,345, 조회 1,234 · 10%, 지원 0 · 0%"');
    expect(html).toContain('>12,345</text>');
    expect(html).toContain('>1,234 · 10%</text>');
    expect(html.match(/<rect/g)).toHaveLength(3);
  });

  it('is empty when every figure is zero', () => {
    const html = renderToStaticMarkup(
      createElement(BarChart, { title: '지원 경로', unit: '건', bars: [{ label: '검색', value: 0 }] }),
    );
    expect(html).toContain(EMPTY_MESSAGE);
  });
});

describe('the pay chart', () => {
  it('marks the posting, the middle half of its peers, their median and the minimum wage', () => {
    const html = renderToStaticMarkup(
      createElement(PayChart, {
        title: '시급 비교',
        pay: { hourly: 12000, median: 11000, p25: 10500, p75: 12500, minimumWage: 10030, peers: 14 },
      }),
    );
    expect(html).toContain(
      'aria-label="시급 비교: 이 공고의 시급 12,000원, 같은 직종·지역 공고 14건의 중간값 11,000원(하위 25% 10,500원, 상위 25% 12,500원), 최저임금 10,030원"',
    );
    expect(html).toContain('>이 공고 12,000원</text>');
    expect(html).toContain('>최저임금 10,030원</text>');
    expect(html).toContain('>시급 (원)</tspan>');
  });

  it('leaves the peers out when too few were compared', () => {
    const html = renderToStaticMarkup(
      createElement(PayChart, {
        title: '시급 비교',
        pay: { hourly: 9000, median: null, p25: null, p75: null, minimumWage: 10030, peers: 0 },
      }),
    );
    expect(html).toContain('aria-label="시급 비교: 이 공고의 시급 9,000원, 최저임금 10,030원"');
    expect(html).not.toContain('>25%</text>');
  });
});
