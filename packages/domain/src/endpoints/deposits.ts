import {
  batchTransactionListQuerySchema,
  batchTransactionSchema,
  depositDetailSchema,
  depositListQuerySchema,
  depositParams,
  depositSchema,
} from '../deposits';
import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/deposits';

/** Payouts: deposit batches (part 1 §7 "Deposits (filters batch_id, status)"). */
const tags = ['payouts'];

export const getDeposits = defineEndpoint({
  ...route.getDeposits,
  tags,
  summary: "An account's deposit batches (payouts): filters, sort, paging or CSV",
  description:
    'Filtered on the deposit date (days of `timezone`), `batch_id` and `status`; 10 a page, newest first. ' +
    '`download=csv` (with `columns`) answers a CSV file of every matching deposit.',
  params: merchantIdParams,
  query: depositListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(depositSchema) },
  errors: [404],
});

export const getDeposit = defineEndpoint({
  ...route.getDeposit,
  tags,
  summary: 'One payout, its totals and how it adds up from gross to net',
  params: depositParams,
  response: { status: 200, schema: depositDetailSchema },
  errors: [404],
});

export const getDepositTransactions = defineEndpoint({
  ...route.getDepositTransactions,
  tags,
  summary: "The transactions of a payout's batch: paging or CSV",
  params: depositParams,
  query: batchTransactionListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(batchTransactionSchema) },
  errors: [404],
});
