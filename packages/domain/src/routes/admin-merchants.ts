import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of the admin merchants list and pickers (the declarations: endpoints/admin-merchants.ts). */
const access = policies.admin('can-view-merchant-info');

export const getAdminMerchants = defineRoute({ method: 'GET', path: '/admin/merchants', access });

export const downloadAdminMerchants = defineRoute({
  method: 'GET',
  path: '/admin/merchants/download',
  access,
});

export const getMerchantPickList = defineRoute({
  method: 'GET',
  path: '/admin/merchants/list',
  access,
});

export const searchMerchantPickList = defineRoute({
  method: 'GET',
  path: '/admin/merchants/list-search',
  access,
});

export const getMerchantRateList = defineRoute({
  method: 'GET',
  path: '/admin/merchants/rate-list',
  access,
});

/**
 * Every merchant's id and DBA for the account selector of the admin report pages: any staff
 * member may open a report (each report's own key guards its rows), so any admin may list them.
 */
export const getReportMerchantPickList = defineRoute({
  method: 'GET',
  path: '/admin/reports/merchants',
  access: policies.admin(),
});
