import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { EmptyState } from '~/components/empty-state';
import { PageLinks } from '~/features/listing/page-links';
import { loadApi } from '~/utils/api.server';
import { formatDate } from '~/utils/format';
import { pageOf } from '~/features/listing/list-query';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => pageMeta('공지사항', '빵잡 고객센터 공지사항: 서비스 소식과 이용 안내');

export async function loader({ request }: LoaderFunctionArgs) {
  const page = pageOf(new URL(request.url).searchParams);
  const notices = await loadApi(request, (api) => api.notices.$get({ query: { page: String(page) } }));
  return json({
    ...notices,
    items: notices.items.map(({ id, title, pinned, createdAt }) => ({ id, title, pinned, createdAt })),
  });
}

export default function Notices() {
  const { items, total, page, pageSize } = useLoaderData<typeof loader>();
  if (!total) {
    return (
      <EmptyState
        title="공지사항"
        message="등록된 공지사항이 없습니다."
        action={{ label: '자주 묻는 질문', to: '/service/question' }}
      />
    );
  }
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        공지사항
      </Title>
      <ul className="notice-lines">
        {items.map((notice) => (
          <li key={notice.id}>
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              {notice.pinned ? (
                <Badge color="red" variant="light" style={{ flex: 'none' }}>
                  공지
                </Badge>
              ) : null}
              <Anchor component={Link} to={`/service/notice/${notice.id}`} fw={notice.pinned ? 700 : 400}>
                {notice.title}
              </Anchor>
            </Group>
            <Text span>{formatDate(notice.createdAt)}</Text>
          </li>
        ))}
      </ul>
      <PageLinks page={page} total={total} pageSize={pageSize} />
    </Stack>
  );
}
