import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { EmptyState } from '~/components/empty-state';
import { JobInfoCard } from '~/features/job-infos/job-info-card';
import classes from '~/features/listing/listing.module.css';
import { PageLinks } from '~/features/listing/page-links';
import { ScrapToggle } from '~/features/scraps/scrap-toggle';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { todayKst } from '~/utils/labels';
import { pageOf } from '~/features/listing/list-query';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('스크랩한 공고'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'normal');
  const page = pageOf(new URL(request.url).searchParams);
  const data = await loadApi(request, (api) => api.my.scraps['job-infos'].$get({ query: { page: String(page) } }));
  return json({ ...data, today: todayKst() });
}

export default function ScrappedJobInfos() {
  const { items, total, page, pageSize, today } = useLoaderData<typeof loader>();
  if (!total) {
    return (
      <EmptyState
        title="스크랩한 공고"
        message="스크랩한 공고가 없습니다. 채용정보에서 ☆ 스크랩을 누르면 이곳에 모입니다."
        action={{ label: '채용정보 보기', to: '/info/job-info-list' }}
      />
    );
  }
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        스크랩한 공고
      </Title>
      <Text size="sm" c="dimmed">
        최근 스크랩한 순서입니다. 마감된 공고는 스크랩을 해제해 정리할 수 있습니다.
      </Text>
      <ul className={classes.cards}>
        {items.map((item) =>
          item.summary ? (
            <JobInfoCard key={item.id} jobInfo={item.summary} today={today} />
          ) : (
            <li key={item.id} className={classes.card}>
              <Group gap="xs">
                <Badge color="gray" variant="filled">
                  마감
                </Badge>
                <Text fw={600} c="dimmed">
                  {item.title}
                </Text>
              </Group>
              <div className={classes.cardFoot}>
                <ScrapToggle kind="job" id={item.id} title={item.title} />
              </div>
            </li>
          ),
        )}
      </ul>
      <PageLinks page={page} total={total} pageSize={pageSize} />
    </Stack>
  );
}
