import type { HourlyPaySummary } from '#contracts/hourly-pay';
import classes from '~/features/listing/listing.module.css';
import { holidayPayText, hourlyFigureText } from './pay-words';

/** The hourly figure beside the minimum, and what 주휴수당 adds: a card's line and the posting page's. */
export function PayGlance({ pay }: { pay: HourlyPaySummary | null }) {
  if (!pay) return null;
  const holiday = holidayPayText(pay);
  return (
    <p className={classes.payGlance}>
      <span className={pay.aboveMinimumPercent < 0 ? classes.belowMinimum : undefined}>{hourlyFigureText(pay)}</span>
      {holiday ? <span>{holiday}</span> : null}
    </p>
  );
}
