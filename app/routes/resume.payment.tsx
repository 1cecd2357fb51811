import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { EmptyState } from '~/components/empty-state';
import { OrderForm } from '~/components/order-form';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { formErrorOf } from '~/utils/action-result';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { formatDate } from '~/utils/format';
import { pageMeta } from '~/utils/meta';
import { loadCatalogue, placeOrder } from '~/utils/orders.server';

export const meta: MetaFunction = () => [...pageMeta('이력서 공개'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'normal');
  const [{ targets: resumes }, catalogue] = await Promise.all([
    loadApi(request, (api) => api.my['order-targets'].$get({ query: { kind: 'resume' } })),
    loadCatalogue(request, 'resume'),
  ]);
  const targets = resumes.map((resume) => ({
    id: resume.id,
    label: resume.title,
    note:
      resume.listed && resume.until
        ? `공개 중 · ${formatDate(resume.until)}까지 — 결제하면 그 뒤로 연장됩니다`
        : '작성 완료 · 결제하면 인재정보에 공개됩니다',
  }));
  const target = new URL(request.url).searchParams.get('target') ?? '';
  return json({ ...catalogue, targets, target });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, 'normal');
  return placeOrder(request, await request.formData());
}

export default function ResumePayment() {
  const { products, methods, targets, target } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  useActionToast(lastResult);
  const error = formErrorOf(lastResult);

  if (!targets.length) {
    return (
      <EmptyState
        title="이력서 공개"
        message="공개할 수 있는 이력서가 없습니다. 이력서를 끝까지 작성하면 이곳에서 30일 또는 90일 동안 인재정보에 공개할 수 있습니다."
        action={{ label: '이력서 작성하기', to: '/resume/create' }}
      />
    );
  }
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        이력서 공개
      </Title>
      <Text size="sm" c="dimmed">
        공개 기간 동안 이력서가 인재정보에 보입니다. 이름은 가려지고 연락처는 열람권을 쓴 기업과 지원한 기업만 봅니다.{' '}
        <Anchor component={Link} to="/service/payment">
          유료상품 안내
        </Anchor>
      </Text>
      <NoScriptAlert toast={error ? { id: 'resume-payment-error', type: 'error', message: error } : null} />
      <OrderForm
        products={products}
        methods={methods}
        targets={targets}
        targetLabel="공개할 이력서"
        target={target}
        lastResult={lastResult}
      />
    </Stack>
  );
}
