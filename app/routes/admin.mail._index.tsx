import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Table } from '@mantine/core/esm/components/Table/Table';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { codes } from '#contracts/enumerations';
import { MAIL_KEEP_DAYS, MAIL_STATUSES, MAIL_TEXT_KEEP_DAYS } from '#contracts/mail';
import { FilterLinks } from '~/features/admin/admin-forms';
import { MailStatusBadge } from '~/features/admin/mail-status';
import { PageLinks } from '~/features/listing/page-links';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { formErrorOf } from '~/forms/action-result';
import { filterOf, listQuery } from '~/features/admin/admin.server';
import { callApi, loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { readButtonOnly } from '~/forms/row-actions.server';
import { replyWithRefusal } from '~/forms/conform.server';
import { formatDateTime } from '~/utils/format';
import { pageOf } from '~/features/listing/list-query';
import { pageMeta } from '~/utils/meta';
import { redirectWithToast } from '~/utils/toast.server';

export const meta: MetaFunction = () => [...pageMeta('보낸 메일'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'admin');
  const params = new URL(request.url).searchParams;
  const status = filterOf(params, 'status', codes(MAIL_STATUSES));
  const query = listQuery({ status, page: pageOf(params) });
  const mail = await loadApi(request, (api) => api.admin.mail.$get({ query }));
  return json({
    ...mail,
    status,
    items: mail.items.map((item) => ({
      ...item,
      createdAt: formatDateTime(item.createdAt),
      /** sent: when; waiting: when it is tried next */
      when: item.sentAt
        ? formatDateTime(item.sentAt)
        : item.nextAttemptAt && item.attempts
          ? `다음 시도 ${formatDateTime(item.nextAttemptAt)}`
          : '-',
    })),
  });
}

/** 시험 메일 보내기: the mail goes through the outbox like any other; its page shows how it went. */
export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, 'admin');
  const read = await readButtonOnly(request);
  if (read.refused) return read.refused;
  const result = await callApi(request, (api) => api.admin.mail.test.$post());
  if (!result.ok) {
    return json(replyWithRefusal(read.submission, result.error), { status: result.status });
  }
  return redirectWithToast(`/admin/mail/${result.data.mail.id}`, { type: 'success', message: result.data.message });
}

const VIEWS: [string, string][] = [['', '전체'], ...Object.entries(MAIL_STATUSES)];

export default function AdminMail() {
  const { items, total, page, pageSize, status, delivering } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  useActionToast(data);
  const error = formErrorOf(data);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          보낸 메일
        </Title>
        <Form method="post">
          <Button type="submit" variant="default" size="compact-md">
            시험 메일 보내기
          </Button>
        </Form>
      </Group>
      <NoScriptAlert toast={error ? { id: 'admin-mail-error', type: 'error', message: error } : null} />
      {delivering ? null : (
        <Alert color="yellow" variant="light" title="메일 서버가 설정되지 않았습니다">
          SMTP_URL이 없어 메일을 보내지 않고 여기에 보관합니다. 제목을 누르면 본문과 링크(이메일 인증, 비밀번호 재설정
          등)를 볼 수 있습니다.
        </Alert>
      )}
      <FilterLinks label="메일 상태" name="status" options={VIEWS} current={status} />
      <Text size="sm" c="dimmed">
        {total}통 · 최근 것부터 보입니다. 받는 주소는 일부를 가립니다. 실패한 메일은 다섯 번까지 다시 보낸 뒤, 또는 메일
        서버가 거절했을 때 멈춥니다.{' '}
        {delivering
          ? `보낸 메일의 본문은 ${MAIL_TEXT_KEEP_DAYS}일 뒤 지우고, 메일 기록은 ${MAIL_KEEP_DAYS}일 동안 보관합니다.`
          : `메일 기록은 ${MAIL_KEEP_DAYS}일 동안 보관합니다.`}
      </Text>
      {items.length ? (
        <Table.ScrollContainer minWidth={820}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={130}>만든 시각</Table.Th>
                <Table.Th>받는 사람</Table.Th>
                <Table.Th>종류</Table.Th>
                <Table.Th>제목</Table.Th>
                <Table.Th w={70}>상태</Table.Th>
                <Table.Th w={50}>시도</Table.Th>
                <Table.Th>보낸 시각</Table.Th>
                <Table.Th>오류</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((mail) => (
                <Table.Tr key={mail.id}>
                  <Table.Td>{mail.createdAt}</Table.Td>
                  <Table.Td>{mail.to}</Table.Td>
                  <Table.Td>{mail.kindLabel}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Anchor component={Link} to={`/admin/mail/${mail.id}`} inherit>
                      {mail.subject}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <MailStatusBadge status={mail.status} />
                  </Table.Td>
                  <Table.Td>{mail.attempts}</Table.Td>
                  <Table.Td>{mail.when}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text size="xs">{mail.lastError ?? ''}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm">{status ? `${MAIL_STATUSES[status]} 상태의 메일이 없습니다.` : '보낸 메일이 없습니다.'}</Text>
      )}
      <PageLinks page={page} total={total} pageSize={pageSize} />
    </Stack>
  );
}
