import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import type { JobInfo } from '#contracts/job-info';
import { BENEFITS, CERTIFICATES, EDUCATION_LEVELS, WORK_DAYS } from '#contracts/enumerations';
import { bakeTechniqueLabel } from '#contracts/bake-techniques';
import { ApplyPanel, type ApplyChoice, type ApplyOrigin } from '~/features/applications/apply-panel';
import { ResponsivenessLine } from '~/features/companies/responsiveness-line';
import { CompanyLogo } from '~/features/pictures/company-logo';
import { Facts, PhotoGallery, Section } from '~/features/job-infos/detail-sections';
import { GeneralErrorBoundary, GonePage } from '~/components/general-error-boundary';
import classes from '~/features/listing/listing.module.css';
import { ScrapToggle } from '~/features/scraps/scrap-toggle';
import { ShareLink } from '~/features/job-infos/share-link';
import { PayGlance } from '~/features/job-infos/pay-glance';
import { ViewBeacon } from '~/features/insights/view-beacon';
import { postingViewBeacon } from '~/features/insights/view-beacon.server';
import { ReportPanel } from '~/features/applications/report-panel';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import type { loader as rootLoader } from '~/root';
import { type ActionResult, formErrorOf } from '~/forms/action-result';
import { apiErrorResponse, callApi } from '~/utils/api.server';
import { applyOrigin, applyOrReport } from '~/features/applications/apply-or-report.server';
import { getUser } from '~/utils/auth.server';
import { jobPostingJsonLd } from '~/features/job-infos/job-posting-json-ld.server';
import { calculatorPathOf } from '~/features/wage-calculator/wage-calculator.server';
import { linkPreview } from '~/utils/link-preview.server';
import { loginPath } from '~/utils/redirect';
import {
  careerText,
  deadlineLongText,
  employmentTypeLabel,
  payText,
  positionLabel,
  regionText,
  todayKst,
} from '~/utils/labels';
import { pageMeta, sharedPageMeta } from '~/utils/meta';

interface GoneDetails {
  title?: string;
  companyName?: string;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const posting = { id: params.id ?? '' };
  const result = await callApi(request, (api) => api['job-infos'][':id'].$get({ param: posting }));
  if (result.ok) {
    const { jobInfo, responsiveness } = result.data;
    // A shared link shows the posting's first photo, else its company's logo, else the brand's card.
    const preview = linkPreview(`/info/job-info/${jobInfo.id}`, [jobInfo.photos[0], jobInfo.company.logo], 'article');
    // A job seeker picks one of their resumes to apply with; nobody else gets the extra call.
    const reader = await getUser(request);
    const mine = reader?.role === 'normal' ? await callApi(request, (api) => api.my.resumes.$get()) : null;
    const resumes: ApplyChoice[] | null = mine?.ok
      ? mine.data.items.map(({ id, title, complete, updatedAt }) => ({ id, title, complete, updatedAt }))
      : null;
    const jsonLd = jobPostingJsonLd(jobInfo, preview.url);
    const beacon = await postingViewBeacon(request, jobInfo.id);
    // only in a seeker's page, which is never cached: a shared copy must not carry one visitor's Referer
    const origin = resumes ? applyOrigin(request) : null;
    // made here: the browser's copy of the page needs the description only after a client navigation,
    // and carries no technique list (the public pages' weight budget)
    const description = summary(jobInfo);
    const wantedTechniques = jobInfo.wantedTechniques.map(bakeTechniqueLabel);
    return json({
      jobInfo,
      wantedTechniques,
      responsiveness,
      preview,
      description,
      jsonLd,
      today: todayKst(),
      resumes,
      beacon,
      origin,
      calculator: calculatorPathOf(jobInfo),
    });
  }
  // A closed or expired posting is gone for good: 410 tells crawlers to drop it, unlike a 404.
  throw apiErrorResponse({ ...result, status: result.status === 400 ? 404 : result.status });
}

/**
 * 지원하기 (the chosen resume goes to the api, which keeps a copy) and 신고하기; both come back to
 * this page, with the api's refusal on it when there is one.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? '';
  const here = `/info/job-info/${encodeURIComponent(id)}`;
  if (!(await getUser(request))) return redirect(loginPath(here));
  return applyOrReport(request, id, here);
}

/** The refusal to show beside one of the page's forms: its own, or the first beside one of its fields. */
function refusalOf(reply: ActionResult | undefined, intent: 'apply' | 'report'): string | undefined {
  if (reply?.initialValue?.intent !== intent) return undefined;
  return formErrorOf(reply) ?? Object.values(reply.error ?? {}).find((errors) => errors?.length)?.[0];
}

