import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import type { JobInfo } from '#contracts/job-info';
import { daysBetween } from '#contracts/korea-time';
import { ApplicantCount, applicantsByPosting } from '~/features/job-infos/applicant-count';
import { allMyJobInfos } from '~/features/job-infos/all-my-job-infos.server';
import { EmptyState } from '~/components/empty-state';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { formatDate } from '~/utils/format';
import { deadlineLongText, todayKst } from '~/utils/labels';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('게재 중인 공고'), { name: 'robots', content: 'noindex' }];

/** One published posting: when its paid period ends and how many listed days are left. */
function postingItem(jobInfo: JobInfo, today: string) {
  const until = jobInfo.publishedUntil;
  // The last day of the period is still a listed day: on it the posting shows 오늘 종료 (D-0).
  const days = until ? daysBetween(today, until) : null;
  const deadlineFirst = !jobInfo.alwaysOpen && jobInfo.deadline && until && jobInfo.deadline < until;
  return {
    id: jobInfo.id,
    title: jobInfo.title,
    until: until ? formatDate(until) : null,
    dDay: days === null ? null : days > 0 ? `D-${days}` : days === 0 ? '오늘 종료' : '게재 종료',
    listedDays: days !== null && days >= 0 ? days + 1 : null,
    deadline: deadlineFirst ? deadlineLongText(jobInfo.deadline, false, today) : null,
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'company');
  const [postings, counts] = await Promise.all([
    allMyJobInfos(request),
    loadApi(request, (api) => api.my.applicants.counts.$get()),
  ]);
  const today = todayKst();
  const applicants = applicantsByPosting(counts);
  const items = postings
    .filter((jobInfo) => jobInfo.visible)
    // The period that ends first is the one to extend first.
    .sort((a, b) => (a.publishedUntil ?? '').localeCompare(b.publishedUntil ?? '') || b.id - a.id)
    .map((jobInfo) => ({ ...postingItem(jobInfo, today), applicants: applicants(jobInfo.id) }));
  return json({ items });
}

export default function PostingList() {
  const { items } = useLoaderData<typeof loader>();

  if (!items.length) {
    return (
      <EmptyState
        title="게재 중인 공고"
        message="지금 게재 중인 공고가 없습니다."
        action={{ label: '공고 게재하기', to: '/job-info/payment' }}
      />
    );
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        게재 중인 공고
      </Title>
      <Text size="sm" c="dimmed">
        지금 채용정보에 보이는 공고 {items.length}건입니다. 게재 종료일이 가까운 순서이며, 종료 전에 기간을 연장하면
        남은 기간에 이어서 더해집니다.
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Paper component="li" key={item.id} withBorder p="md" radius="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Title order={2} size="h5">
                  <Anchor component={Link} to={`/info/job-info/${item.id}`}>
                    {item.title}
                  </Anchor>
                </Title>
                <Text size="sm">
                  게재 종료일 {item.until ?? '-'}
                  {item.listedDays ? (
                    <Text span size="sm" c="dimmed">
                      {' '}
                      · 오늘을 포함해 {item.listedDays}일 남음
                    </Text>
                  ) : null}
                </Text>
                <ApplicantCount jobInfoId={item.id} applicants={item.applicants} />
                {item.deadline ? (
                  <Text size="sm" c="orange">
                    마감일 {item.deadline} · 마감일이 지나면 게재 종료일 전이라도 채용정보에서 내려갑니다.
                  </Text>
                ) : null}
              </Stack>
              {item.dDay ? (
                <Badge color={item.listedDays && item.listedDays <= 3 ? 'red' : 'green'} variant="light" size="lg">
                  {item.dDay}
                </Badge>
              ) : null}
            </Group>
            <Group gap={6} mt="sm">
              <Button component={Link} to={`/job-info/payment?target=${item.id}`} size="compact-sm" variant="default">
                기간 연장
              </Button>
              <Button component={Link} to={`/job-info/${item.id}/insights`} size="compact-sm" variant="default">
                통계
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
