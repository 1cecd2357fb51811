import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Divider } from '@mantine/core/esm/components/Divider/Divider';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Table } from '@mantine/core/esm/components/Table/Table';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { loadApi } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';
import { businessInfo } from '~/utils/env.server';
import { formatWon, formatDateTime } from '~/utils/format';
import { pageMeta } from '~/utils/meta';
import { orderStatusLabel, paymentMethodLabel } from '~/features/payments/order-labels';

export const meta: MetaFunction = () => [...pageMeta('영수증'), { name: 'robots', content: 'noindex' }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = params.id ?? '';
  if (!/^\d{1,10}$/.test(id)) throw json({ message: '주문을 찾을 수 없습니다.' }, { status: 404 });
  const { order } = await loadApi(request, (api) => api.my.orders[':id'].$get({ param: { id } }));
  if (!order.paidAt) throw json({ message: '결제가 끝난 주문만 영수증이 있습니다.' }, { status: 404 });
  return json({ order, buyer: user.username, business: businessInfo() });
}

/** VAT included in a price: a tenth of the supply value, rounded down to the won. */
const vatOf = (amount: number) => amount - Math.round(amount / 1.1);

/** A receipt to print: the browser's own print works without JavaScript. */
export default function Receipt() {
  const { order, buyer, business } = useLoaderData<typeof loader>();
  const vat = vatOf(order.amount);
  return (
    <Stack gap="md" maw={560}>
      <Paper withBorder p="lg" radius="md" className="receipt">
        <Title order={1} size="h3" ta="center">
          영수증
        </Title>
        <Text ta="center" size="sm" c="dimmed">
          주문번호 {order.orderNo}
        </Text>
        <Divider my="sm" />
        <Table withRowBorders={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={110}>구매자</Table.Th>
              <Table.Td>{buyer}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>상품</Table.Th>
              <Table.Td>
                {order.productName}
                {order.targetTitle ? ` — ${order.targetTitle}` : ''}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>결제일시</Table.Th>
              <Table.Td>{formatDateTime(order.paidAt!)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>결제 수단</Table.Th>
              <Table.Td>{paymentMethodLabel(order.method)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>공급가액</Table.Th>
              <Table.Td>{formatWon(order.amount - vat)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>부가세</Table.Th>
              <Table.Td>{formatWon(vat)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>합계</Table.Th>
              <Table.Td fw={700}>{formatWon(order.amount)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>상태</Table.Th>
              <Table.Td>
                {orderStatusLabel(order.status)}
                {order.status === 'refunded' && order.refundAmount !== null
                  ? ` (환불 ${formatWon(order.refundAmount)})`
                  : ''}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Divider my="sm" />
        <Text size="xs" c="dimmed">
          {business.name} · 대표 {business.ceo} · 사업자등록번호 {business.registrationNumber}
          <br />
          {business.address}
        </Text>
      </Paper>
      <Text size="sm" c="dimmed" className="no-print">
        브라우저의 인쇄 기능(Ctrl+P)으로 인쇄하거나 PDF로 저장할 수 있습니다.{' '}
        <Anchor component={Link} to={`/user/payment/${order.id}`}>
          주문으로 돌아가기
        </Anchor>
      </Text>
    </Stack>
  );
}
