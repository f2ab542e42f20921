import {
  adminDepositListQuerySchema,
  adminDepositParams,
  adminDepositSchema,
  adminTransactionListQuerySchema,
  adminTransactionParams,
  reconciliationLineSchema,
  reconciliationQuerySchema,
} from '../admin-transaction-reports';
import {
  batchTransactionListQuerySchema,
  batchTransactionSchema,
  depositDetailSchema,
} from '../deposits';
import { defineEndpoint } from '../endpoint';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/admin-transaction-reports';
import { transactionDetailSchema, transactionSchema } from '../transactions';

/**
 * The back office's money reports (part 2 §2 "Admin reports", §7): transaction details,
 * payouts and processor reconciliation, over every merchant or one (`merchantid`).
 */
const tags = ['admin-reports'];

const SNAPSHOT_AND_CSV =
  'Pages are read by seeking, so a deep page costs what the first does; pass `meta.asOf` back as `asOf` ' +
  'to page through the same snapshot. `download=csv` (with `columns=a,b,c`) answers a CSV file of every ' +
  'row the filter matches, in the same order, streamed.';

export const getAdminTransactions = defineEndpoint({
  ...route.getAdminTransactions,
  tags,
  summary: "Every merchant's transactions (or one's): filters, search, sort, paging or CSV",
  description:
    "The merchant transactions list's filters, search and sorts (transDate, settledDate, fundDate, grossAmount), " +
    'over every merchant, or one with `merchantid` (an unknown id answers 404). Each row carries its merchantId and ' +
    'merchantName. 25 a page, newest first; dates are days of `timezone` (UTC unless told). The count of a plain date ' +
    `range comes from the rollups. ${SNAPSHOT_AND_CSV}`,
  query: adminTransactionListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(transactionSchema) },
  errors: [404],
});

export const getAdminTransaction = defineEndpoint({
  ...route.getAdminTransaction,
  tags,
  summary: 'One transaction of a merchant: every field, code meanings and its timeline',
  description:
    'What the merchant detail answers (refund and void abilities included, read-only here). 404 ' +
    "'Unable to find transaction with IDs specified' for an unknown id or one of another merchant.",
  params: adminTransactionParams,
  response: { status: 200, schema: transactionDetailSchema },
  errors: [404],
});

export const getAdminDeposits = defineEndpoint({
  ...route.getAdminDeposits,
  tags,
  summary: "Every merchant's payouts (or one's): deposit dates, status, batch, sort, paging or CSV",
  description:
    'Filtered on the deposit date (days of `timezone`, UTC unless told), `status`, `batch_id` and `merchantid`; ' +
    `10 a page, newest deposit first; sort by depositDate or totalBatchDepositAmount. ${SNAPSHOT_AND_CSV}`,
  query: adminDepositListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(adminDepositSchema) },
  errors: [404],
});

export const getAdminDeposit = defineEndpoint({
  ...route.getAdminDeposit,
  tags,
  summary: 'One payout of a merchant, its totals and how it adds up from gross to net',
  description:
    "404 'Unable to find a payout with the ID specified' for an unknown id or one of another merchant.",
  params: adminDepositParams,
  response: { status: 200, schema: depositDetailSchema },
  errors: [404],
});

export const getAdminDepositTransactions = defineEndpoint({
  ...route.getAdminDepositTransactions,
  tags,
  summary: "The transactions of a merchant's payout: paging or CSV",
  params: adminDepositParams,
  query: batchTransactionListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(batchTransactionSchema) },
  errors: [404],
});

export const getProcessorReconciliation = defineEndpoint({
  ...route.getProcessorReconciliation,
  tags,
  summary:
    'Processor reconciliation: what the processor reported of each payout against the ledger',
  description:
    "One line per payout (deposit): the processor's settlement record of its batch (count, gross, fees, net) and " +
    'what it paid out, against the sums of the rows the ledger holds in the batch now, with the differences ' +
    '(ledger less reported). `start_date` / `end_date` filter on the deposit date (days of `timezone`), ' +
    '`merchantid` one merchant, `deposit_id` one payout (whatever the range), `mismatched_only=true` the lines ' +
    "with a difference. `detail=true` with `deposit_id` lists that payout's transactions instead, each with both " +
    'sides (reported: the processor settles gross less fee; ledger: the stored net). 25 a page; sort by ' +
    `depositDate (within one payout: its transactions by date). ${SNAPSHOT_AND_CSV}`,
  query: reconciliationQuerySchema,
  response: { status: 200, schema: listPageEnvelope(reconciliationLineSchema) },
  errors: [404],
});
