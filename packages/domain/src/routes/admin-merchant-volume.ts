import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * The admin profile's Misc. and Volume tabs (the declarations:
 * endpoints/admin-merchant-volume.ts). The merchant hash needs can-view-merchant-hash (part 2
 * §6); the spec names no key for the others: the profile's can-view-merchant-info.
 */
const profile = policies.admin('can-view-merchant-info');
const hash = policies.admin('can-view-merchant-hash');

export const viewMerchantHash = defineRoute({
  method: 'GET',
  path: '/admin/merchants/:id/merchant-hash',
  access: hash,
});

export const regenerateMerchantHash = defineRoute({
  method: 'POST',
  path: '/admin/merchants/:id/merchant-hash',
  access: hash,
  idempotent: true,
});

export const getClientPickList = defineRoute({
  method: 'GET',
  path: '/admin/clients/list',
  access: profile,
});

export const getMerchantMisc = defineRoute({
  method: 'GET',
  path: '/admin/merchants/:id/misc',
  access: profile,
});

export const setMerchantClient = defineRoute({
  method: 'POST',
  path: '/admin/merchants/:id/client',
  access: profile,
  idempotent: true,
});

export const setSmallDollarTransaction = defineRoute({
  method: 'POST',
  path: '/admin/merchants/:id/small-dollar-transaction',
  access: profile,
  idempotent: true,
});

export const downloadScheduledTransactions = defineRoute({
  method: 'GET',
  path: '/admin/merchants/:id/scheduled-trans/download',
  access: profile,
});

export const ADMIN_VOLUME_KINDS = [
  'gross-volume',
  'refund-volume',
  'chargeback-return-volume',
] as const;
export type AdminVolumeKind = (typeof ADMIN_VOLUME_KINDS)[number];

export const adminVolumeRoute = <K extends AdminVolumeKind>(kind: K) =>
  defineRoute({ method: 'GET', path: `/admin/merchants/:id/${kind}`, access: profile });

export const getAdminCurrentDayVolume = defineRoute({
  method: 'GET',
  path: '/admin/merchants/:id/volume/current-day',
  access: profile,
});

export const getVolumeRank = defineRoute({
  method: 'GET',
  path: '/admin/merchants/:id/volume/rank',
  access: profile,
});

export const getMonthlyVolume = defineRoute({
  method: 'GET',
  path: '/admin/merchants/:id/volume/past-16-months',
  access: profile,
});
