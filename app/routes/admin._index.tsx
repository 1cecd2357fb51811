import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { SimpleGrid } from '@mantine/core/esm/components/SimpleGrid/SimpleGrid';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('관리자'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'admin');
  return json(await loadApi(request, (api) => api.admin.summary.$get()));
}

/** One card of the home: a link whose name says what waits there. */
function Card({ to, label, count, note }: { to: string; label: string; count?: number; note: string }) {
  return (
    <Paper component={Link} to={to} withBorder p="md" radius="md" style={{ textDecoration: 'none', color: 'inherit' }}>
      <Text fw={700}>
        {label}
        {count === undefined ? null : (
          <Text span fw={700} c={count ? 'orange' : 'dimmed'}>
            {' '}
            {count}건
          </Text>
        )}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {note}
      </Text>
    </Paper>
  );
}

export default function AdminHome() {
  const summary = useLoaderData<typeof loader>();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        관리자 홈
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <Card
          to="/admin/inquiries"
          label="답변 대기 문의"
          count={summary.unansweredInquiries}
          note="회원이 남긴 1:1 문의에 답변합니다."
        />
        <Card
          to="/admin/banners"
          label="새 배너광고 문의"
          count={summary.newBannerInquiries}
          note="접수된 배너광고 문의를 확인하고 상담 상태를 바꿉니다."
        />
        <Card
          to="/admin/job-infos"
          label="신고된 공고"
          count={summary.reportedJobInfos}
          note="신고를 검토해 공고를 숨기거나 신고를 기각합니다."
        />
        <Card to="/admin/payments" label="결제 관리" note="무통장입금 확인과 환불 요청을 처리합니다." />
        <Card to="/admin/mail" label="보낸 메일" note="회원에게 보낸 메일과 보내지 못한 메일을 봅니다." />
        <Card to="/admin/actions" label="운영 기록" note="운영자가 언제 무엇을 처리했는지 봅니다." />
      </SimpleGrid>
    </Stack>
  );
}
