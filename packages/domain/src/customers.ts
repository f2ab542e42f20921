import { z } from 'zod';
import {
  CUSTOMER_COLUMNS,
  CUSTOMER_COUNTRIES,
  CUSTOMER_DEFAULT_SORT,
  CUSTOMER_LIMITS,
  CUSTOMER_MESSAGES,
  zipProblem,
} from './customer-fields';
import { isValidEmail } from './email';
import { idParam, merchantIdParam } from './ids';
import { DEFAULT_PAGE_SIZE } from './list-params';
import { listQuerySchema } from './list-query';
import { SUBSCRIPTION_INTERVALS, SUBSCRIPTION_STATUSES } from './subscription-states';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from './transaction-fields';
import { listRangeQuerySchema } from './wall-clock';

/** Customers: the list, one customer's page, create and edit (part 1 §7; part 2 §3). */

export const customerIdParam = () => idParam('customer', 'A customer id');
export const customerParams = z.object({ id: merchantIdParam(), customerId: customerIdParam() });

/** A customer with the figures of their payments; money in cents of the account's currency. */
export const customerSchema = z
  .object({
    id: z.number().int(),
    merchantId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    /** "First Last". */
    name: z.string(),
    /** Lower-cased. */
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
    /** ISO 8601, UTC. */
    createdAt: z.string(),
    /** Approved sales (payments) of the customer. */
    paymentsCount: z.number().int(),
    /** Cents of approved sales less what was refunded of them. */
    lifetimeVolume: z.number().int(),
    /** Subscriptions still charging: active, past due, or with a cancellation requested. */
    activeSubscriptions: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;

/**
 * The list: `search` matches the name (first, last or both), the e-mail or the phone's digits;
 * `start_date` / `end_date` filter on the day the customer was created (days of `timezone`).
 */
export const customerListQuerySchema = listRangeQuerySchema.safeExtend(
  listQuerySchema({
    columns: CUSTOMER_COLUMNS,
    defaultSort: CUSTOMER_DEFAULT_SORT,
    defaultPerPage: DEFAULT_PAGE_SIZE,
  }).shape,
);
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

const { tooLong } = CUSTOMER_MESSAGES;

const nameField = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong(max))
    .meta({ examples: ['Harness'] });

const textField = (max: number) => z.string().trim().max(max, tooLong(max));

/** '' and null clear the field; an e-mail is stored lower-cased. */
const emailField = z
  .string()
  .trim()
  .max(CUSTOMER_LIMITS.email, tooLong(CUSTOMER_LIMITS.email))
  .transform((value) => value.toLowerCase())
  .refine((value) => value === '' || isValidEmail(value), CUSTOMER_MESSAGES.email)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .meta({ format: 'email', examples: ['jane.doe@example.com'] });

const PHONE_PATTERN = /^\+?[\d\s().-]{7,}$/;
const phoneField = z
  .string()
  .trim()
  .max(CUSTOMER_LIMITS.phone, tooLong(CUSTOMER_LIMITS.phone))
  .refine((value) => value === '' || PHONE_PATTERN.test(value), CUSTOMER_MESSAGES.phone)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .meta({ examples: ['+1 503 555 0100'] });

const countryField = z.enum(CUSTOMER_COUNTRIES, { error: CUSTOMER_MESSAGES.country });

const customerFields = {
  firstName: nameField(CUSTOMER_MESSAGES.firstNameRequired, CUSTOMER_LIMITS.firstName),
  lastName: nameField(CUSTOMER_MESSAGES.lastNameRequired, CUSTOMER_LIMITS.lastName),
  email: emailField,
  phone: phoneField,
  address1: textField(CUSTOMER_LIMITS.address1),
  address2: textField(CUSTOMER_LIMITS.address2),
  city: textField(CUSTOMER_LIMITS.city),
  state: textField(CUSTOMER_LIMITS.state),
  zip: textField(CUSTOMER_LIMITS.zip),
  country: countryField,
};

/** Create: first and last name required; the rest optional (country USA unless told). */
export const createCustomerSchema = z
  .object({
    firstName: customerFields.firstName,
    lastName: customerFields.lastName,
    email: customerFields.email.optional().transform((value) => value ?? null),
    phone: customerFields.phone.optional().transform((value) => value ?? null),
    address1: customerFields.address1.default(''),
    address2: customerFields.address2.default(''),
    city: customerFields.city.default(''),
    state: customerFields.state.default(''),
    zip: customerFields.zip.default(''),
    country: customerFields.country.default('USA'),
  })
  .superRefine((body, context) => {
    const problem = zipProblem(body.country, body.zip);
    if (problem) context.addIssue({ code: 'custom', path: ['zip'], message: problem });
  })
  .meta({ id: 'CreateCustomer' });
export type CreateCustomer = z.output<typeof createCustomerSchema>;
export type CreateCustomerInput = z.input<typeof createCustomerSchema>;

/**
 * Edit: the fields to change (at least one). The ZIP is checked against the country the
 * customer will have (the body's, else the stored one).
 */
export const updateCustomerSchema = z
  .object({
    firstName: customerFields.firstName.optional(),
    lastName: customerFields.lastName.optional(),
    email: customerFields.email.optional(),
    phone: customerFields.phone.optional(),
    address1: customerFields.address1.optional(),
    address2: customerFields.address2.optional(),
    city: customerFields.city.optional(),
    state: customerFields.state.optional(),
    zip: customerFields.zip.optional(),
    country: customerFields.country.optional(),
  })
  .superRefine((body, context) => {
    if (Object.values(body).every((value) => value === undefined)) {
      context.addIssue({ code: 'custom', path: [], message: CUSTOMER_MESSAGES.nothingToChange });
    }
    if (body.zip !== undefined && body.country !== undefined) {
      const problem = zipProblem(body.country, body.zip);
      if (problem) context.addIssue({ code: 'custom', path: ['zip'], message: problem });
    }
  })
  .meta({ id: 'UpdateCustomer' });
export type UpdateCustomer = z.output<typeof updateCustomerSchema>;
export type UpdateCustomerInput = z.input<typeof updateCustomerSchema>;

/** A card (brand and last four) or bank account ('ACH' and last four) the customer paid with. */
export const customerPaymentMethodSchema = z.object({
  method: z.enum(['card', 'ach']),
  /** The card brand, or 'ACH' for a bank account. */
  brand: z.string(),
  lastFour: z.string(),
  /** Payments made with it. */
  count: z.number().int(),
  /** ISO 8601: its latest payment. */
  lastUsedAt: z.string(),
});

export const customerPaymentSchema = z.object({
  id: z.number().int(),
  transNumber: z.string(),
  transDate: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  grossAmount: z.number().int(),
  refundedAmount: z.number().int(),
  status: z.enum(TRANSACTION_STATUSES),
});

export const customerSubscriptionSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  interval: z.enum(SUBSCRIPTION_INTERVALS),
  intervalCount: z.number().int(),
  /** YYYY-MM-DD; null once stopped or completed. */
  nextRunDate: z.string().nullable(),
  /** YYYY-MM-DD: when a requested cancellation takes effect. */
  cancelAtDate: z.string().nullable(),
});

/** One customer's page: the customer, totals, payment methods, latest payments, subscriptions. */
export const customerDetailSchema = z
  .object({
    customer: customerSchema,
    totals: z.object({
      /** Approved sales. */
      payments: z.number().int(),
      /** Cents: the approved sales' gross. */
      volume: z.number().int(),
      /** Cents refunded of them. */
      refunds: z.number().int(),
      /** Cents: volume less refunds (the customer's lifetimeVolume). */
      netVolume: z.number().int(),
    }),
    /** Distinct brand and last four, most recently used first; never a full number. */
    paymentMethods: z.array(customerPaymentMethodSchema),
    /** Their latest payments (sales of any status), newest first. */
    payments: z.array(customerPaymentSchema),
    subscriptions: z.array(customerSubscriptionSchema),
  })
  .meta({ id: 'CustomerDetail' });
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
