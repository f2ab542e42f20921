import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * Routes of partners (affiliates) and the clients picker (the declarations:
 * endpoints/admin-partners.ts). Partners need can-view-partners (part 2 §6); the clients
 * picker is any admin's (the report filters use it).
 */
const access = policies.admin('can-view-partners');

export const getPartners = defineRoute({ method: 'GET', path: '/admin/partners', access });

export const createPartner = defineRoute({
  method: 'POST',
  path: '/admin/partners',
  access,
  idempotent: true,
});

export const getPartner = defineRoute({ method: 'GET', path: '/admin/partners/:id', access });

export const updatePartner = defineRoute({
  method: 'PATCH',
  path: '/admin/partners/:id',
  access,
  idempotent: true,
});

export const setPartnerStatus = defineRoute({
  method: 'PATCH',
  path: '/admin/partners/:id/status',
  access,
  idempotent: true,
});

export const getPartnerNotifications = defineRoute({
  method: 'GET',
  path: '/admin/partners/:id/notifications',
  access,
});

export const addPartnerNotification = defineRoute({
  method: 'POST',
  path: '/admin/partners/:id/notifications',
  access,
  idempotent: true,
});

export const removePartnerNotification = defineRoute({
  method: 'DELETE',
  path: '/admin/partners/:id/notifications',
  access,
  idempotent: true,
});

export const getPartnerMerchants = defineRoute({
  method: 'GET',
  path: '/admin/partners/:id/merchants',
  access,
});

/** Every client's id and name, for pickers: any admin. */
export const getClients = defineRoute({
  method: 'GET',
  path: '/admin/clients',
  access: policies.admin(),
});
