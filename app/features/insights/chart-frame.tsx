import type { ReactNode } from 'react';
import { theme } from '~/theme';
import classes from './insights.module.css';

/*
 * The insights pages draw with visx (@visx/shape, scale, axis, group, grid, event): it renders plain
 * SVG on the server, with no ResizeObserver to measure a container and no animation to wait for, so
 * the charts are in the HTML and read without JavaScript. Its packages are imported module by
 * module and only by app/features/insights, which only the insights routes import: the public
 * pages' script budget never carries them (tests/e2e/budgets.spec.ts).
 *
 * A chart has a fixed coordinate system (viewBox) and takes the width it is given, so a 360 px phone
 * shows it whole, smaller, rather than scrolling sideways; it stops growing at 560 px (insights.module.css),
 * where its 11-unit text reads as 15 px.
 */

const TEXT_COLOR_VALUE = '#495057';
export const CHART_WIDTH = 400;
export const FONT_SIZE = 11;
/** visx writes Arial on its labels, which has no Hangul: the page's own font instead */
export const AXIS_TEXT = { fill: TEXT_COLOR_VALUE, fontSize: FONT_SIZE, fontFamily: 'inherit' } as const;

const brown = theme.colors!.brown!;
/** The lines and bars: the theme's brown first, then lighter and darker, each with its own dash for who cannot tell them apart. */
export const SERIES_STYLES = [
  { color: brown[7], dash: undefined },
  { color: brown[4], dash: '6 3' },
  { color: brown[9], dash: '2 3' },
  { color: brown[5], dash: '10 3 2 3' },
] as const;
export const BROWN = brown[7];
export const BROWN_LIGHT = brown[1];
export const TEXT_COLOR = TEXT_COLOR_VALUE;
export const GRID_COLOR = '#e9ecef';
export const MINIMUM_WAGE_COLOR = '#c92a2a';

export const EMPTY_MESSAGE = '아직 집계된 데이터가 없어요.';

/** What stands in for a chart with nothing to draw: its title and why it is empty. */
export function EmptyChart({ title }: { title: string }) {
  return (
    <div className={classes.empty}>
      <strong>{title}</strong>
      <p>{EMPTY_MESSAGE}</p>
    </div>
  );
}

/**
 * The SVG every chart draws in: an image to assistive technology, named by `summary` (what the chart
 * shows and its main figures), its `<title>` the tooltip a pointer gets.
 */
export function ChartSvg({
  title,
  summary,
  height,
  children,
}: {
  title: string;
  summary: string;
  height: number;
  children: ReactNode;
}) {
  return (
    <svg
      className={classes.chart}
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      width="100%"
      role="img"
      aria-label={summary}
      fontSize={FONT_SIZE}
    >
      <title>{title}</title>
      {children}
    </svg>
  );
}

/** A rough width of `text` at FONT_SIZE: Hangul is about square, digits and Latin about half as wide. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u3131-\uD79D]/.test(char) ? FONT_SIZE : FONT_SIZE * 0.6;
  return width;
}
