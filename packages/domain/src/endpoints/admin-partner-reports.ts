import {
  adminSubscriptionListQuerySchema,
  adminSubscriptionParams,
  adminSubscriptionRowSchema,
  checkoutOverviewQuerySchema,
  checkoutOverviewRowSchema,
  clientListQuerySchema,
  clientRowSchema,
  pastMonthsAccountsClientParams,
  pastMonthsAccountsParams,
  pastMonthsAccountsSchema,
  pastMonthsQuerySchema,
  pastMonthsVolumeClientParams,
  pastMonthsVolumeParams,
  pastMonthsVolumeSchema,
  residualListSchema,
  residualOverviewQuerySchema,
  residualOverviewSchema,
  residualQuerySchema,
  volumeOverviewQuerySchema,
  volumeOverviewSchema,
  volumeReportQuerySchema,
  volumeReportSchema,
} from '../admin-partner-reports';
import { defineEndpoint } from '../endpoint';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/admin-partner-reports';
import { subscriptionDetailSchema } from '../subscriptions';

/**
 * The back office's partner reports (part 2 §2, §7 "Volume reports", residual fees,
 * subscriptions, payment links overview). Definitions of each figure: docs/reports.md.
 */
const tags = ['admin-reports'];

const ROLLUP_RANGE =
  '`start_date` / `end_date` are whole UTC days (default: the month to date; a year at most), read ' +
  'from the daily rollups (sales are approved, unvoided sales; fees every fee the ledger charged).';
const LIST =
  '10 a page; `sort` (a leading - for descending); `download=csv` (with `columns`) answers every row ' +
  'of the filter as a CSV file. `merchantid` narrows to one merchant (404 for an unknown id).';

export const getClientsOverview = defineEndpoint({
  ...route.getClientsOverview,
  tags,
  summary: 'The clients (merchant segments) with their merchant counts',
  description: `Searched by name. ${LIST}`,
  query: clientListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(clientRowSchema) },
});

export const getVolumeOverview = defineEndpoint({
  ...route.getVolumeOverview,
  tags,
  summary: 'Volume per partner over the range: merchants, sales, volume, refunds, fees',
  description:
    `One row per partner (and one for merchants without a partner) of merchants paid in \`currency\`; ` +
    `filters country, client_id, partner_id, processorId. \`search\` matches the partner's name. ` +
    `${ROLLUP_RANGE} ${LIST} \`totals\` sums every row.`,
  query: volumeOverviewQuerySchema,
  response: { status: 200, schema: volumeOverviewSchema },
  errors: [404],
});

export const getVolumeReport = defineEndpoint({
  ...route.getVolumeReport,
  tags,
  summary: 'Volume per partner and merchant over the range',
  description:
    `One row per merchant account paid in \`currency\` (with its partner and client); filters as the ` +
    `volume overview. \`search\` matches the merchant's name or id or the partner's name. ${ROLLUP_RANGE} ${LIST}`,
  query: volumeReportQuerySchema,
  response: { status: 200, schema: volumeReportSchema },
  errors: [404],
});

const PAST_MONTHS =
  'Months are UTC calendar months, the current one last, read from the daily rollups. ' +
  '`download=csv` answers the same table as a CSV file.';

export const getPastMonthsVolume = defineEndpoint({
  ...route.getPastMonthsVolume,
  tags,
  summary: 'The 16-month volume report: card, ACH or all sales per partner and month',
  description:
    `Merchants of \`country\` (amounts in its currency); \`type\` card, ach or all. ${PAST_MONTHS} ` +
    'Optional `processorId` and `merchantid`.',
  params: pastMonthsVolumeParams,
  query: pastMonthsQuerySchema,
  response: { status: 200, schema: pastMonthsVolumeSchema },
  errors: [404],
});

export const getPastMonthsVolumeOfClient = defineEndpoint({
  ...route.getPastMonthsVolumeOfClient,
  tags,
  summary: 'The 16-month volume report of one client’s merchants',
  description: `As the report without a client, for the merchants of client \`client\` (404 for an unknown one). ${PAST_MONTHS}`,
  params: pastMonthsVolumeClientParams,
  query: pastMonthsQuerySchema,
  response: { status: 200, schema: pastMonthsVolumeSchema },
  errors: [404],
});

