import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation, useSearchParams } from '@remix-run/react';
import {
  CAREER_TYPES,
  CERTIFICATES,
  EMPLOYMENT_TYPES,
  JOB_INFO_SORTS,
  PAY_TYPES,
  POSITIONS,
} from '#contracts/enumerations';
import { ALERT_FILTER_NAMES, alertFiltersOf } from '#contracts/job-alert-filters';
import { JobInfoCard } from '~/features/job-infos/job-info-card';
import { CheckboxGroup, FilterForm, FilterSelect, RegionSelects } from '~/features/listing/list-filters';
import classes from '~/features/listing/listing.module.css';
import { PageLinks, withParam } from '~/features/listing/page-links';
import { SaveAlertForm } from '~/features/alerts/save-alert-form';
import { ViewBeacon } from '~/features/insights/view-beacon';
import { appearancesBeacon } from '~/features/insights/view-beacon.server';
import { apiErrorResponse, callApi } from '~/utils/api.server';
import { todayKst } from '~/utils/labels';
import { queryOf } from '~/features/listing/list-query';
import { pageMeta } from '~/utils/meta';
import { Notice } from '~/components/notice';

const QUERY_NAMES = [...ALERT_FILTER_NAMES, 'sort', 'page'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const result = await callApi(request, (api) => api['job-infos'].$get({ query: queryOf(url, QUERY_NAMES) }));
  const today = todayKst();
  if (result.ok) {
    const beacon = await appearancesBeacon(
      request,
      result.data.items.map((item) => item.id),
    );
    return json({ list: result.data, error: null, today, beacon });
  }
  if (result.status === 400) {
    return json({ list: null, error: result.error.message, today, beacon: null }, { status: 400 });
  }
  throw apiErrorResponse(result);
}

/** 서울 마포구 제빵사 채용정보: the title says what the filtered list holds. */
function listTitle(params: URLSearchParams): string {
  const positions = params.getAll('position').filter((code): code is keyof typeof POSITIONS => code in POSITIONS);
  const words = [params.get('sido'), params.get('sigungu'), positions.map((code) => POSITIONS[code]).join('·')];
  const page = Number(params.get('page'));
  const title = [...words.filter(Boolean), '채용정보'].join(' ');
  return page > 1 ? `${title} ${page}페이지` : title;
}

export const meta: MetaFunction<typeof loader> = ({ location }) => {
  const title = listTitle(new URLSearchParams(location.search));
  return pageMeta(title, `${title}: 제빵사, 파티시에, 바리스타 등 제과·제빵 분야의 지역별·직종별 채용공고`);
};

const ADVANCED = ['employmentType', 'careerType', 'payType', 'minPay', 'dawn', 'certificate'];

function JobInfoFilters() {
  const [params] = useSearchParams();
  const value = (name: string) => params.get(name) ?? '';
  const advanced = ADVANCED.filter((name) => value(name) !== '').length;
  return (
    <FilterForm label="채용정보 검색 조건">
      <RegionSelects sido={value('sido')} sigungu={value('sigungu')} />
      <CheckboxGroup legend="직종" name="position" options={POSITIONS} checked={params.getAll('position')} />
      <details className={classes.more} open={advanced > 0}>
        <summary>상세 조건{advanced ? ` (${advanced}개 적용 중)` : ''}</summary>
        <div>
          <CheckboxGroup
            legend="고용형태"
            name="employmentType"
            options={EMPLOYMENT_TYPES}
            checked={params.getAll('employmentType')}
          />
          <div className={classes.filterRow}>
            <FilterSelect label="경력" name="careerType" options={CAREER_TYPES} value={value('careerType')} />
            <FilterSelect label="급여형태" name="payType" options={PAY_TYPES} value={value('payType')} />
            <div className={classes.field}>
              <label htmlFor="filter-min-pay">최소 금액(원)</label>
              <input
                id="filter-min-pay"
                type="number"
                name="minPay"
                min={0}
                step={10}
                inputMode="numeric"
                placeholder="예: 11000"
                aria-describedby="filter-min-pay-help"
                defaultValue={value('minPay')}
              />
              <small id="filter-min-pay-help">급여형태를 고르지 않으면 시급 환산 금액으로 비교해요.</small>
            </div>
          </div>
          <fieldset>
            <legend>근무시간대</legend>
            <div className={classes.checks}>
              <label>
                <input type="checkbox" name="dawn" value="1" defaultChecked={value('dawn') === '1'} />
                새벽 근무 공고만 보기
              </label>
            </div>
          </fieldset>
          <CheckboxGroup
            legend="우대 자격증"
            name="certificate"
            options={CERTIFICATES}
            checked={params.getAll('certificate')}
          />
        </div>
      </details>
      {params.get('sort') ? <input type="hidden" name="sort" value={value('sort')} /> : null}
      <div className={classes.actions}>
        <button type="submit" className="plain-button">
          검색
        </button>
        <Link to="/info/job-info-list">조건 초기화</Link>
      </div>
    </FilterForm>
  );
}

function SortLinks() {
  const { search } = useLocation();
  const current = new URLSearchParams(search).get('sort') ?? 'latest';
  return (
    <nav aria-label="정렬" className={classes.sorts}>
      {Object.entries(JOB_INFO_SORTS).map(([code, label]) => (
        <Link
          key={code}
          to={withParam(search, 'sort', code === 'latest' ? null : code, ['page'])}
          aria-current={code === current ? 'true' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

export default function JobInfoListPage() {
  const { list, error, today, beacon } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <div className="stack gap-lg">
      <ViewBeacon url={beacon} />
      <h1 className="h2">채용정보</h1>
      <JobInfoFilters key={search} />
      <SaveAlertForm key={`alert${search}`} filters={alertFiltersOf(new URLSearchParams(search))} />
      {error ? (
        <Notice color="red" title="검색 조건을 확인해주세요">
          {error}
        </Notice>
      ) : null}
      {list ? (
        <section className="stack gap-sm" aria-labelledby="job-info-results">
          <div className={classes.toolbar}>
            <h2 id="job-info-results" className="text strong">
              총 {list.total.toLocaleString('ko-KR')}건
            </h2>
            <SortLinks />
          </div>
          {list.items.length ? (
            <ul className={classes.cards}>
              {list.items.map((jobInfo) => (
                <JobInfoCard key={jobInfo.id} jobInfo={jobInfo} today={today} />
              ))}
            </ul>
          ) : (
            <div className="empty-state">조건에 맞는 채용공고가 없습니다. 조건을 줄이거나 바꿔 보세요.</div>
          )}
          <PageLinks page={list.page} pageSize={list.pageSize} total={list.total} capped label="채용정보 페이지" />
        </section>
      ) : null}
    </div>
  );
}
