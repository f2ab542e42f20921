import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);

/** The overview metrics every rollup row holds. */
export const rollupValues = () => ({
  /** Approved, unvoided sales. */
  grossVolumeCents: cents('gross_volume_cents'),
  successfulCount: count('successful_count'),
  /** The same volume by payment method, for the monthly card and ACH limits. */
  cardVolumeCents: cents('card_volume_cents'),
  achVolumeCents: cents('ach_volume_cents'),
  refundVolumeCents: cents('refund_volume_cents'),
  refundCount: count('refund_count'),
  feeCents: cents('fee_cents'),
  payoutVolumeCents: cents('payout_volume_cents'),
  payoutCount: count('payout_count'),
  chargebackVolumeCents: cents('chargeback_volume_cents'),
  chargebackCount: count('chargeback_count'),
  /** Chargebacks opened in this hour (day) that still need evidence. */
  evidenceNeededCount: count('evidence_needed_count'),
  achReturnVolumeCents: cents('ach_return_volume_cents'),
  achReturnCount: count('ach_return_count'),
  /** Every ledger row of the hour, of any kind or status: the transaction lists' count. */
  transactionCount: count('transaction_count'),
  /** Approved, unvoided card sales, counted (ACH sales: successful_count less these). */
  cardCount: count('card_count'),
});

/**
 * Hourly per-merchant aggregates of every overview metric (ARCHITECTURE rule 9), written by
 * the ledger in the same transaction as the rows they summarise. Hours are UTC, so the day
 * boundaries of any whole-hour time zone are exact.
 */
export const merchantHourlyRollups = pgTable(
  'merchant_hourly_rollups',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    ...rollupValues(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.hour] }),
    // The few hours with open disputes: the evidence-needed tile counts them back to 2017.
    index('merchant_hourly_rollups_evidence_idx')
      .on(t.merchantId, t.hour)
      .where(sql`evidence_needed_count <> 0`),
  ],
);

/**
 * The same aggregates per UTC day (each the sum of its 24 hours), written with them. Long
 * ranges read whole days here and only the hours of the days a bucket bound cuts: a tile
 * costs O(days), not O(hours).
 */
export const merchantDailyRollups = pgTable(
  'merchant_daily_rollups',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** Midnight UTC. */
    day: timestamp('day', { withTimezone: true }).notNull(),
    ...rollupValues(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day] })],
);

/**
 * The same aggregates per UTC calendar month (each the sum of its days), written with them.
 * Platform-wide reads (the admin dashboard: every merchant over up to a year) take whole
 * months here and only the days (and hours) of the months a bound cuts: a year over 1,000
 * merchants reads about 12,000 month rows and a few days, not 365,000 day rows. Still keyed
 * by merchant: a platform-wide row would be a row every write of every merchant waits for.
 */
export const merchantMonthlyRollups = pgTable(
  'merchant_monthly_rollups',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** The first day of the month, midnight UTC. */
    month: timestamp('month', { withTimezone: true }).notNull(),
    ...rollupValues(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.month] })],
);

/** The metrics of a rollup row (property names), in column order: read off the schema. */
export type RollupMetric = keyof ReturnType<typeof rollupValues>;
export const ROLLUP_METRICS = Object.keys(rollupValues()) as RollupMetric[];

/** The SQL column of each metric (gross_volume_cents, successful_count, ...). */
export type RollupColumn = (typeof merchantHourlyRollups)[RollupMetric]['name'];
export const ROLLUP_COLUMNS: readonly RollupColumn[] = ROLLUP_METRICS.map(
  (metric) => merchantHourlyRollups[metric].name,
);

/**
 * The values of a card-brand rollup row: approved, unvoided sales (the interchange report's
 * sales and the card-volumes overview's), counted, their volume, the fees charged on them and
 * the interchange at INTERCHANGE_RATES computed sale by sale (half up, plus the fixed part).
 */
export const brandValues = () => ({
  saleCount: count('sale_count'),
  volumeCents: cents('volume_cents'),
  feeCents: cents('fee_cents'),
  interchangeCents: cents('interchange_cents'),
});

/** What a card-brand rollup row is keyed by besides the merchant and the time. */
const brandKeys = () => ({
  processorId: smallint('processor_id').notNull(),
  /** The sale's card brand; 'ACH' for a sale without one (an ACH payment). */
  cardBrand: text('card_brand').notNull(),
  currency: text('currency').notNull(),
});

/**
 * Approved, unvoided sales per merchant, UTC day, processor, card brand and currency, written
 * by the ledger with the merchant rollups (a void takes its sale out in the same transaction).
 * The interchange report and the card-volumes overview read them.
 */
export const cardBrandDailyRollups = pgTable(
  'card_brand_daily_rollups',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** Midnight UTC. */
    day: timestamp('day', { withTimezone: true }).notNull(),
    ...brandKeys(),
    ...brandValues(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.day, t.processorId, t.cardBrand, t.currency] }),
    // The interchange report of one processor over every merchant.
    index('card_brand_daily_rollups_processor_day_idx').on(t.processorId, t.day),
  ],
);

/** The same per UTC calendar month (each the sum of its days), written with them. */
export const cardBrandMonthlyRollups = pgTable(
  'card_brand_monthly_rollups',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** The first day of the month, midnight UTC. */
    month: timestamp('month', { withTimezone: true }).notNull(),
    ...brandKeys(),
    ...brandValues(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.month, t.processorId, t.cardBrand, t.currency] }),
    index('card_brand_monthly_rollups_processor_month_idx').on(t.processorId, t.month),
  ],
);

export type BrandRollupMetric = keyof ReturnType<typeof brandValues>;
export const BRAND_ROLLUP_METRICS = Object.keys(brandValues()) as BrandRollupMetric[];
/** sale_count, volume_cents, fee_cents, interchange_cents. */
export const BRAND_ROLLUP_COLUMNS: readonly string[] = BRAND_ROLLUP_METRICS.map(
  (metric) => cardBrandDailyRollups[metric].name,
);
/** The key columns after the merchant and the time. */
export const BRAND_ROLLUP_KEYS = ['processor_id', 'card_brand', 'currency'] as const;
