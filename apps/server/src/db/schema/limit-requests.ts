import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';
import { users } from './users';

/** Requests for a higher processing limit, from the dashboard's Request Limit Increase modal. */
export const limitIncreaseRequests = pgTable(
  'limit_increase_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['card', 'ach'] }).notNull(),
    requestedMonthlyLimitCents: bigint('requested_monthly_limit_cents', {
      mode: 'number',
    }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'approved', 'declined'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('limit_increase_requests_merchant_idx').on(t.merchantId, t.createdAt.desc())],
);
