import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of payouts (the declarations: endpoints/deposits.ts). */
const access = policies.merchant({ param: 'id' });

export const getDeposits = defineRoute({ method: 'GET', path: '/merchants/:id/deposits', access });

export const getDeposit = defineRoute({
  method: 'GET',
  path: '/merchants/:id/deposits/:depositId',
  access,
});

export const getDepositTransactions = defineRoute({
  method: 'GET',
  path: '/merchants/:id/deposits/:depositId/transactions',
  access,
});
