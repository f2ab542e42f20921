import { z } from 'zod';
import {
  adminMerchantMiscParams,
  clientPickListSchema,
  merchantClientSchema,
  merchantHashSchema,
  merchantMiscStateSchema,
} from '../admin-merchant-misc';
import { merchantToggleSchema } from '../admin-merchant-settings';
import {
  adminMerchantVolumeParams,
  adminVolumeQuerySchema,
  adminVolumeSchema,
  monthlyVolumeReportSchema,
  VOLUME_CHART_MONTHS,
  VOLUME_RANK_DAYS,
  volumeRankSchema,
} from '../admin-merchant-volume';
import { defineEndpoint } from '../endpoint';
import * as route from '../routes/admin-merchant-volume';
import { ADMIN_VOLUME_KINDS, type AdminVolumeKind } from '../routes/admin-merchant-volume';
import { scheduledRunsQuerySchema } from '../subscriptions';
import { timeZoneSchema } from '../wall-clock';

/** The admin profile's Misc. and Volume tabs (part 2 §2, §3, §6, §7, §9). */
const tags = ['admin merchants'];

export const viewMerchantHash = defineEndpoint({
  ...route.viewMerchantHash,
  tags,
  summary: "View the merchant's request hash key (part 2 §3 'Merchant hash')",
  description:
    'A sensitive read: every view writes an audit row (merchant-hash-view, the merchant id, never the key). ' +
    '`requestHashKey` is null while none was generated.',
  params: adminMerchantMiscParams,
  response: { status: 200, schema: merchantHashSchema },
  errors: [404],
});

export const regenerateMerchantHash = defineEndpoint({
  ...route.regenerateMerchantHash,
  tags,
  summary: 'Generate a new request hash key (the old one stops working)',
  description:
    "Replaces the merchant's request hash key with a new random one ('rh_' and 32 hex digits) and answers it. " +
    "History: grouping Miscellaneous, field `request_hash_key`, new value 'changed' (never the key); audited " +
    'merchant-hash-regenerate. A replay with the same Idempotency-Key answers the same key.',
  params: adminMerchantMiscParams,
  response: { status: 200, schema: merchantHashSchema },
  errors: [404],
});

export const getClientPickList = defineEndpoint({
  ...route.getClientPickList,
  tags,
  summary: 'Every client (id and name), by name: the Misc. tab’s client picker',
  response: { status: 200, schema: clientPickListSchema },
});

export const getMerchantMisc = defineEndpoint({
  ...route.getMerchantMisc,
  tags,
  summary:
    "The Misc. tab's settings: the merchant's client and the small-dollar transaction setting",
  params: adminMerchantMiscParams,
  response: { status: 200, schema: merchantMiscStateSchema },
  errors: [404],
});

export const setMerchantClient = defineEndpoint({
  ...route.setMerchantClient,
  tags,
  summary: "Set or clear the merchant's client",
  description:
    "`client`: a client id, or null for none; an unknown id answers 404 'Client not found.'. History: grouping " +
    "Miscellaneous, field `client_id`, old and new as 'Name (id)'; audited merchant-misc-update. Setting the " +
    'current client writes nothing.',
  params: adminMerchantMiscParams,
  body: merchantClientSchema,
  response: { status: 200, schema: merchantMiscStateSchema },
  errors: [404],
});

export const setSmallDollarTransaction = defineEndpoint({
  ...route.setSmallDollarTransaction,
  tags,
  summary: 'Allow or refuse small-dollar transactions for the merchant',
  description:
    '`{enabled}` (the toggles’ body). History: grouping Miscellaneous, field `small_dollar_transaction`, ' +
    "'true'/'false'; audited merchant-misc-update. Setting the current value writes nothing.",
  params: adminMerchantMiscParams,
  body: merchantToggleSchema,
  response: { status: 200, schema: merchantMiscStateSchema },
  errors: [404],
});

export const downloadScheduledTransactions = defineEndpoint({
  ...route.downloadScheduledTransactions,
  tags,
  summary: "Download the scheduled transactions (runs) of the merchant's subscriptions as CSV",
  description:
    "The merchant portal's download (subscriptions module), for staff, whether or not the account has " +
    'subscriptions enabled now: runs scheduled between `start_date` and `end_date` (both optional) of the ' +
    '`status` values; subscription id, customer, scheduled date, amount, status, attempts, processor answer ' +
    'and transaction id. Streamed (text/csv).',
  params: adminMerchantMiscParams,
  query: scheduledRunsQuerySchema,
  response: { status: 200, schema: null, contentType: 'text/csv' },
  errors: [404],
});

const volumeEndpoint = <K extends AdminVolumeKind>(kind: K) =>
  defineEndpoint({
    ...route.adminVolumeRoute(kind),
    tags,
    summary: `${kind} of a merchant over a range (default: the month to date), in cents, with its count`,
    description:
      "Days of `timezone` (default the merchant's). Read from the ledger's rollups, like the merchant " +
      "dashboard's call of the same name. Gross: approved sales before refunds; chargeback-return: " +
      'chargebacks plus ACH returns.',
    params: adminMerchantVolumeParams,
    query: adminVolumeQuerySchema,
    response: { status: 200, schema: adminVolumeSchema },
    errors: [404],
  });

export const getAdminVolume = Object.fromEntries(
  ADMIN_VOLUME_KINDS.map((kind) => [kind, volumeEndpoint(kind)]),
) as { [K in AdminVolumeKind]: ReturnType<typeof volumeEndpoint<K>> };

export const getAdminCurrentDayVolume = defineEndpoint({
  ...route.getAdminCurrentDayVolume,
  tags,
  summary: "Today's gross volume of a merchant (its time zone, or `timezone`)",
  params: adminMerchantVolumeParams,
  query: z.object({ timezone: timeZoneSchema.optional() }),
  response: { status: 200, schema: adminVolumeSchema },
  errors: [404],
});

export const getVolumeRank = defineEndpoint({
  ...route.getVolumeRank,
  tags,
  summary: `The merchant's rank by gross volume among all merchants over the last ${VOLUME_RANK_DAYS} days`,
  description:
    `The period is the last ${VOLUME_RANK_DAYS} UTC days, today included (one clock for every merchant). ` +
    'Rank 1 has the largest gross volume; equal volumes share a rank; `of` counts every merchant account, ' +
    'with or without volume. Read from the daily rollups.',
  params: adminMerchantVolumeParams,
  response: { status: 200, schema: volumeRankSchema },
  errors: [404],
});

export const getMonthlyVolume = defineEndpoint({
  ...route.getMonthlyVolume,
  tags,
  summary: `Monthly gross volume of the last ${VOLUME_CHART_MONTHS} months (part 2 §9)`,
  description:
    `The current month and the ${VOLUME_CHART_MONTHS - 1} before it, oldest first, months of the merchant's ` +
    'time zone; a month without sales reads 0. Read from the hourly rollups.',
  params: adminMerchantVolumeParams,
  response: { status: 200, schema: monthlyVolumeReportSchema },
  errors: [404],
});
