import { PlainSelect, PlainTextarea, plainField } from '~/forms/plain-fields';
import { selectData } from '~/forms/select-options';
import { Form, Link, useLocation, useNavigation, useRouteLoaderData } from '@remix-run/react';
import { REPORT_REASONS } from '#contracts/enumerations';
import type { loader as rootLoader } from '~/root';
import { loginPath } from '~/utils/redirect';

/**
 * 신고하기 under a posting: closed by default (`<details>`, no JavaScript needed). Visitors log in
 * first and come back; the api takes one report per member and posting.
 */
export function ReportPanel({ reported }: { reported: boolean }) {
  const user = useRouteLoaderData<typeof rootLoader>('root')?.user ?? null;
  const { pathname } = useLocation();
  const busy = useNavigation().formData?.get('intent') === 'report';
  return (
    <details className="report-panel" open={reported}>
      <summary>이 공고 신고하기</summary>
      {user ? (
        <Form method="post">
          <input type="hidden" name="intent" value="report" />
          <div className="stack gap-sm mt-sm">
            <p className="text small dimmed">
              허위·사기 공고, 불법 조건, 차별적인 요구를 알려주세요. 운영자가 확인한 뒤 공고를 숨기는 등 조치합니다.
            </p>
            <PlainSelect
              field={plainField('report-reason', 'reason')}
              label="신고 사유"
              options={selectData(REPORT_REASONS)}
              required
            />
            <PlainTextarea field={plainField('report-text', 'text')} label="내용 (선택)" maxLength={1000} rows={3} />
            <div>
              <button type="submit" className="plain-button plain-button-red-light" disabled={busy} aria-busy={busy}>
                신고하기
              </button>
            </div>
          </div>
        </Form>
      ) : (
        <p className="text mt-sm">
          신고는 로그인한 회원만 할 수 있습니다. <Link to={loginPath(pathname)}>로그인하고 신고하기</Link>
        </p>
      )}
    </details>
  );
}
