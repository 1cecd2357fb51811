import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { SimpleGrid } from '@mantine/core/esm/components/SimpleGrid/SimpleGrid';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { Field } from '~/features/admin/admin-forms';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { formErrorOf } from '~/forms/action-result';
import { buttonFormResponse, readButtonOnly } from '~/forms/row-actions.server';
import { useActionResult } from '~/forms/use-action-result';
import { callApi, loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { formatDateTime } from '~/utils/format';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('신고된 대화'), { name: 'robots', content: 'noindex' }];

const idOf = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? value : '0');
const SIDES = { company: '회사', applicant: '지원자' } as const;

/** Reading it is logged by the api (운영 기록): an operator reads a thread only because it was reported. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, 'admin');
  const before = new URL(request.url).searchParams.get('before');
  const query = before && /^\d{1,10}$/.test(before) ? { before } : {};
  const { thread } = await loadApi(request, (api) =>
    api.admin['thread-reports'][':id'].$get({ param: { id: idOf(params.id) }, query }),
  );
  return json({ thread, older: Boolean(query.before) });
}

/** 처리 완료: every open report of the thread, in the operator log. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, 'admin');
  const id = idOf(params.id);
  const read = await readButtonOnly(request);
  if (read.refused) return read.refused;
  const result = await callApi(request, (api) => api.admin['thread-reports'][':id'].handled.$post({ param: { id } }));
  return buttonFormResponse(read.submission, result, {
    to: `/admin/thread-reports/${id}`,
    message: (data) => data.message,
  });
}

export default function AdminThreadReport() {
  const { thread, older } = useLoaderData<typeof loader>();
  const reply = useActionResult();
  useActionToast(reply);
  const refusal = formErrorOf(reply);
  const busy = useNavigation().state === 'submitting';
  const path = `/admin/thread-reports/${thread.applicationId}`;
  const first = thread.messages[0];
  return (
    <Stack gap="lg" component="article">
      <Anchor component={Link} to="/admin/thread-reports" size="sm">
        ← 대화 신고 목록
      </Anchor>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {thread.jobInfoTitle}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
        <Field label="회사">{thread.companyName}</Field>
        <Field label="지원자">{thread.applicantName}</Field>
        <Field label="첫 신고">{formatDateTime(thread.reportedAt)}</Field>
        <Field label="미처리 신고">{`${thread.openReportCount} / ${thread.reportCount}건`}</Field>
      </SimpleGrid>

      <Stack gap="sm" component="section" aria-labelledby="reports-title">
        <Title order={2} size="h3" id="reports-title">
          신고 내용
        </Title>
        {thread.reports.map((report) => (
          <Paper key={report.id} withBorder p="sm">
            <Text size="xs" c="dimmed">
              {SIDES[report.by]}의 신고 · {formatDateTime(report.createdAt)}
              {report.handledAt ? ` · 처리 완료 ${formatDateTime(report.handledAt)}` : ''}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {report.reason}
            </Text>
          </Paper>
        ))}
        <NoScriptAlert toast={refusal ? { id: 'thread-report-error', type: 'error', message: refusal } : null} />
        {thread.openReportCount ? (
          <Form method="post">
            <Button type="submit" loading={busy}>
              처리 완료
            </Button>
          </Form>
        ) : null}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="messages-title">
        <Title order={2} size="h3" id="messages-title">
          대화 (읽기 전용)
        </Title>
        <Group gap="md">
          {thread.hasOlder && first ? (
            <Anchor component={Link} to={`${path}?before=${first.id}`} size="sm">
              이전 메시지 더 보기
            </Anchor>
          ) : null}
          {older ? (
            <Anchor component={Link} to={path} size="sm">
              최근 메시지 보기
            </Anchor>
          ) : null}
        </Group>
        {thread.messages.length ? (
          <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {thread.messages.map((message) => (
              <li key={message.id}>
                <Text size="xs" c="dimmed">
                  {SIDES[message.from]} · {formatDateTime(message.createdAt)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.body}
                </Text>
              </li>
            ))}
          </Stack>
        ) : (
          <Text size="sm">남은 메시지가 없습니다.</Text>
        )}
      </Stack>
    </Stack>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
