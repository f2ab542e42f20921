import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * Routes of subscriptions (the declarations: endpoints/subscriptions.ts): the merchant's
 * report, detail, create and actions, and the subscriber's public calls, which carry the
 * signed link token as `Authorization: Bearer <token>` (part 1 §7: "Payment plans and
 * subscriptions calls use a bearer token header"; their 401/403 do not sign anyone out).
 */
const access = policies.merchant({ param: 'id' });

export const getSubscriptions = defineRoute({
  method: 'GET',
  path: '/merchants/:id/subscriptions',
  access,
});

export const getScheduledTransactions = defineRoute({
  method: 'GET',
  path: '/merchants/:id/subscriptions/scheduled-transactions/download',
  access,
});

export const getSubscription = defineRoute({
  method: 'GET',
  path: '/merchants/:id/subscriptions/:subscriptionId',
  access,
});

export const createSubscription = defineRoute({
  method: 'POST',
  path: '/merchants/:id/subscriptions',
  access,
  idempotent: true,
});

export const requestSubscriptionCancellation = defineRoute({
  method: 'POST',
  path: '/merchants/:id/subscriptions/:subscriptionId/request-cancellation',
  access,
  idempotent: true,
});

export const stopSubscription = defineRoute({
  method: 'POST',
  path: '/merchants/:id/subscriptions/:subscriptionId/stop',
  access,
  idempotent: true,
});

export const rescheduleSubscription = defineRoute({
  method: 'POST',
  path: '/merchants/:id/subscriptions/:subscriptionId/reschedule',
  access,
  idempotent: true,
});

export const sendSubscriptionLink = defineRoute({
  method: 'POST',
  path: '/merchants/:id/subscriptions/:subscriptionId/send-link',
  access,
  idempotent: true,
});

// The subscriber's calls: public, the signed link token as the bearer; rate limited per IP.
export const getSubscriberSubscription = defineRoute({
  method: 'GET',
  path: '/subscriptions/:id',
  access: policies.public,
});

export const cancelSubscriberSubscription = defineRoute({
  method: 'POST',
  path: '/subscriptions/:id/cancel',
  access: policies.public,
  idempotent: true,
});

export const updateSubscriberPaymentMethod = defineRoute({
  method: 'POST',
  path: '/subscriptions/:id/payment-method',
  access: policies.public,
  idempotent: true,
});

export const getSubscriberPaymentPlan = defineRoute({
  method: 'GET',
  path: '/payment-plans',
  access: policies.public,
});
