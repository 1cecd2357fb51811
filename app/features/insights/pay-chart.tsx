import { AxisBottom } from '@visx/axis';
import { scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import type { PayComparison } from '#contracts/insights';
import {
  AXIS_TEXT,
  BROWN,
  BROWN_LIGHT,
  CHART_WIDTH,
  ChartSvg,
  FONT_SIZE,
  MINIMUM_WAGE_COLOR,
  SERIES_STYLES,
  TEXT_COLOR,
  textWidth,
} from './chart-frame';
import classes from './insights.module.css';
import { countLabel, wonLabel } from './insight-format';

const HEIGHT = 150;
const MARGIN = { left: 16, right: 16 };
const BAND = { top: 58, height: 26 };
const AXIS_TOP = 112;

/** What the chart says in words, for a screen reader. */
export function paySummary(pay: NonNullable<PayComparison>): string {
  const peers =
    pay.median !== null && pay.p25 !== null && pay.p75 !== null
      ? `같은 직종·지역 공고 ${countLabel(pay.peers)}건의 중간값 ${wonLabel(pay.median)}(하위 25% ${wonLabel(pay.p25)}, 상위 25% ${wonLabel(pay.p75)}), `
      : '';
  return `이 공고의 시급 ${wonLabel(pay.hourly)}, ${peers}최저임금 ${wonLabel(pay.minimumWage)}`;
}

/** A label at `x` that stays inside the chart: anchored at its start near the left edge, at its end near the right. */
function anchorAt(x: number, text: string): { x: number; textAnchor: 'start' | 'middle' | 'end' } {
  const half = textWidth(text) / 2;
  if (x - half < 2) return { x: 2, textAnchor: 'start' };
  if (x + half > CHART_WIDTH - 2) return { x: CHART_WIDTH - 2, textAnchor: 'end' };
  return { x, textAnchor: 'middle' };
}

/**
 * The posting's hourly pay on one scale of 원 with its peers' middle half (25%–75%) as a band, their
 * median as a bar across it, and the legal minimum as a red dashed line.
 */
export function PayChart({ pay, title }: { pay: NonNullable<PayComparison>; title: string }) {
  const figures = [pay.hourly, pay.minimumWage, pay.p25, pay.p75].filter((value): value is number => value !== null);
  const x = scaleLinear<number>({
    domain: [Math.min(...figures) * 0.9, Math.max(...figures) * 1.1],
    range: [MARGIN.left, CHART_WIDTH - MARGIN.right],
    nice: true,
  });
  const own = `이 공고 ${wonLabel(pay.hourly)}`;
  const minimum = `최저임금 ${wonLabel(pay.minimumWage)}`;
  const ownAt = anchorAt(x(pay.hourly), own);
  const minimumAt = anchorAt(x(pay.minimumWage), minimum);
  const middle = BAND.top + BAND.height / 2;
  return (
    <figure className={classes.figure}>
      <ChartSvg title={title} summary={`${title}: ${paySummary(pay)}`} height={HEIGHT}>
        {pay.p25 !== null && pay.p75 !== null ? (
          <>
            <Bar
              x={x(pay.p25)}
              y={BAND.top}
              width={Math.max(2, x(pay.p75) - x(pay.p25))}
              height={BAND.height}
              fill={BROWN_LIGHT}
              stroke={SERIES_STYLES[1].color}
            />
            <text x={x(pay.p25)} y={BAND.top + BAND.height + FONT_SIZE + 2} fill={TEXT_COLOR} textAnchor="middle">
              25%
            </text>
            <text x={x(pay.p75)} y={BAND.top + BAND.height + FONT_SIZE + 2} fill={TEXT_COLOR} textAnchor="middle">
              75%
            </text>
          </>
        ) : null}
        {pay.median !== null ? (
          <Line
            from={{ x: x(pay.median), y: BAND.top - 4 }}
            to={{ x: x(pay.median), y: BAND.top + BAND.height + 4 }}
            stroke={BROWN}
            strokeWidth={3}
          />
        ) : null}
        <Line
          from={{ x: x(pay.minimumWage), y: 30 }}
          to={{ x: x(pay.minimumWage), y: AXIS_TOP }}
          stroke={MINIMUM_WAGE_COLOR}
          strokeWidth={1.5}
          strokeDasharray="4 3"
        />
        <text x={minimumAt.x} y={24} fill={MINIMUM_WAGE_COLOR} textAnchor={minimumAt.textAnchor}>
          {minimum}
        </text>
        <circle cx={x(pay.hourly)} cy={middle} r={6} fill={SERIES_STYLES[2].color} stroke="#fff" strokeWidth={1.5} />
        <text x={ownAt.x} y={10} fill={TEXT_COLOR} fontWeight={700} textAnchor={ownAt.textAnchor}>
          {own}
        </text>
        <Line
          from={{ x: x(pay.hourly), y: 14 }}
          to={{ x: x(pay.hourly), y: middle - 6 }}
          stroke={SERIES_STYLES[2].color}
          strokeWidth={1}
        />
        <AxisBottom
          scale={x}
          top={AXIS_TOP}
          numTicks={4}
          tickFormat={(value) => countLabel(Number(value))}
          stroke={TEXT_COLOR}
          tickStroke={TEXT_COLOR}
          tickLabelProps={{ ...AXIS_TEXT, textAnchor: 'middle' }}
          label="시급 (원)"
          labelOffset={4}
          labelProps={{ ...AXIS_TEXT, textAnchor: 'middle' }}
        />
      </ChartSvg>
    </figure>
  );
}
