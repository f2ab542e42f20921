import { monthLabel } from '@paydesk/domain/admin-partner-report-fields';
import type { ResidualOverview } from '@paydesk/domain/admin-partner-reports';
import { formatMoney } from '@paydesk/domain/money';
import { formatCount } from '../../../shared/format/numbers';
import classes from './past-months.module.css';

/** The overview: each month's totals across partners, oldest first, and the range's total. */
export function ResidualOverviewTable({ overview }: { overview: ResidualOverview }) {
  const money = (cents: number) => formatMoney(cents, overview.currency);
  const caption = `Residual fees per month across partners, ${overview.currency}`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region the keyboard must reach (WCAG 2.1.1)
    <section className={classes.scroll} tabIndex={0} aria-label={caption}>
      <table className={classes.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Partners</th>
            <th scope="col">Merchants</th>
            <th scope="col">Volume</th>
            <th scope="col">Fees paid</th>
            <th scope="col">Processing cost</th>
            <th scope="col">Residual</th>
          </tr>
        </thead>
        <tbody>
          {overview.months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month)}</th>
              <td>{formatCount(m.partners)}</td>
              <td>{formatCount(m.merchants)}</td>
              <td>{money(m.volume)}</td>
              <td>{money(m.fees)}</td>
              <td>{money(m.cost)}</td>
              <td>{money(m.residual)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td />
            <td />
            <td>{money(overview.totals.volume)}</td>
            <td>{money(overview.totals.fees)}</td>
            <td>{money(overview.totals.cost)}</td>
            <td>{money(overview.totals.residual)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
