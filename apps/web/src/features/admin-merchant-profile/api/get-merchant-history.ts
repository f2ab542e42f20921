import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type { getAdminMerchantHistory as endpoint } from '@paydesk/domain/endpoints/admin-merchant-profile';
import * as routes from '@paydesk/domain/routes/admin-merchant-profile';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';

export type MerchantHistoryPage = EndpointResult<typeof endpoint>;
export type MerchantHistoryRow = MerchantHistoryPage['data'][number];

/** `GET /admin/merchants/{id}/history`: a page of the change history (filter = one grouping). */
export function getMerchantHistory(
  merchantId: number,
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<MerchantHistoryPage> {
  return callEndpoint<typeof endpoint>(routes.getAdminMerchantHistory, {
    params: { id: merchantId },
    query: query as EndpointInput<typeof endpoint>['query'],
    signal,
  });
}
