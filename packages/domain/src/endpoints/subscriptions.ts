import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/subscriptions';
import {
  createSubscriptionSchema,
  paymentMethodInputSchema,
  rescheduleSubscriptionSchema,
  scheduledRunsQuerySchema,
  subscriberParams,
  subscriberPaymentPlanSchema,
  subscriberSubscriptionSchema,
  subscriptionDetailSchema,
  subscriptionLinkSentSchema,
  subscriptionListQuerySchema,
  subscriptionParams,
  subscriptionRowSchema,
} from '../subscriptions';

/**
 * Subscriptions (part 1 §7; part 2 §3, §4, §7). Every merchant call answers 403
 * "Subscriptions are not enabled for this account." when the account's allowSubscriptions is
 * off; another account's subscription answers 404 'Subscription not found.'. The actions are
 * idempotent (Idempotency-Key), audited and written to the subscription's history.
 */
const tags = ['subscriptions'];
const subscriberTags = ['subscriber'];

export const getSubscriptions = defineEndpoint({
  ...route.getSubscriptions,
  tags,
  summary: "An account's subscriptions and payment plans: filters, search, sort, paging or CSV",
  description:
    '`status` (comma-separated), `interval`, `customer_id`, the next charge between `next_run_from` and ' +
    '`next_run_to` (YYYY-MM-DD), created between `start_date` and `end_date` (days of `timezone`); `search` matches ' +
    "the customer's name or e-mail, or the subscription id. Newest first, 10 a page; sort by createdAt, " +
    'nextRunDate or amount. `download=csv` (with `columns`) answers a CSV file.',
  params: merchantIdParams,
  query: subscriptionListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(subscriptionRowSchema) },
});

export const getScheduledTransactions = defineEndpoint({
  ...route.getScheduledTransactions,
  tags,
  summary: 'Download the scheduled transactions (runs) of the account’s subscriptions as CSV',
  description:
    'Runs scheduled between `start_date` and `end_date` (days of `timezone`; both optional) of the `status` ' +
    'values (scheduled, paid, failed, skipped): subscription id, customer, scheduled date, amount, status, ' +
    'attempts, processor answer and transaction id. Streamed (text/csv).',
  params: merchantIdParams,
  query: scheduledRunsQuerySchema,
  response: { status: 200, schema: null, contentType: 'text/csv' },
});

export const getSubscription = defineEndpoint({
  ...route.getSubscription,
  tags,
  summary: 'One subscription: customer, payment method, past and upcoming charges, totals, history',
  description:
    'Past runs (paid, failed, skipped) newest first; the scheduled next run; up to 6 projected dates after it ' +
    '(a payment plan: only its remaining instalments, numbered); the history newest first; the actions allowed now.',
  params: subscriptionParams,
  response: { status: 200, schema: subscriptionDetailSchema },
  errors: [404],
});

export const createSubscription = defineEndpoint({
  ...route.createSubscription,
  tags,
  summary:
    'Create a subscription or payment plan for a customer, with a card or bank account on file',
  description:
    'The card or account number goes to the processor’s vault only (its token, brand and last four are kept). ' +
    "The first charge is on `startDate` (today or later in the account's time zone). Audited `subscription-create`.",
  params: merchantIdParams,
  body: createSubscriptionSchema,
  response: { status: 201, schema: subscriptionDetailSchema },
  errors: [422],
});

export const requestSubscriptionCancellation = defineEndpoint({
  ...route.requestSubscriptionCancellation,
  tags,
  summary:
    'Request cancellation at period end: no further charge; ends on its next charge date (CancelAtDate)',
  description: "422 'Cancellation has already been requested.' the second time; 422 once ended.",
  params: subscriptionParams,
  response: { status: 200, schema: subscriptionDetailSchema },
  errors: [404, 422],
});

export const stopSubscription = defineEndpoint({
  ...route.stopSubscription,
  tags,
  summary: 'Stop now: the scheduled charge is skipped and nothing more is charged',
  description: '422 when the subscription has already ended (stopped, cancelled or completed).',
  params: subscriptionParams,
  response: { status: 200, schema: subscriptionDetailSchema },
  errors: [404, 422],
});

export const rescheduleSubscription = defineEndpoint({
  ...route.rescheduleSubscription,
  tags,
  summary: 'Move the next charge to a new date',
  description:
    "After today (the account's time zone) and within a year; 422 for an ended subscription or one whose " +
    'cancellation was requested.',
  params: subscriptionParams,
  body: rescheduleSubscriptionSchema,
  response: { status: 200, schema: subscriptionDetailSchema },
  errors: [404, 422],
});

export const sendSubscriptionLink = defineEndpoint({
  ...route.sendSubscriptionLink,
  tags,
  summary: 'E-mail the subscriber a link to manage their subscription (30 days)',
  description: '422 when the customer has no e-mail address. Audited; written to the history.',
  params: subscriptionParams,
  response: { status: 200, schema: subscriptionLinkSentSchema },
  errors: [404, 422],
});

const bearer =
  'Public: send the signed link token as `Authorization: Bearer <token>`. A missing, tampered, expired or ' +
  "another subscription's token answers 401 with a message naming the merchant. Rate limited per IP.";

export const getSubscriberSubscription = defineEndpoint({
  ...route.getSubscriberSubscription,
  tags: subscriberTags,
  summary: 'The subscriber’s view of their subscription',
  description: bearer,
  params: subscriberParams,
  response: { status: 200, schema: subscriberSubscriptionSchema },
  errors: [404, 429],
});

export const cancelSubscriberSubscription = defineEndpoint({
  ...route.cancelSubscriberSubscription,
  tags: subscriberTags,
  summary: 'The subscriber cancels at period end (no further charge)',
  description: `${bearer} 422 when already cancelled or ended.`,
  params: subscriberParams,
  response: { status: 200, schema: subscriberSubscriptionSchema },
  errors: [404, 422, 429],
});

export const updateSubscriberPaymentMethod = defineEndpoint({
  ...route.updateSubscriberPaymentMethod,
  tags: subscriberTags,
  summary: 'The subscriber replaces the card or bank account on file',
  description:
    `${bearer} The number goes to the processor’s vault only. A past-due subscription's charge is retried ` +
    'on billing’s next pass.',
  params: subscriberParams,
  body: paymentMethodInputSchema,
  response: { status: 200, schema: subscriberSubscriptionSchema },
  errors: [404, 422, 429],
});

export const getSubscriberPaymentPlan = defineEndpoint({
  ...route.getSubscriberPaymentPlan,
  tags: subscriberTags,
  summary: 'The payment plan of the link: every instalment, paid and remaining',
  description: `${bearer} A subscription without instalments answers 404.`,
  response: { status: 200, schema: subscriberPaymentPlanSchema },
  errors: [404, 429],
});
