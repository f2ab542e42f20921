import { Card, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatMoney } from '@paydesk/domain/money';
import { useId } from 'react';
import { LoadErrorAlert } from '../../../shared/errors/load-error-alert';
import { formatAxisDate, formatPointDate } from '../../../shared/format/dates';
import { formatCount } from '../../../shared/format/numbers';
import type { CatalogAnalytics } from '../api/products-api';
import classes from './products.module.css';

interface AnalyticsPanelProps {
  /** 'this product' / 'this pricing list': what the empty state names. */
  subject: string;
  data: CatalogAnalytics | undefined;
  error: unknown;
  stale: boolean;
  onRetry: () => void;
}

/** Units sold, revenue and payments over the header's range, and a bar a day with its table. */
export function AnalyticsPanel({ subject, data, error, stale, onRetry }: AnalyticsPanelProps) {
  const headingId = useId();
  if (error) {
    return (
      <LoadErrorAlert
        title="The sales figures could not be loaded"
        error={error}
        onRetry={onRetry}
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
          <DailyBars data={data} subject={subject} />
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

function DailyBars({ data, subject }: { data: CatalogAnalytics; subject: string }) {
  const max = Math.max(0, ...data.daily.map((day) => day.revenue));
  const first = data.daily[0];
  const last = data.daily.at(-1);
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
      <ol className={classes.bars} aria-hidden="true">
        {data.daily.map((day) => (
          <li
            key={day.date}
            className={classes.bar}
            title={`${formatPointDate(day.date)}: ${formatMoney(day.revenue, data.currency)}, ${formatCount(day.unitsSold)} units`}
          >
            <span
              className={classes.barFill}
              data-zero={day.revenue === 0 || undefined}
              style={{
                height: day.revenue === 0 ? '2px' : `${Math.max(2, (day.revenue / max) * 100)}%`,
              }}
            />
          </li>
        ))}
      </ol>
      {first && last ? (
        <div className={classes.axis} aria-hidden="true">
          <span>{formatAxisDate(first.date)}</span>
          <span>{formatAxisDate(last.date)}</span>
        </div>
      ) : null}
      <details className={classes.tableToggle}>
        <summary>Show as a table</summary>
        <Table.ScrollContainer minWidth={280}>
          <Table striped fz="sm">
            <VisuallyHidden component="caption">Units sold and revenue by day</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Day</Table.Th>
                <Table.Th scope="col" ta="right">
                  Units
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Revenue
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.daily
                .filter((day) => day.unitsSold > 0)
                .map((day) => (
                  <Table.Tr key={day.date}>
                    <Table.Td>{formatPointDate(day.date)}</Table.Td>
                    <Table.Td ta="right">{formatCount(day.unitsSold)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(day.revenue, data.currency)}</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </details>
    </>
  );
}
