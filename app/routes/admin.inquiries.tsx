import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Textarea } from '../components/textarea';
import { Title } from '@mantine/core/esm/components/Title/Title';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { INQUIRY_CATEGORIES, INQUIRY_LIMITS } from '../../api/contracts/enumerations';
import { FilterLinks, refusalOf } from '~/components/admin-forms';
import { PageLinks } from '~/components/page-links';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { adminAction, type AdminIntent, filterOf, listQuery } from '~/utils/admin.server';
import { jsonWithAuth, loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { formText } from '~/utils/form-data.server';
import { formatDateTime } from '~/utils/format';
import { pageOf } from '~/utils/list-query';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('1:1 문의 관리'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'admin');
  const params = new URL(request.url).searchParams;
  const answered = filterOf(params, 'answered', ['no', 'yes']);
  const query = listQuery({ answered, page: pageOf(params) });
  const inquiries = await loadApi(request, (api) => api.admin.inquiries.$get({ query }));
  return jsonWithAuth(request, { ...inquiries, answered });
}

const INTENTS: Record<string, AdminIntent> = {
  answer: {
    path: (id) => `/admin/inquiries/${id}/answer`,
    body: (form) => ({ answer: formText(form, 'answer') }),
    keep: ['answer'],
    done: '답변을 등록했습니다.',
  },
};

export const action = ({ request }: ActionFunctionArgs) => adminAction(request, INTENTS);

const VIEWS: [string, string][] = [
  ['no', '답변 대기'],
  ['yes', '답변 완료'],
  ['', '전체'],
];

export default function AdminInquiries() {
  const { items, total, page, pageSize, answered } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  useActionToast(data);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        1:1 문의
      </Title>
      <FilterLinks label="답변 여부" name="answered" options={VIEWS} current={answered} />
      <NoScriptAlert toast={data?.error ? { id: 'admin-inquiries-error', type: 'error', message: data.error } : null} />
      <Text size="sm" c="dimmed">
        {total}건 · 답변을 기다리는 문의가 먼저 보입니다. 등록한 답변은 다시 보내 고칠 수 있습니다.
      </Text>
      {items.length ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((inquiry) => {
            const refusal = refusalOf(data, 'answer', inquiry.id);
            return (
              <Paper component="li" key={inquiry.id} withBorder p="md" radius="md">
                <Group gap={6} mb={4}>
                  <Badge color={inquiry.answer ? 'green' : 'orange'} variant="light">
                    {inquiry.answer ? '답변 완료' : '답변 대기'}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    {[
                      `[${INQUIRY_CATEGORIES[inquiry.category]}]`,
                      inquiry.asker ? `${inquiry.asker.username} (${inquiry.asker.userId})` : null,
                      formatDateTime(inquiry.createdAt),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Group>
                <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
                  {inquiry.title}
                </Title>
                <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {inquiry.body}
                </Text>
                {inquiry.answer ? (
                  <Paper bg="gray.0" p="sm" mt="sm" radius="sm">
                    <Text size="xs" fw={700}>
                      등록한 답변 · {formatDateTime(inquiry.answeredAt!)}
                    </Text>
                    <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {inquiry.answer}
                    </Text>
                  </Paper>
                ) : null}
                <Form method="post">
                  <input type="hidden" name="id" value={inquiry.id} />
                  <Textarea
                    label="답변"
                    name="answer"
                    mt="sm"
                    rows={3}
                    maxLength={INQUIRY_LIMITS.answer}
                    required
                    defaultValue={refusal?.values.answer ?? inquiry.answer ?? ''}
                    error={refusal?.fields.answer}
                  />
                  <Button type="submit" name="intent" value="answer" size="compact-sm" mt="sm">
                    {inquiry.answer ? '답변 고치기' : '답변 등록'}
                  </Button>
                </Form>
              </Paper>
            );
          })}
        </Stack>
      ) : (
        <Text size="sm">{answered === 'no' ? '답변을 기다리는 문의가 없습니다.' : '문의가 없습니다.'}</Text>
      )}
      <PageLinks page={page} total={total} pageSize={pageSize} />
    </Stack>
  );
}
