import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { DailySections, FunnelAndSources, PaySection, SummarySection } from '~/features/insights/insight-sections';
import { STATUS_LABELS, postingTables } from '~/features/insights/insight-tables';
import { answerCsv, rangeQuery } from '~/features/insights/insights.server';
import { RangeLinks } from '~/features/insights/range-links';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('공고별 통계'), { name: 'robots', content: 'noindex' }];

/** One posting's insights, the company's own (another's is the api's 404); `?format=csv` answers a table as a file. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, 'company');
  const id = params.id ?? '';
  const insights = await loadApi(request, (api) =>
    api.my['job-infos'][':id'].insights.$get({ param: { id }, query: rangeQuery(request) }),
  );
  answerCsv(
    request,
    postingTables(insights),
    { ko: `빵잡-공고${id}-통계`, en: `bbangjob-posting-${id}` },
    insights.days,
  );
  return json(insights);
}

export default function PostingInsights() {
  const insights = useLoaderData<typeof loader>();
  const path = `/job-info/${insights.jobInfo.id}/insights`;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Anchor component={Link} to={`/job-info/insights?days=${insights.days}`} size="sm">
          ‹ 전체 공고 통계
        </Anchor>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {insights.jobInfo.title}
        </Title>
        <Text size="sm" c="dimmed">
          {STATUS_LABELS[insights.jobInfo.status]} · 이 공고의 최근 {insights.days}일 통계입니다(한국 시간, 오늘 포함).
        </Text>
        <RangeLinks days={insights.days} path={path} />
      </Stack>
      <DailySections insights={insights} path={path} />
      <FunnelAndSources insights={insights} path={path} />
      <PaySection pay={insights.pay} path={path} days={insights.days} />
      <SummarySection insights={insights} path={path} />
    </Stack>
  );
}
