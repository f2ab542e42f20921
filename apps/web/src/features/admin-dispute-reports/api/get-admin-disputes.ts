import type { EndpointResult } from '@paydesk/domain/endpoint';
import type { getAdminDisputes as endpoint } from '@paydesk/domain/endpoints/admin-dispute-reports';
import * as routes from '@paydesk/domain/routes/admin-dispute-reports';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';

export type AdminDispute = EndpointResult<typeof endpoint>['data'][number];
type Query = Parameters<typeof callEndpoint<typeof endpoint>>[1]['query'];

/** `GET /admin/disputes`: a page of every merchant's chargebacks and retrievals (or one's). */
export function getAdminDisputes(query: ListApiQuery, signal?: AbortSignal) {
  return callEndpoint<typeof endpoint>(routes.getAdminDisputes, {
    query: query as unknown as Query,
    signal,
  });
}

/** What Export downloads: the same call as CSV. */
export const adminDisputesExport = { route: routes.getAdminDisputes };
