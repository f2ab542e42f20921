import { type AccessPolicy, policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * The admin merchant profile's Contact, Banking, Users, Notifications and Documents tabs (the
 * declarations: endpoints/admin-merchant-records.ts). Reads and edits the spec gives no key
 * need can-view-merchant-info (the profile's key). Other keys:
 * - the full SSN and bank account reveals, and the bank information edit: can-edit-merchant-
 *   advanced-info (sensitive reads, each audited; changing where payouts go is as sensitive);
 * - unassigning a user: can-view-users (the Users screen's key);
 * - documents: can-view-documents (part 2 §6).
 */
const info = policies.admin('can-view-merchant-info');
const advanced = policies.admin('can-edit-merchant-advanced-info');
const documents = policies.admin('can-view-documents');

const get = <const P extends `/${string}`, const A extends AccessPolicy>(path: P, access: A) =>
  defineRoute({ method: 'GET', path, access });
const post = <const P extends `/${string}`, const A extends AccessPolicy>(path: P, access: A) =>
  defineRoute({ method: 'POST', path, access, idempotent: true });
const remove = <const P extends `/${string}`, const A extends AccessPolicy>(path: P, access: A) =>
  defineRoute({ method: 'DELETE', path, access, idempotent: true });

export const getMerchantContacts = get('/admin/merchants/:id/contacts', info);
export const getMerchantFullSsn = get('/admin/merchants/:id/full-ssn', advanced);

export const getMerchantBanking = get('/admin/merchants/:id/banking', info);
export const getMerchantBankAccount = get('/admin/merchants/:id/bank-account', advanced);
export const updateMerchantBankingInfo = post('/admin/merchants/:id/banking-info', advanced);

export const getMerchantUsers = get('/admin/merchants/:id/users', info);
export const getMerchantUserAssignments = get('/admin/merchants/:id/merchantusers', info);
export const unassignMerchantUser = remove(
  '/v2/admin/users/:userId/fromMerchant/:merchantId',
  policies.admin('can-view-users'),
);

export const getMerchantNotifications = get('/admin/merchants/:id/notifications', info);
export const setDisputeNotifications = post('/admin/merchants/:id/dispute-notifications', info);
export const setFailedPayoutNotifications = post(
  '/admin/merchants/:id/failed-payout-notifications',
  info,
);
export const setBankingUpdateNotifications = post(
  '/admin/merchants/:id/banking-update-notifications',
  info,
);
export const setEnableNotifications = post('/admin/merchants/:id/enable-notifications', info);
export const addNotificationSubscription = post(
  '/admin/merchants/:id/notifications/subscriptions/:type',
  info,
);
export const removeNotificationSubscription = remove(
  '/admin/merchants/:id/notifications/subscriptions/:type',
  info,
);

export const getMerchantDocuments = get('/admin/merchants/:id/documents', documents);
export const downloadMerchantDocument = get(
  '/admin/merchants/:id/documents/:documentId/download',
  documents,
);
export const sendMerchantDocument = post(
  '/admin/merchants/:id/documents-send/:documentId',
  documents,
);
export const deleteMerchantDocument = remove(
  '/admin/merchants/:id/documents/:documentId',
  documents,
);
