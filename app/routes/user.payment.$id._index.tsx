import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Table } from '@mantine/core/esm/components/Table/Table';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { type Checkout, type Order, refundRequestSchema } from '#contracts/order';
import { z } from '#contracts/zod';
import { TextareaField } from '~/forms/form-controls';
import { useSchemaForm } from '~/forms/schema-form';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { type ActionResult, formErrorOf } from '~/forms/action-result';
import { callApi, loadApi } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';
import { replyWithRefusal } from '~/forms/conform.server';
import { publicOrigin } from '~/utils/env.server';
import { formatDate, formatWon, formatDateTime } from '~/utils/format';
import { pageMeta } from '~/utils/meta';
import { ORDER_STATUS_COLORS, orderStatusLabel, paymentMethodLabel } from '~/features/payments/order-labels';
import { ORDER_TARGET_PAGES } from '~/features/payments/order-targets';
import { redirectWithToast } from '~/utils/toast.server';
import { useHydrated } from '~/utils/use-hydrated';

export const meta: MetaFunction = () => [...pageMeta('주문 상세'), { name: 'robots', content: 'noindex' }];

const orderId = (params: { id?: string }) => {
  if (!/^\d{1,10}$/.test(params.id ?? '')) throw json({ message: '주문을 찾을 수 없습니다.' }, { status: 404 });
  return params.id!;
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const id = orderId(params);
  const data = await loadApi(request, (api) => api.my.orders[':id'].$get({ param: { id } }));
  // From the configured address: a request's Host header is whatever its sender wrote.
  return json({
    ...data,
    tossUrls: {
      success: `${publicOrigin}/user/payment/toss/success`,
      fail: `${publicOrigin}/user/payment/toss/fail`,
    },
  });
}

/** 테스트 결제 승인·거절 and 주문 취소: forms that are their button. */
const orderButtonSchema = z.object({ intent: z.enum(['approve', 'decline', 'cancel']) });

/** The toasts; a declined test payment gets the default one. */
const DONE: Record<string, string> = {
  approve: '결제가 완료되었습니다. 상품이 바로 적용되었습니다.',
  cancel: '주문을 취소했습니다.',
  refund: '환불을 요청했습니다. 운영자가 확인한 뒤 처리합니다.',
};

