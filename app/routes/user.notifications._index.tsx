import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import type { Notification } from '#contracts/notification';
import { EmptyState } from '~/components/empty-state';
import { PageLinks } from '~/features/listing/page-links';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { formErrorOf } from '~/forms/action-result';
import { callApi, loadApi } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';
import { readNotificationButton } from '~/features/notifications/notifications.server';
import { replyWithRefusal } from '~/forms/conform.server';
import { formatDateTime } from '~/utils/format';
import { pageOf } from '~/features/listing/list-query';
import { pageMeta } from '~/utils/meta';
import { safeRedirect } from '~/utils/redirect';
import { buttonFormResponse } from '~/forms/row-actions.server';

export const meta: MetaFunction = () => [...pageMeta('알림'), { name: 'robots', content: 'noindex' }];

const SETTINGS_PATH = '/user/notifications/settings';
const listPath = (page: number) => (page > 1 ? `/user/notifications?page=${page}` : '/user/notifications');

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const page = String(pageOf(new URL(request.url).searchParams));
  return json(await loadApi(request, (api) => api.my.notifications.$get({ query: { page } })));
}

/**
 * 바로 가기 marks the 알림 read and goes where it leads (the api says where, never the form);
 * 읽음 marks it read and stays; 모두 읽음 marks every one. Posts, so no link from elsewhere can.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const read = await readNotificationButton(request);
  if (read.refused) return read.refused;
  const { submission, values } = read;
  const back = listPath(pageOf(new URL(request.url).searchParams));
  if (values.intent === 'read-all') {
    const result = await callApi(request, (api) => api.my.notifications['read-all'].$post());
    return buttonFormResponse(submission, result, { to: back, message: '모든 알림을 읽음으로 표시했습니다.' });
  }
  const { id } = values;
  const result = await callApi(request, (api) => api.my.notifications[':id'].read.$post({ param: { id } }));
  if (!result.ok) return json(replyWithRefusal(submission, result.error), { status: result.status });
  const to = values.intent === 'open' ? safeRedirect(result.data.link, back) : back;
  return redirect(to);
}

export default function Notifications() {
  const { items, total, page, pageSize, unread } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  useActionToast(data);
  const error = formErrorOf(data);
  if (!total) {
    return (
      <EmptyState
        title="알림"
        message="아직 받은 알림이 없습니다. 지원 결과, 새 지원자, 결제와 문의 답변 같은 소식이 생기면 이곳에 모입니다."
        action={{ label: '알림 설정', to: SETTINGS_PATH }}
      />
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          알림
        </Title>
        <Group gap="xs">
          {unread ? (
            <Form method="post" className="inline-form">
              <Button type="submit" name="intent" value="read-all" size="compact-sm" variant="default">
                모두 읽음
              </Button>
            </Form>
          ) : null}
          <Anchor component={Link} to={SETTINGS_PATH} size="sm">
            알림 설정
          </Anchor>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        전체 {total}건 · 읽지 않은 알림 {unread}건 · 최근 알림부터 보여드립니다.
      </Text>
      <NoScriptAlert toast={error ? { id: 'notification-error', type: 'error', message: error } : null} />
      <ul className="notification-list">
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </ul>
      <PageLinks page={page} total={total} pageSize={pageSize} href={listPath} />
    </Stack>
  );
}

function NotificationItem({ notification }: { notification: Notification }) {
  const unread = notification.readAt === null;
  return (
    <li className={unread ? 'notification notification-unread' : 'notification'}>
      <Group gap={6} mb={4}>
        {unread ? (
          <Badge color="red.9" variant="filled" size="sm">
            새 알림
          </Badge>
        ) : (
          <Badge color="gray" variant="light" size="sm">
            읽음
          </Badge>
        )}
        <Text size="xs" c="dimmed" component="time" dateTime={notification.createdAt}>
          {formatDateTime(notification.createdAt)}
        </Text>
      </Group>
      <Title order={2} size="h5" fw={unread ? 700 : 500}>
        {notification.title}
      </Title>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
        {notification.body}
      </Text>
      <Form method="post" className="notification-actions">
        <input type="hidden" name="id" value={notification.id} />
        <Button type="submit" name="intent" value="open" size="compact-sm">
          바로 가기<span className="visually-hidden">: {notification.title}</span>
        </Button>
        {unread ? (
          <Button type="submit" name="intent" value="read" size="compact-sm" variant="default">
            읽음 표시<span className="visually-hidden">: {notification.title}</span>
          </Button>
        ) : null}
      </Form>
    </li>
  );
}
