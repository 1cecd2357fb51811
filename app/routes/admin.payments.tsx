import { getFormProps, getInputProps } from '@conform-to/react';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { SimpleGrid } from '@mantine/core/esm/components/SimpleGrid/SimpleGrid';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { PAYMENT_METHODS } from '#contracts/enumerations';
import type { Order } from '#contracts/order';
import { z } from '#contracts/zod';
import { replyFor } from '~/features/admin/admin-forms';
import { useSchemaForm } from '~/forms/schema-form';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { type ActionResult, formErrorOf } from '~/forms/action-result';
import { adminAction, adminIntent } from '~/features/admin/admin.server';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { formatWon, formatDateTime } from '~/utils/format';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('결제 관리'), { name: 'robots', content: 'noindex' }];

/** The queues the page reads: the api's order list, by status and payment method. */
type AdminOrderQuery = { status: Order['status']; method?: Order['method'] };

/** Unpaid transfers lapse after a few days and refunds are rare: a queue this long means something broke. */
const MAX_PAGES = 20;

/** Every order of one queue, oldest first: the one waiting longest is handled first. */
async function loadQueue(request: Request, queue: AdminOrderQuery): Promise<{ orders: Order[]; total: number }> {
  const orders: Order[] = [];
  let total = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const query = { ...queue, page: String(page) };
    const data = await loadApi(request, (api) => api.admin.orders.$get({ query }));
    orders.push(...data.items);
    total = data.total;
    if (!data.items.length || page * data.pageSize >= total) break;
  }
  return { orders: orders.reverse(), total };
}

const buyerText = (order: Order) => (order.buyer ? `${order.buyer.name} (${order.buyer.userId})` : '-');
const productText = (order: Order) =>
  order.targetTitle ? `${order.productName} · ${order.targetTitle}` : order.productName;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'admin');
  const [deposits, refunds] = await Promise.all([
    loadQueue(request, { status: 'pending', method: 'bank_transfer' }),
    loadQueue(request, { status: 'refund_requested' }),
  ]);
  return json({
    deposits: {
      total: deposits.total,
      items: deposits.orders.map((order) => ({
        id: order.id,
        orderNo: order.orderNo,
        buyer: buyerText(order),
        product: productText(order),
        amount: formatWon(order.amount),
        depositorName: order.depositorName ?? '-',
        payBy: formatDateTime(order.payBy),
        createdAt: formatDateTime(order.createdAt),
      })),
    },
    refunds: {
      total: refunds.total,
      items: refunds.orders.map((order) => ({
        id: order.id,
        orderNo: order.orderNo,
        buyer: buyerText(order),
        product: productText(order),
        method: PAYMENT_METHODS[order.method],
        paid: formatWon(order.amount),
        paidAt: order.paidAt ? formatDateTime(order.paidAt) : '-',
        requested: order.refundAmount === null ? '-' : formatWon(order.refundAmount),
        // Approval quotes the refund again on the day it is approved.
        today: order.refund ? `${formatWon(order.refund.amount)} (${order.refund.rule})` : null,
        reason: order.refundReason ?? '-',
      })),
    },
  });
}

/** 거절 사유: the api's rule for it is the api's (its refusal comes back beside the field). */
const refuseFormSchema = z.object({ note: z.string().optional() });

export const action = ({ request }: ActionFunctionArgs) =>
  adminAction(request, {
    'confirm-deposit': adminIntent({
      row: true,
      call: (api, { id }) => api.admin.orders[':id']['confirm-deposit'].$post({ param: { id } }),
      done: '입금을 확인했습니다. 상품이 적용되었습니다.',
    }),
    'approve-refund': adminIntent({
      row: true,
      call: (api, { id }) => api.admin.orders[':id'].refund.approve.$post({ param: { id } }),
      done: '환불을 승인했습니다. 상품 적용이 취소되었습니다.',
    }),
    'refuse-refund': adminIntent({
      row: true,
      fields: refuseFormSchema,
      call: (api, { id, value }) =>
        api.admin.orders[':id'].refund.refuse.$post({ param: { id }, json: { note: value.note ?? '' } }),
      done: '환불 요청을 거절했습니다. 주문은 결제 완료 상태로 돌아갔습니다.',
    }),
  });

