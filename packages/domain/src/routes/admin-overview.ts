import { policies } from '../access';
import type {
  AdminOverviewCall,
  AdminTopCall,
  ClientOverviewCall,
} from '../admin-overview-metrics';
import { defineRoute } from '../endpoint';

/**
 * The admin dashboard's calls and the platform overviews (the declarations:
 * endpoints/admin-overview.ts). Part 2 §6 shows the dashboard to every admin: no key.
 */
const access = policies.admin();

const OVERVIEW_PATHS = {
  'gross-volume-v2': '/admin/merchants/gross-volume-v2',
  'transaction-metrics': '/admin/merchants/transaction-metrics',
  'historical-volume': '/admin/merchants/historical-volume',
  'checkout-gross-volume-v2': '/admin/merchants/checkout-gross-volume-v2',
  'checkout-transaction-metrics': '/admin/merchants/checkout-transaction-metrics',
  'gross-sales': '/admin/transactions/gross-sales',
  'transactions-overview': '/admin/transactions/overview',
  'average-amount': '/admin/transactions/average-amount',
  'ach-returns-overview': '/admin/ach-returns/overview',
  'disputes-overview': '/admin/disputes/overview',
  'retrievals-overview': '/admin/retrievals/overview',
  'monthly-volumes': '/admin/transactions/monthly-volumes',
  'volume-analysis': '/admin/transactions/volume-analysis',
  'type-volumes': '/admin/transactions/type-volumes',
} as const satisfies Record<AdminOverviewCall, `/admin/${string}`>;

const TOP_PATHS = {
  'merchant-transaction-metrics': '/admin/merchants/merchant-transaction-metrics',
  'client-transaction-metrics': '/admin/merchants/client-transaction-metrics',
  'checkout-merchant-transaction-metrics': '/admin/merchants/checkout-merchant-transaction-metrics',
} as const satisfies Record<AdminTopCall, `/admin/${string}`>;

export const adminOverviewRoute = <C extends AdminOverviewCall>(call: C) =>
  defineRoute({ method: 'GET', path: OVERVIEW_PATHS[call], access });

export const adminTopRoute = <C extends AdminTopCall>(call: C) =>
  defineRoute({ method: 'GET', path: TOP_PATHS[call], access });

/** The per-client variants: /admin/clients/{id} followed by the overview's path after /admin. */
export const clientOverviewRoute = <C extends ClientOverviewCall>(call: C) =>
  defineRoute({
    method: 'GET',
    path: `/admin/clients/:id${OVERVIEW_PATHS[call].slice('/admin'.length) as ClientSuffix<C>}`,
    access,
  });
type ClientSuffix<C extends ClientOverviewCall> =
  (typeof OVERVIEW_PATHS)[C] extends `/admin${infer Rest}` ? Rest : never;

/** card-volumes (its own answer: a row per card brand) and its per-client variant. */
export const cardVolumesRoute = defineRoute({
  method: 'GET',
  path: '/admin/transactions/card-volumes',
  access,
});
export const clientCardVolumesRoute = defineRoute({
  method: 'GET',
  path: '/admin/clients/:id/transactions/card-volumes',
  access,
});
