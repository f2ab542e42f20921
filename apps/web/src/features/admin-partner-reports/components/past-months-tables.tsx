import { Text } from '@mantine/core';
import { monthLabel, VOLUME_TYPE_LABELS } from '@paydesk/domain/admin-partner-report-fields';
import type { PastMonthsAccounts, PastMonthsVolume } from '@paydesk/domain/admin-partner-reports';
import { formatMoney } from '@paydesk/domain/money';
import { formatCount } from '../../../shared/format/numbers';
import classes from './past-months.module.css';

/** A figure of the table: a zero is dimmed, so the months with activity stand out. */
function Figure({ value, text }: { value: number; text: string }) {
  return <td className={value === 0 ? classes.zero : undefined}>{text}</td>;
}

/**
 * The 16-month volume report (part 2 §9): a row per partner, a column per month (oldest
 * first), each partner's total, and the total row. A plain table that scrolls sideways, its
 * first column kept in view; the scrolling region takes the focus so the keyboard scrolls it.
 */
export function PastMonthsVolumeTable({ report }: { report: PastMonthsVolume }) {
  const money = (cents: number) => formatMoney(cents, report.currency);
  if (report.rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" role="status">
        No merchants in this country match these filters.
      </Text>
    );
  }
  const caption = `${VOLUME_TYPE_LABELS[report.type]} volume per partner and month, ${report.currency}`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region the keyboard must reach (WCAG 2.1.1)
    <section className={classes.scroll} tabIndex={0} aria-label={caption}>
      <table className={classes.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Partner</th>
            <th scope="col">Merchants</th>
            {report.months.map((month) => (
              <th key={month} scope="col">
                {monthLabel(month)}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.partnerId ?? 'none'}>
              <th scope="row">{row.partnerName}</th>
              <td>{formatCount(row.merchants)}</td>
              {row.volumes.map((cents, i) => (
                <Figure key={report.months[i]} value={cents} text={money(cents)} />
              ))}
              <Figure value={row.total} text={money(row.total)} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatCount(report.totals.merchants)}</td>
            {report.totals.volumes.map((cents, i) => (
              <td key={report.months[i]}>{money(cents)}</td>
            ))}
            <td>{money(report.totals.total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

const ACCOUNT_FIGURES = [
  ['created', 'Created'],
  ['activated', 'Activated'],
  ['closed', 'Closed'],
  ['activeAtMonthEnd', 'Active at month end'],
] as const;

/** The accounts report: a row per month (newest first), created, activated, closed, active. */
export function PastMonthsAccountsTable({ report }: { report: PastMonthsAccounts }) {
  const months = [...report.months].reverse();
  const sum = (key: 'created' | 'activated' | 'closed') =>
    report.months.reduce((n, m) => n + m[key], 0);
  const caption = `Merchant accounts of ${report.country} per month`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region the keyboard must reach (WCAG 2.1.1)
    <section className={classes.scroll} tabIndex={0} aria-label={caption}>
      <table className={classes.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {ACCOUNT_FIGURES.map(([key, label]) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month)}</th>
              {ACCOUNT_FIGURES.map(([key]) => (
                <Figure key={key} value={m[key]} text={formatCount(m[key])} />
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">16 months</th>
            <td>{formatCount(sum('created'))}</td>
            <td>{formatCount(sum('activated'))}</td>
            <td>{formatCount(sum('closed'))}</td>
            <td>{formatCount(months[0]?.activeAtMonthEnd ?? 0)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
