import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import type { JobAlertList } from '../../api/contracts/job-alert';
import { EmptyState } from '~/components/empty-state';
import { DeleteAction, DeleteConfirmation } from '~/components/row-actions';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { authHeaders, legacyCallApi, jsonWithAuth, legacyLoadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { formatDateTime } from '~/utils/format';
import { formText } from '~/utils/form-data.server';
import { pageMeta } from '~/utils/meta';
import { redirectWithToast } from '~/utils/toast.server';

export const meta: MetaFunction = () => [...pageMeta('맞춤 공고 알림'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'normal');
  return jsonWithAuth(request, await legacyLoadApi<JobAlertList>(request, '/my/job-alerts'));
}

/** A refusal to show, or the alert whose 삭제 waits for a second click (without JavaScript). */
interface ActionData {
  error?: string;
  confirmDelete?: number;
}

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, 'normal');
  const form = await request.formData();
  const id = formText(form, 'id');
  if (formText(form, 'intent') !== 'delete' || !/^\d{1,12}$/.test(id)) {
    return jsonWithAuth<ActionData>(request, { error: '요청을 처리할 수 없습니다.' }, { status: 400 });
  }
  if (form.get('confirmed') !== 'yes') return jsonWithAuth<ActionData>(request, { confirmDelete: Number(id) });
  const result = await legacyCallApi(request, `/my/job-alerts/${id}`, { method: 'DELETE' });
  if (!result.ok) return jsonWithAuth<ActionData>(request, { error: result.error.message }, { status: result.status });
  return redirectWithToast(
    '/resume/alerts',
    { type: 'success', message: '맞춤 공고 알림을 삭제했습니다.' },
    { headers: await authHeaders(request) },
  );
}

export default function JobAlerts() {
  const { items, limit } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const { pathname } = useLocation();
  useActionToast(data);

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
      <NoScriptAlert toast={data?.error ? { id: 'job-alerts-error', type: 'error', message: data.error } : null} />
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
                {data?.confirmDelete === alert.id ? (
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
