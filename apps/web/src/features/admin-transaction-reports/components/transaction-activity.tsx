import { Anchor, Card, Group, Text, Title } from '@mantine/core';
import type { Transaction, TransactionDetail } from '@paydesk/domain/transactions';
import { Link } from 'react-router';
import { TransactionStatusPill } from '../../../shared/components/transaction-status-pill';
import detailPage from '../../../shared/detail-page/detail-page.module.css';
import { formatShortDate } from '../../../shared/format/dates';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import { adminTimelineHref, transactionHref } from '../utils/report-links';
import { SignedAmount } from './report-money';
import { typeLabel } from './transaction-fields-card';

const when = (at: string) => (at.length === 10 ? formatShortDate(at) : formatDateTime(at, 'UTC'));

/**
 * What happened to the transaction, oldest first (authorised, settled, funded, refunds,
 * disputes, returns), each step with a page of its own linked to its admin page: the payout,
 * the dispute (/admin/reports/dispute/:id/:type), another transaction.
 */
export function TransactionTimelineCard({ detail }: { detail: TransactionDetail }) {
  const t = detail.transaction;
  return (
    <Card component="section" aria-labelledby="admin-transaction-timeline" padding="lg">
      <Title id="admin-transaction-timeline" order={2} fz="h4" mb="xs">
        Timeline
      </Title>
      {detail.timeline.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing has happened to this transaction yet.
        </Text>
      ) : (
        <ol className={detailPage.list}>
          {detail.timeline.map((event, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the steps come in order and never move
            <li key={index} className={detailPage.listRow}>
              <div style={{ minWidth: 0 }}>
                {event.link ? (
                  <Anchor
                    component={Link}
                    to={adminTimelineHref(event.link, t.merchantId)}
                    fw={600}
                    size="sm"
                    underline="always"
                  >
                    {event.title}
                  </Anchor>
                ) : (
                  <Text component="span" fw={600} size="sm">
                    {event.title}
                  </Text>
                )}
                {event.detail ? (
                  <Text size="xs" c="dimmed">
                    {event.detail}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed">
                  {when(event.at)}
                </Text>
              </div>
              {event.amount !== null ? (
                <Text size="sm">
                  <SignedAmount cents={event.amount} currency={t.currency} />
                </Text>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** The sale of a refund, void or return, or a sale's refunds, voids and returns. */
export function RelatedTransactionsCard({
  title,
  transactions,
}: {
  title: string;
  transactions: readonly Transaction[];
}) {
  const headingId = `admin-related-${title.replaceAll(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card component="section" aria-labelledby={headingId} padding="lg">
      <Title id={headingId} order={2} fz="h4" mb="xs">
        {title}
      </Title>
      <ul className={detailPage.list}>
        {transactions.map((row) => (
          <li key={row.id} className={detailPage.listRow}>
            <div style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={transactionHref(row.merchantId, row.id)}
                fw={600}
                size="sm"
                underline="always"
              >
                {`${typeLabel(row.type)} ${row.transNumber}`}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatDateTime(row.transDate, 'UTC')}
              </Text>
            </div>
            <Group gap="sm" wrap="nowrap">
              <TransactionStatusPill status={row.status} />
              <Text size="sm" fw={600}>
                <SignedAmount cents={row.grossAmount} currency={row.currency} />
              </Text>
            </Group>
          </li>
        ))}
      </ul>
    </Card>
  );
}