/** The buttons of a pending order (테스트 결제 승인·거절, 주문 취소) and the refund request's form. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request);
  const id = orderId(params);
  const formData = await request.formData();
  const answer = (reply: ActionResult, status: number) => json<ActionResult>(reply, { status });

  if (formData.get('intent') === 'refund') {
    const submission = parseWithZod(formData, { schema: refundRequestSchema });
    if (submission.status !== 'success') return answer(submission.reply(), 400);
    const json = submission.value;
    const result = await callApi(request, (api) =>
      api.my.orders[':id']['refund-request'].$post({ param: { id }, json }),
    );
    if (!result.ok) return answer(replyWithRefusal(submission, result.error), result.status);
    return done(id, DONE.refund);
  }

  const submission = parseWithZod(formData, { schema: orderButtonSchema });
  if (submission.status !== 'success') {
    return answer(submission.reply({ formErrors: ['요청을 처리할 수 없습니다.'] }), 400);
  }
  const { intent } = submission.value;
  const result = await callApi(request, (api) =>
    intent === 'cancel'
      ? api.my.orders[':id'].cancel.$post({ param: { id } })
      : api.my.orders[':id']['test-payment'].$post({ param: { id }, json: { result: intent } }),
  );
  if (!result.ok) return answer(replyWithRefusal(submission, result.error), result.status);
  return done(id, DONE[intent]);
}

function done(id: string, message: string | undefined) {
  return redirectWithToast(`/user/payment/${id}`, { type: 'success', message });
}

/** 환불 요청: the reason, kept as typed when the api refuses it. */
function RefundForm({ lastResult }: { lastResult: ActionResult | undefined }) {
  const [form, fields] = useSchemaForm(refundRequestSchema, { id: 'refund', lastResult });
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="refund" />
      <Stack gap="xs" mt="sm">
        <TextareaField field={fields.reason} label="환불 사유" required minLength={2} maxLength={500} rows={2} />
        <Group>
          <Button type="submit" color="orange">
            환불 요청하기
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/** A form of one button that posts one of the order's actions (approve, decline, cancel) by its intent. */
function OrderActionForm({ intent, children, color }: { intent: string; children: string; color?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" color={color} variant={color ? 'filled' : 'default'} loading={busy}>
        {children}
      </Button>
    </Form>
  );
}

/** Toss's own checkout is a script of theirs: it needs JavaScript, the other methods do not. */
function TossCheckout({
  checkout,
  urls,
}: {
  checkout: Extract<Checkout, { type: 'toss' }>;
  urls: { success: string; fail: string };
}) {
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  async function pay() {
    try {
      await new Promise<void>((resolve, reject) => {
        if ('TossPayments' in window) return resolve();
        const script = document.createElement('script');
        script.src = 'https://js.tosspayments.com/v1/payment';
        script.onload = () => resolve();
        script.onerror = () => reject(new Error('load'));
        document.head.append(script);
      });
      const { TossPayments } = window as unknown as {
        TossPayments: (key: string) => { requestPayment: (method: string, payment: object) => Promise<void> };
      };
      const toss = TossPayments(checkout.clientKey);
      await toss.requestPayment('카드', {
        amount: checkout.amount,
        orderId: checkout.orderId,
        orderName: checkout.orderName,
        customerName: checkout.customerName,
        successUrl: urls.success,
        failUrl: urls.fail,
      });
    } catch {
      setError('토스페이먼츠 결제창을 열지 못했습니다. 잠시 후 다시 시도하거나 다른 결제 수단으로 주문해주세요.');
    }
  }
  return (
    <Stack gap="xs">
      {hydrated ? (
        <Group>
          <Button onClick={() => void pay()}>토스페이먼츠로 {formatWon(checkout.amount)} 결제하기</Button>
        </Group>
      ) : (
        <Text size="sm">
          토스페이먼츠 결제창은 자바스크립트가 켜져 있어야 열립니다. 무통장입금으로도 주문할 수 있습니다.
        </Text>
      )}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}

function CheckoutBox({ checkout, urls }: { checkout: Checkout; urls: { success: string; fail: string } }) {
  if (checkout.type === 'test') {
    return (
      <Paper withBorder p="md" radius="md" style={{ borderStyle: 'dashed' }} aria-label="테스트 결제">
        <Badge color="grape" variant="filled" mb="xs">
          테스트 결제
        </Badge>
        <Text size="sm" mb="sm">
          실제 카드 결제 대신 쓰는 시연용 결제입니다. 돈은 빠져나가지 않습니다. 승인하면 결제가 완료된 것으로
          처리됩니다.
        </Text>
        <Group gap="sm">
          <OrderActionForm intent="approve" color="green">
            결제 승인
          </OrderActionForm>
          <OrderActionForm intent="decline">결제 거절</OrderActionForm>
        </Group>
      </Paper>
    );
  }
  if (checkout.type === 'bank_transfer') {
    return (
      <Paper withBorder p="md" radius="md" aria-label="무통장입금 안내">
        <Title order={2} size="h4" mb="xs">
          무통장입금 안내
        </Title>
        <Table withRowBorders={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={120}>입금 계좌</Table.Th>
              <Table.Td>
                {checkout.bank} {checkout.accountNumber} (예금주 {checkout.accountHolder})
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>입금액</Table.Th>
              <Table.Td>{formatWon(checkout.amount)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>입금자명</Table.Th>
              <Table.Td>{checkout.depositorName}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>입금 기한</Table.Th>
              <Table.Td>{formatDateTime(checkout.payBy)}까지</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed" mt="xs">
          입금자명과 금액이 맞아야 확인됩니다. 운영자가 입금을 확인하면 상품이 바로 적용되고, 기한이 지나면 주문은
          취소됩니다.
        </Text>
      </Paper>
    );
  }
  return <TossCheckout checkout={checkout} urls={urls} />;
}

/** The way back to the posting or resume the order pays for, on its form: the buyer is its owner. */
function TargetLink({ order }: { order: Pick<Order, 'kind' | 'targetId'> }) {
  if (order.kind === 'talent' || order.targetId === null) return null;
  const pages = ORDER_TARGET_PAGES[order.kind];
  return (
    <Anchor component={Link} to={pages.form(order.targetId)} size="sm">
      {pages.back}
    </Anchor>
  );
}

export default function OrderDetail() {
  const { order, checkout, tossUrls } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  useActionToast(result);
  const error = formErrorOf(result);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {order.productName}
        </Title>
        <Badge size="lg" color={ORDER_STATUS_COLORS[order.status]} variant="light">
          {orderStatusLabel(order.status)}
        </Badge>
      </Group>
      <NoScriptAlert toast={error ? { id: 'order-error', type: 'error', message: error } : null} />
      <Table withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={120}>주문번호</Table.Th>
            <Table.Td>{order.orderNo}</Table.Td>
          </Table.Tr>
          {order.targetTitle ? (
            <Table.Tr>
              <Table.Th>대상</Table.Th>
              <Table.Td>
                <Group gap="xs">
                  {order.targetTitle}
                  <TargetLink order={order} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ) : null}
          <Table.Tr>
            <Table.Th>금액</Table.Th>
            <Table.Td>{formatWon(order.amount)} (VAT 포함)</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>결제 수단</Table.Th>
            <Table.Td>{paymentMethodLabel(order.method)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>주문일시</Table.Th>
            <Table.Td>{formatDateTime(order.createdAt)}</Table.Td>
          </Table.Tr>
          {order.paidAt ? (
            <Table.Tr>
              <Table.Th>결제일시</Table.Th>
              <Table.Td>{formatDateTime(order.paidAt)}</Table.Td>
            </Table.Tr>
          ) : null}
          {order.periodEnd ? (
            <Table.Tr>
              <Table.Th>적용 기간</Table.Th>
              <Table.Td>
                {formatDate(order.periodStart!)} ~ {formatDate(order.periodEnd)}
              </Table.Td>
            </Table.Tr>
          ) : null}
          {order.refundAmount !== null ? (
            <Table.Tr>
              <Table.Th>{order.status === 'refunded' ? '환불액' : '환불 요청액'}</Table.Th>
              <Table.Td>{formatWon(order.refundAmount)}</Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>

      {order.status === 'pending' && checkout ? (
        <>
          <CheckoutBox checkout={checkout} urls={tossUrls} />
          <Group>
            <OrderActionForm intent="cancel">주문 취소</OrderActionForm>
          </Group>
        </>
      ) : null}

      {order.status === 'paid' || order.status === 'refund_requested' || order.status === 'refunded' ? (
        <Group>
          <Button component={Link} to={`/user/payment/${order.id}/receipt`} variant="default">
            영수증 보기
          </Button>
        </Group>
      ) : null}

      {order.status === 'paid' && order.refund ? (
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="xs">
            환불 요청
          </Title>
          <Text size="sm">
            지금 요청하면 {formatWon(order.refund.amount)}이 환불됩니다. ({order.refund.rule})
          </Text>
          {order.refund.amount > 0 ? (
            <RefundForm lastResult={result?.initialValue?.intent === 'refund' ? result : undefined} />
          ) : null}
        </Paper>
      ) : null}

      {order.events?.length ? (
        <details>
          <summary>
            <Text span size="sm">
              처리 이력 보기
            </Text>
          </summary>
          <Stack component="ol" gap={2} mt="xs" style={{ paddingLeft: '1.2em' }}>
            {order.events.map((event, i) => (
              <Text component="li" size="sm" key={i}>
                {formatDateTime(event.at)} · {event.note}
              </Text>
            ))}
          </Stack>
        </details>
      ) : null}

      <Anchor component={Link} to="/user/payment" size="sm">
        결제 내역으로
      </Anchor>
    </Stack>
  );
}
