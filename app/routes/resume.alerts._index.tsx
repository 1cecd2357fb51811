import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { EmptyState } from '~/components/empty-state';
import { DeleteAction, DeleteConfirmation, deleteToConfirm } from '~/forms/row-actions';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { formErrorOf } from '~/forms/action-result';
import { callApi, loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { formatDateTime } from '~/utils/format';
import { pageMeta } from '~/utils/meta';
import { buttonFormResponse, readRowAction } from '~/forms/row-actions.server';
import { useActionResult } from '~/forms/use-action-result';

export const meta: MetaFunction = () => [...pageMeta('맞춤 공고 알림'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'normal');
  return json(await loadApi(request, (api) => api.my['job-alerts'].$get()));
}

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, 'normal');
  const read = await readRowAction(request, ['delete']);
  if (read.refused) return read.refused;
  const { submission, values } = read;
  // without JavaScript a delete is asked about first: the answer is the page with its second step
  if (!values.confirmed) return json(submission.reply());
  const result = await callApi(request, (api) => api.my['job-alerts'][':id'].$delete({ param: { id: values.id } }));
  return buttonFormResponse(submission, result, {
    to: '/resume/alerts',
    message: '맞춤 공고 알림을 삭제했습니다.',
  });
}

export default function JobAlerts() {
  const { items, limit } = useLoaderData<typeof loader>();
  const reply = useActionResult();
  const { pathname } = useLocation();
  useActionToast(reply);
  const refusal = formErrorOf(reply);
  const confirming = deleteToConfirm(reply);

  if (!items.length) {
    return (
      <EmptyState
        title="맞춤 공고 알림"
        message={`저장한 알림이 없습니다. 채용정보에서 지역·직종 같은 조건을 고르거나 검색한 뒤 ‘맞춤 공고 알림 저장’을 누르면, 그 조건에 맞는 새 공고를 매일 아침 8시에 알려드립니다. (최대 ${limit}개)`}
        action={{ label: '채용정보에서 조건 고르기', to: '/info/job-info-list' }}
      />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          맞춤 공고 알림
        </Title>
        {items.length < limit ? (
          <Button component={Link} to="/info/job-info-list" variant="light">
            조건 골라 알림 추가
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        저장한 조건에 맞는 새 공고를 매일 아침 8시에 알림으로, 인증한 이메일로도 보내드립니다. 최대 {limit}개까지 저장할
        수 있습니다. (현재 {items.length}개) 메일을 받지 않으려면 메일의 ‘이 메일 그만 받기’를 누르거나 알림을
        삭제하세요.
      </Text>
      <NoScriptAlert toast={refusal ? { id: 'job-alerts-error', type: 'error', message: refusal } : null} />
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((alert) => {
          const question = `맞춤 공고 알림 ‘${alert.name}’을(를) 삭제할까요?`;
          return (
            <Paper component="li" key={alert.id} withBorder p="md" radius="md">
              <Stack gap={6}>
                <Text fw={700} component="h2" fz="md" m={0}>
                  {alert.name}
                </Text>
                <Group gap={6} aria-label="알림 조건">
                  {alert.conditions.map((word) => (
                    <Badge key={word} variant="light">
                      {word}
                    </Badge>
                  ))}
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(alert.createdAt)} 저장
                </Text>
                <Group gap="xs">
                  <Anchor component={Link} to={alert.listPath} size="sm">
                    조건에 맞는 공고 보기<span className="visually-hidden"> ({alert.name})</span>
                  </Anchor>
                  <DeleteAction id={alert.id} question={question} />
                </Group>
                {confirming === alert.id ? (
                  <DeleteConfirmation id={alert.id} question={question} cancelTo={pathname} />
                ) : null}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
