import type { CalendarRange } from '@paydesk/domain/date-presets';
import { formatLegendDate } from '../format/dates';
import classes from './overview-chart.module.css';

/** The two ranges a tile's chart draws, in 'MMMM Do, YYYY' (part 1 §2). */
export function ChartLegend({
  title,
  range,
  priorRange,
}: {
  title: string;
  range: CalendarRange;
  priorRange: CalendarRange;
}) {
  return (
    <ul className={classes.legend} aria-label={`${title} chart legend`}>
      <li>
        <span className={classes.swatch} data-series="current" />
        <span>
          {formatLegendDate(range.from)} – {formatLegendDate(range.to)}
        </span>
      </li>
      <li>
        <span className={classes.swatch} data-series="prior" />
        <span>
          {formatLegendDate(priorRange.from)} – {formatLegendDate(priorRange.to)}
        </span>
      </li>
    </ul>
  );
}
