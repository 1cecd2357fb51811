import { useFetcher, useLocation, useRouteLoaderData } from '@remix-run/react';
import type { loader as rootLoader } from '~/root';

/** Whether the signed-in user may scrap this kind: seekers keep postings, companies resumes. */
export function useScrapState(kind: 'job' | 'resume', id: number, anonymousToo: boolean) {
  const user = useRouteLoaderData<typeof rootLoader>('root')?.user ?? null;
  const allowed = user ? user.role === (kind === 'job' ? 'normal' : 'company') : anonymousToo;
  const ids = kind === 'job' ? user?.action.scrapJobInfoIds : user?.action.scrapResumeIds;
  return { allowed, scrapped: ids?.includes(id) ?? false };
}

/**
 * ☆ 스크랩 / ★ 스크랩됨 (named 스크랩 {title} / 스크랩됨 {title}). A POST form to /scrap that comes back to this page; with JavaScript the
 * new state shows before the answer does. Anonymous visitors are sent to log in and come back.
 */
export function ScrapToggle({
  kind,
  id,
  title,
  anonymousToo = false,
}: {
  kind: 'job' | 'resume';
  id: number;
  title: string;
  /** detail pages offer it to visitors too (it leads to login); lists keep their markup small */
  anonymousToo?: boolean;
}) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const { allowed, scrapped } = useScrapState(kind, id, anonymousToo);
  if (!allowed) return null;
  const pending = fetcher.formData?.get('on');
  const on = pending !== undefined && pending !== null ? pending === '1' : scrapped;
  return (
    <fetcher.Form method="post" action="/scrap" style={{ display: 'inline' }}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="on" value={on ? '0' : '1'} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <button
        type="submit"
        // white on the theme's filled yellow, which app/theme.ts darkens until white on it reads
        className={`plain-button plain-button-compact ${on ? 'plain-button-yellow' : 'plain-button-default'}`}
        aria-pressed={on}
      >
        {/* The name is the visible words and then the title (WCAG 2.5.3); the pressed state says on or off. */}
        <span aria-hidden="true">{on ? '★' : '☆'}</span>&nbsp;{on ? '스크랩됨' : '스크랩'}
        <span className="visually-hidden"> {title}</span>
      </button>
    </fetcher.Form>
  );
}
