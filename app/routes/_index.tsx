import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { JobInfoCard } from '~/features/job-infos/job-info-card';
import classes from '~/features/listing/listing.module.css';
import { ResumeCard } from '~/features/resumes/resume-card';
import { ViewBeacon } from '~/features/insights/view-beacon';
import { appearancesBeacon } from '~/features/insights/view-beacon.server';
import type { loader as rootLoader } from '~/root';
import { loadApi } from '~/utils/api.server';
import { formatDate } from '~/utils/format';
import { todayKst } from '~/utils/labels';
import { linkPreview } from '~/utils/link-preview.server';
import { DEFAULT_DESCRIPTION, pageMeta, sharedPageMeta, SITE_NAME } from '~/utils/meta';

export async function loader({ request }: LoaderFunctionArgs) {
  const home = await loadApi(request, (api) => api.home.$get());
  const beacon = await appearancesBeacon(
    request,
    [...home.latest, ...home.deadlineSoon].map((item) => item.id),
  );
  return json({ ...home, today: todayKst(), preview: linkPreview('/'), beacon });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? sharedPageMeta(SITE_NAME, DEFAULT_DESCRIPTION, data.preview) : pageMeta(SITE_NAME);

function HomeSection({
  id,
  title,
  more,
  empty,
  children,
}: {
  id: string;
  title: string;
  more: { label: string; to: string };
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section className="stack gap-sm" aria-labelledby={id}>
      <div className="cluster home-section-head">
        <h2 className="h3" id={id}>
          {title}
        </h2>
        <Link to={more.to}>{more.label}</Link>
      </div>
      {empty ? <div className="empty-state">{empty}</div> : children}
    </section>
  );
}

export default function Home() {
  const { latest, deadlineSoon, talent, today, notices, beacon } = useLoaderData<typeof loader>();
  const user = useRouteLoaderData<typeof rootLoader>('root')?.user;
  return (
    <div className="stack gap-xl">
      <ViewBeacon url={beacon} />
      <section className="home-hero">
        <h1 className="h1">제과·제빵 일자리, 빵잡에서 찾으세요</h1>
        <p className="text dimmed mt-sm">제빵사, 파티시에, 카페 직원과 베이커리·카페를 잇는 제과·제빵 전문 구인구직</p>
        <Form method="get" action="/search" role="search" className={classes.searchForm}>
          <label htmlFor="home-search" className="visually-hidden">
            채용정보·인재정보 검색어
          </label>
          <input
            id="home-search"
            type="search"
            name="search"
            required
            maxLength={50}
            placeholder="예: 제빵, 파티시에, 마포구"
            enterKeyHint="search"
          />
          <button type="submit" className="plain-button">
            검색
          </button>
        </Form>
        <div className="cluster mt-lg">
          <Link to="/info/job-info-list" className="plain-button plain-button-light">
            채용정보 보기
          </Link>
          <Link to="/info/resume-list" className="plain-button plain-button-light">
            인재정보 보기
          </Link>
          {user ? null : (
            <Link to="/register" className="plain-button plain-button-outline">
              무료 회원가입
            </Link>
          )}
        </div>
      </section>

      <HomeSection
        id="home-latest"
        title="최신 채용공고"
        more={{ label: '채용정보 전체 보기', to: '/info/job-info-list' }}
        empty={latest.length ? null : '게재 중인 공고가 없습니다.'}
      >
        <ul className={classes.cards}>
          {latest.map((jobInfo) => (
            <JobInfoCard key={jobInfo.id} jobInfo={jobInfo} today={today} />
          ))}
        </ul>
      </HomeSection>

      <HomeSection
        id="home-deadline"
        title="마감 임박 공고"
        more={{ label: '마감임박순 보기', to: '/info/job-info-list?sort=deadline' }}
        empty={deadlineSoon.length ? null : '마감이 가까운 공고가 없습니다.'}
      >
        <ul className={classes.cards}>
          {deadlineSoon.map((jobInfo) => (
            <JobInfoCard key={jobInfo.id} jobInfo={jobInfo} today={today} />
          ))}
        </ul>
      </HomeSection>

      <HomeSection
        id="home-talent"
        title="새로 공개된 인재"
        more={{ label: '인재정보 전체 보기', to: '/info/resume-list' }}
        empty={talent.length ? null : '공개된 이력서가 없습니다.'}
      >
        <ul className={classes.cards}>
          {talent.map((resume) => (
            <ResumeCard key={resume.id} resume={resume} />
          ))}
        </ul>
      </HomeSection>

      <HomeSection
        id="home-notices"
        title="공지사항"
        more={{ label: '고객센터 가기', to: '/service' }}
        empty={notices.length ? null : '등록된 공지사항이 없습니다.'}
      >
        <ul className="notice-lines">
          {notices.map((notice) => (
            <li key={notice.id}>
              <Link to={`/service/notice/${notice.id}`}>
                {notice.pinned ? <strong>[공지] </strong> : null}
                {notice.title}
              </Link>
              <span>{formatDate(notice.createdAt)}</span>
            </li>
          ))}
        </ul>
      </HomeSection>

      <div className="home-promo">
        <h2 className="h4">기업회원이신가요?</h2>
        <p className="text">공고 게재 7일 10,000원부터. 가격과 환불 규정을 확인하세요.</p>
        <Link to="/service/payment">유료상품 안내 보기</Link>
      </div>
    </div>
  );
}
