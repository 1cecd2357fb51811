import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { EmptyState } from '~/components/empty-state';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { ContractLink } from '~/features/trial-shifts/trial-shift-card';
import {
  hoursLabel,
  isPaid,
  shiftTimes,
  TRIAL_SHIFT_STATUS_COLORS,
  trialShiftStatusLabel,
} from '~/features/trial-shifts/trial-shift-labels';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { formatWon } from '~/utils/format';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('체험 근무'), { name: 'robots', content: 'noindex' }];

/** The seeker's trial shifts, the next first, each with the pay it is owed. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'normal');
  return json(await loadApi(request, (api) => api.my['trial-shifts'].$get()));
}

export default function MyTrialShifts() {
  const { trialShifts } = useLoaderData<typeof loader>();
  if (!trialShifts.length) {
    return (
      <EmptyState
        title="체험 근무"
        message="기업이 지원서를 보고 유급 체험 근무를 제안하면 여기에 모입니다. 체험 근무도 근로이므로 최저임금 이상의 시급과 근로계약서가 함께합니다."
        action={{ label: '지원한 회사 보기', to: '/resume/apply-job-info' }}
      />
    );
  }
  const owed = trialShifts.filter(isPaid).reduce((sum, shift) => sum + shift.payDue, 0);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        체험 근무
      </Title>
      <Text size="sm" c="dimmed">
        계약한 체험 근무의 임금은 결과와 관계없이 근무일로부터 14일 안에 받을 수 있습니다. 계약서와 기록은 3년 동안
        보관한 뒤 파기합니다(근로기준법 제42조).
      </Text>
      <Paper withBorder p="md" radius="md">
        <Text size="sm">계약한 체험 근무의 임금 합계</Text>
        <Text fw={700} size="xl">
          {formatWon(owed)}
        </Text>
      </Paper>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {trialShifts.map((shift) => (
          <Paper component="li" withBorder p="md" radius="md" key={shift.id}>
            <Stack gap={4}>
              <Group gap={6}>
                <Badge color={TRIAL_SHIFT_STATUS_COLORS[shift.status]} variant="filled">
                  {trialShiftStatusLabel(shift)}
                </Badge>
                <Text size="sm" fw={600}>
                  {shift.companyName}
                </Text>
              </Group>
              <Anchor component={Link} to={`/resume/apply-job-info/${shift.applicationId}`} fw={700}>
                {shift.jobInfoTitle}
              </Anchor>
              <Text size="sm">{shiftTimes(shift)}</Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {shift.place}
              </Text>
              <Text size="sm">
                시급 {formatWon(shift.hourlyWage)} × {hoursLabel(shift.workMinutes)} ={' '}
                <Text span fw={700} size="sm">
                  {formatWon(shift.payDue)}
                </Text>
              </Text>
              {isPaid(shift) ? <ContractLink shift={shift} /> : null}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
