import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { Link } from '@remix-run/react';
import type { PaymentMethod } from '#contracts/enumerations';
import type { PeriodKind } from '#contracts/order';
import type { Product } from '#contracts/product';
import { type ActionResult, formErrorOf } from '~/forms/action-result';
import { ORDER_TARGET_PAGES } from '~/features/payments/order-targets';
import { EmptyState } from '~/components/empty-state';
import { OrderForm, type TargetChoice } from './order-form';
import { NoScriptAlert, useActionToast } from '~/components/toasts';

/** Each kind's words: what the period does, where to write one when there is none to pay for. */
const WORDS: Record<
  PeriodKind,
  { title: string; empty: string; create: { label: string; to: string }; intro: string; after: string; target: string }
> = {
  posting: {
    title: '공고 게재',
    empty:
      '게재할 수 있는 공고가 없습니다. 공고를 끝까지 작성하면 이곳에서 7일, 15일 또는 30일 동안 게재할 수 있습니다.',
    create: { label: '공고 작성하기', to: '/job-info/create' },
    intro: '게재 기간 동안 공고가 채용정보 목록과 검색에 보입니다. 가격과 환불 규정은 ',
    after: '에 있습니다.',
    target: '게재할 공고',
  },
  resume: {
    title: '이력서 공개',
    empty:
      '공개할 수 있는 이력서가 없습니다. 이력서를 끝까지 작성하면 이곳에서 30일 또는 90일 동안 인재정보에 공개할 수 있습니다.',
    create: { label: '이력서 작성하기', to: '/resume/create' },
    intro:
      '공개 기간 동안 이력서가 인재정보에 보입니다. 이름은 가려지고 연락처는 열람권을 쓴 기업과 지원한 기업만 봅니다. ',
    after: '',
    target: '공개할 이력서',
  },
};

export const paymentChoiceTitle = (kind: PeriodKind) => WORDS[kind].title;

/**
 * The page that sells a posting's or resume's paid period: the member's payable ones to choose from
 * (`target`, the one the page was opened for, chosen already, with the way back to its form), the
 * products and the payment methods.
 */
export function PaymentChoice({
  kind,
  products,
  methods,
  targets,
  target,
  lastResult,
}: {
  kind: PeriodKind;
  products: Product[];
  methods: { method: PaymentMethod; label: string }[];
  targets: TargetChoice[];
  target: string;
  lastResult: ActionResult | undefined;
}) {
  useActionToast(lastResult);
  const error = formErrorOf(lastResult);
  const words = WORDS[kind];
  const opened = targets.find((choice) => String(choice.id) === target);

  if (!targets.length) {
    return <EmptyState title={words.title} message={words.empty} action={words.create} />;
  }
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {words.title}
      </Title>
      {opened ? (
        <Anchor component={Link} to={ORDER_TARGET_PAGES[kind].form(opened.id)} size="sm">
          {ORDER_TARGET_PAGES[kind].back}
        </Anchor>
      ) : null}
      <Text size="sm" c="dimmed">
        {words.intro}
        <Anchor component={Link} to="/service/payment">
          유료상품 안내
        </Anchor>
        {words.after}
      </Text>
      <NoScriptAlert toast={error ? { id: `${kind}-payment-error`, type: 'error', message: error } : null} />
      <OrderForm
        products={products}
        methods={methods}
        targets={targets}
        targetLabel={words.target}
        target={target}
        lastResult={lastResult}
      />
    </Stack>
  );
}
