import { policies } from '../access';
import { defineRoute, type HttpMethod } from '../endpoint';

/**
 * Routes of the back office's Users screens (part 2 §7 "Users and permissions"; the
 * declarations: endpoints/admin-users.ts). Every call needs can-view-users; every write is
 * idempotent and audited. The unassign (DELETE /v2/admin/users/:userId/fromMerchant/:merchantId)
 * is declared with the profile's records (routes/admin-merchant-records.ts).
 */
const access = policies.admin('can-view-users');

const read = <const P extends `/${string}`>(path: P) =>
  defineRoute({ method: 'GET', path, access });
const write = <const M extends HttpMethod, const P extends `/${string}`>(method: M, path: P) =>
  defineRoute({ method, path, access, idempotent: true });

export const getAdminUsers = read('/v2/admin/users');
export const getAdminUserGroups = read('/admin/users/groups');
export const getAdminUserInfo = read('/v2/admin/users/:id/info');
export const updateAdminUserInfo = write('POST', '/v2/admin/users/:id/info');
export const changeAdminUserEmail = write('POST', '/v2/admin/users/:id/email');
export const createAdminUser = write('POST', '/v2/admin/users');
export const enableAdminUser = write('POST', '/v2/admin/users/enable');
export const disableAdminUser = write('POST', '/v2/admin/users/disable');
export const deleteAdminUser = write('POST', '/v2/admin/users/delete');
export const resetAdminUserPassword = write('POST', '/admin/users/:id/reset');

export const getUserPermissions = read('/admin/permissions/list/:userId');
export const grantUserPermission = write('PATCH', '/admin/permissions/:userId/:permissionKey');
export const revokeUserPermission = write('DELETE', '/admin/permissions/:userId/:permissionKey');
export const getUserRoles = read('/admin/permissions/internal/list/:userId');
export const grantUserRole = write('PATCH', '/admin/permissions/internal/:userId/:roleName');
export const revokeUserRole = write('DELETE', '/admin/permissions/internal/:userId/:roleName');

export const getUserMerchantAccess = read('/v2/admin/users/:id/merchants/:mid');
export const updateUserMerchantAccess = write('PATCH', '/v2/admin/users/:id/merchants/:mid');
export const grantUserMerchantPermission = write(
  'PATCH',
  '/v2/admin/users/:id/merchants/:mid/permissions/:key',
);
export const revokeUserMerchantPermission = write(
  'DELETE',
  '/v2/admin/users/:id/merchants/:mid/permissions/:key',
);
