import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react';
import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Checkbox } from '@mantine/core/esm/components/Checkbox/Checkbox';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Table } from '@mantine/core/esm/components/Table/Table';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Textarea } from '~/forms/textarea';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import type { ReactNode, RefObject } from 'react';
import { type Notice, noticeBodySchema } from '#contracts/customer-centre';
import { EditPanel, replyFor, useResetAfterSuccess } from '~/features/admin/admin-forms';
import { PageLinks } from '~/features/listing/page-links';
import { RowAction } from '~/forms/row-actions';
import { useSchemaForm } from '~/forms/schema-form';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { type ActionResult, formErrorOf } from '~/forms/action-result';
import { adminAction, adminIntent, listQuery } from '~/features/admin/admin.server';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { formatDate } from '~/utils/format';
import { pageOf } from '~/features/listing/list-query';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('공지사항 관리'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'admin');
  const page = pageOf(new URL(request.url).searchParams);
  return json(await loadApi(request, (api) => api.notices.$get({ query: listQuery({ page }) })));
}

export const action = ({ request }: ActionFunctionArgs) =>
  adminAction(request, {
    create: adminIntent({
      fields: noticeBodySchema,
      call: (api, { value: json }) => api.admin.notices.$post({ json }),
      done: '공지사항을 등록했습니다.',
    }),
    update: adminIntent({
      row: true,
      fields: noticeBodySchema,
      call: (api, { id, value: json }) => api.admin.notices[':id'].$put({ param: { id }, json }),
      done: '공지사항을 수정했습니다.',
    }),
    delete: adminIntent({
      row: true,
      call: (api, { id }) => api.admin.notices[':id'].$delete({ param: { id } }),
      done: '공지사항을 삭제했습니다.',
    }),
  });

/** 제목, 내용, 상단 고정: the same form to write a notice and to correct one. */
function NoticeForm({
  notice,
  lastResult,
  formRef,
  submit,
}: {
  notice?: Notice;
  lastResult: ActionResult | undefined;
  formRef?: RefObject<HTMLFormElement>;
  submit: ReactNode;
}) {
  const [form, fields] = useSchemaForm(noticeBodySchema, {
    id: notice ? `notice-${notice.id}` : 'notice-create',
    lastResult,
    defaultValue: notice ? { title: notice.title, body: notice.body, pinned: notice.pinned ? 'true' : '' } : undefined,
  });
  const { key: titleKey, ...title } = getInputProps(fields.title, { type: 'text', ariaAttributes: false });
  const { key: bodyKey, ...body } = getTextareaProps(fields.body, { ariaAttributes: false });
  const { key: pinnedKey, ...pinned } = getInputProps(fields.pinned, {
    type: 'checkbox',
    value: 'true',
    ariaAttributes: false,
  });
  return (
    <Form method="post" ref={formRef} {...getFormProps(form)}>
      {notice ? <input type="hidden" name="id" value={notice.id} /> : null}
      <Stack gap="sm">
        <TextInput key={titleKey} {...title} label="제목" maxLength={100} required error={fields.title.errors?.[0]} />
        <Textarea
          key={bodyKey}
          {...body}
          label="내용"
          maxLength={20_000}
          rows={6}
          required
          error={fields.body.errors?.[0]}
        />
        <Checkbox key={pinnedKey} {...pinned} label="상단 고정" />
      </Stack>
      {submit}
    </Form>
  );
}

export default function AdminNotices() {
  const { items, total, page, pageSize } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  useActionToast(data);
  const createRef = useResetAfterSuccess('create');
  const error = formErrorOf(data);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        공지사항 관리
      </Title>
      <NoScriptAlert toast={error ? { id: 'admin-notices-error', type: 'error', message: error } : null} />

      <Paper component="section" withBorder p="md" radius="md" aria-labelledby="new-notice">
        <Title order={2} size="h4" mb="sm" id="new-notice">
          새 공지
        </Title>
        <NoticeForm
          lastResult={replyFor(data, 'create')}
          formRef={createRef}
          submit={
            <Button type="submit" name="intent" value="create" mt="md">
              공지 등록
            </Button>
          }
        />
      </Paper>

      <Stack component="section" gap="sm" aria-labelledby="notice-list">
        <Title order={2} size="h4" id="notice-list">
          공지 목록 ({total}건)
        </Title>
        {items.length ? (
          <Table.ScrollContainer minWidth={600}>
            <Table striped withTableBorder verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>고정</Table.Th>
                  <Table.Th>제목</Table.Th>
                  <Table.Th w={110}>작성일</Table.Th>
                  <Table.Th w={80}>삭제</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((notice) => {
                  const refusal = replyFor(data, 'update', notice.id);
                  return (
                    <Table.Tr key={notice.id}>
                      <Table.Td>
                        {notice.pinned ? (
                          <Badge color="red" variant="light">
                            고정
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/service/notice/${notice.id}`} fw={notice.pinned ? 700 : 400}>
                          {notice.title}
                        </Anchor>
                        {/* remounted once saved, so the panel closes on the corrected notice */}
                        <EditPanel key={notice.updatedAt} open={!!refusal}>
                          <NoticeForm
                            notice={notice}
                            lastResult={refusal}
                            submit={
                              <Button type="submit" name="intent" value="update" size="compact-sm" mt="sm">
                                저장
                              </Button>
                            }
                          />
                        </EditPanel>
                      </Table.Td>
                      <Table.Td>{formatDate(notice.createdAt)}</Table.Td>
                      <Table.Td>
                        <RowAction
                          id={notice.id}
                          intent="delete"
                          color="red"
                          onClick={(event) => {
                            if (!window.confirm(`'${notice.title}' 공지를 삭제할까요?`)) event.preventDefault();
                          }}
                        >
                          삭제
                        </RowAction>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm">등록된 공지사항이 없습니다.</Text>
        )}
        <PageLinks page={page} total={total} pageSize={pageSize} />
      </Stack>
    </Stack>
  );
}
