import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/transactions';
import {
  allTransactionsQuerySchema,
  paymentInfoQuerySchema,
  paymentInfoSchema,
  refundRequestSchema,
  terminalPaymentRequestSchema,
  terminalPaymentResultSchema,
  transactionActionParams,
  transactionActionResultSchema,
  transactionDetailSchema,
  transactionListQuerySchema,
  transactionParams,
  transactionSchema,
  transactionSnapshotSchema,
  voidRequestSchema,
} from '../transactions';

/** Transactions (part 1 §7 "Merchant data", part 2 §7 "Merchant-side calls"). */
const tags = ['transactions'];

const LIST_DESCRIPTION =
  'Paged (25 a page by default), sorted by transDate descending unless `sort` says otherwise. ' +
  'Pages are read by seeking, so a deep page costs what the first does; pass `meta.asOf` back as `asOf` ' +
  'to page through the same snapshot. With `download=csv` (and `columns=a,b,c`) the answer is a CSV file ' +
  '(text/csv) of every row the filter matches, streamed.';

export const getTransactions = defineEndpoint({
  ...route.getTransactions,
  tags,
  summary: "An account's transactions: filters, search, sort, paging or CSV",
  description: LIST_DESCRIPTION,
  params: merchantIdParams,
  query: transactionListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(transactionSchema) },
  errors: [404],
});

export const getTransactionSnapshot = defineEndpoint({
  ...route.getTransactionSnapshot,
  tags,
  summary: 'Count, gross, refunds, fees and net of the transactions a filter matches',
  params: merchantIdParams,
  query: transactionListQuerySchema,
  response: { status: 200, schema: transactionSnapshotSchema },
  errors: [404],
});

export const getTransaction = defineEndpoint({
  ...route.getTransaction,
  tags,
  summary: 'One transaction: every field, code meanings, what may be done, and its timeline',
  params: transactionParams,
  response: { status: 200, schema: transactionDetailSchema },
  errors: [404],
});

export const getAllTransactions = defineEndpoint({
  ...route.getAllTransactions,
  tags,
  summary: "Transactions across every account the caller holds ('All accounts')",
  description: `${LIST_DESCRIPTION} merchant_ids narrows the list to some of the caller's accounts.`,
  query: allTransactionsQuerySchema,
  response: { status: 200, schema: listPageEnvelope(transactionSchema) },
});

export const getAllTransactionSnapshot = defineEndpoint({
  ...route.getAllTransactionSnapshot,
  tags,
  summary: "The snapshot of the 'All accounts' list",
  query: allTransactionsQuerySchema,
  response: { status: 200, schema: transactionSnapshotSchema },
});

export const refundTransaction = defineEndpoint({
  ...route.refundTransaction,
  tags,
  summary: 'Refund part or all of an approved sale',
  description:
    "Never more than is left to refund; honours the account's refunds-and-voids and dual-processor-refunds " +
    'settings and, for cards, the refund line of credit. `amount` in cents. 422 with the reason when a rule refuses it.',
  params: transactionActionParams,
  body: refundRequestSchema,
  response: { status: 200, schema: transactionActionResultSchema },
  errors: [404, 422],
});

export const voidTransaction = defineEndpoint({
  ...route.voidTransaction,
  tags,
  summary: 'Void an approved card sale before it settles',
  params: transactionActionParams,
  body: voidRequestSchema,
  response: { status: 200, schema: transactionActionResultSchema },
  errors: [404, 422],
});

export const createTransaction = defineEndpoint({
  ...route.createTransaction,
  tags,
  summary: 'Take a card or ACH payment (virtual terminal)',
  description:
    'The card number is checked (Luhn, brand) and never stored or logged: brand and last four only. ' +
    'ACH account and routing numbers are stored encrypted. Approved and declined payments both answer 201 ' +
    '(`approved` says which); a limit of the account refuses with 422.',
  body: terminalPaymentRequestSchema,
  response: { status: 201, schema: terminalPaymentResultSchema },
  errors: [422],
});

export const getPaymentInfo = defineEndpoint({
  ...route.getPaymentInfo,
  tags,
  summary: 'What the virtual terminal may take for an account: methods, brands, limits left',
  query: paymentInfoQuerySchema,
  response: { status: 200, schema: paymentInfoSchema },
});
