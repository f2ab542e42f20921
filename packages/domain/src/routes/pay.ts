import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * Routes of the hosted pay page (the declarations: endpoints/pay.ts). Public: the pay page
 * imports these without zod. Rate limited per IP (the server's pay routes).
 */
const access = policies.public;

export const getPayPage = defineRoute({ method: 'GET', path: '/pay/:token', access });

export const getPayImage = defineRoute({
  method: 'GET',
  path: '/pay/:token/images/:fileId',
  access,
});

export const payPaymentLink = defineRoute({
  method: 'POST',
  path: '/pay/:token',
  access,
  idempotent: true,
});
