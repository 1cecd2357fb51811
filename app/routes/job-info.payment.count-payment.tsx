import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Table } from '@mantine/core/esm/components/Table/Table';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { OrderForm } from '~/features/payments/order-form';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { formErrorOf } from '~/forms/action-result';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { formatDate } from '~/utils/format';
import { pageMeta } from '~/utils/meta';
import { loadCatalogue, placeOrder } from '~/features/payments/orders.server';

export const meta: MetaFunction = () => [...pageMeta('인재 열람 상품'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'company');
  const [credits, catalogue] = await Promise.all([
    loadApi(request, (api) => api.my['talent-credits'].$get()),
    loadCatalogue(request, 'talent'),
  ]);
  return json({ ...catalogue, credits });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, 'company');
  return placeOrder(request, await request.formData());
}

export default function TalentCredits() {
  const { products, methods, credits } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  useActionToast(lastResult);
  const error = formErrorOf(lastResult);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        인재 열람 상품
      </Title>
      <Paper withBorder p="md" radius="md" aria-label="보유한 열람권">
        {credits.remaining ? (
          <>
            <Text fw={700} size="lg">
              남은 열람권 {credits.remaining}건
            </Text>
            <Text size="sm" c="dimmed">
              {formatDate(credits.nextExpiry!)}부터 차례로 만료됩니다. 먼저 만료되는 열람권부터 사용됩니다.
            </Text>
            <Table mt="sm" withTableBorder striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>주문번호</Table.Th>
                  <Table.Th>남은 건수</Table.Th>
                  <Table.Th>사용 기한</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {credits.grants.map((grant) => (
                  <Table.Tr key={grant.orderNo}>
                    <Table.Td>{grant.orderNo}</Table.Td>
                    <Table.Td>
                      {grant.remaining} / {grant.granted}건
                    </Table.Td>
                    <Table.Td>{formatDate(grant.expiresOn)}까지</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        ) : (
          <Text>보유한 인재 열람권이 없습니다.</Text>
        )}
      </Paper>
      <Text size="sm" c="dimmed">
        <Anchor component={Link} to="/info/resume-list">
          인재정보
        </Anchor>
        에서 이력서를 열고 열람권 1건으로 이름과 연락처를 확인합니다. 한 번 연 이력서는 다시 열어도 차감되지 않습니다.
      </Text>
      <NoScriptAlert toast={error ? { id: 'talent-payment-error', type: 'error', message: error } : null} />
      <OrderForm products={products} methods={methods} lastResult={lastResult} />
    </Stack>
  );
}
