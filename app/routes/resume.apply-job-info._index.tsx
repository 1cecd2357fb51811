import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { EmptyState } from '~/components/empty-state';
import { PageLinks } from '~/features/listing/page-links';
import { RowAction } from '~/forms/row-actions';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { formErrorOf } from '~/forms/action-result';
import { callApi, loadApi } from '~/utils/api.server';
import { APPLICATION_STATUS_COLORS, applicationStatusLabel } from '~/features/applications/application-labels';
import { requireRole } from '~/utils/auth.server';
import { applicationTimeline } from '~/features/applications/application-timeline';
import { pageMeta } from '~/utils/meta';
import { pageOf } from '~/features/listing/list-query';
import { buttonFormResponse, readRowAction } from '~/forms/row-actions.server';
import { useActionResult } from '~/forms/use-action-result';

export const meta: MetaFunction = () => [...pageMeta('지원한 회사'), { name: 'robots', content: 'noindex' }];

const listPath = (page: number) => (page > 1 ? `/resume/apply-job-info?page=${page}` : '/resume/apply-job-info');

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'normal');
  const page = pageOf(new URL(request.url).searchParams);
  const data = await loadApi(request, (api) => api.my.applications.$get({ query: { page: String(page) } }));
  return json(data);
}

/** 지원 취소, allowed by the api until the company has opened the application. */
export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, 'normal');
  const read = await readRowAction(request, ['cancel']);
  if (read.refused) return read.refused;
  const { submission, values } = read;
  const result = await callApi(request, (api) => api.my.applications[':id'].cancel.$post({ param: { id: values.id } }));
  const to = listPath(pageOf(new URL(request.url).searchParams));
  return buttonFormResponse(submission, result, { to, message: '지원을 취소했습니다.' });
}

/** Whether the company has answered yet (a result, a proposal or a message; 열람 alone is no answer). */
function AnswerMark({ answeredAt }: { answeredAt: string | null }) {
  return answeredAt ? (
    <Badge color="teal" variant="light">
      답변을 받았어요
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      답을 기다리는 중
    </Badge>
  );
}

export default function ResumeApplications() {
  const { items, total, page, pageSize } = useLoaderData<typeof loader>();
  const reply = useActionResult();
  useActionToast(reply);
  const refusal = formErrorOf(reply);
  if (!total) {
    return (
      <EmptyState
        title="지원한 회사"
        message="아직 지원한 공고가 없습니다. 공고 상세 화면의 지원하기에서 이력서를 골라 지원할 수 있습니다."
        action={{ label: '채용정보 보기', to: '/info/job-info-list' }}
      />
    );
  }
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        지원한 회사
      </Title>
      <Text size="sm" c="dimmed">
        전체 {total}건 · 최근 지원한 순서입니다. 기업이 지원서를 열람하면 ‘열람’으로 바뀌고, 그 전까지는 지원을 취소할
        수 있습니다.
      </Text>
      <NoScriptAlert toast={refusal ? { id: 'application-error', type: 'error', message: refusal } : null} />
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((application) => (
          <Paper component="li" key={application.id} withBorder p="md" radius="md">
            <Group gap={6} mb={6}>
              <Badge color={APPLICATION_STATUS_COLORS[application.status]} variant="filled">
                {applicationStatusLabel(application.status)}
              </Badge>
              <Text size="sm" fw={600}>
                {application.companyName}
              </Text>
              {application.status === 'cancelled' ? null : <AnswerMark answeredAt={application.answeredAt} />}
            </Group>
            <Title order={2} size="h5">
              <Anchor component={Link} to={`/resume/apply-job-info/${application.id}`}>
                {application.jobInfoTitle}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              제출한 이력서: {application.resumeTitle}
              {application.destroyed ? ' (보관 기간이 지나 파기됨)' : ''}
            </Text>
            <Text size="sm" c="dimmed">
              {applicationTimeline(application)}
            </Text>
            {application.cancellable ? (
              <Group mt="sm">
                <RowAction
                  id={application.id}
                  intent="cancel"
                  color="red"
                  onClick={(event) => {
                    if (!window.confirm(`'${application.jobInfoTitle}' 지원을 취소할까요?`)) event.preventDefault();
                  }}
                >
                  지원 취소
                </RowAction>
              </Group>
            ) : null}
          </Paper>
        ))}
      </Stack>
      <PageLinks page={page} total={total} pageSize={pageSize} href={listPath} />
    </Stack>
  );
}
