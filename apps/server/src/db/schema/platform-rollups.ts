import { bigint, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { brandValues, rollupValues } from './rollups';

/**
 * The merchant daily rollups summed per UTC day and segment: the merchants' currency,
 * processor, partner, client and country (the admin dashboard's filters), so a platform-wide
 * series reads a few rows a day instead of a row per merchant and day
 * (docs/architecture.md "Platform rollups").
 *
 * Not written by the ledger (a row every write of a segment would wait for): triggers on
 * `merchant_daily_rollups` append the day each write changes to `platform_rollup_changes`,
 * in the write's own transaction, and the `platform-rollups-refresh` job sums those days
 * again. A read takes the days with no change pending from here and the others from the
 * merchant rows, in one statement, so it is exact as of its own snapshot.
 */
export const platformDailyRollups = pgTable(
  'platform_daily_rollups',
  {
    /** Midnight UTC. */
    day: timestamp('day', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    processorId: smallint('processor_id'),
    partnerId: integer('partner_id'),
    clientId: integer('client_id'),
    country: text('country'),
    ...rollupValues(),
  },
  (t) => [index('platform_daily_rollups_day_idx').on(t.day, t.currency)],
);

/**
 * The card-brand daily rollups of every merchant summed per UTC day, currency and card brand
 * (the sales in the merchant's own currency), for the card-volumes overview without filters:
 * a few rows a day. Kept as `platform_daily_rollups` is: the triggers on
 * `card_brand_daily_rollups` mark the days, the same refresh sums them again.
 */
export const platformBrandDailyRollups = pgTable(
  'platform_brand_daily_rollups',
  {
    /** Midnight UTC. */
    day: timestamp('day', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    cardBrand: text('card_brand').notNull(),
    ...brandValues(),
  },
  (t) => [index('platform_brand_daily_rollups_day_idx').on(t.day, t.currency)],
);

/**
 * The days whose platform rows are out of date: one row per write statement and day (from
 * the triggers), or a null day when a merchant moved to another segment (every day is out of
 * date until the next refresh). The refresh deletes the rows it has seen.
 */
export const platformRollupChanges = pgTable(
  'platform_rollup_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: timestamp('day', { withTimezone: true }),
  },
  (t) => [index('platform_rollup_changes_day_idx').on(t.day)],
);