/** 거절: the note and its button, kept as typed on a refusal. */
function RefuseForm({ id, lastResult, busy }: { id: number; lastResult: ActionResult | undefined; busy: boolean }) {
  const [form, fields] = useSchemaForm(refuseFormSchema, { id: `refuse-${id}`, lastResult });
  const { key, ...note } = getInputProps(fields.note, { type: 'text', ariaAttributes: false });
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="id" value={id} />
      <Group gap={6} align="flex-end" wrap="nowrap">
        <TextInput
          key={key}
          {...note}
          label="거절 사유"
          size="xs"
          maxLength={300}
          error={fields.note.errors?.[0] ?? form.errors?.[0]}
          w={{ base: 180, sm: 260 }}
        />
        <Button type="submit" name="intent" value="refuse-refund" size="compact-sm" variant="default" disabled={busy}>
          거절
        </Button>
      </Group>
    </Form>
  );
}

/** One label and value of an order card. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Section({
  title,
  total,
  shown,
  children,
}: {
  title: string;
  total: number;
  shown: number;
  children: ReactNode;
}) {
  return (
    <Stack component="section" gap="sm" aria-label={title}>
      <Group gap="xs" align="center">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Badge variant="light" color={total ? 'orange' : 'gray'}>
          {total}건
        </Badge>
      </Group>
      {shown < total ? (
        <Text size="sm" c="orange">
          전체 {total}건 중 최근 {shown}건만 보입니다.
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}

const LIST_STYLE = { listStyle: 'none' } as const;

export default function AdminPayments() {
  const { deposits, refunds } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  useActionToast(data);
  const error = formErrorOf(data);
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        결제 관리
      </Title>
      <Text size="sm" c="dimmed">
        무통장입금은 주문 금액이 입금자명으로 통장에 들어온 것을 확인한 뒤 입금 확인을 누르세요. 입금 확인 즉시 상품이
        적용됩니다. 환불액은 승인하는 날을 기준으로 다시 계산합니다.
      </Text>
      <NoScriptAlert toast={error ? { id: 'admin-payments-error', type: 'error', message: error } : null} />

      <Section title="입금 확인 대기" total={deposits.total} shown={deposits.items.length}>
        {deposits.items.length ? (
          <Stack component="ul" gap="sm" p={0} m={0} style={LIST_STYLE}>
            {deposits.items.map((order) => (
              <Paper component="li" key={order.id} withBorder p="md" radius="md">
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
                  <Field label="주문번호">{order.orderNo}</Field>
                  <Field label="구매자">{order.buyer}</Field>
                  <Field label="상품">{order.product}</Field>
                  <Field label="금액">{order.amount}</Field>
                  <Field label="입금자명">{order.depositorName}</Field>
                  <Field label="입금 기한">{order.payBy}</Field>
                  <Field label="주문일시">{order.createdAt}</Field>
                </SimpleGrid>
                <Form method="post" className="inline-form">
                  <input type="hidden" name="id" value={order.id} />
                  <Button type="submit" name="intent" value="confirm-deposit" size="compact-sm" mt="sm" disabled={busy}>
                    입금 확인
                  </Button>
                </Form>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Text size="sm">입금을 기다리는 무통장입금 주문이 없습니다.</Text>
        )}
      </Section>

      <Section title="환불 요청" total={refunds.total} shown={refunds.items.length}>
        {refunds.items.length ? (
          <Stack component="ul" gap="sm" p={0} m={0} style={LIST_STYLE}>
            {refunds.items.map((order) => {
              return (
                <Paper component="li" key={order.id} withBorder p="md" radius="md">
                  <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
                    <Field label="주문번호">{order.orderNo}</Field>
                    <Field label="구매자">{order.buyer}</Field>
                    <Field label="상품">{order.product}</Field>
                    <Field label="결제 금액">
                      {order.paid} · {order.method}
                    </Field>
                    <Field label="결제일시">{order.paidAt}</Field>
                    <Field label="요청 환불액">{order.requested}</Field>
                    {order.today ? <Field label="오늘 승인 시 환불액">{order.today}</Field> : null}
                  </SimpleGrid>
                  <Field label="환불 사유">{order.reason}</Field>
                  <Group gap="sm" mt="sm" align="flex-end">
                    <Form method="post" className="inline-form">
                      <input type="hidden" name="id" value={order.id} />
                      <Button
                        type="submit"
                        name="intent"
                        value="approve-refund"
                        size="compact-sm"
                        color="red"
                        disabled={busy}
                      >
                        환불 승인
                      </Button>
                    </Form>
                    <RefuseForm id={order.id} lastResult={replyFor(data, 'refuse-refund', order.id)} busy={busy} />
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        ) : (
          <Text size="sm">처리할 환불 요청이 없습니다.</Text>
        )}
      </Section>
    </Stack>
  );
}
