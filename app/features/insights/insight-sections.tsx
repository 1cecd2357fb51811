import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import type { ReactNode } from 'react';
import {
  APPLICATION_SOURCES,
  type CompanyInsights,
  FUNNEL_STEPS,
  PAY_PEERS_MIN,
  type PayComparison,
} from '#contracts/insights';
import { BarChart } from './bar-chart';
import { DailyChart } from './daily-chart';
import { daysLabel, shareLabel } from './insight-format';
import { InsightTableView } from './insight-table';
import { dailyTable, funnelTable, payTable, sourcesTable, summaryTable } from './insight-tables';
import { PayChart } from './pay-chart';

type Figures = Pick<CompanyInsights, 'days' | 'series' | 'funnel' | 'sources' | 'firstAnswerDays'>;

/** A titled part of an insights page: its heading, what it means, then its chart and table. */
export function InsightSection({ title, note, children }: { title: string; note?: ReactNode; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {note ? (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}

/** Views and appearances, then scraps and applications, per day; one table of the four. */
export function DailySections({ insights, path }: { insights: Figures; path: string }) {
  const dates = insights.series.map((day) => day.date);
  const line = (label: string, pick: (day: Figures['series'][number]) => number) => ({
    label,
    values: insights.series.map(pick),
  });
  return (
    <InsightSection
      title="날짜별 추이"
      note="노출은 목록·검색에 공고가 보인 횟수, 조회는 공고를 연 사람 수입니다(한 사람은 하루에 한 번만 셉니다)."
    >
      <DailyChart
        title={`노출과 조회 (최근 ${insights.days}일)`}
        unit="회"
        dates={dates}
        lines={[line('노출', (day) => day.appearances), line('조회', (day) => day.views)]}
      />
      <DailyChart
        title={`스크랩과 지원 (최근 ${insights.days}일)`}
        unit="건"
        dates={dates}
        lines={[line('스크랩', (day) => day.scraps), line('지원', (day) => day.applications)]}
      />
      <InsightTableView table={dailyTable(insights.series)} path={path} days={insights.days} />
    </InsightSection>
  );
}

/** 노출 → 조회 → … → 최종 합격 with each step's share of the one before; then where applicants came from. */
export function FunnelAndSources({ insights, path }: { insights: Figures; path: string }) {
  const sources = insights.sources.map((source) => ({
    label: source.detail
      ? `${APPLICATION_SOURCES[source.source]} (${source.detail})`
      : APPLICATION_SOURCES[source.source],
    value: source.applications,
  }));
  return (
    <>
      <InsightSection
        title="채용 단계"
        note="각 단계의 비율은 바로 앞 단계 대비입니다. 열람·서류합격·최종 합격은 지원자 관리에서 처리한 만큼 셉니다."
      >
        <BarChart
          title={`채용 단계별 인원 (최근 ${insights.days}일)`}
          unit=""
          bars={insights.funnel.map((step) => ({
            label: FUNNEL_STEPS[step.step],
            value: step.count,
            note: step.share === null ? null : shareLabel(step.share),
          }))}
        />
        <InsightTableView table={funnelTable(insights.funnel)} path={path} days={insights.days} />
      </InsightSection>
      <InsightSection title="지원 경로" note="지원자가 공고를 어디에서 보고 들어왔는지, 지원할 때의 경로로 셉니다.">
        <BarChart title={`지원 경로별 지원 (최근 ${insights.days}일)`} unit="건" bars={sources} />
        <InsightTableView table={sourcesTable(insights.sources)} path={path} days={insights.days} />
      </InsightSection>
    </>
  );
}

/** How long the company takes to answer, and the range's totals. */
export function SummarySection({ insights, path }: { insights: Figures; path: string }) {
  return (
    <InsightSection title="합계와 첫 답변">
      <Text>
        {insights.firstAnswerDays === null
          ? '아직 답한 지원이 없어 첫 답변까지 걸린 날을 셀 수 없어요.'
          : `지원을 받고 첫 답변까지 보통 ${daysLabel(insights.firstAnswerDays)} 걸렸어요(중앙값).`}
      </Text>
      <InsightTableView table={summaryTable(insights)} path={path} days={insights.days} folded={false} />
    </InsightSection>
  );
}

/** The posting's hourly pay beside its peers and the minimum wage, or why it cannot be compared. */
export function PaySection({ pay, path, days }: { pay: PayComparison; path: string; days: number }) {
  if (!pay) {
    return (
      <InsightSection title="급여 비교">
        <Text size="sm">면접 후 결정처럼 금액이 없는 급여는 시급으로 바꿀 수 없어 비교하지 않아요.</Text>
      </InsightSection>
    );
  }
  return (
    <InsightSection
      title="급여 비교"
      note="월급은 209시간, 연봉은 12개월×209시간, 일급은 하루 근무시간(휴게시간 제외)으로 나눠 시급으로 비교합니다."
    >
      <PayChart pay={pay} title="시급 비교" />
      {pay.median === null ? (
        <Text size="sm">
          같은 직종·시·도에 게재 중인 비교할 공고가 {PAY_PEERS_MIN}건 미만이라 다른 공고와는 비교하지 않고 최저임금과만
          비교했어요.
        </Text>
      ) : null}
      <InsightTableView table={payTable(pay)} path={path} days={days} />
    </InsightSection>
  );
}
