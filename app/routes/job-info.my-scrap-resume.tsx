import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { EmptyState } from '~/components/empty-state';
import classes from '~/features/listing/listing.module.css';
import { PageLinks } from '~/features/listing/page-links';
import { ResumeCard } from '~/features/resumes/resume-card';
import { ScrapToggle } from '~/features/scraps/scrap-toggle';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { pageOf } from '~/features/listing/list-query';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('스크랩한 인재'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'company');
  const page = pageOf(new URL(request.url).searchParams);
  const data = await loadApi(request, (api) => api.my.scraps.resumes.$get({ query: { page: String(page) } }));
  return json(data);
}

export default function ScrappedResumes() {
  const { items, total, page, pageSize } = useLoaderData<typeof loader>();
  if (!total) {
    return (
      <EmptyState
        title="스크랩한 인재"
        message="스크랩한 인재가 없습니다. 인재정보에서 ☆ 스크랩을 누르면 이곳에 모입니다."
        action={{ label: '인재정보 보기', to: '/info/resume-list' }}
      />
    );
  }
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        스크랩한 인재
      </Title>
      <Text size="sm" c="dimmed">
        최근 스크랩한 순서입니다. 공개 기간이 끝났거나 비공개로 바뀐 이력서는 내용이 보이지 않습니다.
      </Text>
      <ul className={classes.cards}>
        {items.map((item) =>
          item.summary ? (
            <ResumeCard key={item.id} resume={item.summary} />
          ) : (
            <li key={item.id} className={classes.card}>
              <Group gap="xs">
                <Badge color="gray" variant="filled">
                  마감
                </Badge>
                <Text c="dimmed">공개가 끝난 이력서입니다.</Text>
              </Group>
              <div className={classes.cardFoot}>
                <ScrapToggle kind="resume" id={item.id} title="공개가 끝난 이력서" />
              </div>
            </li>
          ),
        )}
      </ul>
      <PageLinks page={page} total={total} pageSize={pageSize} />
    </Stack>
  );
}
