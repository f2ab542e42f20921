import { Table, VisuallyHidden } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import type { MonthlyVolumeReport } from '../../api/merchant-misc';
import classes from './monthly-volume-chart.module.css';

type Month = MonthlyVolumeReport['months'][number];

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** 'Aug 2025'. */
export function monthLabel(month: string): string {
  return monthDate(month).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'Aug', or "Jan '26" for a January (the year turns). */
function axisLabel(month: string): string {
  const date = monthDate(month);
  const name = date.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
  return date.getUTCMonth() === 0 ? `${name} '${String(date.getUTCFullYear()).slice(2)}` : name;
}

const payments = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'payment' : 'payments'}`;

/**
 * The 16-month volume report (part 2 §9): a bar a month scaled to the largest, named under
 * it, and the same figures in a table for screen readers and exact reading.
 */
export function MonthlyVolumeChart({ report }: { report: MonthlyVolumeReport }) {
  const max = Math.max(0, ...report.months.map((m) => m.amount));
  const describe = (m: Month) =>
    `${monthLabel(m.month)}: ${formatMoney(m.amount, report.currency)}, ${payments(m.count)}`;
  return (
    <figure style={{ margin: 0 }} aria-label="Monthly gross volume, last 16 months">
      <ol className={classes.chart} aria-hidden="true" data-testid="monthly-volume-chart">
        {report.months.map((m) => (
          <li key={m.month} className={classes.bar} title={describe(m)}>
            <span
              className={classes.fill}
              data-zero={m.amount === 0 || undefined}
              style={{ height: m.amount === 0 ? '2px' : `${Math.max(2, (m.amount / max) * 100)}%` }}
            />
          </li>
        ))}
      </ol>
      <ol className={classes.labels} aria-hidden="true">
        {report.months.map((m) => (
          <li key={m.month}>{axisLabel(m.month)}</li>
        ))}
      </ol>
      <details className={classes.tableToggle}>
        <summary>Show as a table</summary>
        <Table.ScrollContainer minWidth={280}>
          <Table striped fz="sm">
            <VisuallyHidden component="caption">
              Gross volume by month, last 16 months ({report.timezone})
            </VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Month</Table.Th>
                <Table.Th scope="col" ta="right">
                  Payments
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Gross volume
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.months.map((m) => (
                <Table.Tr key={m.month}>
                  <Table.Td>{monthLabel(m.month)}</Table.Td>
                  <Table.Td ta="right">{m.count.toLocaleString('en-US')}</Table.Td>
                  <Table.Td ta="right">{formatMoney(m.amount, report.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </details>
    </figure>
  );
}
