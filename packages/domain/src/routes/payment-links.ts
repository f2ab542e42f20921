import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of payment links (the declarations: endpoints/payment-links.ts). */
const access = policies.merchant({ param: 'id' });

export const getPaymentLinks = defineRoute({
  method: 'GET',
  path: '/merchants/:id/payment-links',
  access,
});

export const getPaymentLink = defineRoute({
  method: 'GET',
  path: '/merchants/:id/payment-links/:paymentLinkToken',
  access,
});

export const createPaymentLink = defineRoute({
  method: 'POST',
  path: '/merchants/:id/payment-links',
  access,
  idempotent: true,
});

export const updatePaymentLink = defineRoute({
  method: 'PATCH',
  path: '/merchants/:id/payment-links/:paymentLinkToken',
  access,
  idempotent: true,
});

export const activatePaymentLink = defineRoute({
  method: 'POST',
  path: '/merchants/:id/payment-links/:paymentLinkToken/activate',
  access,
  idempotent: true,
});

export const deactivatePaymentLink = defineRoute({
  method: 'POST',
  path: '/merchants/:id/payment-links/:paymentLinkToken/deactivate',
  access,
  idempotent: true,
});

export const sharePaymentLink = defineRoute({
  method: 'POST',
  path: '/merchants/:id/payment-links/:paymentLinkToken/share',
  access,
  idempotent: true,
});
