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
import type { ApplicationSummary } from '#contracts/application';
import { APPLICANT_STATUSES, APPLICATION_STATUSES } from '#contracts/enumerations';
import { EmptyState } from '~/components/empty-state';
import { FilterForm, FilterSelect } from '~/features/listing/list-filters';
import classes from '~/features/listing/listing.module.css';
import { PageLinks } from '~/features/listing/page-links';
import { MatchedTechniques } from '~/features/portfolio/technique-chips';
import { loadApi } from '~/utils/api.server';
import { APPLICATION_STATUS_COLORS, applicationStatusLabel } from '~/features/applications/application-labels';
import { requireRole } from '~/utils/auth.server';
import { formatDateTime } from '~/utils/format';
import { queryOf } from '~/features/listing/list-query';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('지원자 관리'), { name: 'robots', content: 'noindex' }];

const FILTER_STATUSES = Object.fromEntries(APPLICANT_STATUSES.map((code) => [code, APPLICATION_STATUSES[code]]));

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'company');
  const url = new URL(request.url);
  const [list, counts] = await Promise.all([
    loadApi(request, (api) => api.my.applicants.$get({ query: queryOf(url, ['jobInfoId', 'status', 'page']) })),
    loadApi(request, (api) => api.my.applicants.counts.$get()),
  ]);
  return json({
    ...list,
    counts,
    filter: { jobInfoId: url.searchParams.get('jobInfoId') ?? '', status: url.searchParams.get('status') ?? '' },
  });
}

/** The page's applications under their postings, postings in the order of their newest application. */
function byPosting(items: ApplicationSummary[]) {
  const groups = new Map<number, { title: string; items: ApplicationSummary[] }>();
  for (const item of items) {
    const group = groups.get(item.jobInfoId) ?? { title: item.jobInfoTitle, items: [] };
    group.items.push(item);
    groups.set(item.jobInfoId, group);
  }
  return [...groups.entries()].map(([jobInfoId, group]) => ({ jobInfoId, ...group }));
}

function Applicant({ application }: { application: ApplicationSummary }) {
  const name = application.destroyed ? '보관 기간이 지나 파기됨' : application.applicantName;
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Group gap={6} mb={4}>
        <Badge color={APPLICATION_STATUS_COLORS[application.status]} variant="filled">
          {applicationStatusLabel(application.status)}
        </Badge>
        <Text fw={700}>{name}</Text>
      </Group>
      <Text size="sm">{application.resumeTitle}</Text>
      {/* the posting's 원하는 기술 that the portfolio sent with the application shows */}
      <MatchedTechniques techniques={application.matchedTechniques} />
      <Text size="sm" c="dimmed">
        지원 {formatDateTime(application.appliedAt)}
        {application.viewedAt ? ` · 열람 ${formatDateTime(application.viewedAt)}` : ''}
      </Text>
      {/* no prefetch: opening the application is what marks it 열람 for the applicant */}
      <Button component={Link} to={`/job-info/apply-resume/${application.id}`} size="compact-sm" mt="sm">
        {application.status === 'applied' ? '지원서 열람' : '지원서 보기'}
      </Button>
    </Paper>
  );
}

export default function Applicants() {
  const { items, total, page, pageSize, counts, filter } = useLoaderData<typeof loader>();
  if (!counts.postings.length) {
    return (
      <EmptyState
        title="지원자 관리"
        message="아직 받은 지원서가 없습니다. 게재 중인 공고에 지원이 들어오면 이곳에 모입니다."
        action={{ label: '공고 관리', to: '/job-info' }}
      />
    );
  }
  const postingOptions = Object.fromEntries(
    counts.postings.map((posting) => [
      String(posting.jobInfoId),
      `${posting.title} (${posting.total}명${posting.unread ? `, 새 ${posting.unread}` : ''})`,
    ]),
  );
  const totals = new Map(counts.postings.map((posting) => [posting.jobInfoId, posting]));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        지원자 관리
      </Title>
      <Text size="sm" c="dimmed">
        열람하지 않은 지원 {counts.unread}건 · 지원서를 열면 지원자에게 ‘열람’으로 표시됩니다. 지원서의 연락처는 채용
        목적으로만 사용할 수 있습니다.
      </Text>
      <FilterForm label="지원자 거르기">
        <div className={classes.filterRow}>
          <FilterSelect label="공고" name="jobInfoId" options={postingOptions} value={filter.jobInfoId} />
          <FilterSelect label="상태" name="status" options={FILTER_STATUSES} value={filter.status} />
        </div>
        <div className={classes.actions}>
          <Button type="submit">보기</Button>
          <Link to="/job-info/apply-resume">전체 보기</Link>
        </div>
      </FilterForm>
      {items.length ? (
        byPosting(items).map((group) => (
          <section key={group.jobInfoId} aria-labelledby={`posting-${group.jobInfoId}`}>
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h4" id={`posting-${group.jobInfoId}`}>
                {group.title}
              </Title>
              <Text size="sm" c="dimmed">
                지원자 {totals.get(group.jobInfoId)?.total ?? group.items.length}명 ·{' '}
                <Anchor component={Link} to={`/info/job-info/${group.jobInfoId}`}>
                  공고 보기
                </Anchor>
              </Text>
            </Group>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {group.items.map((application) => (
                <Applicant key={application.id} application={application} />
              ))}
            </Stack>
          </section>
        ))
      ) : (
        <Text>조건에 맞는 지원자가 없습니다.</Text>
      )}
      <PageLinks page={page} total={total} pageSize={pageSize} />
    </Stack>
  );
}
