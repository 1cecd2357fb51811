import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Table } from '@mantine/core/esm/components/Table/Table';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { Product, ProductKind } from '#contracts/product';
import { loadApi } from '~/utils/api.server';
import { formatWon } from '~/utils/format';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () =>
  pageMeta('유료상품 안내', '빵잡의 공고 게재, 이력서 공개, 인재 열람 상품과 가격(VAT 포함), 환불 규정 안내');

export async function loader({ request }: LoaderFunctionArgs) {
  const { products } = await loadApi(request, (api) => api.products.$get());
  return json({ products });
}

const SECTIONS: { kind: ProductKind; title: string; who: string }[] = [
  { kind: 'posting', title: '공고 게재', who: '기업회원: 작성한 채용공고를 채용정보 목록과 검색에 게재합니다.' },
  { kind: 'resume', title: '이력서 공개', who: '개인회원: 작성한 이력서를 인재정보 목록에 공개합니다.' },
  { kind: 'talent', title: '인재 열람권', who: '기업회원: 공개 이력서 1건의 연락처를 열람할 때 1건이 차감됩니다.' },
];

function term(product: Product): string {
  if (product.days) return `${product.days}일`;
  return `${product.credits}건 · 구매일로부터 ${product.validDays}일`;
}

export default function ProductGuide() {
  const { products } = useLoaderData<typeof loader>();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        유료상품 안내
      </Title>
      {SECTIONS.map((section) => (
        <section key={section.kind}>
          <Title order={2} size="h4" mb={4}>
            {section.title}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {section.who}
          </Text>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>상품</Table.Th>
                <Table.Th>기간·수량</Table.Th>
                <Table.Th>가격 (VAT 포함)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products
                .filter((product) => product.kind === section.kind)
                .map((product) => (
                  <Table.Tr key={product.code}>
                    <Table.Td>{product.name}</Table.Td>
                    <Table.Td>{term(product)}</Table.Td>
                    <Table.Td>{formatWon(product.price)}</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </section>
      ))}
      <section>
        <Title order={2} size="h4" mb="xs">
          결제와 환불
        </Title>
        <Text size="sm">
          결제는 무통장입금과 카드로 할 수 있으며, 결제가 확인되는 즉시 상품이 적용됩니다. 게재·공개 중인 기간에 다시
          결제하면 남은 기간 뒤에 이어서 연장됩니다.
        </Text>
        <Text size="sm" mt="xs">
          전자상거래법에 따라 결제 후 7일 이내에 사용하지 않은 상품은 전액 환불됩니다. 사용을 시작한 상품은 남은 기간
          또는 남은 열람 건수만큼 환불됩니다. 환불은 결제 내역에서 신청하며, 관리자 확인 후 처리됩니다.
        </Text>
      </section>
    </Stack>
  );
}
