import { Link, useLocation } from '@remix-run/react';
import { LIST_DEPTH_MESSAGE, MAX_LIST_PAGE } from '#contracts/enumerations';
import classes from './listing.module.css';

const WINDOW = 10;

/** The current URL with one parameter changed (or removed), every other filter kept. */
export function withParam(search: string, name: string, value: string | null, drop: string[] = []): string {
  const params = new URLSearchParams(search);
  for (const key of drop) params.delete(key);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/**
 * Numbered page links: real `<a>`s a crawler and a browser without JavaScript can follow. By
 * default each link is the current URL with `param` changed, every filter kept, and page 1 is the
 * address without it (one URL per page); `href` builds the links instead. A public list (`capped`)
 * links no page past MAX_LIST_PAGE, which the api refuses, and says so once its last one shows.
 */
export function PageLinks({
  page,
  pageSize,
  total,
  param = 'page',
  label = '페이지',
  href,
  capped = false,
}: {
  page: number;
  pageSize: number;
  total: number;
  param?: string;
  label?: string;
  href?: (page: number) => string;
  capped?: boolean;
}) {
  const { search } = useLocation();
  const all = Math.max(1, Math.ceil(total / pageSize));
  const pages = capped ? Math.min(all, MAX_LIST_PAGE) : all;
  if (pages <= 1) return null;
  const last = Math.min(pages, Math.max(1, page - Math.floor(WINDOW / 2) + 1) + WINDOW - 1);
  const first = Math.max(1, last - WINDOW + 1);
  const to = href ?? ((n: number) => withParam(search, param, n === 1 ? null : String(n)));
  const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);

  return (
    <>
      <nav aria-label={label} className={classes.pages}>
        {page > 1 ? (
          <Link to={to(Math.min(page - 1, pages))} rel="prev" className={classes.pageStep}>
            ‹ 이전
          </Link>
        ) : null}
        {first > 1 ? (
          <>
            <Link to={to(1)}>
              <PageNumber n={1} />
            </Link>
            <span aria-hidden="true">…</span>
          </>
        ) : null}
        {numbers.map((n) => (
          <Link key={n} to={to(n)} aria-current={n === page ? 'page' : undefined}>
            <PageNumber n={n} />
          </Link>
        ))}
        {last < pages ? (
          <>
            <span aria-hidden="true">…</span>
            <Link to={to(pages)}>
              <PageNumber n={pages} />
            </Link>
          </>
        ) : null}
        {page < pages ? (
          <Link to={to(page + 1)} rel="next" className={classes.pageStep}>
            다음 ›
          </Link>
        ) : null}
      </nav>
      {all > pages && last === pages ? <p className={classes.pagesEnd}>{LIST_DEPTH_MESSAGE}</p> : null}
    </>
  );
}

/**
 * "3" on screen, "3페이지" to a screen reader: the name is the link's own text (the current page is
 * told by aria-current), so it always contains what is seen, as WCAG 2.5.3 asks.
 */
function PageNumber({ n }: { n: number }) {
  return (
    <>
      {n}
      <span className="visually-hidden">페이지</span>
    </>
  );
}
