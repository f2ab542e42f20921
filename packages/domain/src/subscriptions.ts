import { z } from 'zod';
import {
  CARD_NUMBER_MESSAGE,
  cardNumberProblem,
  digitsOf,
  holdsCardNumber,
  routingNumberValid,
} from './card-number';
import { idField, idParam, merchantIdParam } from './ids';
import { DEFAULT_PAGE_SIZE } from './list-params';
import { commaList, listQuerySchema } from './list-query';
import { expiryPassed, PAY_MESSAGES, parseExpiry } from './payment-link-fields';
import {
  SUBSCRIPTION_COLUMNS,
  SUBSCRIPTION_DEFAULT_SORT,
  SUBSCRIPTION_LIMITS,
  SUBSCRIPTION_MESSAGES,
} from './subscription-fields';
import {
  SCHEDULED_RUN_STATUSES,
  SUBSCRIPTION_INTERVALS,
  SUBSCRIPTION_STATUSES,
} from './subscription-states';
import { isWallClockTime, listRangeQuerySchema, START_AFTER_END_MESSAGE } from './wall-clock';

/**
 * Subscriptions and payment plans (part 1 §7 subscriptions, payment-plan and subscription
 * calls; part 2 §3 "subscription", §4, §7): the report, one subscription, create, the
 * merchant's actions, the scheduled-transactions download, and the subscriber's signed-link
 * calls. Money in integer cents.
 */

const M = SUBSCRIPTION_MESSAGES;
const L = SUBSCRIPTION_LIMITS;

export const subscriptionIdParam = () => idParam('subscription', 'A subscription id');
export const subscriptionParams = z.object({
  id: merchantIdParam(),
  subscriptionId: subscriptionIdParam(),
});

/** A real day 'YYYY-MM-DD' of the years the product handles (wall-clock.ts). */
const isDay = (value: string) => value.length === 10 && isWallClockTime(value);

const isoDay = (message: string) =>
  z
    .string({ error: message })
    .max(10, message)
    .refine(isDay, message)
    .meta({ format: 'date', examples: ['2026-12-01'] });

/** A day that must be ahead (`x-when: future` tells generated requests to pick one). */
const futureDay = (message: string, description: string) =>
  z
    .string({ error: message })
    .max(10, message)
    .refine(isDay, message)
    .meta({ format: 'date', examples: ['2026-12-01'], description, 'x-when': 'future' });

/** The method on file: brand ('ACH' for a bank account) and last four, never the number. */
export const paymentMethodOnFileSchema = z.object({
  method: z.enum(['card', 'ach']),
  brand: z.string(),
  lastFour: z.string(),
});

