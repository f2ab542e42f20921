import {
  convertRateSchema,
  createRateSchema,
  linkRateSchema,
  processorRatesQuerySchema,
  rateAccountListQuerySchema,
  rateAccountRowSchema,
  rateChoicesSchema,
  rateIdParams,
  rateListQuerySchema,
  ratePartnersSchema,
  rateProcessorParams,
  rateReportSchema,
  rateSchema,
  residualRatesQuerySchema,
  updateRateSchema,
} from '../admin-rates';
import { defineEndpoint } from '../endpoint';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/admin-rates';

/**
 * Rate plans (part 2 §3 "Rate", §7 "Partners, rates, clients"): staff holding can-view-rates.
 * A merchant's fees come from its rate when a sale is made; a change to a rate or to a
 * merchant's rate applies to new transactions only (each ledger row keeps its fee).
 */
const tags = ['admin-rates'];
const params = rateIdParams;
const FEES =
  'Fees: percentages in basis points (0 to 1000, i.e. at most 10 %), fixed amounts and the ACH cap in cents (0 to 1000), the rejected-return fee in cents (0 to 10000); whole numbers.';
const WRITE = 'Runs in one transaction under the Idempotency-Key; audited.';

export const getRates = defineEndpoint({
  ...route.getRates,
  tags,
  summary: 'Every rate plan: search by name, processor, residual, sort, paging or CSV',
  description:
    '`search` matches the rate name (or the id); `processor` 2 or 3; `residual` true or false. `sort` is a ' +
    'comma list with - for descending (id, rateName, processorName), default id,rateName. 10 a page ' +
    '(`perPage` or `per_page`). `download=csv` (with `columns`) answers the same rows as a CSV file.',
  query: rateListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(rateSchema) },
});

export const createRate = defineEndpoint({
  ...route.createRate,
  tags,
  summary: 'Create a rate plan',
  description: `The name is required and unique on its processor (422 otherwise); processorId 2 or 3. ${FEES} Optional partnerIds link it to partners (each must exist, else 400). ${WRITE} Audited rate-create.`,
  body: createRateSchema,
  response: { status: 201, schema: rateSchema },
  errors: [422],
});

export const getRateReport = defineEndpoint({
  ...route.getRateReport,
  tags,
  summary: 'Each rate with its merchants and their volume and fees this month',
  description:
    'The whole table (not paged; rates are few): per rate, the merchants on it and their approved, unvoided ' +
    'sales, volume and fees of the current UTC month from the monthly rollups. Sorted id, rateName.',
  response: { status: 200, schema: rateReportSchema },
});

export const getRateAccounts = defineEndpoint({
  ...route.getRateAccounts,
  tags,
  summary: 'Merchants with their rate, paged',
  description:
    "A merchant's rate is its rate id, else the rate named by its web rate name on its processor. `rate_id` " +
    'narrows to one rate, `processor` to 2 or 3; `search` (or `merchant_search`) matches the id or DBA. Sort ' +
    'by businessCommonName (default) or id; 10 a page; `download=csv` answers a CSV file.',
  query: rateAccountListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(rateAccountRowSchema) },
});

export const getResidualRates = defineEndpoint({
  ...route.getResidualRates,
  tags,
  summary: 'The residual rates, for the convert dialog',
  description: 'Sorted by name, then id; `processor` narrows to 2 or 3.',
  query: residualRatesQuerySchema,
  response: { status: 200, schema: rateChoicesSchema },
});

export const getProcessorRates = defineEndpoint({
  ...route.getProcessorRates,
  tags,
  summary: 'The rates of processor 2 or 3, for pickers',
  description:
    'Rates merchants may be put on (residual rates left out), by name then id. With `partner_id`, only the ' +
    'rates that partner may use: those linked to it and those linked to no partner (the revert dialog’s rule). ' +
    'A processor other than 2 or 3: 404.',
  params: rateProcessorParams,
  query: processorRatesQuerySchema,
  response: { status: 200, schema: rateChoicesSchema },
  errors: [404],
});

export const getRate = defineEndpoint({
  ...route.getRate,
  tags,
  summary: 'One rate plan: fees, partners, residual rate, merchants count',
  params,
  response: { status: 200, schema: rateSchema },
  errors: [404],
});

export const getRatePartners = defineEndpoint({
  ...route.getRatePartners,
  tags,
  summary: 'The partners linked to a rate',
  description: 'By name, then id. A rate linked to no partner may be used by every partner.',
  params,
  response: { status: 200, schema: ratePartnersSchema },
  errors: [404],
});

export const linkRate = defineEndpoint({
  ...route.linkRate,
  tags,
  summary: 'Link a rate to a partner, or unlink it',
  description: `Body { partnerId, linked }: linked true adds the link, false removes it; linking a linked partner or unlinking an unlinked one changes nothing (idempotent by nature, no audit row). Answers the rate's partners. An unknown partner: 400 on partnerId. ${WRITE} Audited rate-link.`,
  params,
  body: linkRateSchema,
  response: { status: 200, schema: ratePartnersSchema },
  errors: [404],
});

export const updateRate = defineEndpoint({
  ...route.updateRate,
  tags,
  summary: "Edit a rate's name and fees",
  description: `The full set each time (the processor stays). ${FEES} The name stays unique on the processor (422). Applies to new transactions only: each ledger row keeps the fee it was charged. No change writes nothing. ${WRITE} Audited rate-update with the old and new fees.`,
  params,
  body: updateRateSchema,
  response: { status: 200, schema: rateSchema },
  errors: [404, 422],
});

export const convertRate = defineEndpoint({
  ...route.convertRate,
  tags,
  summary: 'Make a rate residual, or point it at a residual rate',
  description: `isResidualRate true makes it a residual rate: residualRateId must then be null (400 'A residual rate cannot point at another rate.'), and no merchant may be on it (422). isResidualRate false keeps (or makes) it a rate merchants use, pointing at residualRateId: an existing residual rate of the same processor, not itself (422 otherwise), or null for none; a residual rate other rates point at cannot stop being residual (422). The same values again change nothing. ${WRITE} Audited rate-convert-to-residual.`,
  params,
  body: convertRateSchema,
  response: { status: 200, schema: rateSchema },
  errors: [404, 422],
});
