import { Card, Skeleton, Text, Title } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { useId } from 'react';
import { DailyBars, DailyTable } from '../../../shared/components/daily-bars';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { formatPointDate } from '../../../shared/format/dates';
import { formatCount } from '../../../shared/format/numbers';
import type { CatalogAnalytics } from '../api/get-catalog-analytics';
import classes from './products.module.css';

interface AnalyticsPanelProps {
  /** 'this product' / 'this pricing list': what the empty state names. */
  subject: string;
  /** useCatalogAnalytics's answer. */
  query: {
    data: CatalogAnalytics | undefined;
    error: unknown;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
}

/** Units sold, revenue and payments over the header's range, and a bar a day with its table. */
export function AnalyticsPanel({ subject, query }: AnalyticsPanelProps) {
  const headingId = useId();
  const { data, error, isPlaceholderData: stale } = query;
  if (error) {
    return (
      <LoadErrorAlert
        title="The sales figures could not be loaded"
        error={error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h4" id={headingId} mb="sm">
        Sales in this range
      </Title>
      {data ? (
        <div aria-busy={stale || undefined} style={stale ? { opacity: 0.6 } : undefined}>
          <dl className={classes.tiles}>
            <Tile label="Revenue" value={formatMoney(data.revenue, data.currency)} />
            <Tile label="Units sold" value={formatCount(data.unitsSold)} />
            <Tile label="Payments" value={formatCount(data.paymentsCount)} />
          </dl>
          <DailySales data={data} subject={subject} />
        </div>
      ) : (
        <div role="status" aria-label="Loading the sales figures">
          <Skeleton height={56} mb="sm" />
          <Skeleton height={140} />
        </div>
      )}
    </Card>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} fz="xl">
        {value}
      </Text>
    </div>
  );
}

function DailySales({ data, subject }: { data: CatalogAnalytics; subject: string }) {
  const money = (cents: number) => formatMoney(cents, data.currency);
  if (data.unitsSold === 0) {
    return (
      <Text size="sm" c="dimmed" py="md">
        No sales of {subject} in this range.
      </Text>
    );
  }
  return (
    <>
      <Text size="sm" fw={500} mt="md" mb={4}>
        Revenue by day
      </Text>
      <DailyBars
        days={data.daily}
        value={(day) => day.revenue}
        describe={(day) =>
          `${formatPointDate(day.date)}: ${money(day.revenue)}, ${formatCount(day.unitsSold)} units`
        }
        height={140}
      />
      <DailyTable
        days={data.daily.filter((day) => day.unitsSold > 0)}
        caption="Units sold and revenue by day"
        columns={['Units', 'Revenue']}
        cells={(day) => [formatCount(day.unitsSold), money(day.revenue)]}
      />
    </>
  );
}
