import { disputeListQuerySchema, disputeSchema } from '../disputes';
import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/disputes';

/** Disputes: one inbox of chargebacks, retrievals and ACH returns (part 1 §7 "Disputes"). */
const tags = ['disputes'];

export const getDisputes = defineEndpoint({
  ...route.getDisputes,
  tags,
  summary: "An account's disputes inbox: chargebacks, retrievals and ACH returns in one list",
  description:
    'Sorted by urgency by default (`respondBy`: what needs a response, nearest deadline first, then the rest, newest first). ' +
    'Filters: `kind`, `status`, `needs_response`, `card_brand`, `reason`, and the opened date (`start_date`, `end_date`, `timezone`). ' +
    'Search: last four, transaction number or cardholder name. 10 a page. `download=csv` (with `columns`) answers a CSV of every match.',
  params: merchantIdParams,
  query: disputeListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(disputeSchema) },
  errors: [404],
});
