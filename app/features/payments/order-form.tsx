import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Radio } from '@mantine/core/esm/components/Radio/Radio';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Form, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { PaymentMethod } from '#contracts/enumerations';
import { createOrderSchema } from '#contracts/order';
import type { Product } from '#contracts/product';
import { formatWon } from '~/utils/format';
import { useSchemaForm } from '~/forms/schema-form';

/** A posting or resume the order may be for, as the page words it. */
export interface TargetChoice {
  id: number;
  label: string;
  note?: string;
}

function term(product: Product): string {
  if (product.days) return `${product.days}일`;
  return `${product.credits}건 · ${product.validDays}일 동안 사용`;
}

/**
 * Product, the posting or resume it is for, payment method and, for 무통장입금, the depositor's
 * name: radios and a text field that post without JavaScript, checked by the contract's order
 * schema. The price shown is the table's; the api prices the order again from the same table.
 */
export function OrderForm({
  products,
  methods,
  targets,
  targetLabel,
  target = '',
  lastResult,
  children,
}: {
  products: Product[];
  methods: { method: PaymentMethod; label: string }[];
  /** absent for talent credits, which are for no posting or resume */
  targets?: TargetChoice[];
  targetLabel?: string;
  /** the target the page was opened for (?target=) */
  target?: string;
  /** the action's reply to this form */
  lastResult: SubmissionResult<string[]> | undefined;
  children?: ReactNode;
}) {
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useSchemaForm(createOrderSchema, {
    id: 'order',
    lastResult,
    defaultValue: {
      productCode: products[0]?.code,
      method: methods[0]?.method,
      targetId: target || (targets?.length === 1 ? String(targets[0]!.id) : undefined),
    },
  });
  // a number in the api's body, typed as the radio's value
  const chosenTarget = fields.targetId.initialValue;
  const { key: depositorKey, ...depositor } = getInputProps(fields.depositorName, {
    type: 'text',
    ariaAttributes: false,
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <Stack gap="lg">
        {targets ? (
          <Radio.Group
            name={fields.targetId.name}
            label={targetLabel}
            defaultValue={typeof chosenTarget === 'string' ? chosenTarget : undefined}
            error={fields.targetId.errors?.[0]}
            withAsterisk
          >
            <Stack gap="xs" mt={6}>
              {targets.map((choice) => (
                <Radio key={choice.id} value={String(choice.id)} label={choice.label} description={choice.note} />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}

        <Radio.Group
          name={fields.productCode.name}
          label="상품"
          defaultValue={fields.productCode.initialValue}
          error={fields.productCode.errors?.[0]}
          withAsterisk
        >
          <Stack gap="xs" mt={6}>
            {products.map((product) => (
              <Radio
                key={product.code}
                value={product.code}
                label={`${product.name} — ${formatWon(product.price)}`}
                description={`${term(product)}, VAT 포함`}
              />
            ))}
          </Stack>
        </Radio.Group>

        <Radio.Group
          name={fields.method.name}
          label="결제 수단"
          defaultValue={fields.method.initialValue}
          error={fields.method.errors?.[0]}
          withAsterisk
        >
          <Group gap="lg" mt={6}>
            {methods.map((option) => (
              <Radio key={option.method} value={option.method} label={option.label} />
            ))}
          </Group>
        </Radio.Group>

        {methods.some((option) => option.method === 'bank_transfer') ? (
          <TextInput
            key={depositorKey}
            {...depositor}
            label="입금자명 (무통장입금)"
            description="비워 두면 회원 이름으로 입금을 확인합니다."
            error={fields.depositorName.errors?.[0]}
            maxLength={30}
          />
        ) : null}

        {children}

        <Paper withBorder p="sm" radius="md" bg="gray.0">
          <Text size="sm">
            주문 후 결제를 마치면 바로 적용됩니다. 무통장입금은 3일 안에 입금이 확인되어야 하며, 결제 후 7일 이내
            사용하지 않은 상품은 전액 환불됩니다.
          </Text>
        </Paper>
        <Group>
          <Button type="submit" loading={busy}>
            주문하기
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
