import { Form, Link, useLocation, useNavigation, useRouteLoaderData } from '@remix-run/react';
import type { loader as rootLoader } from '~/root';
import { loginPath } from '~/utils/redirect';
import { formatDate } from '~/utils/format';
import { PlainRadios, plainField } from '~/forms/plain-fields';
import { Notice } from '~/components/notice';

/** One of the seeker's resumes, as the apply form offers it. */
export interface ApplyChoice {
  id: number;
  title: string;
  complete: boolean;
  updatedAt: string;
}

/** Where the seeker came to the posting from: the page's Referer and utm_source, sent with 지원하기. */
export interface ApplyOrigin {
  referrer: string;
  utmSource: string;
}

/** 채용절차법: what happens to the submitted resume, told before anyone applies. */
function RetentionNotice({ days }: { days: number }) {
  return (
    <p className="text small dimmed">
      지원하면 그 시점의 이력서 사본이 연락처와 함께 이 기업에 제출됩니다. 이후 이력서를 고치거나 지워도 제출된 내용은
      바뀌지 않으며, 기업이 열람하기 전까지 지원을 취소할 수 있습니다. 제출된 이력서는 채용이 끝난 뒤 {days}일 동안
      보관되고 그 뒤 파기됩니다(채용절차법).
    </p>
  );
}

/**
 * 지원하기 on a posting: a form of radios that posts without JavaScript. Visitors are sent to
 * log in and come back here; companies see nothing to do; a seeker who applied is told so.
 */
export function ApplyPanel({
  jobInfoId,
  retentionDays,
  resumes,
  error,
  chosen,
  origin,
}: {
  jobInfoId: number;
  retentionDays: number;
  /** null unless the reader is a job seeker */
  resumes: ApplyChoice[] | null;
  error?: string;
  chosen?: number;
  /** null unless the reader is a job seeker */
  origin: ApplyOrigin | null;
}) {
  const user = useRouteLoaderData<typeof rootLoader>('root')?.user ?? null;
  const { pathname } = useLocation();
  const busy = useNavigation().formData?.get('intent') === 'apply';
  if (user && user.role !== 'normal') return null;

  if (!user) {
    return (
      <div className="stack gap-sm start">
        <RetentionNotice days={retentionDays} />
        <Link to={loginPath(pathname)} className="plain-button">
          로그인하고 지원하기
        </Link>
      </div>
    );
  }
  if (user.action.appliedJobInfoIds.includes(jobInfoId)) {
    return (
      <Notice color="teal" title="이미 지원한 공고입니다">
        진행 상황은{' '}
        <Link to="/resume/apply-job-info" className="link">
          지원한 회사
        </Link>
        에서 확인할 수 있습니다.
      </Notice>
    );
  }
  const ready = (resumes ?? []).filter((resume) => resume.complete);
  if (!ready.length) {
    return (
      <div className="stack gap-sm start">
        <p className="text">지원하려면 작성을 마친 이력서가 필요합니다. 공개하지 않은 이력서로도 지원할 수 있습니다.</p>
        <Link to={resumes?.length ? '/resume' : '/resume/create'} className="plain-button plain-button-light">
          {resumes?.length ? '이력서 마저 작성하기' : '이력서 작성하기'}
        </Link>
      </div>
    );
  }
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="apply" />
      {origin?.referrer ? <input type="hidden" name="referrer" value={origin.referrer} /> : null}
      {origin?.utmSource ? <input type="hidden" name="utmSource" value={origin.utmSource} /> : null}
      <div className="stack start">
        <PlainRadios
          field={plainField('apply-resume', 'resumeId', error)}
          label="제출할 이력서"
          defaultValue={String(chosen ?? ready[0]!.id)}
          options={ready.map((resume) => ({
            value: String(resume.id),
            label: resume.title,
            detail: `수정 ${formatDate(resume.updatedAt)}`,
          }))}
        />
        <RetentionNotice days={retentionDays} />
        <button type="submit" className="plain-button plain-button-md" disabled={busy} aria-busy={busy}>
          이 이력서로 지원하기
        </button>
      </div>
    </Form>
  );
}
