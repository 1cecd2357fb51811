import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Container } from '@mantine/core/esm/components/Container/Container';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from '@remix-run/react';
import type { Company } from '#contracts/company';
import { ResponsivenessLine } from '~/features/companies/responsiveness-line';
import { CompanyLogo } from '~/features/pictures/company-logo';
import { Section } from '~/features/job-infos/detail-sections';
import { GeneralErrorBoundary, GonePage } from '~/components/general-error-boundary';
import { JobInfoCard } from '~/features/job-infos/job-info-card';
import classes from '~/features/listing/listing.module.css';
import { PageLinks } from '~/features/listing/page-links';
import { ViewBeacon } from '~/features/insights/view-beacon';
import { appearancesBeacon } from '~/features/insights/view-beacon.server';
import { apiErrorResponse, callApi } from '~/utils/api.server';
import { todayKst } from '~/utils/labels';
import { linkPreview } from '~/utils/link-preview.server';
import { pageMeta, sharedPageMeta } from '~/utils/meta';
import { ThemeProvider } from '~/theme-provider';

export async function loader({ request, params }: LoaderFunctionArgs) {
  // A page number that is not one is the first page, as in the lists.
  const page = Number(new URL(request.url).searchParams.get('page')) || 1;
  const query = page > 1 ? { page: String(Math.min(page, 10_000)) } : {};
  const result = await callApi(request, (api) => api.companies[':id'].$get({ param: { id: params.id ?? '' }, query }));
  if (result.ok) {
    const { company, jobInfos, responsiveness } = result.data;
    const preview = linkPreview(`/company/${company.id}${jobInfos.page > 1 ? `?page=${jobInfos.page}` : ''}`, [
      company.logo,
    ]);
    const beacon = await appearancesBeacon(
      request,
      jobInfos.items.map((item) => item.id),
    );
    return json({ company, jobInfos, responsiveness, preview, today: todayKst(), beacon });
  }
  // A suspended company is gone (410, crawlers drop it); an unknown or deleted one never was (404).
  throw apiErrorResponse({ ...result, status: result.status === 400 ? 404 : result.status });
}

const regionOf = (company: Company) =>
  company.region ? [company.region.sido, company.region.sigungu].filter(Boolean).join(' ') : null;

/** 부산 해운대구 · 채용 중 2건 - the introduction's first words. */
function summary(company: Company, openings: number): string {
  const facts = [regionOf(company), `채용 중 ${openings}건`].filter(Boolean).join(' · ');
  const intro = (company.intro ?? '').replace(/\s+/g, ' ').trim();
  return [`${company.name}: ${facts}`, intro.length > 100 ? `${intro.slice(0, 100)}…` : intro]
    .filter(Boolean)
    .join(' - ');
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (data) {
    const page = data.jobInfos.page > 1 ? ` ${data.jobInfos.page}페이지` : '';
    return sharedPageMeta(
      `${data.company.name} 기업정보·채용공고${page}`,
      summary(data.company, data.jobInfos.total),
      data.preview,
    );
  }
  const noindex = { name: 'robots', content: 'noindex' };
  const gone = isRouteErrorResponse(error) && error.status === 410;
  return [...pageMeta(gone ? '이용이 정지된 기업' : '기업 정보를 찾을 수 없습니다'), noindex];
};

export default function CompanyPageView() {
  const { company, jobInfos, responsiveness, today, beacon } = useLoaderData<typeof loader>();
  const region = regionOf(company);
  return (
    <ThemeProvider>
      <Container size="md" px={0}>
        <ViewBeacon url={beacon} />
        <article>
          <Group gap="md" wrap="nowrap" mb="md">
            <CompanyLogo company={company} size={96} priority />
            <Stack gap={4}>
              <Group gap={8}>
                <Title order={1} size="h2">
                  {company.name}
                </Title>
                {company.verified ? (
                  <Badge size="sm" variant="light" color="teal" title="운영자가 사업자 정보를 확인한 기업">
                    인증
                  </Badge>
                ) : null}
              </Group>
              {region ? <Text c="dimmed">{region}</Text> : null}
              <ResponsivenessLine responsiveness={responsiveness} />
            </Stack>
          </Group>

          <Section title="기업 소개">
            <p className={classes.prose}>{company.intro ?? '등록된 기업 소개가 없습니다.'}</p>
          </Section>

          <Section title={`채용 중인 공고 ${jobInfos.total}건`}>
            {jobInfos.items.length ? (
              <ul className={classes.cards}>
                {jobInfos.items.map((jobInfo) => (
                  <JobInfoCard key={jobInfo.id} jobInfo={jobInfo} today={today} />
                ))}
              </ul>
            ) : (
              <div className="empty-state">
                {jobInfos.total ? '이 페이지에는 공고가 없습니다.' : '지금 채용 중인 공고가 없습니다.'}
              </div>
            )}
            <PageLinks page={jobInfos.page} pageSize={jobInfos.pageSize} total={jobInfos.total} />
          </Section>
        </article>
        <Button component={Link} to="/info/job-info-list" variant="light" mt="md">
          채용정보 목록으로
        </Button>
      </Container>
    </ThemeProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 410) return <GeneralErrorBoundary />;
  const name = (error.data as { details?: { name?: string } } | null)?.details?.name;
  return (
    <GonePage
      title="이용이 정지된 기업입니다"
      what={name ? <p className="text strong">{name}</p> : null}
      message="운영 정책에 따라 이용이 정지되어 기업 정보와 공고를 볼 수 없습니다. 다른 채용공고를 확인해보세요."
    />
  );
}
