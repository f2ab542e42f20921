import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of transactions (the declarations: endpoints/transactions.ts). */
const ofAccount = policies.merchant({ param: 'id' });
const byBody = policies.merchant({ body: 'merchantId' });

export const getTransactions = defineRoute({
  method: 'GET',
  path: '/merchants/:id/transactions',
  access: ofAccount,
});

export const getTransactionSnapshot = defineRoute({
  method: 'GET',
  path: '/merchants/:id/transactions/snapshot',
  access: ofAccount,
});

export const getTransaction = defineRoute({
  method: 'GET',
  path: '/merchants/:id/transactions/:transactionId',
  access: ofAccount,
});

export const getAllTransactions = defineRoute({
  method: 'GET',
  path: '/transactions',
  access: policies.signedIn,
});

export const getAllTransactionSnapshot = defineRoute({
  method: 'GET',
  path: '/transactions/snapshot',
  access: policies.signedIn,
});

export const refundTransaction = defineRoute({
  method: 'PUT',
  path: '/transactions/:transactionId/refund',
  access: byBody,
  idempotent: true,
});

export const voidTransaction = defineRoute({
  method: 'PUT',
  path: '/transactions/:transactionId/void',
  access: byBody,
  idempotent: true,
});

export const createTransaction = defineRoute({
  method: 'POST',
  path: '/transactions',
  access: byBody,
  idempotent: true,
});

export const getPaymentInfo = defineRoute({
  method: 'GET',
  path: '/transactions/payment-info',
  access: policies.merchant({ query: 'merchantId' }),
});
