import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of rate plans (the declarations: endpoints/admin-rates.ts): can-view-rates (part 2 §6). */
const access = policies.admin('can-view-rates');

export const getRates = defineRoute({ method: 'GET', path: '/admin/rates', access });
export const createRate = defineRoute({
  method: 'POST',
  path: '/admin/rates',
  access,
  idempotent: true,
});
export const getRateReport = defineRoute({ method: 'GET', path: '/admin/rates/report', access });
export const getRateAccounts = defineRoute({
  method: 'GET',
  path: '/admin/rates/accounts',
  access,
});
export const getResidualRates = defineRoute({
  method: 'GET',
  path: '/admin/rates/residual-rates',
  access,
});
export const getProcessorRates = defineRoute({
  method: 'GET',
  path: '/admin/rates/processor/:id',
  access,
});
export const getRate = defineRoute({ method: 'GET', path: '/admin/rates/:id', access });
export const getRatePartners = defineRoute({
  method: 'GET',
  path: '/admin/rates/:id/partners',
  access,
});
export const linkRate = defineRoute({
  method: 'POST',
  path: '/admin/rates/:id/link',
  access,
  idempotent: true,
});
export const updateRate = defineRoute({
  method: 'POST',
  path: '/admin/rates/:id/update',
  access,
  idempotent: true,
});
export const convertRate = defineRoute({
  method: 'PATCH',
  path: '/admin/rates/:id/convert-to-residual',
  access,
  idempotent: true,
});
