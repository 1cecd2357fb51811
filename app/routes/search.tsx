import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { searchAlertFilters } from '#contracts/job-alert-filters';
import { JobInfoCard } from '~/features/job-infos/job-info-card';
import classes from '~/features/listing/listing.module.css';
import { PageLinks } from '~/features/listing/page-links';
import { SaveAlertForm } from '~/features/alerts/save-alert-form';
import { ViewBeacon } from '~/features/insights/view-beacon';
import { appearancesBeacon } from '~/features/insights/view-beacon.server';
import { ResumeCard } from '~/features/resumes/resume-card';
import { apiErrorResponse, callApi } from '~/utils/api.server';
import { todayKst } from '~/utils/labels';
import { queryOf } from '~/features/listing/list-query';
import { pageMeta } from '~/utils/meta';
import { safeRedirect } from '~/utils/redirect';

/** Where a blank search came from, when that is a page of ours other than the search itself. */
function backTo(request: Request): string {
  const from = safeRedirect(request.headers.get('referer'), '/', new URL(request.url).origin);
  return /^\/search(?:[?#]|$)/.test(from) ? '/' : from;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const search = url.searchParams.get('search')?.trim() ?? '';
  if (!search) throw redirect(backTo(request));
  const term = search.slice(0, 50);
  const pages = queryOf<{ jobPage?: string; resumePage?: string }>(url, ['jobPage', 'resumePage']);
  const result = await callApi(request, (api) => api.search.$get({ query: { q: term, ...pages } }));
  const today = todayKst();
  if (result.ok) {
    const beacon = await appearancesBeacon(
      request,
      result.data.jobInfos.items.map((item) => item.id),
    );
    return json({ search: term, result: result.data, error: null, today, beacon });
  }
  if (result.status === 400) {
    return json({ search: term, result: null, error: result.error.message, today, beacon: null }, { status: 400 });
  }
  throw apiErrorResponse(result);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta(
    data ? `'${data.search}' 검색 결과` : '검색',
    data ? `빵잡에서 '${data.search}'(으)로 찾은 채용정보와 인재정보` : undefined,
  ),
  { name: 'robots', content: 'noindex, follow' },
];

export default function SearchPage() {
  const { search, result, error, today, beacon } = useLoaderData<typeof loader>();
  return (
    <Stack gap="xl">
      <ViewBeacon url={beacon} />
      <Title order={1} size="h2">
        ‘{search}’ 검색 결과
      </Title>
      {error ? (
        <Alert color="red" title="검색할 수 없습니다">
          {error}
        </Alert>
      ) : null}
      {result ? (
        <>
          <SaveAlertForm key={search} filters={searchAlertFilters(search)} />
          <Stack component="section" gap="sm" aria-labelledby="search-job-infos">
            <Title order={2} size="h3" id="search-job-infos">
              채용정보 {result.jobInfos.total.toLocaleString('ko-KR')}건
            </Title>
            {result.jobInfos.items.length ? (
              <ul className={classes.cards}>
                {result.jobInfos.items.map((jobInfo) => (
                  <JobInfoCard key={jobInfo.id} jobInfo={jobInfo} today={today} />
                ))}
              </ul>
            ) : (
              <div className="empty-state">
                <Text>‘{search}’에 맞는 채용공고가 없습니다.</Text>
                <Link to="/info/job-info-list">전체 채용정보 보기</Link>
              </div>
            )}
            <PageLinks
              page={result.jobInfos.page}
              pageSize={result.jobInfos.pageSize}
              total={result.jobInfos.total}
              param="jobPage"
              capped
              label="채용정보 검색 결과 페이지"
            />
          </Stack>
          <Stack component="section" gap="sm" aria-labelledby="search-resumes">
            <Title order={2} size="h3" id="search-resumes">
              인재정보 {result.resumes.total.toLocaleString('ko-KR')}건
            </Title>
            {result.resumes.items.length ? (
              <ul className={classes.cards}>
                {result.resumes.items.map((resume) => (
                  <ResumeCard key={resume.id} resume={resume} />
                ))}
              </ul>
            ) : (
              <div className="empty-state">
                <Text>‘{search}’에 맞는 인재가 없습니다.</Text>
                <Link to="/info/resume-list">전체 인재정보 보기</Link>
              </div>
            )}
            <PageLinks
              page={result.resumes.page}
              pageSize={result.resumes.pageSize}
              total={result.resumes.total}
              param="resumePage"
              capped
              label="인재정보 검색 결과 페이지"
            />
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
