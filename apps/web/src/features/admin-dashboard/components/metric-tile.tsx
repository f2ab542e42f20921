import { Badge, Card, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { AdminMetric } from '@paydesk/domain/admin-overview';
import type { ComparisonBasis } from '@paydesk/domain/admin-overview-metrics';
import { formatCompactMoney, formatMoney } from '@paydesk/domain/money';
import { formatPercentChange } from '@paydesk/domain/percent-change';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useId } from 'react';
import { formatCount } from '../../../shared/format/numbers';
import { metricTone } from '../utils/dashboard-figures';
import classes from './admin-dashboard.module.css';

const TONE_COLORS = { better: 'teal', worse: 'red', neutral: 'gray' } as const;
const TONE_WORDS = { better: 'better', worse: 'worse', neutral: 'unchanged' } as const;
export const BASIS_WORDS: Record<ComparisonBasis, string> = {
  'prior-year': 'the prior year',
  'prior-period': 'the prior period',
};

/** A figure as the tiles write it: compact money, or a count. */
export function formatFigure(metric: AdminMetric, value: number, currency: string): string {
  return metric.unit === 'cents' ? formatCompactMoney(value, currency) : formatCount(value);
}

/** The change against the comparison period, coloured by whether it is good news. */
export function ChangeBadge({ metric, basis }: { metric: AdminMetric; basis: ComparisonBasis }) {
  const tone = metricTone(metric.metric, metric.change);
  const Icon =
    metric.change > 0 ? IconArrowUpRight : metric.change < 0 ? IconArrowDownRight : IconMinus;
  return (
    <>
      <Badge
        color={TONE_COLORS[tone]}
        variant="light"
        radius="sm"
        leftSection={<Icon size={12} stroke={2.5} aria-hidden />}
        data-tone={tone}
        className={classes.change}
      >
        {formatPercentChange(metric.change)}
      </Badge>
      <VisuallyHidden>
        compared with {BASIS_WORDS[basis]}, {TONE_WORDS[tone]}
      </VisuallyHidden>
    </>
  );
}

export interface MetricTileProps {
  title: string;
  metric: AdminMetric | undefined;
  /** A count shown under a money figure ("1,204 refunds"). */
  detail?: string;
  currency: string;
  basis: ComparisonBasis;
  /** The previous range's figure, dimmed, while the new one loads. */
  stale: boolean;
}

/** One figure of the dashboard: its total over the range, its change, the comparison's total. */
export function MetricTile({ title, metric, detail, currency, basis, stale }: MetricTileProps) {
  const titleId = useId();
  return (
    <Card
      component="section"
      padding="md"
      aria-labelledby={titleId}
      aria-busy={!metric}
      className={classes.tile}
      data-metric={metric?.metric}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text id={titleId} component="h3" size="sm" fw={500} c="gray.7" m={0}>
          {title}
        </Text>
        {metric ? <ChangeBadge metric={metric} basis={basis} /> : null}
      </Group>
      {metric ? (
        <div className={classes.body} data-stale={stale || undefined}>
          <Text
            className={classes.value}
            title={metric.unit === 'cents' ? formatMoney(metric.total, currency) : undefined}
            data-testid="metric-value"
          >
            {formatFigure(metric, metric.total, currency)}
          </Text>
          {detail ? (
            <Text size="xs" c="gray.7">
              {detail}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {formatFigure(metric, metric.comparisonTotal, currency)} in {BASIS_WORDS[basis]}
          </Text>
        </div>
      ) : (
        <Stack gap={6} mt={6} role="status" aria-label={`${title} loading`}>
          <Skeleton h={28} w="55%" />
          <Skeleton h={12} w="70%" />
        </Stack>
      )}
    </Card>
  );
}
