import {
  adminOverviewQuerySchema,
  adminOverviewSchema,
  adminTopQuerySchema,
  cardVolumesSchema,
  clientOverviewParams,
  topClientListSchema,
  topMerchantListSchema,
} from '../admin-overview';
import {
  ADMIN_OVERVIEW_CALLS,
  type AdminOverviewCall,
  CLIENT_OVERVIEW_CALLS,
  type ClientOverviewCall,
  DAY_BUCKET_MAX_DAYS,
  HISTORY_MONTHS,
} from '../admin-overview-metrics';
import { defineEndpoint } from '../endpoint';
import * as route from '../routes/admin-overview';

/** The admin dashboard and the platform overviews (part 2 §7 "Reports and overviews"). */
const tags = ['admin dashboard'];

const RANGE_RULES =
  `Every merchant the filters admit (paid in \`currency\`, default USD), from the rollups. The series has a point a day for ranges up to ${DAY_BUCKET_MAX_DAYS} days, ` +
  'else a point a month; each metric comes with its total over the comparison period (usePriorPeriod=true: the period of equal length just before; ' +
  'else the same range a year earlier) and the change in percent. Without dates the preset decides (default month-to-date, in `timezone`). ' +
  'A time inside a range counts to the hour.';

const SUMMARIES: Record<AdminOverviewCall, string> = {
  'gross-volume-v2': 'Gross volume and sales of every merchant over a range',
  'transaction-metrics': 'Sales, average, refunds, disputes and ACH returns of every merchant',
  'historical-volume': `Gross volume month by month over the ${HISTORY_MONTHS} months up to the range's end`,
  'checkout-gross-volume-v2': 'Gross volume and sales taken through payment links',
  'checkout-transaction-metrics':
    'Sales, average, refunded and disputed of the payments taken through payment links',
  'gross-sales': 'Gross sales over a range',
  'transactions-overview': 'Sales, refunds and every ledger entry, counted',
  'average-amount': 'The average sale over a range',
  'ach-returns-overview': 'ACH returns over a range: amount and count',
  'disputes-overview': 'Chargebacks opened over a range: amount and count',
  'retrievals-overview': 'Retrieval requests over a range',
  'monthly-volumes': 'Gross volume and sales month by month over a range',
  'volume-analysis':
    'Gross volume, refunds, chargebacks, ACH returns, fees and what is left (net volume)',
  'type-volumes':
    'Volume and count per transaction type: card sales, ACH payments, refunds, chargebacks, ACH returns',
};

const NOTES: Partial<Record<AdminOverviewCall, string>> = {
  'historical-volume': ` Reads the ${HISTORY_MONTHS} calendar months that end with the month of end_date (start_date is not used); compared with the ${HISTORY_MONTHS} months before.`,
  'checkout-gross-volume-v2':
    ' Payments taken through payment links (transactions.payment_link_id set), read from the sales rows (a partial index), not the rollups.',
  'checkout-transaction-metrics':
    ' refund-volume is what was refunded of the range’s checkout sales so far; chargebacks are those opened on them.',
  'retrievals-overview': ' Read from the retrieval rows by date (an index), not the rollups.',
  'monthly-volumes': ' Always a point a month.',
  'type-volumes':
    ' Sales are approved and unvoided, by the sale’s date; refunds, chargebacks and ACH returns by their own dates.',
};

const overviewEndpoint = <C extends AdminOverviewCall>(call: C) =>
  defineEndpoint({
    ...route.adminOverviewRoute(call),
    tags,
    summary: SUMMARIES[call],
    description: `Metrics: ${ADMIN_OVERVIEW_CALLS[call].join(', ')}. ${RANGE_RULES}${NOTES[call] ?? ''}`,
    query: adminOverviewQuerySchema,
    response: { status: 200, schema: adminOverviewSchema },
  });

