import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { SimpleGrid } from '@mantine/core/esm/components/SimpleGrid/SimpleGrid';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { PAYMENT_METHODS } from '../../api/contracts/enumerations';
import type { Order } from '../../api/contracts/order';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { authHeaders, legacyCallApi, jsonWithAuth, legacyLoadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { formText } from '~/utils/form-data.server';
import { formatWon, formatDateTime } from '~/utils/format';
import type { Paged } from '~/utils/list-query';
import { pageMeta } from '~/utils/meta';
import { redirectWithToast } from '~/utils/toast.server';

export const meta: MetaFunction = () => [...pageMeta('결제 관리'), { name: 'robots', content: 'noindex' }];

const PAGE_PATH = '/admin/payments';

/** Unpaid transfers lapse after a few days and refunds are rare: a queue this long means something broke. */
const MAX_PAGES = 20;

/** Every order of one queue, oldest first: the one waiting longest is handled first. */
async function loadQueue(request: Request, query: string): Promise<{ orders: Order[]; total: number }> {
  const orders: Order[] = [];
  let total = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const data = await legacyLoadApi<Paged<Order>>(request, `/admin/orders?${query}&page=${page}`);
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
    loadQueue(request, 'status=pending&method=bank_transfer'),
    loadQueue(request, 'status=refund_requested'),
  ]);
  return jsonWithAuth(request, {
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

type Intent = 'confirm-deposit' | 'approve-refund' | 'refuse-refund';

/** The api path and the toast of each button. */
const INTENTS: Record<Intent, { path: (id: string) => string; done: string }> = {
  'confirm-deposit': {
    path: (id) => `/admin/orders/${id}/confirm-deposit`,
    done: '입금을 확인했습니다. 상품이 적용되었습니다.',
  },
  'approve-refund': {
    path: (id) => `/admin/orders/${id}/refund/approve`,
    done: '환불을 승인했습니다. 상품 적용이 취소되었습니다.',
  },
  'refuse-refund': {
    path: (id) => `/admin/orders/${id}/refund/refuse`,
    done: '환불 요청을 거절했습니다. 주문은 결제 완료 상태로 돌아갔습니다.',
  },
};

/** A refusal from the api; a refused 거절 keeps the note typed, next to its order. */
interface ActionData {
  error: string;
  refuse?: { id: number; note: string };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, 'admin');
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = formText(form, 'id');
  if (!/^\d{1,12}$/.test(id) || !Object.hasOwn(INTENTS, intent)) {
    return jsonWithAuth<ActionData>(request, { error: '요청을 처리할 수 없습니다.' }, { status: 400 });
  }
  const { path, done } = INTENTS[intent as Intent];
  const note = formText(form, 'note');
  const result = await legacyCallApi(
    request,
    path(id),
    intent === 'refuse-refund' ? { method: 'POST', body: { note } } : { method: 'POST' },
  );
  if (!result.ok) {
    return jsonWithAuth<ActionData>(
      request,
      {
        error: result.error.message,
        ...(intent === 'refuse-refund' ? { refuse: { id: Number(id), note } } : {}),
      },
      { status: result.status },
    );
  }
  return redirectWithToast(PAGE_PATH, { type: 'success', message: done }, { headers: await authHeaders(request) });
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
        <Text size="sm" c="orange.8">
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
      <NoScriptAlert toast={data?.error ? { id: 'admin-payments-error', type: 'error', message: data.error } : null} />

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
              const refused = data?.refuse?.id === order.id ? data : null;
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
                    <Form method="post">
                      <input type="hidden" name="id" value={order.id} />
                      <Group gap={6} align="flex-end" wrap="nowrap">
                        <TextInput
                          name="note"
                          label="거절 사유"
                          size="xs"
                          maxLength={300}
                          defaultValue={refused?.refuse?.note ?? ''}
                          error={refused ? refused.error : undefined}
                          w={{ base: 180, sm: 260 }}
                        />
                        <Button
                          type="submit"
                          name="intent"
                          value="refuse-refund"
                          size="compact-sm"
                          variant="default"
                          disabled={busy}
                        >
                          거절
                        </Button>
                      </Group>
                    </Form>
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
