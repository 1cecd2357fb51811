import { INSIGHT_RANGES } from '#contracts/insights';
import classes from './insights.module.css';

/** 7일 · 30일 · 90일 as plain links (`?days=`): the range changes without JavaScript too. */
export function RangeLinks({ days, path }: { days: number; path: string }) {
  return (
    <nav aria-label="기간" className={classes.ranges}>
      {INSIGHT_RANGES.map((range) => (
        <a key={range} href={`${path}?days=${range}`} aria-current={range === days ? 'page' : undefined}>
          최근 {range}일
        </a>
      ))}
    </nav>
  );
}
