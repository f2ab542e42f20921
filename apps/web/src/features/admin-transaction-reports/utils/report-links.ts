import type { TransactionDetail } from '@paydesk/domain/transactions';
import { paths } from '../../../config/paths';

const reports = paths.admin.reports;

type TimelineLink = NonNullable<TransactionDetail['timeline'][number]['link']>;

/** A transaction's page in the back office (the spec's path: transaction, then account). */
export const transactionHref = (merchantId: number, transactionId: number) =>
  reports.transactionDetail.href(transactionId, merchantId);

/** A payout's page in the back office. */
export const payoutHref = (merchantId: number, depositId: number) =>
  reports.payoutDetail.href(merchantId, depositId);

/**
 * Where a step of a transaction's timeline leads in the back office: a transaction to its
 * page, a deposit to its payout, a chargeback or retrieval to the admin dispute page, an ACH
 * return to the returns report of the merchant.
 */
export function adminTimelineHref(link: TimelineLink, merchantId: number): string {
  switch (link.to) {
    case 'transaction':
      return transactionHref(merchantId, link.id);
    case 'deposit':
      return payoutHref(merchantId, link.id);
    case 'dispute':
      return reports.dispute.href(link.id, link.type ?? 'chargeback');
    case 'ach-return':
      return reports.achReturns.href({ merchantid: merchantId });
  }
}

/** The reconciliation of one payout: its transactions, each with both sides. */
export const reconciliationDetailHref = (depositId: number, merchantId: number) =>
  `${reports.processorReconciliation.href()}?deposit_id=${depositId}&merchantid=${merchantId}`;
