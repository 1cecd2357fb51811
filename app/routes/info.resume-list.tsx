import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation, useSearchParams } from '@remix-run/react';
import { CERTIFICATES, POSITIONS } from '#contracts/enumerations';
import { RESUME_CAREER_LEVELS } from '#contracts/enumerations';
import { BAKE_TECHNIQUES } from '#contracts/bake-techniques';
import { CheckboxGroup, FilterForm, FilterSelect, RegionSelects } from '~/features/listing/list-filters';
import classes from '~/features/listing/listing.module.css';
import { PageLinks } from '~/features/listing/page-links';
import { ResumeCard } from '~/features/resumes/resume-card';
import { apiErrorResponse, callApi } from '~/utils/api.server';
import { queryOf } from '~/features/listing/list-query';
import { pageMeta } from '~/utils/meta';
import { Notice } from '~/components/notice';

/** 기타 is words, not a technique to look for: the filter offers the named ones. */
const FILTER_TECHNIQUES = Object.fromEntries(Object.entries(BAKE_TECHNIQUES).filter(([code]) => code !== 'other'));

const QUERY_NAMES = ['sido', 'sigungu', 'position', 'career', 'certificate', 'technique', 'page'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const result = await callApi(request, (api) => api.resumes.$get({ query: queryOf(url, QUERY_NAMES) }));
  if (result.ok) return json({ list: result.data, error: null });
  if (result.status === 400) return json({ list: null, error: result.error.message }, { status: 400 });
  throw apiErrorResponse(result);
}

export const meta: MetaFunction<typeof loader> = ({ location }) => {
  const page = Number(new URLSearchParams(location.search).get('page'));
  return pageMeta(
    page > 1 ? `인재정보 ${page}페이지` : '인재정보',
    '일자리를 찾는 제빵사, 파티시에, 바리스타, 매장 직원의 공개 이력서: 희망 지역, 희망 직종, 경력, 자격증, 포트폴리오 기술',
  );
};

function ResumeFilters() {
  const [params] = useSearchParams();
  const value = (name: string) => params.get(name) ?? '';
  return (
    <FilterForm label="인재정보 검색 조건">
      <RegionSelects sido={value('sido')} sigungu={value('sigungu')} />
      <CheckboxGroup legend="희망 직종" name="position" options={POSITIONS} checked={params.getAll('position')} />
      <div className={classes.filterRow}>
        <FilterSelect label="경력" name="career" options={RESUME_CAREER_LEVELS} value={value('career')} />
      </div>
      <CheckboxGroup legend="자격증" name="certificate" options={CERTIFICATES} checked={params.getAll('certificate')} />
      <CheckboxGroup
        legend="기술 (포트폴리오)"
        name="technique"
        options={FILTER_TECHNIQUES}
        checked={params.getAll('technique')}
      />
      <div className={classes.actions}>
        <button type="submit" className="plain-button">
          검색
        </button>
        <Link to="/info/resume-list">조건 초기화</Link>
      </div>
    </FilterForm>
  );
}

export default function ResumeListPage() {
  const { list, error } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <div className="stack gap-lg">
      <h1 className="h2">인재정보</h1>
      <ResumeFilters key={search} />
      {error ? (
        <Notice color="red" title="검색 조건을 확인해주세요">
          {error}
        </Notice>
      ) : null}
      {list ? (
        <section className="stack gap-sm" aria-labelledby="resume-results">
          <h2 id="resume-results" className="text strong">
            총 {list.total.toLocaleString('ko-KR')}명
          </h2>
          {list.items.length ? (
            <ul className={classes.cards}>
              {list.items.map((resume) => (
                <ResumeCard key={resume.id} resume={resume} />
              ))}
            </ul>
          ) : (
            <div className="empty-state">조건에 맞는 공개 이력서가 없습니다. 조건을 줄이거나 바꿔 보세요.</div>
          )}
          <PageLinks page={list.page} pageSize={list.pageSize} total={list.total} capped label="인재정보 페이지" />
        </section>
      ) : null}
    </div>
  );
}
