import { Alert } from '@mantine/core/esm/components/Alert/Alert';
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
import { ApplicantCount, applicantsByPosting } from '~/features/job-infos/applicant-count';
import { EmptyState } from '~/components/empty-state';
import { MissingFieldsDetails } from '~/forms/missing-fields';
import { PageLinks } from '~/features/listing/page-links';
import { DeleteAction, DeleteConfirmation, deleteToConfirm, RowAction } from '~/forms/row-actions';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { formErrorOf } from '~/forms/action-result';
import { callApi, loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { pageOf } from '~/features/listing/list-query';
import { pageMeta } from '~/utils/meta';
import { myJobInfoItem } from '~/features/job-infos/my-job-infos.server';
import { buttonFormResponse, readRowAction } from '~/forms/row-actions.server';
import { useActionResult } from '~/forms/use-action-result';

export const meta: MetaFunction = () => [...pageMeta('공고 관리'), { name: 'robots', content: 'noindex' }];

const listPath = (page: number) => (page > 1 ? `/job-info?page=${page}` : '/job-info');

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'company');
  const page = pageOf(new URL(request.url).searchParams);
  const [{ items, total, pageSize }, counts] = await Promise.all([
    loadApi(request, (api) => api.my['job-infos'].$get({ query: { page: String(page) } })),
    loadApi(request, (api) => api.my.applicants.counts.$get()),
  ]);
  const applicants = applicantsByPosting(counts);
  return json({
    page,
    total,
    pageSize,
    items: items.map((jobInfo) => ({ ...myJobInfoItem(jobInfo), applicants: applicants(jobInfo.id) })),
  });
}

const DONE = {
  copy: '공고를 복사했습니다. 작성중 상태로 저장되었습니다.',
  close: '공고를 마감했습니다.',
  delete: '공고를 삭제했습니다.',
} as const;

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, 'company');
  const read = await readRowAction(request, ['copy', 'close', 'delete']);
  if (read.refused) return read.refused;
  const { submission, values: row } = read;
  // without JavaScript a delete is asked about first: the answer is the page with its second step
  if (row.intent === 'delete' && !row.confirmed) return json(submission.reply());
  const { intent, id } = row;
  const posting = { param: { id } };
  const result =
    intent === 'delete'
      ? await callApi(request, (api) => api.my['job-infos'][':id'].$delete(posting))
      : intent === 'copy'
        ? await callApi(request, (api) => api.my['job-infos'][':id'].copy.$post(posting))
        : await callApi(request, (api) => api.my['job-infos'][':id'].close.$post(posting));
  // A copy is the newest posting: it heads the first page.
  const to = intent === 'copy' ? '/job-info' : listPath(pageOf(new URL(request.url).searchParams));
  return buttonFormResponse(submission, result, { to, message: DONE[intent] });
}

export default function JobInfoList() {
  const { items, page, total, pageSize } = useLoaderData<typeof loader>();
  const reply = useActionResult();
  const { pathname, search } = useLocation();
  useActionToast(reply);
  const refusal = formErrorOf(reply);
  const confirming = deleteToConfirm(reply);
  const cancelTo = `${pathname}${search.replace(/[?&]index(=[^&]*)?/, '').replace(/^&/, '?')}`;

  if (!items.length && page === 1) {
    return (
      <EmptyState
        title="공고 관리"
        message="아직 작성한 공고가 없습니다. 공고를 작성하면 이곳에서 상태(작성중·게재중·마감)를 관리할 수 있습니다."
        action={{ label: '공고 작성하기', to: '/job-info/create' }}
      />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          공고 관리
        </Title>
        <Button component={Link} to="/job-info/create">
          공고 작성
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        전체 {total}건 · 최근 수정한 순서입니다. 작성을 마친 공고는{' '}
        <Anchor component={Link} to="/job-info/payment">
          공고 게재 상품
        </Anchor>
        을 구매하면 채용정보에 게재됩니다.
      </Text>
      <NoScriptAlert toast={refusal ? { id: 'job-info-list-error', type: 'error', message: refusal } : null} />

      {items.length ? null : (
        <Text>
          이 페이지에는 공고가 없습니다.{' '}
          <Anchor component={Link} to="/job-info">
            첫 페이지로
          </Anchor>
        </Text>
      )}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Paper component="li" key={item.id} withBorder p="md" radius="md">
            <Group gap={6} mb={6}>
              <Badge color={item.status.color} variant="filled">
                {item.status.label}
              </Badge>
              {item.complete ? (
                <Badge color="teal" variant="light">
                  작성 완료
                </Badge>
              ) : (
                <Badge color="yellow" variant="light">
                  미입력 {item.missing.length}개
                </Badge>
              )}
            </Group>
            <Title order={2} size="h5">
              {item.visible ? (
                <Anchor component={Link} to={`/info/job-info/${item.id}`}>
                  {item.title}
                </Anchor>
              ) : (
                item.title
              )}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {item.details.join(' · ')}
            </Text>
            {item.applicants.total ? <ApplicantCount jobInfoId={item.id} applicants={item.applicants} /> : null}
            {item.hiddenReason ? (
              <Alert color="red" variant="light" mt="sm" title="운영자가 이 공고를 숨겼습니다">
                사유: {item.hiddenReason}
                <br />
                이의가 있으면{' '}
                <Anchor component={Link} to="/service/ask-user">
                  1:1 문의
                </Anchor>
                로 알려주세요.
              </Alert>
            ) : null}
            <MissingFieldsDetails goal="게재" messages={item.missing} />
            <Group gap={6} mt="sm">
              <Button component={Link} to={`/job-info/${item.id}/edit`} size="compact-sm" variant="default">
                수정
              </Button>
              {item.hasInsights ? (
                <Button component={Link} to={`/job-info/${item.id}/insights`} size="compact-sm" variant="default">
                  통계
                </Button>
              ) : null}
              {item.payable ? (
                <Button component={Link} to={`/job-info/payment?target=${item.id}`} size="compact-sm" variant="light">
                  {item.visible ? '기간 연장' : '게재하기'}
                </Button>
              ) : null}
              <RowAction id={item.id} intent="copy">
                복사
              </RowAction>
              {item.closable ? (
                <RowAction id={item.id} intent="close">
                  마감
                </RowAction>
              ) : null}
              <DeleteAction id={item.id} question={`'${item.title}' 공고를 삭제할까요? 삭제하면 되돌릴 수 없습니다.`} />
            </Group>
            {confirming === item.id ? (
              <DeleteConfirmation
                id={item.id}
                question={`'${item.title}' 공고를 삭제할까요? 삭제하면 되돌릴 수 없습니다.`}
                cancelTo={cancelTo}
              />
            ) : null}
          </Paper>
        ))}
      </Stack>
      <PageLinks page={page} total={total} pageSize={pageSize} href={listPath} />
    </Stack>
  );
}
