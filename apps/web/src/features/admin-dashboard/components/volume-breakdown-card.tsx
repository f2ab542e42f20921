import { Card, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatCompactMoney, formatMoney } from '@paydesk/domain/money';
import { formatPercentChange } from '@paydesk/domain/percent-change';
import { type ReactNode, useId } from 'react';
import { formatCount } from '../../../shared/format/numbers';
import type { BreakdownRow } from '../utils/volume-breakdown';
import classes from './admin-dashboard.module.css';

const TONE_COLORS = { better: 'teal.9', worse: 'red.9', neutral: 'dimmed' } as const;

/**
 * Volume split by transaction type or card brand: each row's volume with a bar of its share,
 * its count and its change against the comparison period. Fits 375 px (the bar sits under the
 * name; the table scrolls sideways below its minimum).
 */
export function VolumeBreakdownCard({
  title,
  nameLabel,
  shareLabel,
  rows,
  currency,
  loading,
  error,
  empty,
}: {
  title: string;
  nameLabel: string;
  shareLabel: string;
  rows: BreakdownRow[] | undefined;
  currency: string;
  loading: boolean;
  error: ReactNode;
  empty: string;
}) {
  const titleId = useId();
  return (
    <Card component="section" padding="lg" aria-labelledby={titleId}>
      <Text id={titleId} component="h2" fw={600} m={0} mb="sm">
        {title}
      </Text>
      {error ? (
        error
      ) : !rows ? (
        <Stack gap="xs" role="status" aria-label={`${title} loading`}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={20} />
          ))}
        </Stack>
      ) : rows.every((row) => row.count === 0 && row.volume === 0) ? (
        <Text size="sm" c="dimmed" py="md">
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer
          minWidth={320}
          className={classes.body}
          data-stale={loading || undefined}
          // A table wider than a phone scrolls sideways: the keyboard reaches it too.
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: 'region', 'aria-labelledby': titleId },
          }}
        >
          <Table verticalSpacing={6} aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{nameLabel}</Table.Th>
                <Table.Th scope="col" className={classes.numeric}>
                  Volume
                </Table.Th>
                <Table.Th scope="col" className={classes.numeric}>
                  Count
                </Table.Th>
                <Table.Th scope="col" className={classes.numeric}>
                  Change
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td className={classes.breakdownName}>
                    <Text size="sm">{row.label}</Text>
                    {/* The bar repeats the share written under it: decoration for the eye. */}
                    <div className={classes.shareBar} aria-hidden="true" data-share={row.share}>
                      <div style={{ width: `${Math.min(row.share, 100)}%` }} />
                    </div>
                    <Text size="xs" c="dimmed">
                      {row.share}% {shareLabel}
                    </Text>
                  </Table.Td>
                  <Table.Td className={classes.numeric}>
                    <Text size="sm" title={formatMoney(row.volume, currency)}>
                      {formatCompactMoney(row.volume, currency)}
                    </Text>
                  </Table.Td>
                  <Table.Td className={classes.numeric}>{formatCount(row.count)}</Table.Td>
                  <Table.Td className={classes.numeric}>
                    <Text size="sm" c={TONE_COLORS[row.tone]}>
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
