import { getFormProps, getTextareaProps } from '@conform-to/react';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Textarea } from '~/forms/textarea';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { answerBodySchema, type Inquiry } from '#contracts/customer-centre';
import { INQUIRY_CATEGORIES, INQUIRY_LIMITS } from '#contracts/enumerations';
import { FilterLinks, replyFor } from '~/features/admin/admin-forms';
import { PageLinks } from '~/features/listing/page-links';
import { useSchemaForm } from '~/forms/schema-form';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { type ActionResult, formErrorOf } from '~/forms/action-result';
import { adminAction, adminIntent, filterOf, listQuery } from '~/features/admin/admin.server';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { formatDateTime } from '~/utils/format';
import { pageOf } from '~/features/listing/list-query';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('1:1 문의 관리'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'admin');
  const params = new URL(request.url).searchParams;
  const answered = filterOf(params, 'answered', ['no', 'yes']);
  const query = listQuery({ answered, page: pageOf(params) });
  const inquiries = await loadApi(request, (api) => api.admin.inquiries.$get({ query }));
  return json({ ...inquiries, answered });
}

export const action = ({ request }: ActionFunctionArgs) =>
  adminAction(request, {
    answer: adminIntent({
      row: true,
      fields: answerBodySchema,
      call: (api, { id, value: json }) => api.admin.inquiries[':id'].answer.$post({ param: { id }, json }),
      done: '답변을 등록했습니다.',
    }),
  });

/** An inquiry's answer: written once, corrected by sending it again. */
function AnswerForm({ inquiry, lastResult }: { inquiry: Inquiry; lastResult: ActionResult | undefined }) {
  const [form, fields] = useSchemaForm(answerBodySchema, {
    id: `answer-${inquiry.id}`,
    lastResult,
    defaultValue: { answer: inquiry.answer ?? '' },
  });
  const { key, ...answer } = getTextareaProps(fields.answer, { ariaAttributes: false });
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="id" value={inquiry.id} />
      <Textarea
        key={key}
        {...answer}
        label="답변"
        mt="sm"
        rows={3}
        maxLength={INQUIRY_LIMITS.answer}
        required
        error={fields.answer.errors?.[0]}
      />
      <Button type="submit" name="intent" value="answer" size="compact-sm" mt="sm">
        {inquiry.answer ? '답변 고치기' : '답변 등록'}
      </Button>
    </Form>
  );
}

const VIEWS: [string, string][] = [
  ['no', '답변 대기'],
  ['yes', '답변 완료'],
  ['', '전체'],
];

export default function AdminInquiries() {
  const { items, total, page, pageSize, answered } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  useActionToast(data);
  const error = formErrorOf(data);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        1:1 문의
      </Title>
      <FilterLinks label="답변 여부" name="answered" options={VIEWS} current={answered} />
      <NoScriptAlert toast={error ? { id: 'admin-inquiries-error', type: 'error', message: error } : null} />
      <Text size="sm" c="dimmed">
        {total}건 · 답변을 기다리는 문의가 먼저 보입니다. 등록한 답변은 다시 보내 고칠 수 있습니다.
      </Text>
      {items.length ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((inquiry) => {
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
                <AnswerForm
                  key={inquiry.answeredAt ?? 'unanswered'}
                  inquiry={inquiry}
                  lastResult={replyFor(data, 'answer', inquiry.id)}
                />
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
