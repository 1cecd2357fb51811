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
import { Notice } from '~/components/notice';
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
    <div className="stack gap-xl">
      <ViewBeacon url={beacon} />
      <h1 className="h2">‘{search}’ 검색 결과</h1>
      {error ? (
        <Notice color="red" title="검색할 수 없습니다">
          {error}
        </Notice>
      ) : null}
      {result ? (
        <>
          <SaveAlertForm key={search} filters={searchAlertFilters(search)} />
          <section className="stack gap-sm" aria-labelledby="search-job-infos">
            <h2 className="h3" id="search-job-infos">
              채용정보 {result.jobInfos.total.toLocaleString('ko-KR')}건
            </h2>
            {result.jobInfos.items.length ? (
              <ul className={classes.cards}>
                {result.jobInfos.items.map((jobInfo) => (
                  <JobInfoCard key={jobInfo.id} jobInfo={jobInfo} today={today} />
                ))}
              </ul>
            ) : (
              <div className="empty-state">
                <p className="text">‘{search}’에 맞는 채용공고가 없습니다.</p>
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
          </section>
          <section className="stack gap-sm" aria-labelledby="search-resumes">
            <h2 className="h3" id="search-resumes">
              인재정보 {result.resumes.total.toLocaleString('ko-KR')}건
            </h2>
            {result.resumes.items.length ? (
              <ul className={classes.cards}>
                {result.resumes.items.map((resume) => (
                  <ResumeCard key={resume.id} resume={resume} />
                ))}
              </ul>
            ) : (
              <div className="empty-state">
                <p className="text">‘{search}’에 맞는 인재가 없습니다.</p>
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
          </section>
        </>
      ) : null}
    </div>
  );
}