/**
 * After a refused 지원하기 the page is drawn again for a request from the page itself: the origin
 * the form carried stays the one it sends next.
 */
function applyReplyOrigin(reply: ActionResult | undefined): ApplyOrigin | null {
  const sent = reply?.initialValue;
  if (sent?.intent !== 'apply') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { referrer: text(sent.referrer), utmSource: text(sent.utmSource) };
}

function summary(jobInfo: JobInfo): string {
  const facts = [
    jobInfo.company.name,
    regionText(jobInfo.sido, jobInfo.sigungu),
    jobInfo.position ? positionLabel(jobInfo.position) : null,
    jobInfo.employmentType ? employmentTypeLabel(jobInfo.employmentType) : null,
    payText(jobInfo.payType, jobInfo.payAmount),
  ].filter(Boolean);
  const text = (jobInfo.description ?? '').replace(/\s+/g, ' ').trim();
  return [facts.join(' · '), text.length > 100 ? `${text.slice(0, 100)}…` : text].filter(Boolean).join(' - ');
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (data) {
    return sharedPageMeta(`${data.jobInfo.title} - ${data.jobInfo.company.name}`, data.description, data.preview);
  }
  const noindex = { name: 'robots', content: 'noindex' };
  if (isRouteErrorResponse(error) && error.status === 410) {
    const details = (error.data as { details?: GoneDetails } | null)?.details;
    return [...pageMeta(`마감된 공고${details?.title ? `: ${details.title}` : ''}`), noindex];
  }
  return [...pageMeta('공고를 찾을 수 없습니다'), noindex];
};

/** The 야간근로수당 rule, as information beside a 새벽 근무 posting. */
const NIGHT_PAY_RULE =
  '22시~06시 근무는 야간근로로, 상시 5명 이상 일하는 사업장이면 그 시간 임금의 1.5배(야간근로수당)를 받아요.';

function Tags({ items, empty }: { items: string[]; empty: string }) {
  if (!items.length) return <p className="text dimmed">{empty}</p>;
  return (
    <ul className={classes.tags}>
      {items.map((item) => (
        <li key={item}>
          <span className="badge badge-tag">{item}</span>
        </li>
      ))}
    </ul>
  );
}

