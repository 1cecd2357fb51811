import { Form, Link, useLocation, useRouteLoaderData } from '@remix-run/react';
import { defaultAlertName, JOB_ALERT_NAME_MAX } from '#contracts/job-alert-filters';
import { loginPath } from '~/utils/redirect';
import type { loader as rootLoader } from '~/root';
import classes from '~/features/listing/listing.module.css';

/**
 * 맞춤 공고 on the postings list and the search page: a signed-in job seeker saves the filters in
 * view (or the search word) as an alert. Plain markup posting to /resume/alerts/new, whose Conform
 * form shows a refusal (the sixth alert, a bad name) with what was typed: the public pages' script
 * budget has no room for a form library. Visitors are offered to sign in; companies see nothing.
 */
export function SaveAlertForm({ filters }: { filters: string }) {
  const user = useRouteLoaderData<typeof rootLoader>('root')?.user ?? null;
  const { pathname, search } = useLocation();
  if (!filters || (user && user.role !== 'normal')) return null;
  if (!user) {
    return (
      <p className={classes.alertHint}>
        <Link to={loginPath(`${pathname}${search}`)}>로그인</Link>하면 이 조건에 맞는 새 공고를 매일 아침 맞춤 공고
        알림으로 받을 수 있습니다.
      </p>
    );
  }
  return (
    <Form method="post" action="/resume/alerts/new" className={classes.alertForm} aria-label="맞춤 공고 알림 저장">
      <input type="hidden" name="filters" value={filters} />
      <div className={classes.field}>
        <label htmlFor="save-alert-name">이 조건의 새 공고를 매일 아침 알림으로 받기</label>
        <input
          id="save-alert-name"
          name="name"
          defaultValue={defaultAlertName(filters)}
          maxLength={JOB_ALERT_NAME_MAX}
          required
          aria-describedby="save-alert-help"
        />
      </div>
      <button type="submit" className="plain-button plain-button-light">
        맞춤 공고 알림 저장
      </button>
      <span id="save-alert-help" className={classes.alertHelp}>
        알림 이름 · 최대 5개, <Link to="/resume/alerts">내 맞춤 공고 알림</Link>에서 관리
      </span>
    </Form>
  );
}
