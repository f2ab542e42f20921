import { Group, Paper, Stack, Text } from '@mantine/core';
import { type CSSProperties, type KeyboardEvent, type PointerEvent, useState } from 'react';
import { formatAxisDate, formatPointDate } from '../format/dates';
import { BOX, monotonePath, nearestIndex, seriesRuns, xAt, yAt, yTicks } from './chart-geometry';
import type { ChartRow } from './chart-row';
import classes from './overview-chart.module.css';

export interface OverviewChartProps {
  rows: ChartRow[];
  /** Formats a value on the axis and in the tooltip (compact dollars for money). */
  format: (value: number) => string;
  /** The whole chart, axis labels included, in px. */
  height: number;
  /** What the chart shows, naming its slider: 'Gross volume' (read 'Gross volume by day'). */
  label: string;
}

const valueText = (value: number | null, format: (value: number) => string) =>
  value === null ? '–' : format(value);

/** The two figures of one point, as the tooltip shows them and a screen reader reads them. */
function pointText(row: ChartRow, format: (value: number) => string): string {
  const current = `${formatPointDate(row.date)}: ${valueText(row.current, format)}`;
  if (!row.priorDate) return current;
  return `${current}; ${formatPointDate(row.priorDate)}: ${valueText(row.prior, format)}`;
}

function ChartTooltip({ row, format }: { row: ChartRow; format: (value: number) => string }) {
  return (
    <Paper shadow="md" p="xs" radius="md" withBorder className={classes.tooltip}>
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <span className={classes.swatch} data-series="current" />
            <Text size="xs">{formatPointDate(row.date)}</Text>
          </Group>
          <Text size="xs" fw={600}>
            {valueText(row.current, format)}
          </Text>
        </Group>
        {row.priorDate ? (
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <span className={classes.swatch} data-series="prior" />
              <Text size="xs" c="dimmed">
                {formatPointDate(row.priorDate)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" fw={600}>
              {valueText(row.prior, format)}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** One series: a smooth line per run of values, a dot for a lone value. */
function SeriesLine({
  values,
  top,
  series,
}: {
  values: readonly (number | null)[];
  top: number;
  series: 'current' | 'prior';
}) {
  return (
    <g className={classes.series} data-series={series}>
      {seriesRuns(values, top).map((run) => (
        <path
          key={`${run[0]?.[0]}`}
          d={monotonePath(run)}
          className={run.length === 1 ? classes.dot : classes.line}
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </g>
  );
}

/** The picked point: a dashed cursor, a dot on each line, and the tooltip above or below. */
function ActivePoint({
  row,
  x,
  top,
  format,
}: {
  row: ChartRow;
  /** The point's x in the box (0-100). */
  x: number;
  top: number;
  format: (value: number) => string;
}) {
  const dots = [
    { series: 'prior', value: row.prior },
    { series: 'current', value: row.current },
  ] as const;
  // The tooltip takes the half of the plot the point is not in, so it never hides it.
  const highest = Math.min(...dots.map((dot) => (dot.value === null ? BOX : yAt(dot.value, top))));
  return (
    <>
      <span className={classes.cursor} style={{ left: `${x}%` }} />
      {dots.map((dot) =>
        dot.value === null ? null : (
          <span
            key={dot.series}
            className={classes.activeDot}
            data-series={dot.series}
            style={{ left: `${x}%`, top: `${yAt(dot.value, top)}%` }}
          />
        ),
      )}
      <div
        className={classes.tooltipAnchor}
        style={{ '--x': x / BOX } as CSSProperties}
        data-place={highest < BOX / 2 ? 'bottom' : 'top'}
        aria-hidden="true"
      >
        <ChartTooltip row={row} format={format} />
      </div>
    </>
  );
}

/**
 * A tile's line chart, drawn as SVG: the range and the same range a year earlier (dashed),
 * a y axis of three ticks, the first and last dates under it, and a tooltip per point. The
 * mouse, a touch or the arrow keys (the plot is a slider over the points, whose value text
 * a screen reader reads: date and figure, then the year-earlier ones) pick the point. The
 * figure around it carries its name and legend.
 */
export function OverviewChart({ rows, format, height, label }: OverviewChartProps) {
  const [active, setActive] = useState<number | null>(null);
  const count = rows.length;
  const values = rows.flatMap((row) => [row.current ?? 0, row.prior ?? 0]);
  const max = Math.max(0, ...values);
  // A range without any activity draws a flat line on the baseline, without value ticks.
  const hasData = values.some((value) => value !== 0);
  const ticks = hasData ? yTicks(max) : [0, 1];
  const top = ticks.at(-1) ?? 1;
  const first = rows[0];
  const last = rows.at(-1);
  // The point the arrow keys start from (and a screen reader hears): the latest one.
  const selected = active ?? count - 1;
  const selectedRow = rows[selected];
  const activeRow = active === null ? undefined : rows[active];

  const pointAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(nearestIndex((event.clientX - box.left) / (box.width || 1), count));
  };
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const page = Math.max(1, Math.round(count / 10));
    const next: Record<string, number> = {
      ArrowLeft: selected - 1,
      ArrowDown: selected - 1,
      ArrowRight: selected + 1,
      ArrowUp: selected + 1,
      PageDown: selected - page,
      PageUp: selected + page,
      Home: 0,
      End: count - 1,
    };
    if (event.key === 'Escape') setActive(null);
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setActive(Math.min(count - 1, Math.max(0, target)));
  };

  return (
    <div className={classes.chart} style={{ height }} data-with-y-axis={hasData || undefined}>
      {hasData ? (
        <div className={classes.yAxis} aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick} style={{ top: `${yAt(tick, top)}%` }}>
              {format(tick)}
            </span>
          ))}
        </div>
      ) : null}
      {/* The plot is a slider over the points: the arrow keys pick one, which it reads out. */}
      <div
        className={classes.plot}
        role="slider"
        tabIndex={0}
        aria-label={`${label} by ${first?.date.length === 7 ? 'month' : 'day'}`}
        aria-valuemin={1}
        aria-valuemax={Math.max(1, count)}
        aria-valuenow={selected + 1}
        aria-valuetext={selectedRow ? pointText(selectedRow, format) : undefined}
        onPointerMove={pointAt}
        onPointerDown={pointAt}
        onPointerLeave={() => setActive(null)}
        onFocus={() => setActive(selected)}
        onKeyDown={move}
        onBlur={() => setActive(null)}
      >
        <svg
          className={classes.svg}
          viewBox={`0 0 ${BOX} ${BOX}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {ticks.map((tick) => (
            <line
              key={tick}
              className={classes.grid}
              x1={0}
              x2={BOX}
              y1={yAt(tick, top)}
              y2={yAt(tick, top)}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <SeriesLine values={rows.map((row) => row.prior)} top={top} series="prior" />
          <SeriesLine values={rows.map((row) => row.current)} top={top} series="current" />
        </svg>
        {activeRow && active !== null ? (
          <ActivePoint row={activeRow} x={xAt(active, count)} top={top} format={format} />
        ) : null}
      </div>
      <div className={classes.xAxis} aria-hidden="true" data-single={count === 1 || undefined}>
        {first ? <span>{formatAxisDate(first.date)}</span> : null}
        {last && count > 1 ? <span>{formatAxisDate(last.date)}</span> : null}
      </div>
    </div>
  );
}
