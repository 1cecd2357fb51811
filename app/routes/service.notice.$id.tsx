import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import classes from '~/features/listing/listing.module.css';
import { loadApi } from '~/utils/api.server';
import { formatDate } from '~/utils/format';
import { linkPreview } from '~/utils/link-preview.server';
import { pageMeta, sharedPageMeta } from '~/utils/meta';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id && /^\d{1,10}$/.test(params.id) ? params.id : '0';
  const { notice } = await loadApi(request, (api) => api.notices[':id'].$get({ param: { id } }));
  return json({ notice, preview: linkPreview(`/service/notice/${notice.id}`, [], 'article') });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? sharedPageMeta(data.notice.title, data.notice.body.replace(/\s+/g, ' ').slice(0, 100), data.preview)
    : [...pageMeta('공지사항을 찾을 수 없습니다'), { name: 'robots', content: 'noindex' }];

export default function NoticePage() {
  const { notice } = useLoaderData<typeof loader>();
  return (
    <Stack gap="md" component="article">
      <div>
        <Group gap={6} mb={4}>
          {notice.pinned ? (
            <Badge color="red" variant="light">
              공지
            </Badge>
          ) : null}
          <Text size="sm" c="dimmed">
            {formatDate(notice.createdAt)}
            {notice.updatedAt !== notice.createdAt ? ` (수정 ${formatDate(notice.updatedAt)})` : ''}
          </Text>
        </Group>
        <Title order={1} size="h2">
          {notice.title}
        </Title>
      </div>
      <p className={classes.prose}>{notice.body}</p>
      <Group>
        <Button component={Link} to="/service" variant="light">
          공지사항 목록
        </Button>
      </Group>
    </Stack>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
