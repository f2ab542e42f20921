import { Anchor, Card, Group, Text, Title } from '@mantine/core';
import type { Transaction } from '@paydesk/domain/transactions';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { TransactionStatusPill } from '../../../shared/components/transaction-status-pill';
import detailPage from '../../../shared/detail-page/detail-page.module.css';
import { typeLabel } from '../utils/transaction-display';
import { SignedMoney } from './signed-money';
import classes from './transaction-detail.module.css';
import { ZonedMoment } from './zoned-moment';

/** One linked transaction: what it is, when, its status and amount. */
function RelatedRow({ transaction }: { transaction: Transaction }) {
  return (
    <li className={`${detailPage.listRow} ${classes.relatedRow}`}>
      <div style={{ minWidth: 0 }}>
        <Anchor
          component={Link}
          to={paths.transactions.detail.href(transaction.merchantId, transaction.id)}
          fw={600}
          size="sm"
          underline="always"
        >
          {typeLabel(transaction.type)} {transaction.transNumber}
        </Anchor>
        <Text size="xs" c="dimmed">
          <ZonedMoment value={transaction.transDate} />
        </Text>
      </div>
      <Group gap="sm" wrap="nowrap">
        <TransactionStatusPill status={transaction.status} />
        <Text size="sm" fw={600}>
          <SignedMoney cents={transaction.grossAmount} currency={transaction.currency} />
        </Text>
      </Group>
    </li>
  );
}

/** The sale a refund, void or return belongs to. */
export function OriginalSale({ original }: { original: Transaction }) {
  return (
    <Card component="section" aria-labelledby="original-sale" padding="lg">
      <Title id="original-sale" order={2} fz="h4" mb="xs">
        Original sale
      </Title>
      <ul className={detailPage.list}>
        <RelatedRow transaction={original} />
      </ul>
    </Card>
  );
}

/** A sale's refunds, voids and returns. */
export function RelatedTransactions({ related }: { related: readonly Transaction[] }) {
  return (
    <Card component="section" aria-labelledby="related-transactions" padding="lg">
      <Title id="related-transactions" order={2} fz="h4" mb="xs">
        Refunds, voids and returns
      </Title>
      <ul className={detailPage.list}>
        {related.map((transaction) => (
          <RelatedRow key={transaction.id} transaction={transaction} />
        ))}
      </ul>
    </Card>
  );
}
