import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of a merchant account (the declarations: endpoints/merchants.ts). */
const access = policies.merchant({ param: 'id' });

export const getMerchantAccount = defineRoute({ method: 'GET', path: '/merchants/:id', access });

export const getMerchantRates = defineRoute({
  method: 'GET',
  path: '/merchants/:id/rates',
  access,
});

export const getContactType = defineRoute({
  method: 'GET',
  path: '/merchants/:id/contact-type',
  access,
});

export const requestLimitIncrease = defineRoute({
  method: 'POST',
  path: '/merchants/:id/limit-increase',
  access,
  idempotent: true,
});
