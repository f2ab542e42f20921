import { Button, Group, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatCount } from '../../../shared/format/numbers';
import type { TransactionSnapshot } from '../api/get-transaction-snapshot';
import { SignedMoney } from './signed-money';
import classes from './snapshot-strip.module.css';

export interface SnapshotStripProps {
  snapshot: TransactionSnapshot | undefined;
  /** The previous filter's figures are on screen while the new ones load. */
  stale: boolean;
  error: unknown;
  onRetry: () => void;
}

function Figure({ label, children, net }: { label: string; children: ReactNode; net?: boolean }) {
  return (
    <div className={net ? `${classes.figure} ${classes.net}` : classes.figure}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Above the list: what the current filter adds up to (count, gross, refunds, fees, net),
 * from the snapshot call. Refunds and fees are taken off, so they read negative.
 */
export function SnapshotStrip({ snapshot, stale, error, onRetry }: SnapshotStripProps) {
  if (error && !snapshot) {
    return (
      <Group
        justify="space-between"
        className={classes.strip}
        style={{ display: 'flex' }}
        role="alert"
      >
        <Text size="sm" c="dimmed">
          The totals of this view could not be loaded.
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          Retry
        </Button>
      </Group>
    );
  }
  if (!snapshot) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading the totals…</VisuallyHidden>
        <dl className={classes.strip} aria-hidden>
          {['Transactions', 'Gross', 'Refunds', 'Fees', 'Net'].map((label) => (
            <Figure key={label} label={label} net={label === 'Net'}>
              <Skeleton height={22} width="70%" mt={4} />
            </Figure>
          ))}
        </dl>
      </div>
    );
  }
  const { currency } = snapshot;
  return (
    <section aria-label="Totals of this view" aria-busy={stale || undefined}>
      <dl className={stale ? `${classes.strip} ${classes.stale}` : classes.strip}>
        <Figure label="Transactions">{formatCount(snapshot.count)}</Figure>
        <Figure label="Gross">
          <SignedMoney cents={snapshot.gross} currency={currency} />
        </Figure>
        <Figure label="Refunds">
          <SignedMoney cents={-snapshot.refunds} currency={currency} />
        </Figure>
        <Figure label="Fees">
          <SignedMoney cents={-snapshot.fees} currency={currency} />
        </Figure>
        <Figure label="Net" net>
          <SignedMoney cents={snapshot.net} currency={currency} />
        </Figure>
      </dl>
    </section>
  );
}
