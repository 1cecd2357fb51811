import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { BROWN, CHART_WIDTH, ChartSvg, EmptyChart, TEXT_COLOR, textWidth } from './chart-frame';
import classes from './insights.module.css';
import { countLabel } from './insight-format';

export interface BarFigure {
  label: string;
  value: number;
  /** said after the figure: a funnel step's share of the one before */
  note?: string | null;
}

const ROW = 28;
const LABEL_WIDTH = 100;
/** room after the longest bar for its figure and note */
const VALUE_ROOM = 112;

/** `text` cut to fit `width` at the chart's size, with an ellipsis: the table beside has it whole. */
function fitted(text: string, width: number): string {
  if (textWidth(text) <= width) return text;
  let cut = text;
  while (cut && textWidth(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * Figures side by side as horizontal bars, largest room for the names on the left: the funnel's
 * steps (each with its share of the step before) and where applicants came from.
 */
export function BarChart({ title, bars, unit }: { title: string; bars: BarFigure[]; unit: string }) {
  if (!bars.length || bars.every((bar) => bar.value === 0)) return <EmptyChart title={title} />;
  const height = bars.length * ROW + 8;
  const x = scaleLinear<number>({
    domain: [0, Math.max(...bars.map((bar) => bar.value))],
    range: [0, CHART_WIDTH - LABEL_WIDTH - VALUE_ROOM],
  });
  const y = scaleBand<number>({ domain: bars.map((_, at) => at), range: [4, height - 4], padding: 0.25 });
  const said = (bar: BarFigure) => `${countLabel(bar.value)}${unit}${bar.note ? ` · ${bar.note}` : ''}`;
  const summary = `${title}: ${bars.map((bar) => `${bar.label} ${said(bar)}`).join(', ')}`;
  return (
    <figure className={classes.figure}>
      <ChartSvg title={title} summary={summary} height={height}>
        {bars.map((bar, at) => {
          const top = y(at)!;
          // a figure above zero always shows as a sliver, however small beside the first step
          const width = bar.value > 0 ? Math.max(2, x(bar.value)) : 0;
          const middle = top + y.bandwidth() / 2;
          return (
            <Group key={`${bar.label}-${at}`}>
              <text x={0} y={middle} dy="0.35em" fill={TEXT_COLOR}>
                {fitted(bar.label, LABEL_WIDTH - 6)}
              </text>
              <Bar x={LABEL_WIDTH} y={top} width={width} height={y.bandwidth()} fill={BROWN} rx={2} />
              <text x={LABEL_WIDTH + width + 4} y={middle} dy="0.35em" fill={TEXT_COLOR}>
                {said(bar)}
              </text>
            </Group>
          );
        })}
      </ChartSvg>
    </figure>
  );
}
