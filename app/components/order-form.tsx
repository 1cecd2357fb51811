import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Radio } from '@mantine/core/esm/components/Radio/Radio';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Form, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { Product } from '../../api/contracts/product';
import type { PaymentMethodOption } from '~/utils/orders.server';
import { formatWon } from '~/utils/format';

export interface OrderTarget {
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
 * name: radios and a text field that post without JavaScript. The price shown is the table's;
 * the api prices the order again from the same table.
 */
export function OrderForm({
  products,
  methods,
  targets,
  targetLabel,
  values,
  fields = {},
  children,
}: {
  products: Product[];
  methods: PaymentMethodOption[];
  /** absent for talent credits, which are for no posting or resume */
  targets?: OrderTarget[];
  targetLabel?: string;
  values: { productCode: string; targetId: string; method: string; depositorName: string };
  fields?: Record<string, string>;
  children?: ReactNode;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post">
      <Stack gap="lg">
        {targets ? (
          <Radio.Group
            name="targetId"
            label={targetLabel}
            defaultValue={values.targetId || (targets.length === 1 ? String(targets[0]!.id) : undefined)}
            error={fields.targetId}
            withAsterisk
          >
            <Stack gap="xs" mt={6}>
              {targets.map((target) => (
                <Radio key={target.id} value={String(target.id)} label={target.label} description={target.note} />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}

        <Radio.Group
          name="productCode"
          label="상품"
          defaultValue={values.productCode || products[0]?.code}
          error={fields.productCode}
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
          name="method"
          label="결제 수단"
          defaultValue={values.method || methods[0]?.method}
          error={fields.method}
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
            name="depositorName"
            label="입금자명 (무통장입금)"
            description="비워 두면 회원 이름으로 입금을 확인합니다."
            defaultValue={values.depositorName}
            error={fields.depositorName}
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
