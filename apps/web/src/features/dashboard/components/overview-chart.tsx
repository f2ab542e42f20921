import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatAxisDate, formatPointDate } from '../../../shared/format/dates';
import type { ChartRow } from '../utils/overview-series';
import classes from './overview-tile.module.css';

export interface OverviewChartProps {
  rows: ChartRow[];
  /** Formats a value on the axis and in the tooltip (compact dollars for money). */
  format: (value: number) => string;
  height: number;
}

const CURRENT_COLOR = 'paydesk.6';
const PRIOR_COLOR = 'gray.4';

interface TooltipPayload {
  payload?: ChartRow;
}

function ChartTooltip({
  active,
  payload,
  format,
}: {
  active?: boolean;
  payload?: readonly TooltipPayload[];
  format: (value: number) => string;
}) {
  const row = payload?.[0]?.payload;
  if (!active || !row) return null;
  return (
    <Paper shadow="md" p="xs" radius="md" withBorder className={classes.tooltip}>
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <span className={classes.swatch} data-series="current" />
            <Text size="xs">{formatPointDate(row.date)}</Text>
          </Group>
          <Text size="xs" fw={600}>
            {row.current === null ? '–' : format(row.current)}
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
              {row.prior === null ? '–' : format(row.prior)}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * A tile's line chart: the range and the same range a year earlier (dashed). Loaded on its
 * own (React.lazy in the tile), so recharts stays out of the dashboard's first chunk; the
 * figure around it carries its name and legend.
 */
export function OverviewChart({ rows, format, height }: OverviewChartProps) {
  const first = rows[0]?.date;
  const last = rows.at(-1)?.date;
  const ticks = first && last ? (first === last ? [first] : [first, last]) : [];
  // A range without any activity draws a flat line on the baseline, without value ticks.
  const hasData = rows.some((row) => (row.current ?? 0) !== 0 || (row.prior ?? 0) !== 0);
  return (
    <LineChart
      h={height}
      data={rows}
      dataKey="date"
      series={[
        { name: 'prior', label: 'Last year', color: PRIOR_COLOR, strokeDasharray: '4 4' },
        { name: 'current', label: 'This period', color: CURRENT_COLOR },
      ]}
      curveType="monotone"
      withDots={rows.length === 1}
      strokeWidth={2}
      gridAxis="x"
      strokeDasharray="3 3"
      tickLine="none"
      valueFormatter={format}
      withYAxis={hasData}
      yAxisProps={{
        width: 52,
        tickCount: 3,
        allowDecimals: false,
        domain: hasData ? [0, 'auto'] : [0, 1],
      }}
      xAxisProps={{
        ticks,
        tickFormatter: formatAxisDate,
        interval: 0,
        padding: { left: 4, right: 4 },
      }}
      tooltipAnimationDuration={120}
      tooltipProps={{
        content: ({ active, payload }) => (
          <ChartTooltip
            active={active}
            payload={payload as readonly TooltipPayload[] | undefined}
            format={format}
          />
        ),
      }}
      accessibilityLayer
      classNames={{ root: classes.chart }}
    />
  );
}
