import { AxisBottom, AxisLeft } from '@visx/axis';
import { localPoint } from '@visx/event';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { type PointerEvent, useState } from 'react';
import {
  AXIS_TEXT,
  CHART_WIDTH,
  ChartSvg,
  EmptyChart,
  FONT_SIZE,
  GRID_COLOR,
  SERIES_STYLES,
  TEXT_COLOR,
  textWidth,
} from './chart-frame';
import classes from './insights.module.css';
import { countLabel, dayLabel } from './insight-format';

export interface DailyLine {
  label: string;
  /** one figure per date */
  values: number[];
}

const HEIGHT = 220;
// the right margin holds half of the last date, centred on the last day
const MARGIN = { top: 22, right: 20, bottom: 40, left: 44 };
const PLOT_WIDTH = CHART_WIDTH - MARGIN.left - MARGIN.right;
/** Up to this many days each day is drawn as a dot too; over 90 the dots would merge into the line. */
const DOTS_UP_TO = 31;

/** Every date of a week; over a longer range five, evenly spread, the last day always among them. */
export function dateTicks(count: number, most = 5): number[] {
  if (count <= 7) return Array.from({ length: count }, (_, at) => at);
  const step = Math.floor((count - 1) / (most - 1));
  return Array.from({ length: most }, (_, at) => count - 1 - (most - 1 - at) * step);
}

/**
 * Figures per day as lines: dates as 11.26 under the axis, figures as 1,234 beside it. With
 * JavaScript a pointer or a finger on the chart shows that day's figures.
 */
export function DailyChart({
  title,
  dates,
  lines,
  unit,
}: {
  title: string;
  dates: string[];
  lines: DailyLine[];
  /** what the figures count, over the vertical axis: 건, 명, 원 */
  unit: string;
}) {
  const [active, setActive] = useState<number | null>(null);
  const figures = lines.flatMap((line) => line.values);
  if (!dates.length || figures.every((value) => value === 0)) return <EmptyChart title={title} />;

  const x = scaleLinear<number>({
    domain: [0, Math.max(1, dates.length - 1)],
    range: [MARGIN.left, CHART_WIDTH - MARGIN.right],
  });
  const y = scaleLinear<number>({
    domain: [Math.min(0, ...figures), Math.max(1, ...figures)],
    range: [HEIGHT - MARGIN.bottom, MARGIN.top],
    nice: true,
  });
  // figures are counts and 원: a tick between two whole numbers (0.2 of an application) means nothing
  const yTicks = y.ticks(4).filter((tick) => Number.isInteger(tick));
  const total = (line: DailyLine) => line.values.reduce((sum, value) => sum + value, 0);
  const summary = `${title}: ${dayLabel(dates[0]!)}부터 ${dayLabel(dates.at(-1)!)}까지 ${lines
    .map((line) => `${line.label} 합계 ${countLabel(total(line))}${unit}`)
    .join(', ')}`;

  const pick = (event: PointerEvent<SVGRectElement>) => {
    const point = localPoint(event);
    if (!point) return;
    setActive(Math.min(dates.length - 1, Math.max(0, Math.round(x.invert(point.x)))));
  };

  return (
    <figure className={classes.figure}>
      <Legend lines={lines} />
      <ChartSvg title={title} summary={summary} height={HEIGHT}>
        <text x={4} y={12} fill={TEXT_COLOR}>
          ({unit})
        </text>
        <GridRows scale={y} left={MARGIN.left} width={PLOT_WIDTH} tickValues={yTicks} stroke={GRID_COLOR} />
        <AxisLeft
          scale={y}
          left={MARGIN.left}
          tickValues={yTicks}
          hideTicks
          stroke={GRID_COLOR}
          tickFormat={(value) => countLabel(Number(value))}
          tickLabelProps={{ ...AXIS_TEXT, textAnchor: 'end', dx: -2 }}
        />
        <AxisBottom
          scale={x}
          top={HEIGHT - MARGIN.bottom}
          tickValues={dateTicks(dates.length)}
          tickFormat={(at) => dayLabel(dates[Number(at)]!)}
          stroke={TEXT_COLOR}
          tickStroke={TEXT_COLOR}
          tickLabelProps={{ ...AXIS_TEXT, textAnchor: 'middle' }}
          label="날짜"
          labelOffset={8}
          labelProps={{ ...AXIS_TEXT, textAnchor: 'middle' }}
        />
        {lines.map((line, index) => {
          const style = SERIES_STYLES[index % SERIES_STYLES.length]!;
          return (
            <Group key={line.label}>
              <LinePath
                data={line.values}
                x={(_, at) => x(at)}
                y={(value) => y(value)}
                stroke={style.color}
                strokeWidth={2}
                strokeDasharray={style.dash}
              />
              {line.values.map((value, at) =>
                dates.length <= DOTS_UP_TO || at === active ? (
                  <circle key={at} cx={x(at)} cy={y(value)} r={at === active ? 4 : 2.5} fill={style.color} />
                ) : null,
              )}
            </Group>
          );
        })}
        {active === null ? null : <DayTooltip x={x(active)} date={dates[active]!} lines={lines} at={active} />}
        <rect
          x={MARGIN.left}
          y={MARGIN.top}
          width={PLOT_WIDTH}
          height={HEIGHT - MARGIN.top - MARGIN.bottom}
          fill="transparent"
          onPointerMove={pick}
          onPointerDown={pick}
          // a finger leaves the screen as it lifts: the day it tapped stays shown until the next tap
          onPointerLeave={(event) => {
            if (event.pointerType !== 'touch') setActive(null);
          }}
        />
      </ChartSvg>
    </figure>
  );
}

/** Which line is which: a short stroke of each line's colour and dash, and its name. */
function Legend({ lines }: { lines: DailyLine[] }) {
  if (lines.length < 2) return null;
  return (
    <ul className={classes.legend} aria-hidden="true">
      {lines.map((line, index) => {
        const style = SERIES_STYLES[index % SERIES_STYLES.length]!;
        return (
          <li key={line.label}>
            <svg width="22" height="8" viewBox="0 0 22 8">
              <line x1="0" y1="4" x2="22" y2="4" stroke={style.color} strokeWidth="2" strokeDasharray={style.dash} />
            </svg>
            {line.label}
          </li>
        );
      })}
    </ul>
  );
}

/** The day under the pointer: its date and each line's figure, kept inside the chart. */
function DayTooltip({ x, date, lines, at }: { x: number; date: string; lines: DailyLine[]; at: number }) {
  const rows = [dayLabel(date), ...lines.map((line) => `${line.label} ${countLabel(line.values[at]!)}`)];
  const width = Math.max(...rows.map(textWidth)) + 14;
  const height = rows.length * (FONT_SIZE + 4) + 8;
  const left = x + 8 + width > CHART_WIDTH - 2 ? x - 8 - width : x + 8;
  return (
    <g className="insight-tooltip" pointerEvents="none">
      <line x1={x} x2={x} y1={MARGIN.top} y2={HEIGHT - MARGIN.bottom} stroke={TEXT_COLOR} strokeDasharray="2 2" />
      <rect x={left} y={MARGIN.top} width={width} height={height} rx={4} fill="#fff" stroke={TEXT_COLOR} />
      {rows.map((row, index) => (
        <text
          key={row}
          x={left + 7}
          y={MARGIN.top + 4 + (index + 1) * (FONT_SIZE + 4) - 3}
          fill={TEXT_COLOR}
          fontWeight={index === 0 ? 700 : 400}
        >
          {row}
        </text>
      ))}
    </g>
  );
}
