import { Anchor, Text } from '@mantine/core';
import { formatCompactMoney, formatMoney } from '@paydesk/domain/money';
import { Link } from 'react-router';
import type { OverviewRangeKey } from '../api/dashboard-keys';
import { useRefundVolume } from '../api/get-refund-volume';

export interface RefundsNoteProps {
  merchantId: number;
  range: OverviewRangeKey | undefined;
  currency: string;
  /** The account's transactions with the dashboard's range and the refund types. */
  href: string;
}

/**
 * Under the gross volume (which is before refunds): the refunds of the same range, linking to
 * them in the transactions list. Nothing while it loads or when it could not be read (the
 * tile's own figure does not depend on it).
 */
export function RefundsNote(props: RefundsNoteProps) {
  const refunds = useRefundVolume(props.merchantId, props.range);
  if (!refunds.data) return null;
  const { amount, count } = refunds.data;
  return (
    <Text size="xs" c="dimmed" data-testid="refunds-note">
      ·{' '}
      <Anchor
        component={Link}
        to={props.href}
        inherit
        title={`${count} ${count === 1 ? 'refund' : 'refunds'}, ${formatMoney(amount, props.currency)}`}
      >
        {formatCompactMoney(amount, props.currency)} refunded
      </Anchor>
    </Text>
  );
}
