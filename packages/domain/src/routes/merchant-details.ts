import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * My Account's merchant pages (the declarations: endpoints/merchant-details.ts): anyone holding
 * the account reads them; only its merchant admins change them.
 */
const read = policies.merchant({ param: 'id' });
const write = policies.merchant({ param: 'id' }, { merchantAdmin: true });
const update = <const P extends `/${string}`>(path: P) =>
  defineRoute({ method: 'PATCH', path, access: write, idempotent: true });

export const getMerchantDetails = defineRoute({
  method: 'GET',
  path: '/merchants/:id/details',
  access: read,
});

export const updateBusinessDetails = update('/merchants/:id/details/business');
export const updateContactDetails = update('/merchants/:id/details/contact');
export const updateBusinessPhone = update('/merchants/:id/details/phone');
export const updateBankingDetails = update('/merchants/:id/details/banking');
export const updateOwnerDetails = update('/merchants/:id/details/owner');
