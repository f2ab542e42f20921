import { Anchor, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatCompactMoney, formatMoney } from '@paydesk/domain/money';
import { formatPercentChange } from '@paydesk/domain/percent-change';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../../shared/format/numbers';
import { metricTone, shareOf } from '../utils/dashboard-figures';
import classes from './admin-dashboard.module.css';

/** A ranked merchant or client as the tables show it. */
export interface RankedRow {
  key: string;
  name: string;
  /** The merchant's profile, when the row is one. */
  href?: string;
  /** A line under the name (a client's merchants). */
  note?: string;
  count: number;
  volume: number;
  refundVolume: number;
  refundCount: number;
  disputeVolume: number;
  disputeCount: number;
  change: number;
}

const TONE_COLORS = { better: 'teal.9', worse: 'red.9', neutral: 'dimmed' } as const;

/**
 * A ranking by volume: name (linking to the merchant), volume with its share of the platform,
 * sales, refunds, disputes, and the change of volume against the comparison period. Scrolls
 * sideways on narrow screens, the names staying readable.
 */
export function RankingTable({
  title,
  nameLabel,
  rows,
  totalVolume,
  currency,
  loading,
  error,
  empty,
  action,
}: {
  title: string;
  nameLabel: string;
  rows: RankedRow[] | undefined;
  totalVolume: number;
  currency: string;
  loading: boolean;
  error: ReactNode;
  empty: string;
  action?: ReactNode;
}) {
  const titleId = useId();
  const money = (cents: number) => formatCompactMoney(cents, currency);
  return (
    <Card component="section" padding="lg" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Text id={titleId} component="h2" fw={600} m={0}>
          {title}
        </Text>
        {action}
      </Group>
      {error ? (
        error
      ) : !rows ? (
        <Stack gap="xs" role="status" aria-label={`${title} loading`}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={20} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" py="md">
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer
          minWidth={560}
          className={classes.body}
          data-stale={loading || undefined}
          // A table wider than a phone scrolls sideways: the keyboard reaches it too.
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: 'region', 'aria-labelledby': titleId },
          }}
        >
          <Table striped highlightOnHover verticalSpacing={6} aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{nameLabel}</Table.Th>
                <Table.Th scope="col" className={classes.numeric}>
                  Volume
                </Table.Th>
                <Table.Th scope="col" className={classes.numeric}>
                  Sales
                </Table.Th>
                <Table.Th scope="col" className={classes.numeric}>
                  Refunds
                </Table.Th>
                <Table.Th scope="col" className={classes.numeric}>
                  Disputes
                </Table.Th>
                <Table.Th scope="col" className={classes.numeric}>
                  Change
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>
                    {row.href ? (
                      // Shade 7: the primary shade reads 4.48:1 on a striped row (AA wants 4.5).
                      <Anchor component={Link} to={row.href} size="sm" c="paydesk.7">
                        {row.name}
                      </Anchor>
                    ) : (
                      <Text size="sm">{row.name}</Text>
                    )}
                    {row.note ? (
                      <Text size="xs" c="dimmed">
                        {row.note}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td className={classes.numeric}>
                    <Text size="sm" title={formatMoney(row.volume, currency)}>
                      {money(row.volume)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {shareOf(row.volume, totalVolume)}%
                    </Text>
                  </Table.Td>
                  <Table.Td className={classes.numeric}>{formatCount(row.count)}</Table.Td>
                  <Table.Td className={classes.numeric}>
                    {money(row.refundVolume)}
                    <Text size="xs" c="dimmed">
                      {formatCount(row.refundCount)}
                    </Text>
                  </Table.Td>
                  <Table.Td className={classes.numeric}>
                    {money(row.disputeVolume)}
                    <Text size="xs" c="dimmed">
                      {formatCount(row.disputeCount)}
                    </Text>
                  </Table.Td>
                  <Table.Td className={classes.numeric}>
                    <Text size="sm" c={TONE_COLORS[metricTone('gross-volume', row.change)]}>
                      {formatPercentChange(row.change)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