export const getPastMonthsAccounts = defineEndpoint({
  ...route.getPastMonthsAccounts,
  tags,
  summary: 'Accounts per month of the last 16: created, activated, closed, active at month end',
  description: `Merchants of \`country\`. Activated: the month of the first sale. ${PAST_MONTHS}`,
  params: pastMonthsAccountsParams,
  query: pastMonthsQuerySchema,
  response: { status: 200, schema: pastMonthsAccountsSchema },
  errors: [404],
});

export const getPastMonthsAccountsOfClient = defineEndpoint({
  ...route.getPastMonthsAccountsOfClient,
  tags,
  summary: 'The accounts report of one client’s merchants',
  description: `As the report without a client, for client \`client\` (404 for an unknown one). ${PAST_MONTHS}`,
  params: pastMonthsAccountsClientParams,
  query: pastMonthsQuerySchema,
  response: { status: 200, schema: pastMonthsAccountsSchema },
  errors: [404],
});

const RESIDUAL =
  'Per partner and UTC month: the fees the merchants paid, the processing cost at their residual ' +
  'rates (docs/reports.md "Residual fees") and the residual owed (fees - cost). Merchants paid in ' +
  '`currency`; `partner_id` one partner; `search` the partner’s name.';

export const getResidualFees = defineEndpoint({
  ...route.getResidualFees,
  tags,
  summary: 'Residual fees owed to partners, per partner and month',
  description: `${RESIDUAL} ${ROLLUP_RANGE} ${LIST} \`totals\` sums every row. Needs can-residual-fee.`,
  query: residualQuerySchema,
  response: { status: 200, schema: residualListSchema },
  errors: [404],
});

export const downloadResidualFees = defineEndpoint({
  ...route.downloadResidualFees,
  tags,
  summary: 'The residual fees of the filter as a CSV file',
  description: `The list's query (paging ignored) as CSV (text/csv). ${RESIDUAL} Needs can-residual-fee.`,
  query: residualQuerySchema,
  response: { status: 200, schema: null, contentType: 'text/csv' },
  errors: [404],
});

export const getResidualFeesOverview = defineEndpoint({
  ...route.getResidualFeesOverview,
  tags,
  summary: 'Residual fees per month across partners',
  description: `Each month's totals over every partner of the filter. ${ROLLUP_RANGE} Needs can-residual-fee.`,
  query: residualOverviewQuerySchema,
  response: { status: 200, schema: residualOverviewSchema },
  errors: [404],
});

export const getAdminSubscriptions = defineEndpoint({
  ...route.getAdminSubscriptions,
  tags,
  summary: 'Every merchant’s subscriptions and payment plans',
  description:
    'The merchant report’s filters (status, interval, customer_id, next_run_from / next_run_to, the created ' +
    'range `start_date` / `end_date` of `timezone`) across merchants; `search` matches the customer’s name or ' +
    `e-mail or the subscription id. Newest first. ${LIST}`,
  query: adminSubscriptionListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(adminSubscriptionRowSchema) },
  errors: [404],
});

export const getAdminSubscription = defineEndpoint({
  ...route.getAdminSubscription,
  tags,
  summary: 'One subscription of a merchant, read only',
  description:
    'What the merchant’s subscription page reads (runs, upcoming dates, totals, history), with every ' +
    'action false: staff read, the merchant acts. 404 for an unknown merchant or a subscription of another one.',
  params: adminSubscriptionParams,
  response: { status: 200, schema: subscriptionDetailSchema },
  errors: [404],
});

const CHECKOUT =
  'One row per merchant with checkout on or with payment links: its links by state now, and the approved ' +
  'sales through them in `start_date` / `end_date` (days of `timezone`; both optional: all time), their volume ' +
  'and conversion (active links paid in the range / active links). `all_merchants=true` (the default) or ' +
  '`merchant_ids` (comma-separated); `search` the merchant’s name or id.';

export const getCheckoutOverview = defineEndpoint({
  ...route.getCheckoutOverview,
  tags,
  summary: 'Payment links per merchant: links by state, payments, volume, conversion',
  description: `${CHECKOUT} ${LIST}`,
  query: checkoutOverviewQuerySchema,
  response: { status: 200, schema: listPageEnvelope(checkoutOverviewRowSchema) },
  errors: [404],
});

export const downloadCheckoutOverview = defineEndpoint({
  ...route.downloadCheckoutOverview,
  tags,
  summary: 'The payment links overview as a CSV file',
  description: `The overview's query (paging ignored) as CSV (text/csv). ${CHECKOUT}`,
  query: checkoutOverviewQuerySchema,
  response: { status: 200, schema: null, contentType: 'text/csv' },
  errors: [404],
});
