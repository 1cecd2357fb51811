import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DailySections, FunnelAndSources, InsightSection, SummarySection } from '~/features/insights/insight-sections';
import { InsightTableView } from '~/features/insights/insight-table';
import { companyTables, postingsTable } from '~/features/insights/insight-tables';
import { answerCsv, rangeQuery } from '~/features/insights/insights.server';
import { RangeLinks } from '~/features/insights/range-links';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('공고 통계'), { name: 'robots', content: 'noindex' }];

const PATH = '/job-info/insights';

/** 공고 통계: every posting of the company together, a row per posting; `?format=csv` answers a table as a file. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'company');
  const insights = await loadApi(request, (api) => api.my.insights.$get({ query: rangeQuery(request) }));
  answerCsv(request, companyTables(insights), { ko: '빵잡-공고통계', en: 'bbangjob-insights' }, insights.days);
  return json(insights);
}

export default function CompanyInsights() {
  const insights = useLoaderData<typeof loader>();
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1} size="h2">
          공고 통계
        </Title>
        <Text size="sm" c="dimmed">
          모든 공고를 합친 최근 {insights.days}일의 숫자입니다(한국 시간, 오늘 포함). 공고를 누르면 그 공고만의 통계와
          급여 비교를 볼 수 있습니다.
        </Text>
        <RangeLinks days={insights.days} path={PATH} />
      </Stack>
      <DailySections insights={insights} path={PATH} />
      <InsightSection title="공고별 합계">
        {insights.postings.length ? (
          <InsightTableView
            table={postingsTable(insights.postings, insights.days)}
            path={PATH}
            days={insights.days}
            folded={false}
          />
        ) : (
          <Text size="sm">아직 작성한 공고가 없어요.</Text>
        )}
      </InsightSection>
      <FunnelAndSources insights={insights} path={PATH} />
      <SummarySection insights={insights} path={PATH} />
    </Stack>
  );
}
