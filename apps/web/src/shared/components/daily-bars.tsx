import { Table, VisuallyHidden } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { formatAxisDate, formatPointDate } from '../format/dates';
import classes from './daily-bars.module.css';

interface Day {
  /** The day, YYYY-MM-DD. */
  date: string;
}

export interface DailyBarsProps<D extends Day> {
  days: readonly D[];
  /** The figure a bar stands for (a bar of 0 is a thin grey line). */
  value: (day: D) => number;
  /** What hovering a bar says: '12 Mar: $1,200.00, 4 payments'. */
  describe: (day: D) => string;
  /** The bars' height in px; 160 by default. */
  height?: number;
}

/**
 * A bar a day, scaled to the largest, with the first and last day under them. A picture only
 * (hidden from screen readers): the same figures go in a DailyTable beside it.
 */
export function DailyBars<D extends Day>({ days, value, describe, height }: DailyBarsProps<D>) {
  const max = Math.max(0, ...days.map(value));
  const first = days[0];
  const last = days.at(-1);
  const style = height ? ({ '--daily-bars-height': `${height}px` } as CSSProperties) : undefined;
  return (
    <>
      <ol className={classes.bars} style={style} aria-hidden="true">
        {days.map((day) => {
          const figure = value(day);
          return (
            <li key={day.date} className={classes.bar} title={describe(day)}>
              <span
                className={classes.barFill}
                data-zero={figure === 0 || undefined}
                style={{
                  height: figure === 0 ? '2px' : `${Math.max(2, (figure / max) * 100)}%`,
                }}
              />
            </li>
          );
        })}
      </ol>
      {first && last ? (
        <div className={classes.axis} aria-hidden="true">
          <span>{formatAxisDate(first.date)}</span>
          <span>{formatAxisDate(last.date)}</span>
        </div>
      ) : null}
    </>
  );
}

export interface DailyTableProps<D extends Day> {
  /** The days listed, one row each. */
  days: readonly D[];
  /** What the table holds, said to screen readers. */
  caption: string;
  /** The two figures' headings, after 'Day': ['Payments', 'Volume']. */
  columns: readonly [string, string];
  cells: (day: D) => readonly [ReactNode, ReactNode];
}

/** The figures of the bars, a row a day, behind 'Show as a table'. */
export function DailyTable<D extends Day>({ days, caption, columns, cells }: DailyTableProps<D>) {
  return (
    <details className={classes.tableToggle}>
      <summary>Show as a table</summary>
      <Table.ScrollContainer minWidth={280}>
        <Table striped fz="sm">
          <VisuallyHidden component="caption">{caption}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Day</Table.Th>
              <Table.Th scope="col" ta="right">
                {columns[0]}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {columns[1]}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((day) => {
              const [first, second] = cells(day);
              return (
                <Table.Tr key={day.date}>
                  <Table.Td>{formatPointDate(day.date)}</Table.Td>
                  <Table.Td ta="right">{first}</Table.Td>
                  <Table.Td ta="right">{second}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </details>
  );
}
