import type { EndpointResult } from '@paydesk/domain/endpoint';
import type { searchMerchantPickList as searchEndpoint } from '@paydesk/domain/endpoints/admin-merchants';
import type {
  getAdminUserInfo as infoEndpoint,
  getUserMerchantAccess as merchantEndpoint,
  getUserPermissions as permissionsEndpoint,
  getUserRoles as rolesEndpoint,
} from '@paydesk/domain/endpoints/admin-users';
import * as merchantRoutes from '@paydesk/domain/routes/admin-merchants';
import * as routes from '@paydesk/domain/routes/admin-users';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { adminUserKeys } from './admin-user-keys';

export type AdminUser = EndpointResult<typeof infoEndpoint>;
export type AdminUserPermissions = EndpointResult<typeof permissionsEndpoint>;
export type AdminUserRoles = EndpointResult<typeof rolesEndpoint>;
export type UserMerchantAccess = EndpointResult<typeof merchantEndpoint>;
export type MerchantPick = EndpointResult<typeof searchEndpoint>['data'][number];

/** `GET /v2/admin/users/{id}/info`. */
export const adminUserQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminUserKeys.info(id),
    queryFn: ({ signal }) =>
      callEndpoint<typeof infoEndpoint>(routes.getAdminUserInfo, { params: { id }, signal }),
  });

/** `GET /admin/permissions/list/{id}`: every admin key with whether the user holds it. */
export const adminUserPermissionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminUserKeys.permissions(id),
    queryFn: ({ signal }) =>
      callEndpoint<typeof permissionsEndpoint>(routes.getUserPermissions, {
        params: { userId: id },
        signal,
      }),
  });

/** `GET /admin/permissions/internal/list/{id}`: the roles with whether the user holds each. */
export const adminUserRolesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminUserKeys.roles(id),
    queryFn: ({ signal }) =>
      callEndpoint<typeof rolesEndpoint>(routes.getUserRoles, { params: { userId: id }, signal }),
  });

/** `GET /v2/admin/users/{id}/merchants/{mid}`. */
export const userMerchantAccessQueryOptions = (id: number, merchantId: number) =>
  queryOptions({
    queryKey: adminUserKeys.merchant(id, merchantId),
    queryFn: ({ signal }) =>
      callEndpoint<typeof merchantEndpoint>(routes.getUserMerchantAccess, {
        params: { id, mid: merchantId },
        signal,
      }),
  });

/** `GET /admin/merchants/list-search`: the merchant picker of the new-user form. */
export const merchantSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: adminUserKeys.merchantSearch(search),
    queryFn: ({ signal }) =>
      callEndpoint<typeof searchEndpoint>(merchantRoutes.searchMerchantPickList, {
        query: { search },
        signal,
      }),
    staleTime: 60_000,
  });
