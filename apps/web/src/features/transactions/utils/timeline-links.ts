import type { TransactionDetail } from '@paydesk/domain/transactions';
import { paths } from '../../../config/paths';

export type TimelineEvent = TransactionDetail['timeline'][number];
export type TimelineLink = NonNullable<TimelineEvent['link']>;

/**
 * Where a step of the timeline leads: a transaction to its detail, a deposit to its payout,
 * a dispute to its page (chargeback or retrieval), an ACH return to the account's returns.
 */
export function timelineHref(link: TimelineLink, accountId: number): string {
  switch (link.to) {
    case 'transaction':
      return paths.transactions.detail.href(accountId, link.id);
    case 'deposit':
      return paths.payouts.detail.href(accountId, link.id);
    case 'dispute':
      return paths.disputes.detail.href(link.id, link.type ?? 'chargeback', accountId);
    case 'ach-return':
      return paths.achReturns.href(accountId);
  }
}
