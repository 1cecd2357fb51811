import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { NativeSelect } from '~/forms/native-select';
import { selectData } from '~/forms/select-options';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Table } from '@mantine/core/esm/components/Table/Table';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { type AdminUser, reasonBodySchema } from '#contracts/moderation';
import { ROLES } from '#contracts/user';
import { ReasonForm, replyFor } from '~/features/admin/admin-forms';
import { PageLinks } from '~/features/listing/page-links';
import { RowAction } from '~/forms/row-actions';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { adminAction, adminIntent, filterOf, listQuery } from '~/features/admin/admin.server';
import { formErrorOf } from '~/forms/action-result';
import { loadApi } from '~/utils/api.server';
import { requireRole, ROLE_LABELS } from '~/utils/auth.server';
import { businessNumberText } from '#contracts/business-number';
import { formatDate } from '~/utils/format';
import { pageOf } from '~/features/listing/list-query';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('회원 관리'), { name: 'robots', content: 'noindex' }];

function statusText(user: AdminUser): string {
  if (user.deleted) return '탈퇴';
  if (user.suspendedAt) return `정지: ${user.suspendedReason ?? ''}`;
  return '정상';
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'admin');
  const params = new URL(request.url).searchParams;
  const role = filterOf(params, 'role', ROLES);
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const query = listQuery({ role, q, page: pageOf(params) });
  const users = await loadApi(request, (api) => api.admin.users.$get({ query }));
  return json({
    ...users,
    items: users.items.map((user) => ({
      id: user.id,
      userId: user.userId,
      username: user.username,
      role: ROLE_LABELS[user.role],
      email: user.email ?? '-',
      phone: user.phone ?? '-',
      businessNumber: user.role === 'company' && user.businessNumber ? businessNumberText(user.businessNumber) : '-',
      createdAt: formatDate(user.createdAt),
      status: statusText(user),
      /** the company's 인증, null for other members */
      verified: user.role === 'company' ? !!user.verifiedAt : null,
      deleted: user.deleted,
      suspended: !!user.suspendedAt,
      admin: user.role === 'admin',
    })),
    roles: ROLE_LABELS,
    role,
    q,
  });
}

export const action = ({ request }: ActionFunctionArgs) =>
  adminAction(request, {
    verify: adminIntent({
      row: true,
      call: (api, { id }) => api.admin.users[':id'].verify.$post({ param: { id }, json: { verified: true } }),
      done: '기업 인증을 했습니다.',
    }),
    unverify: adminIntent({
      row: true,
      call: (api, { id }) => api.admin.users[':id'].verify.$post({ param: { id }, json: { verified: false } }),
      done: '기업 인증을 취소했습니다.',
    }),
    suspend: adminIntent({
      row: true,
      fields: reasonBodySchema,
      call: (api, { id, value: json }) => api.admin.users[':id'].suspend.$post({ param: { id }, json }),
      done: '이용을 정지했습니다.',
    }),
    unsuspend: adminIntent({
      row: true,
      call: (api, { id }) => api.admin.users[':id'].unsuspend.$post({ param: { id } }),
      done: '이용 정지를 해제했습니다.',
    }),
  });

export default function AdminUsers() {
  const { items, total, page, pageSize, roles, role, q } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  useActionToast(data);
  const error = formErrorOf(data);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        회원 관리
      </Title>
      <Form method="get" role="search" aria-label="회원 찾기">
        <Group gap="sm" align="flex-end">
          <TextInput
            label="아이디, 이름, 이메일 또는 사업자등록번호"
            name="q"
            type="search"
            maxLength={100}
            defaultValue={q}
            w={{ base: '100%', sm: 320 }}
          />
          <NativeSelect label="회원 구분" name="role" data={selectData(roles, '전체')} defaultValue={role} w={140} />
          <Button type="submit">찾기</Button>
        </Group>
      </Form>
      <NoScriptAlert toast={error ? { id: 'admin-users-error', type: 'error', message: error } : null} />
      <Text size="sm" c="dimmed">
        {total}명
      </Text>
      {items.length ? (
        <Table.ScrollContainer minWidth={1100}>
          <Table striped withTableBorder verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>아이디</Table.Th>
                <Table.Th>이름</Table.Th>
                <Table.Th>구분</Table.Th>
                <Table.Th>이메일</Table.Th>
                <Table.Th>연락처</Table.Th>
                <Table.Th>사업자등록번호</Table.Th>
                <Table.Th>가입일</Table.Th>
                <Table.Th>상태</Table.Th>
                <Table.Th>인증</Table.Th>
                <Table.Th>관리</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((user) => {
                return (
                  <Table.Tr key={user.id}>
                    <Table.Td>{user.userId}</Table.Td>
                    <Table.Td>{user.username}</Table.Td>
                    <Table.Td>{user.role}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
                    <Table.Td>{user.phone}</Table.Td>
                    <Table.Td>{user.businessNumber}</Table.Td>
                    <Table.Td>{user.createdAt}</Table.Td>
                    <Table.Td
                      c={user.deleted || user.suspended ? 'red' : undefined}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {user.status}
                    </Table.Td>
                    <Table.Td>
                      {user.verified === null ? (
                        '-'
                      ) : (
                        <Badge color={user.verified ? 'blue' : 'gray'} variant="light">
                          {user.verified ? '인증' : '미인증'}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={6} align="flex-start">
                        {user.verified !== null && !user.deleted ? (
                          user.verified ? (
                            <RowAction id={user.id} intent="unverify">
                              인증 취소
                            </RowAction>
                          ) : (
                            <RowAction id={user.id} intent="verify">
                              인증
                            </RowAction>
                          )
                        ) : null}
                        {user.admin || user.deleted ? null : user.suspended ? (
                          <RowAction id={user.id} intent="unsuspend">
                            정지 해제
                          </RowAction>
                        ) : (
                          <ReasonForm
                            id={user.id}
                            intent="suspend"
                            label="정지 사유"
                            button="이용 정지"
                            schema={reasonBodySchema}
                            lastResult={replyFor(data, 'suspend', user.id)}
                            width={180}
                            maxLength={500}
                          />
                        )}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm">{q || role ? '조건에 맞는 회원이 없습니다.' : '회원이 없습니다.'}</Text>
      )}
      <PageLinks page={page} total={total} pageSize={pageSize} />
    </Stack>
  );
}
