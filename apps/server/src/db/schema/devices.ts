import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';
import { users } from './users';

/**
 * PINs for a merchant's point-of-sale devices (part 2 §3 "Device pin": activeDate,
 * expireDate, description; part 2 §7 device pins GET, create, expire). Only the PIN's hash
 * is stored, never the PIN; expiring sets `expire_date`.
 */
export const devicePins = pgTable(
  'device_pins',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    pinHash: text('pin_hash').notNull(),
    description: text('description').notNull().default(''),
    activeDate: timestamp('active_date', { withTimezone: true }).notNull().defaultNow(),
    expireDate: timestamp('expire_date', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('device_pins_merchant_created_idx').on(t.merchantId, t.createdAt.desc()),
    index('device_pins_merchant_active_date_idx').on(t.merchantId, t.activeDate.desc()),
  ],
);
