import {
  achReturnListQuerySchema,
  adminAchReturnSchema,
  adminDisputeListQuerySchema,
  interchangeAnswerSchema,
  interchangeQuerySchema,
  outageAnswerSchema,
  outageQuerySchema,
} from '../admin-dispute-reports';
import { disputeDetailSchema, disputeParams, disputeSchema } from '../disputes';
import { defineEndpoint } from '../endpoint';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/admin-dispute-reports';

/**
 * The back office's disputes, ACH returns, outage transactions and interchange reports (part 2
 * §2, §7), over every merchant or one (`merchantid`; an unknown id answers 404). Columns and
 * definitions: docs/reports.md.
 */
const tags = ['admin-reports'];

const SNAPSHOT_AND_CSV =
  'Pages are read by seeking; pass `meta.asOf` back as `asOf` to page through the same snapshot. ' +
  '`download=csv` (with `columns=a,b,c`) answers a CSV file of every row the filter matches, in the ' +
  'same order, streamed.';

const SUMS =
  'Rows are sums read afresh on each call (no snapshot: `meta.asOf` is the moment of the read, in ms). ' +
  '`download=csv` (with `columns=a,b,c`) answers every row as a CSV file, in the same order.';

export const getAdminDisputes = defineEndpoint({
  ...route.getAdminDisputes,
  tags,
  summary: "Every merchant's chargebacks and retrievals (or one's): filters, search, sort, CSV",
  description:
    'The merchant disputes inbox over every merchant, chargebacks and retrievals only (ACH returns: ' +
    '/admin/ach-returns). Filters: `kind` (chargeback, retrieval), `status`, `needs_response`, `card_brand`, ' +
    '`reason` (reason codes), the dispute date range (`start_date`, `end_date`, days of `timezone`, UTC ' +
    'unless told) and `merchantid`. `search` matches a case number, a card last four or a transaction number ' +
    'exactly. Sort by date (default `-date`), amount or respondBy (urgency: what still needs a reply first, ' +
    `nearest deadline first). 10 a page; each row names its merchant (merchantId, merchAccountName). ${SNAPSHOT_AND_CSV}`,
  query: adminDisputeListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(disputeSchema) },
  errors: [404],
});

export const getAdminDispute = defineEndpoint({
  ...route.getAdminDispute,
  tags,
  summary: 'One dispute of any merchant, as its merchant sees it (read-only)',
  description:
    "What GET /disputes/{disputeId}/{type} answers the dispute's merchant: the dispute, its transaction, " +
    'money, evidence and history. Read-only: `actions.counter` and `actions.accept` are never allowed from ' +
    "the report, and the processor's decision is recorded from the merchant's page. 404 'Unable to find a " +
    "dispute with the ID specified' for an unknown id.",
  params: disputeParams,
  response: { status: 200, schema: disputeDetailSchema },
  errors: [404],
});

export const getAdminAchReturns = defineEndpoint({
  ...route.getAdminAchReturns,
  tags,
  summary: "Every merchant's ACH returns (or one's): return codes, dates, sort, paging or CSV",
  description:
    'Each return with its payment, its merchant, its NACHA code and meaning, and the rejected-return fee ' +
    'charged for it (10.00, or 0). Filters: the return date range (days of `timezone`, UTC unless told), ' +
    '`return_code` (R01,R10), `fee_charged`, `merchantid`; `search` matches a transaction number exactly. ' +
    `Sort by returnDate (default \`-returnDate\`) or amount; 10 a page. ${SNAPSHOT_AND_CSV}`,
  query: achReturnListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(adminAchReturnSchema) },
  errors: [404],
});

export const getOutageTransactions = defineEndpoint({
  ...route.getOutageTransactions,
  tags,
  summary: 'Card authorisations that failed on the processor side (outages), summed or listed',
  description:
    'Card sales declined with a processor-side response code (19, 68, 91, 92, 96: the issuer, switch or ' +
    'processor did not answer), not a cardholder decline (05, 78). Without `detailed` (or `detailed=false`): ' +
    'one row per merchant, processor, currency and hour (`interval=day`: UTC day) with the count and the ' +
    'volume affected, sortable by date, count and amount. `detailed=true`: the transactions themselves, ' +
    'sortable by date and amount, searchable by transaction number. Filters: `start_date` / `end_date` ' +
    '(UTC unless `timezone` says otherwise), `code`, `processor`, `merchantid`. `per_page` and `dir` are ' +
    "the spec's names (`per_page` wins over `perPage`; `dir` sets the first sort term's direction). 10 a " +
    `page. Detailed: ${SNAPSHOT_AND_CSV} Summary: ${SUMS}`,
  query: outageQuerySchema,
  response: { status: 200, schema: outageAnswerSchema },
  errors: [404],
});

const INTERCHANGE =
  'Approved, unvoided card and ACH sales of the range (days of `timezone`, UTC unless told; one merchant with ' +
  '`merchantid`) per month (or `interval=day`), card brand and currency: the count, the volume, the fees ' +
  'charged to the merchants, the interchange the card networks take at the published rate of each brand ' +
  '(computed per sale: the percentage rounded to the cent plus the fixed amount; ACH none), and the margin ' +
  `(fees less interchange). \`totals\` sums the whole range per currency. Sort by period (default ` +
  `\`-period,cardBrand\`), cardBrand, count, volume, fees, interchange or margin; 10 a page. ${SUMS}`;

export const getInterchangeReport = defineEndpoint({
  ...route.getInterchangeReport,
  tags,
  summary: 'Interchange of the older processor (2): per card brand and month or day',
  description: INTERCHANGE,
  query: interchangeQuerySchema,
  response: { status: 200, schema: interchangeAnswerSchema },
  errors: [404],
});

export const getNewerInterchangeReport = defineEndpoint({
  ...route.getNewerInterchangeReport,
  tags,
  summary: 'Interchange of the newer processor (3): per card brand and month or day',
  description: INTERCHANGE,
  query: interchangeQuerySchema,
  response: { status: 200, schema: interchangeAnswerSchema },
  errors: [404],
});
