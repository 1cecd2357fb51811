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
import { MissingFieldsDetails } from '~/forms/missing-fields';
import { DeleteAction, DeleteConfirmation, deleteToConfirm, RowAction } from '~/forms/row-actions';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { formErrorOf } from '~/forms/action-result';
import { callApi, loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';
import { MAX_RESUMES_PER_USER, myResumeItem } from '~/features/resumes/my-resumes.server';
import { buttonFormResponse, readRowAction } from '~/forms/row-actions.server';
import { useActionResult } from '~/forms/use-action-result';

export const meta: MetaFunction = () => [...pageMeta('이력서 관리'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'normal');
  const data = await loadApi(request, (api) => api.my.resumes.$get());
  return json({
    items: data.items.map(myResumeItem),
    total: data.total,
    max: MAX_RESUMES_PER_USER,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, 'normal');
  const read = await readRowAction(request, ['copy', 'visibility', 'delete']);
  if (read.refused) return read.refused;
  const { submission, values: row } = read;
  const resume = { param: { id: row.id } };

  if (row.intent === 'delete') {
    // without JavaScript a delete is asked about first: the answer is the page with its second step
    if (!row.confirmed) return json(submission.reply());
    const result = await callApi(request, (api) => api.my.resumes[':id'].$delete(resume));
    return buttonFormResponse(submission, result, { to: '/resume', message: '이력서를 삭제했습니다.' });
  }

  if (row.intent === 'copy') {
    const result = await callApi(request, (api) => api.my.resumes[':id'].copy.$post(resume));
    return buttonFormResponse(submission, result, { to: '/resume', message: '이력서를 복사했습니다.' });
  }

  const visibility = row.value === 'public' ? 'public' : 'private';
  const result = await callApi(request, (api) =>
    api.my.resumes[':id'].visibility.$put({ ...resume, json: { visibility } }),
  );
  return buttonFormResponse(submission, result, {
    to: '/resume',
    message: ({ resume: changed }) =>
      visibility === 'private'
        ? '이력서를 비공개로 전환했습니다.'
        : changed.listed
          ? '이력서를 공개로 전환했습니다.'
          : '이력서를 공개로 전환했습니다. 이력서 공개 상품을 구매하면 인재정보에 보입니다.',
  });
}

export default function ResumeList() {
  const { items, total, max } = useLoaderData<typeof loader>();
  const reply = useActionResult();
  const { pathname } = useLocation();
  useActionToast(reply);
  const refusal = formErrorOf(reply);
  const confirming = deleteToConfirm(reply);

  if (!items.length) {
    return (
      <EmptyState
        title="이력서 관리"
        message="아직 작성한 이력서가 없습니다. 이력서를 작성하면 이곳에서 상태(작성중·공개·비공개)와 공개 기간을 관리할 수 있습니다."
        action={{ label: '이력서 작성하기', to: '/resume/create' }}
      />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          이력서 관리
        </Title>
        {total < max ? (
          <Button component={Link} to="/resume/create">
            이력서 작성
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        이력서는 최대 {max}개까지 작성할 수 있습니다. (현재 {total}개) 공개한 이력서는{' '}
        <Anchor component={Link} to="/resume/payment">
          이력서 공개 상품
        </Anchor>
        의 기간 동안 인재정보에 보입니다.
      </Text>
      <NoScriptAlert toast={refusal ? { id: 'resume-list-error', type: 'error', message: refusal } : null} />

      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => {
          const question = `'${item.title}' 이력서를 삭제할까요? 삭제하면 되돌릴 수 없습니다.`;
          return (
            <Paper component="li" key={item.id} withBorder p="md" radius="md">
              <Group gap={6} mb={6}>
                <Badge color={item.status.color} variant="filled">
                  {item.status.label}
                </Badge>
                {item.complete ? null : (
                  <Badge color="yellow" variant="light">
                    미입력 {item.missing.length}개
                  </Badge>
                )}
              </Group>
              <Title order={2} size="h5">
                <Anchor component={Link} to={`/info/resume/${item.id}`}>
                  {item.title}
                </Anchor>
              </Title>
              {item.details.length ? (
                <Text size="sm" c="dimmed" mt={4}>
                  {item.details.join(' · ')}
                </Text>
              ) : null}
              {item.status.note ? (
                <Text size="sm" c="orange" mt={4}>
                  {item.status.note}
                </Text>
              ) : null}
              <MissingFieldsDetails goal="공개" messages={item.missing} />
              <Group gap={6} mt="sm">
                <Button component={Link} to={`/resume/${item.id}/edit`} size="compact-sm" variant="default">
                  수정
                </Button>
                {item.complete ? (
                  <Button component={Link} to={`/resume/payment?target=${item.id}`} size="compact-sm" variant="light">
                    공개 기간 구매
                  </Button>
                ) : null}
                {total < max ? (
                  <RowAction id={item.id} intent="copy">
                    복사
                  </RowAction>
                ) : null}
                {item.visibility === 'public' ? (
                  <RowAction id={item.id} intent="visibility" value="private">
                    비공개로 전환
                  </RowAction>
                ) : (
                  <RowAction id={item.id} intent="visibility" value="public">
                    공개로 전환
                  </RowAction>
                )}
                <DeleteAction id={item.id} question={question} />
              </Group>
              {confirming === item.id ? (
                <DeleteConfirmation id={item.id} question={question} cancelTo={pathname} />
              ) : null}
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
