import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { ScrapToggle } from '~/features/scraps/scrap-toggle';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { formErrorOf } from '~/forms/action-result';
import { apiErrorResponse, callApi } from '~/utils/api.server';
import { getUser, requireRole } from '~/utils/auth.server';
import { ResumeByline, ResumeContacts, ResumeSections } from '~/features/resumes/resume-detail';
import { careerMonthsText, positionLabel } from '~/utils/labels';
import { pageMeta } from '~/utils/meta';
import { buttonFormResponse, readButtonOnly } from '~/forms/row-actions.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const resumeId = { id: params.id ?? '' };
  const result = await callApi(request, (api) => api.resumes[':id'].$get({ param: resumeId }));
  if (result.ok) {
    const { resume, unlocked } = result.data;
    // A company that has not opened it yet is told how many credits it has to open it with.
    const reader = await getUser(request);
    const isCompany = reader?.role === 'company';
    const credits =
      isCompany && !resume.unmasked ? await callApi(request, (api) => api.my['talent-credits'].$get()) : null;
    return json({
      resume,
      unlocked,
      isCompany,
      creditsLeft: credits?.ok ? credits.data.remaining : null,
    });
  }
  throw apiErrorResponse({ ...result, status: result.status === 400 ? 404 : result.status });
}

/** A company spends one talent credit (none when it already did) to see the contacts. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, 'company');
  const read = await readButtonOnly(request);
  if (read.refused) return read.refused;
  const id = params.id ?? '';
  const result = await callApi(request, (api) => api.resumes[':id'].unlock.$post({ param: { id } }));
  return buttonFormResponse(read.submission, result, {
    to: `/info/resume/${encodeURIComponent(id)}`,
    message: ({ charged, credits }) =>
      charged
        ? `열람권 1건을 사용해 연락처를 열었습니다. 남은 열람권 ${credits.remaining}건`
        : '이미 연락처를 연 이력서입니다. 열람권은 차감되지 않았습니다.',
  });
}

function ContactsLocked({ isCompany, creditsLeft }: { isCompany: boolean; creditsLeft: number | null }) {
  const busy = useNavigation().state === 'submitting';
  if (!isCompany) {
    return (
      <div role="alert" className="notice">
        <div>
          연락처는 인재 열람권으로 확인할 수 있습니다. 열람권을 사용한 기업회원과 지원을 받은 기업에게만 보입니다.{' '}
          <Link to="/job-info/payment/count-payment" className="link">
            인재 열람권 보기
          </Link>
        </div>
      </div>
    );
  }
  if (!creditsLeft) {
    return (
      <div role="alert" className="notice">
        <div>
          보유한 인재 열람권이 없습니다. 열람권을 구매하면 이 이력서의 이름과 연락처를 볼 수 있습니다.{' '}
          <Link to="/job-info/payment/count-payment" className="link">
            인재 열람권 구매하기
          </Link>
        </div>
      </div>
    );
  }
  return (
    <Form method="post">
      <div className="stack gap-xs start">
        <p className="text small">
          열람권 1건으로 이름, 연락처, 이메일을 볼 수 있습니다. 한 번 연 이력서는 다시 차감되지 않습니다.
        </p>
        <button type="submit" className="plain-button" disabled={busy} aria-busy={busy}>
          열람권 1건으로 연락처 보기 (남은 {creditsLeft}건)
        </button>
      </div>
    </Form>
  );
}

// Resumes are personal data: reachable by link, never listed by search engines.
const NOINDEX = { name: 'robots', content: 'noindex, nofollow' };

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [...pageMeta('이력서를 찾을 수 없습니다'), NOINDEX];
  const { resume } = data;
  const positions = resume.positions.map(positionLabel).join(', ');
  return [
    ...pageMeta(
      `${resume.title} - 인재정보`,
      [positions && `희망 직종 ${positions}`, careerMonthsText(resume.careerMonths)].filter(Boolean).join(' · '),
    ),
    NOINDEX,
  ];
};

export default function ResumeDetailPage() {
  const { resume, unlocked, isCompany, creditsLeft } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  useActionToast(reply);
  const refusal = formErrorOf(reply);
  return (
    <div className="page-column">
      <article>
        <div className="stack gap-6 page-head">
          <div className="cluster gap-8">
            <ResumeByline resume={resume}>
              <ScrapToggle kind="resume" id={resume.id} title={resume.title} />
            </ResumeByline>
          </div>
          <h1 className="h2">{resume.title}</h1>
        </div>

        <NoScriptAlert toast={refusal ? { id: 'unlock-error', type: 'error', message: refusal } : null} />
        <ResumeSections
          resume={resume}
          contacts={
            resume.unmasked ? (
              <>
                {unlocked ? <p className="text small dimmed mb-xs">인재 열람권으로 연 이력서입니다.</p> : null}
                <ResumeContacts resume={resume} />
                {unlocked ? (
                  // the form has a page of its own: this public page keeps its weight budget
                  <Link to={`/job-info/offer/${resume.id}`} className="plain-button plain-button-light mt-sm">
                    입사 제안하기
                  </Link>
                ) : null}
              </>
            ) : (
              <ContactsLocked isCompany={isCompany} creditsLeft={creditsLeft} />
            )
          }
        />
      </article>
      <Link to="/info/resume-list" className="plain-button plain-button-light mt-md">
        인재정보 목록으로
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
