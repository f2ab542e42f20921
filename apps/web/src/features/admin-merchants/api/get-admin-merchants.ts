import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type { getAdminMerchants as endpoint } from '@paydesk/domain/endpoints/admin-merchants';
import * as routes from '@paydesk/domain/routes/admin-merchants';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';

export type AdminMerchantPage = EndpointResult<typeof endpoint>;
export type AdminMerchantListRow = AdminMerchantPage['data'][number];

/**
 * `GET /admin/merchants`: a page of every merchant (search, status, sort, paging). The
 * toolkit's query travels as strings, as the URL holds it; the server validates it.
 */
export function getAdminMerchants(
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<AdminMerchantPage> {
  return callEndpoint<typeof endpoint>(routes.getAdminMerchants, {
    query: query as EndpointInput<typeof endpoint>['query'],
    signal,
  });
}
