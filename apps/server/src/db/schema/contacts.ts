import { date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/**
 * People of a merchant: the primary contact and beneficial owners/officers (part 1 §3
 * contacts.owners, part 2 §3). The SSN is encrypted (AES-256-GCM); only its last four is clear.
 */
export const merchantContacts = pgTable(
  'merchant_contacts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['Primary Contact', 'Beneficial Owner/Officer'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address1: text('address_1').notNull().default(''),
    address2: text('address_2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    countryId: text('country_id').notNull().default('USA'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    ssnEncrypted: text('ssn_encrypted'),
    ssnLast4: text('ssn_last_4'),
    ownershipPercent: numeric('ownership_percent', { precision: 5, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchant_contacts_merchant_idx').on(t.merchantId, t.type),
    index('merchant_contacts_email_idx').on(t.email),
  ],
);
