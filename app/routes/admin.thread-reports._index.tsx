import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Table } from '@mantine/core/esm/components/Table/Table';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { listQuery } from '~/features/admin/admin.server';
import { pageOf } from '~/features/listing/list-query';
import { PageLinks } from '~/features/listing/page-links';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { formatDateTime } from '~/utils/format';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('대화 신고'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'admin');
  const query = listQuery({ page: pageOf(new URL(request.url).searchParams) });
  const reported = await loadApi(request, (api) => api.admin['thread-reports'].$get({ query }));
  return json(reported);
}

export default function AdminThreadReports() {
  const { items, total, page, pageSize } = useLoaderData<typeof loader>();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        대화 신고
      </Title>
      <Text size="sm" c="dimmed">
        {total}건 · 최근 신고순. 지원 대화는 한쪽이 신고했을 때만 운영자가 읽을 수 있고, 읽은 기록은 운영 기록에
        남습니다.
      </Text>
      {items.length ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={130}>신고 시각</Table.Th>
                <Table.Th>공고</Table.Th>
                <Table.Th>회사</Table.Th>
                <Table.Th>지원자</Table.Th>
                <Table.Th w={110}>신고</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((report) => (
                <Table.Tr key={report.applicationId}>
                  <Table.Td>{formatDateTime(report.reportedAt)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Anchor component={Link} to={`/admin/thread-reports/${report.applicationId}`} inherit>
                      {report.jobInfoTitle}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{report.companyName}</Table.Td>
                  <Table.Td>{report.applicantName}</Table.Td>
                  <Table.Td>
                    {report.openReportCount ? (
                      <Badge color="red" variant="light">
                        미처리 {report.openReportCount}
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light">
                        처리 완료
                      </Badge>
                    )}{' '}
                    <Text span size="xs" c="dimmed">
                      {report.reportCount}건
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm">신고된 대화가 없습니다.</Text>
      )}
      <PageLinks page={page} total={total} pageSize={pageSize} />
    </Stack>
  );
}
