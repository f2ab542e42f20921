import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of transactions (the declarations: endpoints/transactions.ts). */
const ofAccount = policies.merchant({ param: 'id' });
/** Refunds and voids: an account admin, or a user holding can-refund-transactions on it. */
const refunder = policies.merchant(
  { body: 'merchantId' },
  { permission: 'can-refund-transactions' },
);
/** The virtual terminal: an account admin, or a user holding can-create-transactions on it. */
const payer = policies.merchant({ body: 'merchantId' }, { permission: 'can-create-transactions' });

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
  access: refunder,
  idempotent: true,
});

export const voidTransaction = defineRoute({
  method: 'PUT',
  path: '/transactions/:transactionId/void',
  access: refunder,
  idempotent: true,
});

export const createTransaction = defineRoute({
  method: 'POST',
  path: '/transactions',
  access: payer,
  idempotent: true,
});

export const getPaymentInfo = defineRoute({
  method: 'GET',
  path: '/transactions/payment-info',
  access: policies.merchant({ query: 'merchantId' }),
});
