import {
  createPlatformPayoutSchema,
  lastPayoutDateQuerySchema,
  lastPayoutDateSchema,
  platformBalanceQuerySchema,
  platformBalanceSchema,
  platformPayoutListQuerySchema,
  platformPayoutSchema,
} from '../admin-platform-payouts';
import { defineEndpoint } from '../endpoint';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/admin-platform-payouts';

/**
 * The platform payout tool (part 2 §2 "Admin tools", §7 "Tools" platform balance, §9): staff
 * holding can-perform-payout. The platform's balance in a country is the fees (`fee_cents` of
 * every ledger row: sales, refunds, ACH returns; declined and voided rows carry none) of the
 * merchants settled in the country's currency, by UTC day of the row; each day is paid out
 * once.
 */
const tags = ['admin-platform-payouts'];
const BALANCE =
  'The fees of the merchants settled in the country’s currency (US: USD, CA: CAD, GB: GBP, AU: AUD, NZ: NZD), every ledger row’s fee (sales, refunds, ACH returns; declined and voided rows carry none) by the UTC day of the row, from the day after the last payout (or the first fee) through the date, inclusive.';

export const getPlatformBalance = defineEndpoint({
  ...route.getPlatformBalance,
  tags,
  summary: 'The platform’s balance in a country up to a day, not yet paid out',
  description: `${BALANCE} Read from the daily rollups. A date on or before the last payout answers 0. A date after today: 400 on date. The client allows this call 300,000 ms (part 2 §9).`,
  query: platformBalanceQuerySchema,
  response: { status: 200, schema: platformBalanceSchema },
});

export const createPlatformPayout = defineEndpoint({
  ...route.createPlatformPayout,
  tags,
  summary: 'Pay out the platform’s balance of a country through a day',
  description: `${BALANCE} Pays the period from the day after the last payout through toDate, once: toDate must be after the last payout’s day (422 'A payout for this period has already been made…') and a day that is over, yesterday (UTC) at the latest (422); the amount must be more than zero (422). Payouts of one country queue on a lock, so two admins cannot pay one period. The simulated platform account pays at once: status paid. Runs in one transaction under the Idempotency-Key (a replay answers the same payout); audited platform-payout.`,
  body: createPlatformPayoutSchema,
  response: { status: 201, schema: platformPayoutSchema },
  errors: [422],
});

export const getLastPlatformPayoutDate = defineEndpoint({
  ...route.getLastPlatformPayoutDate,
  tags,
  summary: 'The last day paid out in a country',
  description: 'The toDate of the country’s latest payout, or null when none was made.',
  query: lastPayoutDateQuerySchema,
  response: { status: 200, schema: lastPayoutDateSchema },
});

export const getPlatformPayoutHistory = defineEndpoint({
  ...route.getPlatformPayoutHistory,
  tags,
  summary: 'The platform payouts made, newest first, paged',
  description:
    'Every payout with its country, period, amount, currency, status, transactions and the admin who made it. ' +
    '`countryCode` narrows to one country. Sort by createdAt (default -createdAt) or id; 10 a page (`perPage` or ' +
    '`per_page`). `download=csv` (with `columns`) answers the same rows as a CSV file.',
  query: platformPayoutListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(platformPayoutSchema) },
});