export default function JobInfoDetailPage() {
  const user = useRouteLoaderData<typeof rootLoader>('root')?.user ?? null;
  const { jobInfo, wantedTechniques, responsiveness, preview, jsonLd, today, resumes, beacon, origin, calculator } =
    useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  useActionToast(reply);
  const applyError = refusalOf(reply, 'apply');
  const reportError = refusalOf(reply, 'report');
  const region = regionText(jobInfo.sido, jobInfo.sigungu);
  const hours =
    jobInfo.workStart && jobInfo.workEnd ? (
      <span className="cluster gap-8">
        <span>
          {jobInfo.workStart} ~ {jobInfo.workEnd}
        </span>
        {jobInfo.dawnShift ? <span className="badge badge-sm badge-indigo-outline">새벽 근무</span> : null}
      </span>
    ) : null;
  const deadline = deadlineLongText(jobInfo.deadline, jobInfo.alwaysOpen, today);
  const pay = payText(jobInfo.payType, jobInfo.payAmount);
  return (
    <div className="page-column">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <ViewBeacon url={beacon} />
      <article>
        <div className="stack gap-6 page-head">
          <div className="cluster gap-xs nowrap">
            <CompanyLogo company={jobInfo.company} size={48} />
            <div className="cluster gap-8">
              <Link to={`/company/${jobInfo.company.id}`} className="semibold">
                {jobInfo.company.name}
              </Link>
              {jobInfo.company.verified ? (
                <span className="badge badge-sm badge-teal" title="운영자가 사업자 정보를 확인한 기업">
                  인증
                </span>
              ) : null}
            </div>
          </div>
          {jobInfo.company.address ? <p className="text small dimmed">{jobInfo.company.address}</p> : null}
          <ResponsivenessLine responsiveness={responsiveness} />
          <h1 className="h2">{jobInfo.title}</h1>
          <div className="cluster gap-xs">
            {pay ? <p className={`text ${classes.pay}`}>{pay}</p> : null}
            {deadline ? <p className="text semibold">{deadline}</p> : null}
            <ScrapToggle kind="job" id={jobInfo.id} title={jobInfo.title} anonymousToo />
            <ShareLink title={`${jobInfo.title} - ${jobInfo.company.name}`} url={preview.url} />
            {resumes || !user ? (
              <a href="#apply" className="plain-button plain-button-compact">
                지원하기
              </a>
            ) : null}
          </div>
          <PayGlance pay={jobInfo.hourlyPay} />
        </div>

        {jobInfo.photos.length ? (
          <Section title="근무지 사진">
            <PhotoGallery photos={jobInfo.photos} />
          </Section>
        ) : null}

        <Section title="모집 조건">
          <Facts
            rows={[
              ['직종', jobInfo.position ? positionLabel(jobInfo.position) : null],
              ['고용형태', jobInfo.employmentType ? employmentTypeLabel(jobInfo.employmentType) : null],
              ['경력', careerText(jobInfo.careerType, jobInfo.careerYears)],
              ['학력', jobInfo.education ? EDUCATION_LEVELS[jobInfo.education] : null],
              ['모집인원', jobInfo.headcount ? `${jobInfo.headcount}명` : null],
            ]}
          />
        </Section>

        <Section title="근무 조건">
          <Facts
            rows={[
              ['근무지', region ? [region, jobInfo.addressDetail].filter(Boolean).join(' ') : null],
              ['근무요일', jobInfo.workDays.map((day) => WORK_DAYS[day]).join('·')],
              ['근무시간', hours],
              ['휴무', jobInfo.daysOff],
            ]}
          />
        </Section>

        <Section title="급여">
          <p className={`text ${classes.pay}`}>{pay ?? '면접 후 결정'}</p>
          {jobInfo.dawnShift ? (
            <p className="text small">
              <strong>새벽 근무(06시 이전)가 있는 공고예요.</strong> {NIGHT_PAY_RULE}
            </p>
          ) : null}
          <Link to={calculator} className="link small">
            급여 계산기로 주급·월급 계산해 보기
          </Link>
        </Section>

        <Section title="복리후생">
          <Tags items={jobInfo.benefits.map((code) => BENEFITS[code])} empty="등록된 복리후생이 없습니다." />
        </Section>

        <Section title="우대 자격증">
          <Tags
            items={jobInfo.preferredCertificates.map((code) => CERTIFICATES[code])}
            empty="우대 자격증이 없습니다."
          />
        </Section>

        {wantedTechniques.length ? (
          <Section title="원하는 기술">
            <Tags items={wantedTechniques} empty="" />
          </Section>
        ) : null}

        <Section title="마감일">
          <p className="text">{deadline ?? '상시채용'}</p>
        </Section>

        <Section title="상세내용">
          <p className={classes.prose}>{jobInfo.description ?? '등록된 상세내용이 없습니다.'}</p>
        </Section>

        <Section title="담당자 연락처">
          <Facts
            rows={[
              ['담당자', jobInfo.contactName],
              [
                '연락처',
                jobInfo.contactPhone ? (
                  <a href={`tel:${jobInfo.contactPhone.replace(/[^0-9+]/g, '')}`} className="link">
                    {jobInfo.contactPhone}
                  </a>
                ) : null,
              ],
            ]}
          />
          <p className="text small dimmed mt-sm">연락하실 때 ‘빵잡에서 공고를 보고 연락드렸다’고 말씀해주세요.</p>
        </Section>

        <Section title="지원하기" id="apply">
          <NoScriptAlert toast={applyError ? { id: 'apply-error', type: 'error', message: applyError } : null} />
          <ApplyPanel
            jobInfoId={jobInfo.id}
            retentionDays={jobInfo.applicationRetentionDays}
            resumes={resumes}
            error={applyError}
            chosen={Number(reply?.initialValue?.resumeId) || undefined}
            origin={applyReplyOrigin(reply) ?? origin}
          />
        </Section>

        <section className={classes.detailSection}>
          <NoScriptAlert toast={reportError ? { id: 'report-error', type: 'error', message: reportError } : null} />
          <ReportPanel reported={!!reportError} />
        </section>
      </article>
      <Link to="/info/job-info-list" className="plain-button plain-button-light mt-md">
        채용정보 목록으로
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 410) return <GeneralErrorBoundary />;
  const details = (error.data as { details?: GoneDetails } | null)?.details;
  return (
    <GonePage
      title="마감된 공고입니다"
      what={
        details?.title ? (
          <div>
            <p className="text strong">{details.title}</p>
            {details.companyName ? <p className="text dimmed">{details.companyName}</p> : null}
          </div>
        ) : null
      }
      message="모집이 끝났거나 게재 기간이 지난 공고입니다. 다른 채용공고를 확인해보세요."
    />
  );
}
