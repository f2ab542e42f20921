import { boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Merchant accounts. The identity issue needs the fields of the account list and the
 * navigation flags; the data-platform issue adds the rest of part 1 §3 and part 2 §3.
 */
export const merchants = pgTable(
  'merchants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
    status: smallint('status').notNull().default(1),
    statusSince: timestamp('status_since', { withTimezone: true }).notNull().defaultNow(),
    businessCommonName: text('business_common_name').notNull(),
    businessLegalName: text('business_legal_name').notNull(),
    businessAddress1: text('business_address1').notNull().default(''),
    businessAddress2: text('business_address2').notNull().default(''),
    businessCity: text('business_city').notNull().default(''),
    businessState: text('business_state').notNull().default(''),
    businessZip: text('business_zip').notNull().default(''),
    businessCountry: text('business_country').notNull().default('USA'),
    /** 2 = the older card processor, 3 = the newer one (part 2 §9). */
    processorId: smallint('processor_id').notNull().default(3),
    enablePosDevices: boolean('enable_pos_devices').notNull().default(false),
    allowSubscriptions: boolean('allow_subscriptions').notNull().default(false),
    allowCustomers: boolean('allow_customers').notNull().default(false),
    allowCheckout: boolean('allow_checkout').notNull().default(false),
    ownedByProvider: boolean('owned_by_provider').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchants_business_common_name_idx').on(t.businessCommonName, t.id)],
);
