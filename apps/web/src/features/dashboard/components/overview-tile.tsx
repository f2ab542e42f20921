import { Badge, Button, Card, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { CalendarRange } from '@paydesk/domain/date-presets';
import { formatCompactMoney, formatMoney } from '@paydesk/domain/money';
import type { OverviewMetric, OverviewResponse } from '@paydesk/domain/overview';
import {
  type ChangeTone,
  formatPercentChange,
  metricChangeTone,
} from '@paydesk/domain/percent-change';
import { IconArrowDownRight, IconArrowUpRight, IconMinus, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { ChartLegend } from '../../../shared/charts/chart-legend';
import { OverviewChart } from '../../../shared/charts/overview-chart';
import { DeferredTooltip } from '../../../shared/components/deferred-tooltip';
import { formatCount } from '../../../shared/format/numbers';
import { chartRows, tileFigures } from '../utils/overview-series';
import classes from './overview-tile.module.css';

export interface OverviewTileProps {
  metric: OverviewMetric;
  /** The account's currency: money tiles read in it. */
  currency: string;
  title: string;
  hint: string;
  response: OverviewResponse | undefined;
  /** Figures of a previous range stay on screen, dimmed, while the new ones load. */
  stale: boolean;
  failed: boolean;
  onRetry: () => void;
  range: CalendarRange;
  priorRange: CalendarRange;
  /** e.g. a link to act on what the tile counts. */
  action?: ReactNode;
  /** The headline tile: full width with a taller chart. */
  featured?: boolean;
}

const TONE_COLORS: Record<ChangeTone, string> = { better: 'teal', worse: 'red', neutral: 'gray' };
const TONE_WORDS: Record<ChangeTone, string> = {
  better: 'better',
  worse: 'worse',
  neutral: 'unchanged',
};

function ChangeBadge({ metric, change }: { metric: OverviewMetric; change: number }) {
  const tone = metricChangeTone(metric, change);
  const Icon = change > 0 ? IconArrowUpRight : change < 0 ? IconArrowDownRight : IconMinus;
  // The badge shows the figure; what it means is read out after it (a badge is a plain
  // element, which may not carry an aria-label of its own).
  return (
    <>
      <Badge
        color={TONE_COLORS[tone]}
        variant="light"
        radius="sm"
        size="md"
        leftSection={<Icon size={12} stroke={2.5} aria-hidden />}
        data-tone={tone}
        className={classes.change}
      >
        {formatPercentChange(change)}
      </Badge>
      <VisuallyHidden>compared with last year, {TONE_WORDS[tone]}</VisuallyHidden>
    </>
  );
}

/** One dashboard tile: the figure, its change against last year, and the chart. */
export function OverviewTile(props: OverviewTileProps) {
  const titleId = useId();
  const money = props.response ? props.response.unit === 'cents' : false;
  const format = money ? (cents: number) => formatCompactMoney(cents, props.currency) : formatCount;
  const figures = props.response ? tileFigures(props.response) : undefined;
  const chartHeight = props.featured ? 200 : 132;

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      aria-busy={!props.response && !props.failed}
      padding="lg"
      className={classes.tile}
      data-metric={props.metric}
      data-featured={props.featured || undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <DeferredTooltip label={props.hint} multiline w={240}>
          <Text id={titleId} component="h3" size="sm" fw={500} c="gray.7" className={classes.title}>
            {props.title}
          </Text>
        </DeferredTooltip>
        {figures ? <ChangeBadge metric={props.metric} change={figures.change} /> : null}
      </Group>

      {props.failed && !props.response ? (
        <Stack gap="xs" align="flex-start" py="lg">
          <Text size="sm" c="dimmed">
            This figure could not be loaded.
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={props.onRetry}
          >
            Retry
          </Button>
        </Stack>
      ) : !props.response || !figures ? (
        <Stack gap="xs" mt={6} role="status" aria-label={`${props.title} loading`}>
          <Skeleton h={30} w="55%" />
          <Skeleton h={12} w="40%" />
          <Skeleton h={chartHeight} mt="xs" />
          <Skeleton h={12} w="80%" />
        </Stack>
      ) : (
        <div className={classes.body} data-stale={props.stale || undefined}>
          <Text
            className={classes.value}
            title={money ? formatMoney(figures.value, props.currency) : undefined}
            data-testid="tile-value"
          >
            {format(figures.value)}
          </Text>
          <Group gap={6} mb="sm" wrap="wrap">
            <Text size="xs" c="dimmed">
              {format(figures.previous)} last year
            </Text>
            {props.action}
          </Group>
          <figure
            className={classes.figure}
            aria-label={`${props.title} chart, this period against the same period last year`}
          >
            <OverviewChart
              rows={chartRows(props.response)}
              format={format}
              height={chartHeight}
              label={props.title}
            />
            <ChartLegend title={props.title} range={props.range} priorRange={props.priorRange} />
          </figure>
        </div>
      )}
    </Card>
  );
}
