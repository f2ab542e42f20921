import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { partners } from './partners';

/**
 * Processing rates (part 2 §3 "Rate"; §7 /admin/rates). A residual rate is a rate with
 * `is_residual_rate`; a rate converted to residual points at it through `residual_rate_id`.
 * Percentages in basis points (2.9 % = 290), amounts in cents (part 2 §9 sample fees).
 */
export const rates = pgTable(
  'rates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    rateName: text('rate_name').notNull(),
    /** 2 = the older card processor, 3 = the newer one (part 2 §9). */
    processorId: smallint('processor_id').notNull(),
    isResidualRate: boolean('is_residual_rate').notNull().default(false),
    residualRateId: integer('residual_rate_id').references((): AnyPgColumn => rates.id, {
      onDelete: 'set null',
    }),
    cardPercentBps: integer('card_percent_bps').notNull().default(0),
    cardFixedCents: bigint('card_fixed_cents', { mode: 'number' }).notNull().default(0),
    achPercentBps: integer('ach_percent_bps').notNull().default(0),
    achFixedCents: bigint('ach_fixed_cents', { mode: 'number' }).notNull().default(0),
    /** Largest ACH fee per payment; null = no cap. */
    achCapCents: bigint('ach_cap_cents', { mode: 'number' }),
    rejectedReturnFeeCents: bigint('rejected_return_fee_cents', { mode: 'number' })
      .notNull()
      .default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rates_rate_name_idx').on(t.rateName, t.id),
    index('rates_processor_idx').on(t.processorId, t.rateName, t.id),
    index('rates_residual_idx').on(t.isResidualRate, t.rateName, t.id),
    index('rates_residual_rate_id_idx').on(t.residualRateId),
    check('rates_processor_id_check', sql`${t.processorId} in (2, 3)`),
    check(
      'rates_amounts_check',
      sql`${t.cardPercentBps} >= 0 and ${t.cardFixedCents} >= 0 and ${t.achPercentBps} >= 0 and ${t.achFixedCents} >= 0 and (${t.achCapCents} is null or ${t.achCapCents} >= 0) and ${t.rejectedReturnFeeCents} >= 0`,
    ),
  ],
);

/** Which partners may use a rate (part 2 §7 /admin/rates/{id}/partners). */
export const ratePartners = pgTable(
  'rate_partners',
  {
    rateId: integer('rate_id')
      .notNull()
      .references(() => rates.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.rateId, t.partnerId] }),
    index('rate_partners_partner_idx').on(t.partnerId),
  ],
);
