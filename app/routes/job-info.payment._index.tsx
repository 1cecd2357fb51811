import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import type { OrderTarget } from '#contracts/order';
import { EmptyState } from '~/components/empty-state';
import { OrderForm } from '~/components/order-form';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { formErrorOf } from '~/utils/action-result';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { formatDate } from '~/utils/format';
import { pageMeta } from '~/utils/meta';
import { loadCatalogue, placeOrder } from '~/utils/orders.server';

export const meta: MetaFunction = () => [...pageMeta('공고 게재'), { name: 'robots', content: 'noindex' }];

const STATUS_NOTES: Partial<Record<OrderTarget['status'], string>> = {
  draft: '작성 완료 · 아직 게재 전',
  published: '게재 중',
  closed: '마감한 공고 · 결제하면 다시 게재됩니다',
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'company');
  const [{ targets: postings }, catalogue] = await Promise.all([
    loadApi(request, (api) => api.my['order-targets'].$get({ query: { kind: 'posting' } })),
    loadCatalogue(request, 'posting'),
  ]);
  const targets = postings.map((posting) => ({
    id: posting.id,
    label: posting.title,
    note:
      posting.listed && posting.until
        ? `게재 중 · ${formatDate(posting.until)}까지 — 결제하면 그 뒤로 연장됩니다`
        : STATUS_NOTES[posting.status],
  }));
  const target = new URL(request.url).searchParams.get('target') ?? '';
  return json({ ...catalogue, targets, target });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, 'company');
  return placeOrder(request, await request.formData());
}

export default function JobInfoPayment() {
  const { products, methods, targets, target } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  useActionToast(lastResult);
  const error = formErrorOf(lastResult);

  if (!targets.length) {
    return (
      <EmptyState
        title="공고 게재"
        message="게재할 수 있는 공고가 없습니다. 공고를 끝까지 작성하면 이곳에서 7일, 15일 또는 30일 동안 게재할 수 있습니다."
        action={{ label: '공고 작성하기', to: '/job-info/create' }}
      />
    );
  }
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        공고 게재
      </Title>
      <Text size="sm" c="dimmed">
        게재 기간 동안 공고가 채용정보 목록과 검색에 보입니다. 가격과 환불 규정은{' '}
        <Anchor component={Link} to="/service/payment">
          유료상품 안내
        </Anchor>
        에 있습니다.
      </Text>
      <NoScriptAlert toast={error ? { id: 'job-info-payment-error', type: 'error', message: error } : null} />
      <OrderForm
        products={products}
        methods={methods}
        targets={targets}
        targetLabel="게재할 공고"
        target={target}
        lastResult={lastResult}
      />
    </Stack>
  );
}
