import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type { getAdminUsers as endpoint } from '@paydesk/domain/endpoints/admin-users';
import * as routes from '@paydesk/domain/routes/admin-users';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';

export type AdminUserPage = EndpointResult<typeof endpoint>;
export type AdminUserListRow = AdminUserPage['data'][number];

/** `GET /v2/admin/users`: a page of portal users (search, group, sort, paging). */
export function getAdminUsers(query: ListApiQuery, signal?: AbortSignal): Promise<AdminUserPage> {
  return callEndpoint<typeof endpoint>(routes.getAdminUsers, {
    query: query as EndpointInput<typeof endpoint>['query'],
    signal,
  });
}
