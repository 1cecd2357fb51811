import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Table } from '@mantine/core/esm/components/Table/Table';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PageLinks } from '~/features/listing/page-links';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { listQuery } from '~/features/admin/admin.server';
import { formatDateTime } from '~/utils/format';
import { pageOf } from '~/features/listing/list-query';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('운영 기록'), { name: 'robots', content: 'noindex' }];

/** The api's action codes in words; a code added later shows as it is until it gets its words here. */
const ACTION_LABELS: Record<string, string> = {
  'notice.create': '공지 작성',
  'notice.update': '공지 수정',
  'notice.delete': '공지 삭제',
  'faq.create': '질문 작성',
  'faq.update': '질문 수정',
  'faq.delete': '질문 삭제',
  'inquiry.answer': '문의 답변',
  'banner.status': '배너 문의 상태 변경',
  'job_info.hide': '공고 숨김',
  'job_info.restore': '공고 되돌리기',
  'job_info.dismiss_reports': '신고 기각',
  'image.remove_logo': '로고 내림',
  'image.remove_job_info_photo': '공고 사진 내림',
  'image.remove_resume_photo': '이력서 사진 내림',
  'user.verify': '기업 인증',
  'user.unverify': '기업 인증 취소',
  'user.suspend': '이용 정지',
  'user.unsuspend': '정지 해제',
  'order.confirm_deposit': '입금 확인',
  'order.refund_approve': '환불 승인',
  'order.refund_refuse': '환불 거절',
  'mail.test': '시험 메일 발송',
  'mail.view': '메일 열람',
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'admin');
  const page = pageOf(new URL(request.url).searchParams);
  const actions = await loadApi(request, (api) => api.admin.actions.$get({ query: listQuery({ page }) }));
  return json({
    ...actions,
    items: actions.items.map((entry) => ({
      id: entry.id,
      at: formatDateTime(entry.createdAt),
      admin: entry.admin,
      action: Object.hasOwn(ACTION_LABELS, entry.action) ? ACTION_LABELS[entry.action] : entry.action,
      target: `${entry.targetKind} #${entry.targetId}`,
      detail: entry.detail ?? '',
    })),
  });
}

export default function AdminActions() {
  const { items, total, page, pageSize } = useLoaderData<typeof loader>();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        운영 기록
      </Title>
      <Text size="sm" c="dimmed">
        운영자가 처리한 일이 최근 것부터 보입니다.
      </Text>
      {items.length ? (
        <Table.ScrollContainer minWidth={720}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={140}>시각</Table.Th>
                <Table.Th>운영자</Table.Th>
                <Table.Th>작업</Table.Th>
                <Table.Th>대상</Table.Th>
                <Table.Th>내용</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{entry.at}</Table.Td>
                  <Table.Td>{entry.admin}</Table.Td>
                  <Table.Td>{entry.action}</Table.Td>
                  <Table.Td>{entry.target}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.detail}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm">운영 기록이 없습니다.</Text>
      )}
      <PageLinks page={page} total={total} pageSize={pageSize} />
    </Stack>
  );
}
