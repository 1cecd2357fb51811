import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Table } from '@mantine/core/esm/components/Table/Table';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { EmptyState } from '~/components/empty-state';
import { PageLinks } from '~/features/listing/page-links';
import { loadApi } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';
import { formatWon, formatDateTime } from '~/utils/format';
import { pageOf } from '~/features/listing/list-query';
import { pageMeta } from '~/utils/meta';
import { ORDER_STATUS_COLORS, orderStatusLabel, paymentMethodLabel } from '~/features/payments/order-labels';

export const meta: MetaFunction = () => [...pageMeta('결제 내역'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const page = pageOf(new URL(request.url).searchParams);
  const data = await loadApi(request, (api) => api.my.orders.$get({ query: { page: String(page) } }));
  return json(data);
}

export default function PaymentHistory() {
  const { items, total, page, pageSize } = useLoaderData<typeof loader>();
  if (!total) {
    return (
      <EmptyState
        title="결제 내역"
        message="결제 내역이 없습니다."
        action={{ label: '유료상품 안내', to: '/service/payment' }}
      />
    );
  }
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        결제 내역
      </Title>
      <Text size="sm" c="dimmed">
        주문을 열면 결제 안내, 영수증, 환불 요청이 있습니다. 결제 기록은 5년 동안 보관됩니다.
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>주문일</Table.Th>
              <Table.Th>상품</Table.Th>
              <Table.Th>금액</Table.Th>
              <Table.Th>결제 수단</Table.Th>
              <Table.Th>상태</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>{formatDateTime(order.createdAt)}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/user/payment/${order.id}`}>
                    {order.productName}
                  </Anchor>
                  {order.targetTitle ? (
                    <Text size="xs" c="dimmed">
                      {order.targetTitle}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{formatWon(order.amount)}</Table.Td>
                <Table.Td>{paymentMethodLabel(order.method)}</Table.Td>
                <Table.Td>
                  <Badge color={ORDER_STATUS_COLORS[order.status]} variant="light">
                    {orderStatusLabel(order.status)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PageLinks page={page} total={total} pageSize={pageSize} />
    </Stack>
  );
}