const clientEndpoint = <C extends ClientOverviewCall>(call: C) =>
  defineEndpoint({
    ...route.clientOverviewRoute(call),
    tags,
    summary: `${SUMMARIES[call]}, of one client's merchants`,
    description: `The merchants of the client in the path (404 'Client not found.' for an unknown id). Metrics: ${ADMIN_OVERVIEW_CALLS[call].join(', ')}. ${RANGE_RULES}${NOTES[call] ?? ''}`,
    params: clientOverviewParams,
    query: adminOverviewQuerySchema,
    response: { status: 200, schema: adminOverviewSchema },
    errors: [404],
  });

type OverviewEndpoints = { [C in AdminOverviewCall]: ReturnType<typeof overviewEndpoint<C>> };
type ClientEndpoints = { [C in ClientOverviewCall]: ReturnType<typeof clientEndpoint<C>> };

export const getAdminOverview = Object.fromEntries(
  (Object.keys(ADMIN_OVERVIEW_CALLS) as AdminOverviewCall[]).map((call) => [
    call,
    overviewEndpoint(call),
  ]),
) as OverviewEndpoints;

export const getClientOverview = Object.fromEntries(
  CLIENT_OVERVIEW_CALLS.map((call) => [call, clientEndpoint(call)]),
) as ClientEndpoints;

const RANKING =
  'Highest volume first (then the lowest id), with each row’s refunds and disputes over the range (by their own dates) and its volume over the comparison period; ' +
  '`totalVolume` is the volume of every merchant the filters admit.';

export const getTopMerchants = defineEndpoint({
  ...route.adminTopRoute('merchant-transaction-metrics'),
  tags,
  summary: 'The merchants with the highest volume over a range',
  description: `${RANKING} ${RANGE_RULES}`,
  query: adminTopQuerySchema,
  response: { status: 200, schema: topMerchantListSchema },
});

export const getTopClients = defineEndpoint({
  ...route.adminTopRoute('client-transaction-metrics'),
  tags,
  summary: 'The clients with the highest volume over a range (merchants.client_id)',
  description: `${RANKING} Merchants without a client form one row with clientId null. ${RANGE_RULES}`,
  query: adminTopQuerySchema,
  response: { status: 200, schema: topClientListSchema },
});

export const getTopCheckoutMerchants = defineEndpoint({
  ...route.adminTopRoute('checkout-merchant-transaction-metrics'),
  tags,
  summary: 'The merchants with the highest volume through payment links over a range',
  description: `${RANKING} Payments taken through payment links; refunds are what was refunded of those sales so far, disputes those opened on them. ${RANGE_RULES}`,
  query: adminTopQuerySchema,
  response: { status: 200, schema: topMerchantListSchema },
});

const CARD_VOLUMES_RULES =
  'Approved, unvoided sales per card brand (ACH payments as brand ACH), highest volume first, each with its share of the volume, ' +
  'over the range and the comparison period (usePriorPeriod as above), from the card-brand rollups (card_brand_daily_rollups and ' +
  '_monthly_rollups): whole UTC days, a day counting when its midnight UTC falls in the range (exact for UTC ranges of whole days, ' +
  'the admin reports’ zone). Merchants the filters admit, and of them sales in `currency`. Without dates the preset decides (default month-to-date).';

export const getCardVolumes = defineEndpoint({
  ...route.cardVolumesRoute,
  tags,
  summary: 'Sales volume and count per card brand over a range',
  description: CARD_VOLUMES_RULES,
  query: adminOverviewQuerySchema,
  response: { status: 200, schema: cardVolumesSchema },
});

export const getClientCardVolumes = defineEndpoint({
  ...route.clientCardVolumesRoute,
  tags,
  summary: "Sales volume and count per card brand over a range, of one client's merchants",
  description: `The merchants of the client in the path (404 'Client not found.' for an unknown id). ${CARD_VOLUMES_RULES}`,
  params: clientOverviewParams,
  query: adminOverviewQuerySchema,
  response: { status: 200, schema: cardVolumesSchema },
  errors: [404],
});