/** A row of the report (and the CSV). */
export const subscriptionRowSchema = z
  .object({
    id: z.number().int(),
    merchantId: z.number().int(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    customerId: z.number().int(),
    /** "First Last". */
    customerName: z.string(),
    customerEmail: z.string().nullable(),
    productId: z.number().int().nullable(),
    /** The subscription's description, else its product's name. */
    description: z.string(),
    /** Cents a charge. */
    amount: z.number().int(),
    currency: z.string(),
    interval: z.enum(SUBSCRIPTION_INTERVALS),
    intervalCount: z.number().int(),
    /** A payment plan's number of charges; null: until cancelled. */
    installments: z.number().int().nullable(),
    /** YYYY-MM-DD of the next charge; null once ended. */
    nextRunDate: z.string().nullable(),
    /** YYYY-MM-DD: when a requested cancellation takes effect (CancelAtDate). */
    cancelAtDate: z.string().nullable(),
    paymentMethod: paymentMethodOnFileSchema.nullable(),
    /** ISO 8601, UTC. */
    createdAt: z.string(),
  })
  .meta({ id: 'SubscriptionRow' });
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;

/**
 * The report: `status` (comma-separated), `interval`, `customer_id`, the next charge's days
 * `next_run_from` / `next_run_to` (YYYY-MM-DD), the created range `start_date` / `end_date`
 * (days of `timezone`); `search` matches the customer's name or e-mail, or the id.
 */
export const subscriptionListQuerySchema = listRangeQuerySchema
  .safeExtend({
    ...listQuerySchema({
      columns: SUBSCRIPTION_COLUMNS,
      defaultSort: SUBSCRIPTION_DEFAULT_SORT,
      defaultPerPage: DEFAULT_PAGE_SIZE,
    }).shape,
    status: commaList(SUBSCRIPTION_STATUSES, 'statuses').optional(),
    interval: z.enum(SUBSCRIPTION_INTERVALS, { error: M.interval }).optional(),
    customer_id: idParam('customer', 'Only this customer’s subscriptions').optional(),
    next_run_from: isoDay(M.rescheduleDate).optional(),
    next_run_to: isoDay(M.rescheduleDate).optional(),
  })
  .superRefine((query, context) => {
    if (query.next_run_from && query.next_run_to && query.next_run_from > query.next_run_to) {
      context.addIssue({
        code: 'custom',
        path: ['next_run_from'],
        message: START_AFTER_END_MESSAGE,
      });
    }
  });
export type SubscriptionListQuery = z.output<typeof subscriptionListQuerySchema>;

/** The scheduled-transactions download: runs scheduled in the range, of these statuses. */
export const scheduledRunsQuerySchema = listRangeQuerySchema.safeExtend({
  status: commaList(SCHEDULED_RUN_STATUSES, 'statuses').optional(),
});
export type ScheduledRunsQuery = z.output<typeof scheduledRunsQuerySchema>;

/** A run that happened: paid, failed after its retries, or skipped (the subscription stopped). */
export const pastRunSchema = z.object({
  id: z.number().int(),
  scheduledDate: z.string(),
  amount: z.number().int(),
  status: z.enum(SCHEDULED_RUN_STATUSES),
  attempts: z.number().int(),
  /** ISO 8601 of the last attempt (null: never tried, e.g. skipped). */
  lastAttemptAt: z.string().nullable(),
  /** 00, 05, 78 and its text. */
  responseCode: z.string().nullable(),
  responseText: z.string().nullable(),
  transactionId: z.number().int().nullable(),
  /** A payment plan's instalment number (1-based); null for a subscription. */
  installment: z.number().int().nullable(),
});
export type PastRun = z.infer<typeof pastRunSchema>;

/** The scheduled next charge (with retries: `attempts` so far and when it is next tried). */
export const nextRunSchema = z.object({
  id: z.number().int(),
  scheduledDate: z.string(),
  amount: z.number().int(),
  /** ISO 8601: when billing tries it next. */
  dueAt: z.string(),
  attempts: z.number().int(),
  responseCode: z.string().nullable(),
  responseText: z.string().nullable(),
  installment: z.number().int().nullable(),
});

/** A projected charge after the next one (the interval's dates; a plan's remaining ones). */
export const upcomingRunSchema = z.object({
  date: z.string(),
  amount: z.number().int(),
  installment: z.number().int().nullable(),
});

export const subscriptionEventSchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  /** created, cancellation-requested, stopped, rescheduled, payment-method-updated, link-sent, charged, declined, past-due, cancelled, completed... */
  kind: z.string(),
  /** A user's e-mail, 'subscriber' or 'billing'. */
  actor: z.string(),
  details: z.record(z.string(), z.unknown()),
});

/** The full subscription (detail page). */
export const subscriptionSchema = subscriptionRowSchema
  .extend({
    startDate: z.string(),
    failedAttempts: z.number().int(),
    cancellationRequestedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionDetailSchema = z
  .object({
    subscription: subscriptionSchema,
    customer: z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
    }),
    /** Past runs, newest first. */
    runs: z.array(pastRunSchema),
    nextRun: nextRunSchema.nullable(),
    /** Up to 6 dates after the next one (a plan: only its remaining instalments). */
    upcoming: z.array(upcomingRunSchema),
    totals: z.object({
      paidCount: z.number().int(),
      failedCount: z.number().int(),
      /** Cents collected by the paid runs. */
      collected: z.number().int(),
    }),
    /** A payment plan's progress (null for a subscription). */
    plan: z
      .object({
        installments: z.number().int(),
        paid: z.number().int(),
        remaining: z.number().int(),
      })
      .nullable(),
    /** What the page may offer now (the server refuses the rest with 422). */
    actions: z.object({
      requestCancellation: z.boolean(),
      stop: z.boolean(),
      reschedule: z.boolean(),
      updatePaymentMethod: z.boolean(),
    }),
    /** Newest first. */
    history: z.array(subscriptionEventSchema),
  })
  .meta({ id: 'SubscriptionDetail' });
