import { Link } from '@remix-run/react';
import { EMPTY_MESSAGE } from './chart-frame';
import { cellLabel, type InsightTable } from './insight-tables';
import classes from './insights.module.css';

/** The address of `table` as a CSV file: the page's own, with `format=csv`. */
export function csvHref(path: string, days: number, table: InsightTable): string {
  return `${path}?days=${days}&format=csv&table=${table.key}`;
}

/**
 * The numbers of a chart as a table (what a screen reader reads, and where exact figures are), folded
 * under a summary unless `open`, with the same rows as a CSV file beside it. The file is a download,
 * fetched by the browser as a document, never through Remix's data requests.
 */
export function InsightTableView({
  table,
  path,
  days,
  folded = true,
}: {
  table: InsightTable;
  path: string;
  days: number;
  folded?: boolean;
}) {
  const grid = (
    // a table wider than a phone scrolls in its box, which takes the focus so the keyboard scrolls it too (axe: scrollable-region-focusable)
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={classes.tableScroll} role="region" aria-label={table.caption} tabIndex={0}>
      <table>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length ? (
            table.rows.map((row, at) => (
              <tr key={at}>
                {row.map((cell, index) => {
                  const kind = table.columns[index]!.kind;
                  const text = cellLabel(cell, kind);
                  const link = index === 0 ? table.links?.[at] : undefined;
                  return (
                    <td key={index} className={kind === 'text' ? classes.wrap : classes.number}>
                      {link ? <Link to={link}>{text}</Link> : text}
                    </td>
                  );
                })}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={table.columns.length}>{EMPTY_MESSAGE}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
  const download = (
    <a
      className={classes.download}
      href={csvHref(path, days, table)}
      download
      aria-label={`${table.caption} CSV 내려받기`}
    >
      CSV 내려받기
    </a>
  );
  if (!folded) {
    return (
      <div>
        {grid}
        {download}
      </div>
    );
  }
  return (
    <div className={classes.tableBlock}>
      <details>
        <summary>표로 보기: {table.caption}</summary>
        {grid}
      </details>
      {download}
    </div>
  );
}
