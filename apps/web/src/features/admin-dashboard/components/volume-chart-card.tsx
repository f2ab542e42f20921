import { Card, Group, Skeleton, Text } from '@mantine/core';
import type { AdminMetric } from '@paydesk/domain/admin-overview';
import { formatCompactMoney } from '@paydesk/domain/money';
import { useId } from 'react';
import { ChartLegend } from '../../../shared/charts/chart-legend';
import { OverviewChart } from '../../../shared/charts/overview-chart';
import type { AdminOverviewAnswer } from '../api/get-admin-overview';
import { calendarRangeOf, chartRowsOf } from '../utils/dashboard-figures';
import classes from './admin-dashboard.module.css';
import { BASIS_WORDS } from './metric-tile';

/** Gross volume over the range, day by day (month by month beyond 92 days), against the comparison. */
export function VolumeChartCard({
  answer,
  metric,
  stale,
}: {
  answer: AdminOverviewAnswer | undefined;
  metric: AdminMetric | undefined;
  stale: boolean;
}) {
  const titleId = useId();
  const title = 'Gross volume';
  return (
    <Card component="section" padding="lg" aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs">
        <Text id={titleId} component="h2" fw={600} m={0}>
          {title} {answer?.granularity === 'month' ? 'by month' : 'by day'}
        </Text>
      </Group>
      {answer && metric ? (
        <figure
          className={`${classes.figure} ${classes.body}`}
          data-stale={stale || undefined}
          aria-label={`${title} chart, this range against ${BASIS_WORDS[answer.comparison.basis]}`}
        >
          <OverviewChart
            rows={chartRowsOf(metric)}
            format={(cents) => formatCompactMoney(cents, answer.currency)}
            height={220}
            label={title}
          />
          <ChartLegend
            title={title}
            range={calendarRangeOf(answer.range)}
            priorRange={calendarRangeOf(answer.comparison)}
          />
        </figure>
      ) : (
        <Skeleton h={260} role="status" aria-label={`${title} chart loading`} />
      )}
    </Card>
  );
}