export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>;

// -------------------------------------------------------------------------------------------
// Payment method input (card or ACH): the number goes to the processor's vault only.

const holderName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(100, M.tooLong(100))
    .refine((name) => !holdsCardNumber(name), message)
    .meta({ examples: ['Jane Subscriber'] });

export const cardInputSchema = z
  .object({
    number: z
      .string({ error: CARD_NUMBER_MESSAGE })
      .max(30, CARD_NUMBER_MESSAGE)
      .superRefine((text, context) => {
        const problem = cardNumberProblem(text);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .meta({ examples: ['4242424242424242'] })
      .transform(digitsOf),
    /** MM/YY. */
    expiry: z
      .string({ error: PAY_MESSAGES.expiry })
      .max(7, PAY_MESSAGES.expiry)
      .refine((text) => parseExpiry(text) !== null, PAY_MESSAGES.expiry)
      .refine((text) => {
        const expiry = parseExpiry(text);
        return expiry === null || !expiryPassed(expiry);
      }, PAY_MESSAGES.cardExpired)
      .meta({ examples: ['12/34'] }),
    cvc: z
      .string({ error: PAY_MESSAGES.cvc })
      .regex(/^\d{3,4}$/, PAY_MESSAGES.cvc)
      .meta({ examples: ['123'] }),
    name: holderName(M.cardName),
  })
  .superRefine((card, context) => {
    const amex = /^3[47]/.test(card.number);
    if (card.cvc.length !== (amex ? 4 : 3)) {
      context.addIssue({ code: 'custom', path: ['cvc'], message: PAY_MESSAGES.cvc });
    }
  });

export const achInputSchema = z.object({
  routingNumber: z
    .string({ error: PAY_MESSAGES.routing })
    .trim()
    .refine(routingNumberValid, PAY_MESSAGES.routing)
    .meta({ examples: ['110000000'] }),
  accountNumber: z
    .string({ error: PAY_MESSAGES.account })
    .trim()
    .regex(/^\d{4,17}$/, PAY_MESSAGES.account)
    .meta({ examples: ['000123456789'] }),
  accountType: z.enum(['checking', 'savings']),
  name: holderName(M.accountName),
});

/** `{ method: 'card', card }` or `{ method: 'ach', ach }`. */
export const paymentMethodInputSchema = z
  .discriminatedUnion(
    'method',
    [
      z.object({ method: z.literal('card'), card: cardInputSchema }),
      z.object({ method: z.literal('ach'), ach: achInputSchema }),
    ],
    { error: M.paymentMethod },
  )
  .meta({ id: 'PaymentMethodInput' });
export type PaymentMethodInput = z.input<typeof paymentMethodInputSchema>;
export type PaymentMethod = z.output<typeof paymentMethodInputSchema>;

// -------------------------------------------------------------------------------------------
// Create and the actions.

/**
 * Create: a customer of this account, a product (its name describes the plan) or a
 * description, the amount a charge, how often, the first charge's day (today or later in the
 * account's time zone, within a year), `installments` for a payment plan, and the payment
 * method.
 */
export const createSubscriptionSchema = z
  .object({
    customerId: idField('customer', 'The customer to charge'),
    productId: idField('product', 'What is sold (its name describes the plan)').optional(),
    /** What the customer is billed for; may be empty when `productId` names the product. */
    description: z
      .string({ error: M.descriptionRequired })
      .trim()
      .max(L.description, M.tooLong(L.description))
      .meta({ examples: ['Gold plan'] }),
    amount: z
      .number({ error: M.amount })
      .int(M.amount)
      .min(L.minAmount, M.amount)
      .max(L.maxAmount, M.amount)
      .meta({ description: 'Cents a charge', examples: [2500] }),
    interval: z.enum(SUBSCRIPTION_INTERVALS, { error: M.interval }),
    intervalCount: z
      .number({ error: M.intervalCount })
      .int(M.intervalCount)
      .min(1, M.intervalCount)
      .default(1),
    startDate: futureDay(
      M.startDate,
      "YYYY-MM-DD: the first charge, today or later in the account's time zone",
    ),
    installments: z
      .number({ error: M.installments })
      .int(M.installments)
      .min(L.minInstallments, M.installments)
      .max(L.maxInstallments, M.installments)
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    paymentMethod: paymentMethodInputSchema,
  })
  .superRefine((body, context) => {
    if (body.productId === undefined && body.description === '') {
      context.addIssue({ code: 'custom', path: ['description'], message: M.descriptionRequired });
    }
    if (body.intervalCount > L.maxIntervalCount[body.interval]) {
      context.addIssue({ code: 'custom', path: ['intervalCount'], message: M.intervalCount });
    }
  })
  .meta({ id: 'CreateSubscription' });
export type CreateSubscriptionInput = z.input<typeof createSubscriptionSchema>;
export type CreateSubscription = z.output<typeof createSubscriptionSchema>;

/** Reschedule the next charge to `date` (after today in the account's time zone, within a year). */
export const rescheduleSubscriptionSchema = z
  .object({
    date: futureDay(
      M.rescheduleDate,
      "YYYY-MM-DD: the next charge's new day, after today in the account's time zone",
    ),
  })
  .meta({ id: 'RescheduleSubscription' });
export type RescheduleSubscription = z.output<typeof rescheduleSubscriptionSchema>;

export const subscriptionLinkSentSchema = z.object({
  /** The customer's e-mail the link went to. */
  sentTo: z.string(),
  /** ISO 8601: when the link stops working. */
  expiresAt: z.string(),
});

// -------------------------------------------------------------------------------------------
// The subscriber's pages (public; `Authorization: Bearer <signed link token>`).

export const subscriberParams = z.object({ id: subscriptionIdParam() });

/** What the subscriber sees of their subscription. */
export const subscriberSubscriptionSchema = z
  .object({
    id: z.number().int(),
    /** The merchant's DBA. */
    merchantName: z.string(),
    description: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    amount: z.number().int(),
    currency: z.string(),
    interval: z.enum(SUBSCRIPTION_INTERVALS),
    intervalCount: z.number().int(),
    installments: z.number().int().nullable(),
    nextRunDate: z.string().nullable(),
    cancelAtDate: z.string().nullable(),
    paymentMethod: paymentMethodOnFileSchema.nullable(),
    /** The latest runs, newest first (no processor answer beyond paid / failed / skipped). */
    recentRuns: z.array(
      z.object({
        scheduledDate: z.string(),
        amount: z.number().int(),
        status: z.enum(SCHEDULED_RUN_STATUSES),
      }),
    ),
    /** What the subscriber may do now. */
    canCancel: z.boolean(),
    canUpdatePaymentMethod: z.boolean(),
    /** ISO 8601: when the link stops working. */
    linkExpiresAt: z.string(),
  })
  .meta({ id: 'SubscriberSubscription' });
export type SubscriberSubscription = z.infer<typeof subscriberSubscriptionSchema>;

/** A payment plan with its full schedule. */
export const subscriberPaymentPlanSchema = z
  .object({
    subscriptionId: z.number().int(),
    merchantName: z.string(),
    description: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    currency: z.string(),
    /** Cents an instalment. */
    amount: z.number().int(),
    interval: z.enum(SUBSCRIPTION_INTERVALS),
    intervalCount: z.number().int(),
    installments: z.number().int(),
    paidCount: z.number().int(),
    remainingCount: z.number().int(),
    /** Cents paid so far and still to pay. */
    paidAmount: z.number().int(),
    remainingAmount: z.number().int(),
    paymentMethod: paymentMethodOnFileSchema.nullable(),
    /** Every instalment in order: paid, failed, skipped, scheduled (the next) or upcoming. */
    schedule: z.array(
      z.object({
        installment: z.number().int(),
        date: z.string(),
        amount: z.number().int(),
        status: z.enum([...SCHEDULED_RUN_STATUSES, 'upcoming']),
      }),
    ),
    linkExpiresAt: z.string(),
  })
  .meta({ id: 'SubscriberPaymentPlan' });
export type SubscriberPaymentPlan = z.infer<typeof subscriberPaymentPlanSchema>;
