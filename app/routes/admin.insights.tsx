import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { BoardDay } from '#contracts/insights';
import { DailyChart } from '~/features/insights/daily-chart';
import { InsightSection } from '~/features/insights/insight-sections';
import { countLabel } from '~/features/insights/insight-format';
import { InsightTableView } from '~/features/insights/insight-table';
import { boardTables } from '~/features/insights/insight-tables';
import { answerCsv, rangeQuery } from '~/features/insights/insights.server';
import { RangeLinks } from '~/features/insights/range-links';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('운영 현황'), { name: 'robots', content: 'noindex' }];

const PATH = '/admin/insights';

/** 운영 현황: the board per Korean day, revenue by product, what waits, the searches that found nothing. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'admin');
  const board = await loadApi(request, (api) => api.admin.insights.$get({ query: rangeQuery(request) }));
  answerCsv(request, boardTables(board), { ko: '빵잡-운영현황', en: 'bbangjob-board' }, board.days);
  return json(board);
}

export default function BoardInsights() {
  const board = useLoaderData<typeof loader>();
  const [daily, revenue, waiting, misses] = boardTables(board);
  const dates = board.series.map((day) => day.date);
  const line = (label: string, pick: (day: BoardDay) => number) => ({ label, values: board.series.map(pick) });
  const range = `최근 ${board.days}일`;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1} size="h2">
          운영 현황
        </Title>
        <Text size="sm" c="dimmed">
          한국 날짜로 오늘까지 {range}입니다. 지금 입금 확인을 기다리는 계좌이체 {countLabel(board.transfersWaiting)}건,
          켜져 있는 맞춤 공고 알림 {countLabel(board.activeAlerts)}개.
        </Text>
        <RangeLinks days={board.days} path={PATH} />
      </Stack>
      <InsightSection title="날짜별 추이">
        <DailyChart
          title={`회원 가입 (${range})`}
          unit="명"
          dates={dates}
          lines={[line('개인회원', (day) => day.seekerSignUps), line('기업회원', (day) => day.companySignUps)]}
        />
        <DailyChart
          title={`공고 게재·이력서 공개·지원 (${range})`}
          unit="건"
          dates={dates}
          lines={[
            line('공고 게재', (day) => day.postingsPublished),
            line('이력서 공개', (day) => day.resumesMadePublic),
            line('지원', (day) => day.applications),
          ]}
        />
        <DailyChart
          title={`순매출, 환불 차감 (${range})`}
          unit="원"
          dates={dates}
          lines={[line('순매출', (day) => day.netRevenue)]}
        />
        <DailyChart
          title={`보내지 못한 메일 (${range})`}
          unit="통"
          dates={dates}
          lines={[line('메일 실패', (day) => day.mailsFailed)]}
        />
        <InsightTableView table={daily!} path={PATH} days={board.days} />
      </InsightSection>
      <InsightSection title="상품별 매출">
        <InsightTableView table={revenue!} path={PATH} days={board.days} folded={false} />
      </InsightSection>
      <InsightSection title="기다리는 일">
        <InsightTableView table={waiting!} path={PATH} days={board.days} folded={false} />
      </InsightSection>
      <InsightSection
        title="결과가 없었던 검색"
        note="찾는 사람은 있는데 게시판에 없는 것: 많이 찾은 검색어부터 보입니다."
      >
        <InsightTableView table={misses!} path={PATH} days={board.days} folded={false} />
      </InsightSection>
    </Stack>
  );
}
